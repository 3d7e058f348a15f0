"""The lobby: seats (human or AI, AI level, names), the game's options and the table pace.

Everything comes from the game's :class:`~pairs_table.engine.base.GameInfo` (title, players
range, options with choices and defaults, blurb), its descriptor (how to play, the words of
its options, :mod:`.lobby_texts`) and :func:`available_levels`, so one lobby serves every
game. The lobby opens as it was last left for that game on this computer, and remembers
the names typed for human seats (:mod:`.lobby_seating`). Its parts: :mod:`.lobby_layout`
(widgets and picture), :mod:`.lobby_input` (what each widget and key does).
"""

from __future__ import annotations

import random

from ...ai.base import available_levels
from ...engine.registry import get_game
from .. import games
from ..config import TableConfig
from ..guide_offer import GuideOffer
from ..i18n import tr
from ..scene import Scene
from ..widgets import retext
from . import remote_seats
from .lobby_input import LobbyInput
from .lobby_layout import LobbyLayout, LobbyPainter
from .lobby_seating import remember, restore
from .lobby_texts import LEVEL_LABELS, inactive_reason, option_choices, value_label

# kept here for the callers that import them with the lobby
__all__ = ["LobbyScene", "option_choices"]


class LobbyScene(Scene):
    def __init__(self, app, game: str | None = None, over_table: bool = False) -> None:
        super().__init__(app)
        game = game or games.first()
        self.game = game
        # opened from a table (its Lobby button): Back returns to it; Start closes it first
        self.over_table = over_table
        self.about = games.get(game)
        self.info = get_game(game)
        self.levels = [lv for lv in available_levels(game) if lv != "random"] or ["random"]
        self.seating, self.options, rest = restore(self.info, self.levels, app.settings)
        self.speed = app.settings.animation_speed
        self.ai_pace = app.settings.ai_pace
        self.practice = rest.get("practice", False)  # undo always allowed at the table
        # partnerships drawn at random, or as listed (1+3, 2+4)
        self.random_partners = rest.get("random_partners", True)
        self.practice_button = self.partners_button = None
        self.rows: list[dict] = []
        self.option_buttons: dict = {}
        self.speed_buttons: dict = {}
        self.pace_buttons: dict = {}
        self.add_button = self.start_button = self.back_button = self.rules_button = None
        self.howto_box = None
        self.message = ""
        self.layout = LobbyLayout(self)
        self.painter = LobbyPainter(self, self.layout)
        self.input = LobbyInput(self)
        self.guide_offer = GuideOffer(self)  # the guided first hand: its button, offered on a first opening

    @property
    def seats(self):
        return self.seating.seats

    def build_ui(self) -> None:
        self.layout.build()

    def handle(self, event) -> bool:
        return self.input.handle(event)

    def draw(self, surface) -> None:
        self.painter.draw(surface)

    # -- model changes ----------------------------------------------------------------------
    def rename(self, i: int, text: str) -> None:
        self.seating.rename(i, text)

    def add_seat(self) -> None:
        if self.seating.add():
            self._make_root()

    def remove_seat(self, i: int) -> None:
        if self.seating.remove(i):
            self._make_root()

    def toggle_kind(self, i: int) -> None:
        self.seating.toggle(i)
        self._make_root()

    def cycle_level(self, i: int) -> None:
        level = self.seating.cycle_level(i)
        retext(self, self.rows[i]["level"], tr(LEVEL_LABELS.get(level, level)), "choice")

    def toggle_practice(self) -> None:
        self.practice = not self.practice
        self._make_root()

    def toggle_partners(self) -> None:
        self.random_partners = not self.random_partners
        self._make_root()

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self._make_root()

    def set_pace(self, pace: str) -> None:
        self.ai_pace = pace
        self._make_root()

    def inactive(self, opt) -> str | None:
        """Why option ``opt`` does nothing under the present options, or None."""
        return inactive_reason(self.about, opt, self.options)

    def cycle_option(self, name: str) -> None:
        opt = next(o for o in self.info.options if o.name == name)
        if self.inactive(opt):
            return
        values = option_choices(opt, self.about)
        cur = self.options[name]
        k = values.index(cur) if cur in values else -1
        before = [self.inactive(o) for o in self.info.options]
        self.options[name] = values[(k + 1) % len(values)]
        if before != [self.inactive(o) for o in self.info.options]:
            self._make_root()  # another option counts now, or no longer
            return
        retext(self, self.option_buttons[name], value_label(self.about, opt, self.options[name]), "choice")

    def config(self) -> TableConfig:
        seats = self.seating.final()
        if self.about.partnerships and self.random_partners:
            random.Random(self.app.seed).shuffle(seats)  # partners sit opposite: seats 1+3, 2+4
        return TableConfig(self.game, seats, dict(self.options), self.speed, self.ai_pace, seed=self.app.seed,
                           practice=self.practice)

    def start(self) -> None:
        if not games.playable(self.game):
            self.message = tr("{game} cannot be played in this version yet.", game=tr(self.info.title))
            return
        self.app.settings.animation_speed = self.speed
        self.app.settings.ai_pace = self.ai_pace
        remember(self.app.settings, self.game, self.seating.final(), self.options, practice=self.practice,
                 random_partners=self.random_partners)
        self.app.store_settings()
        self.close_table()
        if remote_seats.hosting(self.seats):  # seats on other computers: this window hosts the table
            self.message = remote_seats.host_table(self.app, self.config()) or ""
            return
        if any(s.is_ai for s in self.seats):
            self.app.ai.warm_up(self.game)
        self.app.screens.table(self.config(), replace=True)

    def close_table(self) -> None:
        """Opened over a table: close that table (and what is over it) before another
        one opens, so this lobby stands over the title as when opened from there."""
        if not self.over_table:
            return
        self.over_table = False
        stack = self.app.stack
        stack.pop()  # this lobby, for a moment
        self.app.screens.back_to("title")
        stack.push(self)

    def back(self) -> None:
        self.app.stack.pop()  # to where the lobby was opened from (a table's result, the chooser)

    def open_rules(self) -> None:
        self.app.screens.open("rules", self.game)
