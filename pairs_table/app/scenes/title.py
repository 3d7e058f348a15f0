"""The title screen: the name of the app over a fan of cards; Continue (the latest
unfinished game), Rejoin (the seat at the last table joined on another computer, while that
table may still be running: :mod:`~...storage.last_join` says how long), Play, Join a table,
Saves, Settings, Statistics, About and Quit; notices for the player (a settings, statistics
or save file that could not be read), each told once."""

from __future__ import annotations

import time

import pygame
import pygame_gui

from ...storage.last_join import LastJoinStore
from ...storage.paths import get_paths
from ...storage.saves import SaveStore
from .. import games, shown
from ..i18n import tr
from ..join_command import JOIN_POLL, BadRequest, Joining, finished, forget_if_gone, open_table, seat_request
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, blit_centered, box_at, felt_background, place_solid, rounded_panel
from ..scene import Scene
from ..saved_games import describe, open_save
from ..widgets import button

# the small lines on the bright middle of the felt: a soft light ink that still reads there
# (5.1:1 against the felt under them, WCAG 2.1)
ON_FELT = (216, 224, 214)


def name_list(names: list[str], most: int = 3) -> str:
    """A few file names for a notice, the rest counted."""
    shown_names = ", ".join(shown.text(n, 60) for n in names[:most])
    if len(names) > most:
        shown_names += " " + tr("and {n} more", n=len(names) - most)
    return shown_names


class TitleScene(Scene):

    def __init__(self, app) -> None:
        super().__init__(app)
        self.play_button = None
        self.join_button = None
        self.quit_button = None
        self.continue_button = None
        self.saves_button = None
        self.settings_button = self.stats_button = self.about_button = None
        self.notice_button = None
        self.latest = None  # Loaded (record, state; path) of the latest unfinished game that can be played
        self.last_join = None  # the LastJoin whose seat Rejoin takes back (None: no Rejoin)
        self.rejoin_button = None
        self.joining = None  # a Joining under way (Rejoin pressed)
        self.asked = ("", "", "")  # the address, code and name it asks with
        self._told: set = set()  # bad files left in place (a read-only folder): told once
        self.message = ""
        self._fan = None
        self._fan_key = None

    # -- the saved games --------------------------------------------------------------
    def enter(self) -> None:
        self.scan()
        super().enter()

    def cover(self) -> None:
        super().cover()
        j, self.joining = self.joining, None  # another screen opened meanwhile: the seat is left
        if j is not None:
            j.abandon()
            self.message = ""

    def uncover(self) -> None:
        self.scan()  # a game may have been played, finished or deleted meanwhile
        self._make_root()

    def scan(self) -> None:
        """Find the latest unfinished game (files that cannot be read are moved aside) and
        the seat Rejoin takes back."""
        last = LastJoinStore(get_paths()).read()
        self.last_join = last if last is not None and last.rejoinable(time.time()) else None
        self.latest = None
        try:
            good, damaged = SaveStore(get_paths()).scan()
        except OSError:
            return
        for loaded in good:
            if not loaded.state.is_over and games.playable(loaded.record.game):
                self.latest = loaded
                break
        moved = [d.name for d in damaged if d.moved]
        stuck = [d.name for d in damaged if not d.moved and d.name not in self._told]
        self._told.update(stuck)
        if moved:
            self.app.notices.append(tr("{n} saved game(s) could not be read and were moved aside, bytes kept "
                                       "({names}); Saves lists them.", n=len(moved), names=name_list(moved)))
        if stuck:
            self.app.notices.append(tr("{n} saved game(s) could not be read and could not be moved aside either "
                                       "(the folder does not allow it), so they stay where they are "
                                       "({names}); Saves lists them.", n=len(stuck), names=name_list(stuck)))

    def continue_game(self, speed: str | None = None, ai_pace: str | None = None) -> None:
        if self.latest is None:
            return
        rec, state = self.latest
        self.message = open_save(self.app, rec, state, path=self.latest.path, speed=speed, ai_pace=ai_pace) or ""

    def rejoin(self) -> None:
        """Take the remembered seat back with its token (answered in :meth:`update`)."""
        last = self.last_join
        if last is None or self.joining is not None:
            return
        try:
            host, port, code, name = seat_request(last.address, last.code, last.name)
        except BadRequest:  # a hand-edited file: nothing to rejoin
            LastJoinStore(get_paths()).drop_seat(last.token)
            self.last_join = None
            self._make_root()
            return
        self.message = tr("Taking your seat again…")
        self.asked = (last.address, code, name)
        self.joining = Joining(host, port, code, name, token=last.token)
        self._make_root()

    def update(self, dt: float) -> None:
        j = finished(self)
        if j is None:
            return
        if j.error is not None:
            from ..table.remote import refusal_words

            why = refusal_words(j.error)
            if forget_if_gone(j.error, self.last_join.token):
                self.last_join = None
                self.message = tr("You cannot rejoin that table: {why}", why=why)
            else:
                self.message = why
            self._make_root()
            return
        self.message = ""
        open_table(self.app, j.client, *self.asked)

    def next_deadline(self) -> float | None:
        return JOIN_POLL if self.joining is not None else super().next_deadline()

    def open_saves(self) -> None:
        self.app.screens.open("saves")

    # -- widgets -------------------------------------------------------------------------
    def build_ui(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        bw, bh = scaled(260, s), scaled(52, s)
        gap = scaled(14, s)
        y = int(h * 0.66)
        row = []  # (attribute, text, tip) of the first row, the first one the primary
        if self.latest is not None:
            row.append(("continue_button", tr("Continue"), tr("Carry on with your last game")))
        if self.last_join is not None:
            row.append(("rejoin_button", tr("Rejoin"),
                        tr("Take your seat again at {address}, table {code}",
                           address=shown.text(self.last_join.address, 64), code=shown.text(self.last_join.code, 24))))
        row.append(("play_button", tr("Play"), tr("Choose a game and set up the table")))
        row.append(("join_button", tr("Join a table"), tr("Sit down at a table another computer hosts")))
        self.continue_button = self.rejoin_button = None
        x = (w - len(row) * bw - (len(row) - 1) * gap) // 2
        for i, (attr, label, tip) in enumerate(row):
            setattr(self, attr, button(self, (x + i * (bw + gap), y, bw, bh), label, "primary" if i == 0 else None,
                                       tip))
        if self.joining is not None:
            self.rejoin_button.disable()
        sw = scaled(160, s)
        x = (w - 5 * sw - 4 * gap) // 2
        self.saves_button = button(self, (x, y + bh + gap, sw, bh), tr("Saves"), "quiet",
                                   tr("Saved games: resume or delete"))
        self.settings_button = button(self, (x + sw + gap, y + bh + gap, sw, bh), tr("Settings"), "quiet",
                                      tr("Language, speed, sound, cards and table"))
        self.stats_button = button(self, (x + 2 * (sw + gap), y + bh + gap, sw, bh), tr("Statistics"), "quiet",
                                   tr("Hands, wins and chips of each player"))
        self.about_button = button(self, (x + 3 * (sw + gap), y + bh + gap, sw, bh), tr("About"), "quiet",
                                   tr("Version, licences and where your files are"))
        self.quit_button = button(self, (x + 4 * (sw + gap), y + bh + gap, sw, bh), tr("Quit"), "quiet")
        self.notice_button = None
        if self.app.notices:
            r = self._notice_rect()
            self.notice_button = button(self, (r.right - scaled(96, s), r.bottom - scaled(44, s), scaled(84, s),
                                               scaled(34, s)), tr("OK"), "primary")

    def _notice_rect(self) -> pygame.Rect:
        w, h = self.app.size
        s = ui_scale((w, h))
        pw = min(w - scaled(40, s), scaled(720, s))
        return pygame.Rect((w - pw) // 2, int(h * 0.2), pw, scaled(150, s))

    def dismiss_notice(self) -> None:
        if self.app.notices:
            self.app.notices.pop(0)
        self._make_root()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.notice_button:
                self.dismiss_notice()
                return True
            if self.continue_button is not None and event.ui_element is self.continue_button:
                self.continue_game()
                return True
            if self.rejoin_button is not None and event.ui_element is self.rejoin_button:
                self.rejoin()
                return True
            if event.ui_element is self.saves_button:
                self.open_saves()
                return True
            if event.ui_element is self.settings_button:
                self.app.screens.open("settings")
                return True
            if event.ui_element is self.stats_button:
                self.app.screens.open("statistics")
                return True
            if event.ui_element is self.about_button:
                self.app.screens.open("about")
                return True
            if event.ui_element is self.play_button:
                self.play()
                return True
            if event.ui_element is self.join_button:
                self.app.screens.open("join")
                return True
            if event.ui_element is self.quit_button:
                self.app.quit()
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.play()
                return True
            if event.key == pygame.K_ESCAPE:
                self.ask_to_quit()
                return True
            if event.key == pygame.K_q:
                self.app.quit()
                return True
        return False

    def ask_to_quit(self) -> None:
        """Esc: quit only once the player says so (Esc again, or No, stays)."""
        self.app.screens.open("question", "quit", self.app.quit)

    def play(self) -> None:
        self.app.screens.open("choose_game", games.first())

    def _card_fan(self, size) -> pygame.Surface:
        """Ten cards fanned in an arc, made once per window size."""
        if self._fan_key == size:
            return self._fan
        w, h = size
        s = ui_scale(size)
        ch = scaled(150, s)
        cw = self.app.sprites.width_for(ch)
        fan = pygame.Surface((int(w * 0.8), int(ch * 2.0)), pygame.SRCALPHA)
        fw, fh = fan.get_size()
        for i, rank in enumerate(range(1, 11)):
            t = (i - 4.5) / 4.5
            angle = -t * 26
            card = self.app.sprites.card(games.get(games.first()).deck, str(rank), ch)
            shadow = self.app.sprites.shadow((cw, ch))
            x = fw / 2 + t * cw * 2.6
            y = fh * 0.45 + (t * t) * ch * 0.30
            rs = pygame.transform.rotozoom(shadow, angle, 1.0)
            fan.blit(rs, rs.get_rect(center=(x + 3, y + 6)))
            rc = pygame.transform.rotozoom(card, angle, 1.0)
            fan.blit(rc, rc.get_rect(center=(x, y)))
        self._fan, self._fan_key = fan, size
        return fan

    def draw(self, surface) -> None:
        size = surface.get_size()
        w, h = size
        s = ui_scale(size)
        surface.blit(felt_background(size, scale=s), (0, 0))
        blit_centered(surface, self._card_fan(size), (w / 2, h * 0.36))
        text = self.app.text
        room = w - 2 * scaled(24, s)  # every line is centred in the window, clear of its edges

        def line(words: str, size: int, colour, y, bold=False, **more) -> None:
            text.draw(surface, words, size, colour, bold=bold, fit="none", align="center",
                      box=box_at((w / 2, y), room, text.height(size, bold)), owner="title", **more)

        line(tr("Pairs Table"), scaled(64, s), GOLD, h * 0.12, True, shadow=(3, 4, 110))
        line(tr("Press your luck at the felt table. Catch a pair and it counts against you."), scaled(19, s),
             ON_FELT, h * 0.60)
        line(tr("F11: full screen"), scaled(13, s), INK_DIM, h - scaled(18, s))
        if self.latest is not None:
            rec = self.latest[0]
            line(describe(rec, self.latest[1]), scaled(14, s), ON_FELT, h * 0.66 - scaled(16, s))
        if self.message:
            margin = scaled(40, s)
            text.draw(surface, self.message, scaled(15, s), GOLD, align="center", owner="title",
                      box=(margin, h - scaled(62, s), w - 2 * margin, scaled(36, s)))
        if self.app.notices:
            self.draw_notice(surface, s)

    def draw_notice(self, surface, s: float) -> None:
        r = self._notice_rect()
        place_solid(surface, rounded_panel(r.size, (14, 20, 18), 255, scaled(14, s), (246, 200, 92, 170)), r,
                    scaled(14, s), "notice")
        text = self.app.text
        size = scaled(15, s)
        y = r.y + scaled(14, s)
        for line in text.wrap(self.app.notices[0], size, r.width - scaled(32, s)):
            drawn = text.draw(surface, line, size, INK, fit="none", valign="top", owner="title.notice",
                              box=(r.x + scaled(16, s), y, r.width - scaled(32, s), text.height(size)))
            y += drawn.height + scaled(3, s)
