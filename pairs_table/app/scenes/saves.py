"""The saved games: every game (game, players, when, progress) to resume or delete, and the
files that could not be read, listed with the reason and never opened (their bytes stay in
``damaged/``)."""

from __future__ import annotations

import re

import pygame
import pygame_gui

from ...storage.paths import get_paths
from ...storage.saves import SaveStore
from .. import shown
from .. import games
from ..timeline import replayable
from ..saved_games import open_save, title_of, players_text, progress_text, when_text
from ..file_reasons import os_error_words, reason_words
from ..i18n import tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, RED, box_at, felt_background, rounded_panel
from ..scene import Scene
from ..widgets import button


class SavesScene(Scene):
    ROW_H = 66

    def __init__(self, app) -> None:
        super().__init__(app)
        self.store = SaveStore(get_paths())
        self.games: list = []  # (record, state), newest first
        self.damaged: list = []  # storage.saves.Damaged
        self.page = 0
        self.confirm: str | None = None  # file name of the save whose deletion awaits a yes
        self.message = ""
        self.row_buttons: dict = {}  # button -> (what, file name of the save)
        self.back_button = self.prev_button = self.next_button = None

    # -- the list --------------------------------------------------------------------------
    def enter(self) -> None:
        self.scan()
        super().enter()

    def uncover(self) -> None:
        self.scan()
        self._make_root()

    def scan(self) -> None:
        try:
            self.games, _new = self.store.scan()
            self.damaged = self.store.damaged_files()
        except OSError as exc:
            self.games, self.damaged = [], []
            self.message = tr("The saves folder cannot be read ({reason}).", reason=os_error_words(exc))
        self.page = min(self.page, max(0, self.pages - 1))

    @property
    def rows(self) -> list:
        return [("game", g) for g in self.games] + [("damaged", d) for d in self.damaged]

    @property
    def per_page(self) -> int:
        w, h = self.app.size
        s = ui_scale((w, h))
        return max(1, (self._list_rect().height) // scaled(self.ROW_H, s))

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.rows) // self.per_page))

    def visible_rows(self) -> list:
        k = self.per_page
        return self.rows[self.page * k:(self.page + 1) * k]

    def _list_rect(self) -> pygame.Rect:
        w, h = self.app.size
        s = ui_scale((w, h))
        pad = scaled(40, s)
        top = scaled(96, s)
        return pygame.Rect(pad, top, w - 2 * pad, h - top - scaled(90, s))

    def _damaged_line(self, reason: str, item) -> str:
        """A damaged file's line: why it could not be read, and where it is now."""
        facts = {"reason": reason[:1].upper() + reason[1:], "file": shown.text(self._kept_as(item), 160)}
        return tr("{reason}; kept as {file}", **facts) if item.moved else \
            tr("{reason}; left where it is, as {file}", **facts)

    def _kept_as(self, item) -> str:
        """Where a damaged file is now: within the saves folder as a path from it
        ("damaged/x.json"), elsewhere in full."""
        try:
            return item.moved_to.relative_to(self.store.folder).as_posix()
        except (ValueError, AttributeError):
            return str(item.moved_to)

    def _row_rect(self, i: int) -> pygame.Rect:
        r = self._list_rect()
        s = ui_scale(self.app.size)
        rh = scaled(self.ROW_H, s)
        return pygame.Rect(r.x, r.y + i * rh, r.width, rh - scaled(8, s))

    # -- widgets ---------------------------------------------------------------------------
    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        self.row_buttons = {}
        bw, bh = scaled(120, s), scaled(38, s)
        for i, (kind, item) in enumerate(self.visible_rows()):
            if kind != "game":
                continue
            rec, state = item
            key = item.path.name
            r = self._row_rect(i)
            y = r.centery - bh // 2
            x = r.right - scaled(12, s) - bw
            if self.confirm == key:
                b = button(self, (x, y, bw, bh), tr("Keep"), "quiet")
                self.row_buttons[b] = ("keep", key)
                wide = bw + scaled(56, s)
                b = button(self, (x - wide - scaled(8, s), y, wide, bh), tr("Delete for good"), "danger")
                self.row_buttons[b] = ("really_delete", key)
                continue
            b = button(self, (x, y, bw, bh), tr("Delete"), "quiet", tr("Delete this saved game"))
            self.row_buttons[b] = ("delete", key)
            if not state.is_over and games.playable(rec.game):
                b = button(self, (x - bw - scaled(8, s), y, bw, bh), tr("Resume"), "primary")
                self.row_buttons[b] = ("resume", key)
            if replayable(rec.game):
                x -= (bw + scaled(8, s)) * (2 if ("resume", key) in self.row_buttons.values() else 1)
                b = button(self, (x, y, bw, bh), tr("Replay"), "quiet", tr("Watch this game again, step by step"))
                self.row_buttons[b] = ("replay", key)
        by = h - scaled(70, s)
        self.back_button = button(self, (scaled(40, s), by, scaled(160, s), scaled(44, s)), tr("Back  [Esc]"), "quiet")
        self.prev_button = self.next_button = None
        if self.pages > 1:
            pw = scaled(110, s)
            self.prev_button = button(self, (w - scaled(40, s) - 2 * pw - scaled(10, s), by, pw, scaled(44, s)),
                                      tr("Previous"), "quiet")
            self.next_button = button(self, (w - scaled(40, s) - pw, by, pw, scaled(44, s)), tr("Next"), "quiet")

    def find(self, key: str):
        """The row (a :class:`~pairs_table.storage.saves.Loaded`) of a save file, by its
        file name, else the first with that save id."""
        for loaded in self.games:
            if loaded.path.name == key:
                return loaded
        for loaded in self.games:
            if loaded.record.id == key:
                return loaded
        return None

    def button_for(self, what: str, key: str):
        """The row button doing ``what`` for a save, by file name or save id (tests click it)."""
        found = self.find(key)
        name = found.path.name if found is not None else key
        for b, (w, sid) in self.row_buttons.items():
            if w == what and sid == name:
                return b
        return None

    # -- input ---------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.back_button:
                self.app.stack.pop()
                return True
            if el is self.prev_button or el is self.next_button:
                step = -1 if el is self.prev_button else 1
                self.page = max(0, min(self.pages - 1, self.page + step))
                self.confirm = None
                self._make_root()
                return True
            if el in self.row_buttons:
                what, sid = self.row_buttons[el]
                getattr(self, what)(sid)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirm is not None:
                self.keep(self.confirm)
            else:
                self.app.stack.pop()
            return True
        return False

    def resume(self, save_id: str) -> None:
        found = self.find(save_id)
        if found is None:
            return
        app = self.app
        app.screens.back_to("title")
        why = open_save(app, *found, path=found.path)
        if why:
            self.message = app.stack.top.message = why

    def replay(self, key: str) -> None:
        found = self.find(key)
        if found is not None:
            self.app.screens.open("replay", found.record)

    def delete(self, key: str) -> None:
        found = self.find(key)
        self.confirm = found.path.name if found is not None else None
        self._make_root()

    def keep(self, save_id: str) -> None:
        self.confirm = None
        self._make_root()

    def really_delete(self, key: str) -> None:
        found = self.find(key)
        try:
            if found is None:  # deleted meanwhile
                raise FileNotFoundError(2, "it is no longer there")
            self.store.delete(found.path)
            self.message = tr("The saved game was deleted.")
        except OSError as exc:
            why = tr("it is no longer there") if found is None else os_error_words(exc)
            self.message = tr("The saved game could not be deleted ({reason}).", reason=why)
        self.confirm = None
        self.scan()
        self._make_root()

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface) -> None:
        size = surface.get_size()
        w, h = size
        s = ui_scale(size)
        surface.blit(felt_background(size, scale=s), (0, 0))
        t = self.app.text
        room = w - 2 * scaled(40, s)

        def centred(text, size, colour, centre, bold=False):
            t.draw(surface, text, size, colour, bold=bold, fit="none", align="center", owner="saves",
                   box=box_at(centre, room, t.height(size, bold)))

        def at(text, size, colour, x, y, width, bold=False):
            t.draw(surface, text, size, colour, bold=bold, fit="none", valign="top", owner="saves",
                   box=(x, y, width, t.height(size, bold)))

        centred(tr("Saved games"), scaled(34, s), GOLD, (w / 2, scaled(48, s)), True)
        rows = self.visible_rows()
        if not rows:
            centred(tr("No saved games yet: every game you play is saved as you go."), scaled(17, s), INK_DIM,
                    (w / 2, h / 2))
        for i, (kind, item) in enumerate(rows):
            r = self._row_rect(i)
            surface.blit(rounded_panel(r.size, (10, 18, 15), 205, scaled(10, s),
                                       (200, 90, 80, 160) if kind == "damaged" else (90, 110, 100, 150)), r)
            x, y = r.x + scaled(14, s), r.y + scaled(8, s)
            # the row's text has the room left of the row's buttons
            text_w = min((b.get_abs_rect().left for b in self.row_buttons if r.collidepoint(b.get_abs_rect().center)),
                         default=r.right - scaled(14, s)) - scaled(8, s) - x
            if kind == "game":
                rec, state = item
                head = title_of(rec)
                head += "  ·  " + (tr("finished") if state.is_over else tr("in play"))
                at(head, scaled(17, s), GOLD if not state.is_over else INK_DIM, x, y, text_w, True)
                sub = " · ".join([players_text(rec), progress_text(rec, state), when_text(rec.updated)])
                at(sub, scaled(14, s), INK, x, y + scaled(24, s), text_w)
            else:
                at(tr("Unreadable: {file}", file=shown.text(item.name, 80)), scaled(17, s), RED, x, y, text_w, True)
                reason = shown.text(reason_words(item.code, item.fields, item.reason), 160)
                sub = self._damaged_line(reason, item)
                box = pygame.Rect(x, y + scaled(24, s), text_w, r.bottom - scaled(2, s) - (y + scaled(24, s)))
                size = scaled(13, s)
                if t.block_cut(sub, size, box.width) or t.extent(sub, size, width=box.width)[1] > box.height + 4:
                    # too long for the row's room: the reason without the reader's bracketed
                    # detail ("(Expecting ... at line 1)")
                    sub = self._damaged_line(re.sub(r"\s*\([^()]*\)$", "", reason), item)
                # on one line, or on two a little smaller where the row has the room
                t.draw(surface, sub, size, INK_DIM, valign="top", owner="saves", box=box)
        foot = []
        if self.pages > 1:
            foot.append(tr("Page {n} of {m}", n=self.page + 1, m=self.pages))
        if self.message:
            foot.append(self.message)
        if foot:
            centred("   ".join(foot), scaled(15, s), GOLD, (w / 2, h - scaled(48, s)))

