"""Every button of a table's side panel shows its key in every language and at every window
size, in its style's full type (never the smaller twin, never without the key)."""

import pytest

from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.games import table_class

GAMES = ("pairs", "hawthorn", "goblins_poker", "blackstone", "hasenpfeffer", "pyramid_poker")
SEATS = {"hasenpfeffer": 4, "pyramid_poker": 2}
SIZES = [(800, 480), (1280, 720), (1920, 1080)]
NAMES = ("Ana", "Bo", "Cees")


def shown_buttons(table):
    pw = table.panel_widgets
    yield from pw.tools.items()
    yield "menu", pw.menu
    if pw.extra is not None:
        yield "extra", pw.extra
    for action, b in pw.bar.buttons.items():
        if b.visible:
            yield action, b


def keyless(table, where) -> list[str]:
    bad = []
    for name, b in shown_buttons(table):
        spec = next((s for s in table.panel_widgets.bar.specs if s.action == name), None)
        if spec is not None and "[" not in spec.label:
            continue  # a stepper's − and +: a sign, its keys told by the button beside it
        style = b.object_ids[-1] if b.object_ids else None
        if "[" not in b.text or (style or "").endswith("_small") or b.font.size(b.text)[0] > b.relative_rect.width - 6:
            bad.append(f"{where} {name}: {b.text!r} in {style}, {b.relative_rect.width} px")
    return bad


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "bg"])
def test_every_panel_button_shows_its_key_in_its_full_type(app, lang):
    app.set_language(lang)
    bad = []
    for size in SIZES:
        app.resize(size)
        for game in GAMES:
            seats = [SeatConfig("Mira", "human")] + [SeatConfig(x, "ai") for x in NAMES[:SEATS.get(game, 3) - 1]]
            table = app.stack.push(table_class(game)(app, TableConfig(game, seats, {}, "instant", "instant", seed=3)))
            for _ in range(600):
                if table.human_to_act():
                    break
                app.step(1 / 60)
            app.step()
            assert table.human_to_act(), game
            bad += keyless(table, f"{lang} {size} {game}")
            app.stack.pop()
    assert not bad, "\n".join(bad)
