"""The replay's controls hold their labels in every language and size, and a step back
shows no amount floating from another position."""

import pygame
import pytest
from app_helpers import press
from test_replay import generated

from pairs_table.app.scenes.replay import ReplayScene
from pairs_table.app.table.chips import ChipMoves

SIZES = [(800, 480), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_every_replay_label_fits_its_button(app, size):
    app.resize(size)
    record = generated("hawthorn", 3, 5, humans=1, hands=2)
    bad = []
    for lang in ("en", "nl", "fr", "bg"):
        app.set_language(lang)
        scene = app.stack.push(ReplayScene(app, record, position=3))
        app.step(1 / 60)
        area = scene.controls_area()
        for b in scene.buttons:
            r = b.relative_rect
            if b.font.size(b.text)[0] > r.width - 12:  # the room inside its border and padding
                bad.append(f"{lang}: {b.text!r} is {b.font.size(b.text)[0]} px in {r.width}")
            assert area.contains(r), (lang, b.text, r, area)
        rects = [b.relative_rect for b in scene.buttons]
        assert all(a.collidelist([x for x in rects if x is not a]) < 0 for a in rects), "buttons overlap"
        app.stack.pop()
    assert not bad, bad


@pytest.mark.parametrize("game", ["hawthorn", "goblins_poker", "blackstone"])
def test_a_step_back_floats_no_amount_of_another_position(app, game):
    scene = app.stack.push(ReplayScene(app, generated(game, 3, 5, humans=1, hands=3)))
    app.step(1 / 60)
    assert scene.table.chips.moves.floats == [], "the position is shown at rest"
    for _ in range(8):
        press(app, pygame.K_LEFT, frames=1)
        assert scene.table.chips.moves.floats == [], (scene.position, scene.table.chips.moves.floats)


def test_amounts_floating_from_one_plate_stand_apart():
    moves = ChipMoves()
    moves.float_text("-10", (255, 0, 0), (100, 200), 24)
    moves.update(0.3)
    moves.float_text("-8", (255, 0, 0), (100, 200), 24)
    moves.float_text("+5", (0, 255, 0), (300, 200), 24)
    ys = {text: pos for text, _c, pos, _age in moves.floats}
    assert ys["-8"] == (100, 224) and ys["+5"] == (300, 200)
    moves.settle()
    assert moves.floats == [] and not moves.flying
