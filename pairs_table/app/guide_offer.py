"""The guided first hand from the lobby: a button that starts it at any time, offered with a
line of its own the first time a game's lobby opens on this computer (the settings
remember the games it was offered for).

:func:`offer_due` says whether opening a game's lobby offers it, :func:`guided_config` is
the table of a lesson (the player in the lesson's seat, the lesson's opponents),
:func:`start` sits down at it, and :class:`GuideOffer` is the lobby's part: its button, the
offer's line, and what a press does.
"""

from __future__ import annotations

import pygame

from . import games
from .config import DEFAULT_LEVEL, SeatConfig, TableConfig, default_seats
from .i18n import tr
from .layout import scaled, ui_scale
from .render import GOLD
from .widgets import button

GUIDE_LEVEL = "easy"  # the opponents' level once the player leaves the script


def has_lesson(game: str) -> bool:
    """Whether ``game`` has a guided hand and a table that shows one: a table of the kit in
    the game's own folder (``app/games/<game>/``)."""
    from .table.scene import TableScene

    if not games.playable(game) or games.get(game).lesson() is None:
        return False
    cls = games.table_class(game)
    return issubclass(cls, TableScene) and cls.__module__.startswith(f"{games.__name__}.")


def offer_due(settings, game: str) -> bool:
    """Whether opening ``game``'s lobby offers the guided hand: never offered before on this
    computer, and the game has one."""
    return game not in settings.guide_offered and has_lesson(game)


def mark_offered(app, game: str) -> None:
    if game not in app.settings.guide_offered:
        app.settings.guide_offered = list(app.settings.guide_offered) + [game]
        app.store_settings()


def guided_config(app, game: str, player: str | None = None) -> TableConfig:
    """The table of ``game``'s lesson: the player in the lesson's seat, named ``player``
    (else the lobby's default name), the lesson's opponents at an easy level."""
    lesson = games.get(game).lesson()
    n = lesson.setup.players
    name = player or default_seats(game, n)[0].name
    seats = [SeatConfig(name, "human", DEFAULT_LEVEL) if i == lesson.human else
             SeatConfig(lesson.names[i], "ai", GUIDE_LEVEL) for i in range(n)]
    return TableConfig(game, seats, dict(lesson.setup.options), app.settings.animation_speed,
                       app.settings.ai_pace, seed=lesson.setup.seed, guide=True)


def is_lesson(record) -> bool:
    """Whether a game is its game's guided hand (its set-up is the lesson's fixed deal):
    saved like any game, so nothing is lost, but not a contest the statistics count."""
    if record.game not in games.REGISTRY:
        return False
    lesson = games.get(record.game).lesson()
    return lesson is not None and record.setup.to_json() == lesson.setup.to_json()


def start(app, game: str, player: str | None = None, replace: bool = True):
    """Sit down at ``game``'s guided hand (instead of the present screen)."""
    mark_offered(app, game)
    app.ai.warm_up(game)
    return app.screens.table(guided_config(app, game, player), replace=replace)


class GuideOffer:
    """The lobby's guided-hand button and, on a game's first opening, the offer's line."""

    def __init__(self, lobby) -> None:
        self.lobby = lobby
        self.available = has_lesson(lobby.game)
        self.first = offer_due(lobby.app.settings, lobby.game)  # offered with a line this time
        if self.first:
            mark_offered(lobby.app, lobby.game)
        self.button = None

    def build(self, rect) -> None:
        """The button at ``rect`` (none when the game has no guided hand)."""
        self.button = None
        if not self.available:
            return
        self.button = button(self.lobby, rect, tr("Guided hand"), "primary" if self.first else "quiet",
                             tr("A first hand on a fixed deal, with a note on the rule at each of your turns"))

    def pressed(self, element) -> bool:
        if self.button is None or element is not self.button:
            return False
        lobby = self.lobby
        player = next((s.name.strip() for s in lobby.seats if s.here and s.name.strip()), None)
        start(lobby.app, lobby.game, player)
        return True

    def draw(self, surface) -> None:
        """The offer's line beside the button (in the room left of it), the first time."""
        if not self.first or self.button is None or not self.button.visible:
            return
        s = ui_scale(self.lobby.app.size)
        gap = scaled(12, s)
        r = self.button.get_abs_rect()
        left = getattr(self.lobby, "rules_button", None)
        x0 = left.get_abs_rect().right + gap if left is not None else r.left - scaled(260, s)
        width = r.left - gap - x0
        if width < scaled(60, s):
            return
        text = tr("New to this game? Try a guided first hand.")
        t = self.lobby.app.text
        box = pygame.Rect(x0, 0, width, 2 * t.height(scaled(15, s), True))
        box.centery = r.centery
        t.draw(surface, text, scaled(15, s), GOLD, bold=True, align="right", box=box, owner="guide_offer")
