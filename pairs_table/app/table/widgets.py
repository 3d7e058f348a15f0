"""The side panel's widgets: the tools (Hint, Odds, Undo), the menu button (and a table's
own button beside it), and the action bar, all placed from one
:class:`~.geometry.PanelGeometry`. Built on entering the table and again after every
resize, language or settings change, each time from the state as it is."""

from __future__ import annotations

from ..i18n import tr
from ..widgets import button, needed
from .actions import ActionBar, build_tools, plan_tools, rows_needed
from .geometry import PanelGeometry, panel_geometry


class PanelWidgets:
    def __init__(self, table) -> None:
        self.table = table
        self.bar = ActionBar(table, self.rebuild)
        self.tools: dict = {}
        self.menu = None
        self.extra = None
        self.geometry: PanelGeometry | None = None
        self.above_bar: int | None = None  # the top of a table's own widgets above the bar

    def build(self) -> PanelGeometry:
        """Every widget of the panel, for the table's layout now."""
        t = self.table
        L = t.layout
        s = L.scale
        tools = t.assist.tools()
        probe = panel_geometry(L.panel, s)
        width = probe.tools[0].width
        gap = L.px(6)

        def measure(label: str, style: str) -> int:
            return needed(t, label, style)

        rows = plan_tools(tools, width, gap, measure)
        specs = t.action_specs()
        extra = t.extra_button()
        bar_rows = rows_needed(specs, probe.actions.width, probe.gap, measure)
        menu_label = tr("Menu  [Esc]")
        apart = extra is not None and (max(measure(menu_label, "quiet"), measure(extra[0], extra[1]))
                                       > (probe.menu.width - L.px(8)) // 2)  # too wide for half the row
        g = panel_geometry(L.panel, s, max(1, t.action_rows or 0, bar_rows), len(rows), extra is not None, apart)
        self.geometry = g
        self.above_bar = None
        self.tools = build_tools(t, rows, g.tools, gap, measure)
        if "undo" in self.tools and not t.assist.undo_offered:
            self.tools["undo"].disable()
        self.menu = button(t, g.menu, menu_label, "quiet")
        self.extra = None
        if extra is not None:
            label, style, tip = extra
            self.extra = button(t, g.extra, label, style, tip)
        self.bar.build(g.actions, specs, g.button_h, g.gap)
        return g

    def tool(self, name: str):
        return self.tools.get(name)

    def pressed(self, element):
        """What a pressed button is: ("tool", name), ("menu",), ("extra",), ("action", spec)."""
        if element is None:
            return None
        for name, b in self.tools.items():
            if b is element:
                return ("tool", name)
        if element is self.menu:
            return ("menu",)
        if self.extra is not None and element is self.extra:
            return ("extra",)
        spec = self.bar.pressed(element)
        return ("action", spec) if spec is not None else None

    def rebuild(self) -> None:
        """Every widget again (a tool's look changed), hidden still under a scene above."""
        t = self.table
        if t.root is not None:
            covered = not t.root.visible
            t._make_root()
            if covered:
                t.root.hide()

    @property
    def log_bottom(self) -> int:
        """The lowest y of the log (a table whose own widgets sit above the bar says where
        they start in :attr:`above_bar`)."""
        g = self.geometry
        if g is None:
            return self.table.layout.panel.bottom
        if self.above_bar is not None:
            return self.above_bar - g.gap
        return min(g.log_bottom, self.bar.top - g.gap)
