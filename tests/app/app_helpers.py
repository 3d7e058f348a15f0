"""Input helpers for the app tests: real mouse and key events through pygame's queue."""

import pygame


def click(app, element, frames: int = 3) -> None:
    """A left click at the centre of a widget, as mouse events through the event queue."""
    assert element.visible, f"{element.text if hasattr(element, 'text') else element} is not visible"
    pos = element.get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(frames):
        app.step(1 / 60)


def click_at(app, pos, frames: int = 3) -> None:
    """A left click at a point of the window (for things drawn without a widget)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(frames):
        app.step(1 / 60)


def until(app, cond, frames: int = 3000) -> bool:
    """Step the app frame by frame until ``cond()`` holds (at most ``frames`` frames)."""
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def press(app, key, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    for _ in range(frames):
        app.step(1 / 60)


def deal_scripted(table, *deals, dealer=None, seed=None):
    """Start ``table`` (not yet entered) on scripted deals: its game is a new match from a
    set-up with these deals (a save like any other)."""
    from pairs_table.app.autosave import Match, seats_of
    from pairs_table.engine.replay import Setup

    setup = Setup(table.config.game, table.n, dict(table.config.options),
                  table.seed if seed is None else seed, dealer=dealer, deals=tuple(deals))
    table.match = Match.start(setup, seats_of(table.config), table.saver)
    return table


class Rendered:
    """Every text the app's text cache is asked to draw while this is on."""

    def __init__(self, app):
        self.app = app
        self.texts = set()
        self._orig = app.text.render

    def __enter__(self):
        def render(text, *a, **k):
            self.texts.add(text)
            return self._orig(text, *a, **k)

        self.app.text.render = render
        return self

    def __exit__(self, *exc):
        self.app.text.render = self._orig


def button_texts(scene) -> list[str]:
    """The texts of the buttons of ``scene`` on show, in the order they were made."""
    import pygame_gui

    out = []

    def walk(container):
        for el in getattr(container, "elements", ()):
            if isinstance(el, pygame_gui.elements.UIButton) and el.visible:
                out.append(el.text)
            walk(el)
    walk(scene.root)
    return out


def table_at_turn(app, game: str, players: int = 3, seed: int = 3):
    """A table of ``game`` (Mira, then computer players) pushed and played on to Mira's turn."""
    from pairs_table.app.config import SeatConfig, TableConfig
    from pairs_table.app.games import table_class

    seats = [SeatConfig("Mira", "human")] + [SeatConfig(n, "ai") for n in ("Ana", "Bo", "Cees")[:players - 1]]
    table = app.stack.push(table_class(game)(app, TableConfig(game, seats, {}, "instant", "instant", seed=seed)))
    for _ in range(300):
        if table.human_to_act():
            break
        app.step(1 / 60)
    return table


def play_on(app, table, rng, actions: int | None = None, frames: int = 20000) -> None:
    """Let ``table`` play, the human's moves a random choice of ``rng``: until ``actions``
    actions are saved and the table is at rest, or (None) to the end of the game."""
    for _ in range(frames):
        app.step(1 / 60)
        if actions is None and table.finished:
            break
        if actions is not None and len(table.record.actions) >= actions and table.idle:
            break
        if table.human_to_act():
            table.human_action(rng.choice(table.state.legal_strings()))
