"""The table kit seen through the names the tables written before it use.

:class:`TableScene` is the kit's :class:`~..table.scene.TableScene` with the older hook
and helper names kept (``_after_action``, ``_deal_next``, ``_refresh_buttons``,
``_cards_moving``, ``_settle_instant``, ``_buttons_top``, ``_ui_key``, ``_panel_cache``,
``draw_plate``, ``draw_panel``, ``draw_card``, ``draw_pile``, ``phrase`` and ``names_text``
giving finished text, ``sees``, ``you``...). A table moved onto the kit subclasses the
kit's scene directly and this module goes when the last one has moved.
"""

from __future__ import annotations

from ..anim import CardVis
from ..render import GOLD, INK
from ..table.log import Literal
from ..table.panel import fit_lines
from ..table.scene import TableScene as KitTableScene


class TableScene(KitTableScene):
    def __init__(self, app, config) -> None:
        self._panel_cache: dict = {}
        self._plate_cache: dict = {}
        super().__init__(app, config)

    # ---- the older hook names (a table overrides these and calls super()) ---------------------------------
    def after_action(self) -> None:
        self._after_action()

    def _after_action(self) -> None:
        KitTableScene.after_action(self)

    def deal_next(self) -> None:
        self._deal_next()

    def _deal_next(self) -> None:
        KitTableScene.deal_next(self)

    def refresh_actions(self) -> None:
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        KitTableScene.refresh_actions(self)

    def cards_moving(self) -> bool:
        return self._cards_moving()

    def _cards_moving(self) -> bool:
        return KitTableScene.cards_moving(self)

    def settle_instant(self, dt: float) -> None:
        self._settle_instant(dt)

    def _settle_instant(self, dt: float) -> None:
        KitTableScene.settle_instant(self, dt)

    def _check_handover(self) -> None:
        self.handover.check()

    def record_stats(self) -> None:
        self.stats.session_over()

    def write_save(self) -> None:
        self.turns.write_save()

    def show_view(self, seat: int) -> None:
        self.handover.show(seat)

    @property
    def _replaying(self) -> bool:
        return self.turns.replaying

    @property
    def moves(self) -> int:
        return self.turns.moves

    # ---- texts already in words -------------------------------------------------------------------------------
    def add_log(self, text, colour=INK, **fields) -> None:
        super().add_log(Literal(text) if isinstance(text, str) and not fields else text, colour, **fields)

    def say(self, text, colour=GOLD, **fields) -> None:
        super().say(Literal(text) if isinstance(text, str) and not fields else text, colour, **fields)

    def refuse(self, reason) -> None:
        super().refuse(Literal(reason) if isinstance(reason, str) else reason)

    # ---- seats as finished text ------------------------------------------------------------------------------
    @property
    def bottom_seat(self) -> int:
        return self.seats.bottom_seat

    @property
    def pass_and_play(self) -> bool:
        return self.seats.pass_and_play

    @property
    def n_humans(self) -> int:
        return self.seats.n_humans

    def sees(self, seat) -> bool:
        return self.seats.sees(seat)

    def is_human(self, seat) -> bool:
        return self.seats.is_human(seat)

    def you(self, seat) -> bool:
        return self.seats.you(seat)

    def phrase(self, seat, third: str, second: str, **fields) -> str:
        return self.seats.phrase(seat, third, second, **fields).text()

    def names_text(self, seats) -> str:
        return self.seats.names(seats).text()

    @property
    def viewer(self) -> int | None:
        return self.seats.viewer

    @viewer.setter
    def viewer(self, seat) -> None:
        self.seats.viewer = seat

    @property
    def banner(self) -> tuple[str, tuple] | None:
        return self.announce.shown()

    # ---- the assistant ---------------------------------------------------------------------------------------
    def undo(self):
        return self.assist.undo()

    def undo_refusal(self):
        reason, plan = self.assist.undo_refusal()
        return (None if reason is None else str(reason)), plan

    def odds_now(self) -> list[str]:
        return self.assist.odds_now()

    @property
    def hint_text(self) -> str:
        return self.assist.hint_text

    @property
    def hint_action(self):
        return self.assist.hint_action

    @property
    def hint_future(self):
        return self.assist.hint_future

    def hint_seed(self) -> int:
        return self.assist.hint_seed()

    # ---- widgets by their older names -------------------------------------------------------------------------
    @property
    def menu_button(self):
        return self.panel_widgets.menu

    @menu_button.setter
    def menu_button(self, b) -> None:
        self.panel_widgets.menu = b

    @property
    def hint_button(self):
        return self.panel_widgets.tool("hint")

    @property
    def odds_button(self):
        return self.panel_widgets.tool("odds")

    @property
    def undo_button(self):
        return self.panel_widgets.tool("undo")

    @property
    def _buttons_top(self) -> int:
        above = self.panel_widgets.above_bar
        return above if above is not None else self.panel_widgets.bar.top

    @_buttons_top.setter
    def _buttons_top(self, y: int) -> None:
        self.panel_widgets.above_bar = y

    @property
    def _ui_key(self):
        return None

    @_ui_key.setter
    def _ui_key(self, value) -> None:
        self.panel_widgets.bar.forget()

    # ---- caches a table keeps beside the kit's ------------------------------------------------------------------
    def clear_caches(self) -> None:
        for name, value in list(vars(self).items()):
            if name.endswith("_cache") and isinstance(value, dict):
                value.clear()
        super().clear_caches()

    def resize(self, size) -> None:
        self._plate_cache.clear()
        self._panel_cache.clear()
        super().resize(size)

    def _wrapped(self, text: str, size: int, width: int, bold: bool) -> list[str]:
        return fit_lines(text, size, width, bold)[1]

    # ---- drawing through the older hooks ---------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(self.felt_surface(), (0, 0))
        for seat in range(self.n):
            self.draw_plate(surface, seat)
        self.draw_table(surface)
        self.draw_banner(surface)
        if surface.get_clip().colliderect(self.layout.panel):
            self.draw_panel(surface)

    def felt_surface(self):
        return self.view.felt()

    def draw_plate(self, surface, seat: int) -> None:
        self.view.plate(surface, seat)

    def draw_banner(self, surface) -> None:
        self.view.banner(surface)

    def draw_panel(self, surface) -> None:
        self.view.side_panel(surface)

    def draw_card(self, surface, c: CardVis, deck: str | None = None) -> None:
        self.painter.card(surface, c, deck or self.deck)

    def draw_pile(self, surface, pos, count: int, label: str, messy: bool = False) -> None:
        self.painter.pile(surface, pos, count, label, self.deck, self.layout, messy)

    def _status_block(self) -> list:
        return self.view.status_block()
