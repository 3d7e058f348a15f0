"""F3 at a table lists every key of the table over it: the focus keys, the key of each
button shown now, the function keys; Esc or F3 closes it."""

import pygame
import pytest

from app_helpers import table_at_turn
from pairs_table.app import i18n, textlog
from pairs_table.app.overlays.keys import KeysScene


def key(app, k, frames=3):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    for _ in range(frames):
        app.step(1 / 60)


@pytest.mark.parametrize("lang", ["en", "bg"])
def test_f3_lists_the_keys_of_the_table_and_closes(app, lang):
    app.set_language(lang)
    table = table_at_turn(app, "pairs")
    assert table.human_to_act()
    key(app, pygame.K_F3)
    scene = app.stack.top
    assert isinstance(scene, KeysScene)
    with textlog.recording(app.window) as log:
        app.draw()
    drawn = [d.text for d in log.texts if d.owner == "keys"]
    for k, what in (("H", i18n.tr("Hit  [H]").split("  [")[0]), ("?", i18n.tr("Hint  [?]").split("  [")[0]),
                    ("Ctrl+Z", None), ("F1", i18n.tr("The rules of this game")), ("F3", i18n.tr("This list of keys")),
                    ("F5", i18n.tr("Say your cards"))):
        assert k in drawn, (k, drawn)
        assert what is None or what in drawn, (what, drawn)
    assert all("{" not in d and "None" not in d for d in drawn)
    assert any(d.owner == "keys" for d in log.texts) and log.panels  # an opaque panel under the list
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    key(app, pygame.K_F3)
    key(app, pygame.K_F3)
    assert app.stack.top is table
