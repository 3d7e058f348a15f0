"""A guided hand is saved like any game (in Saves, and carried on from the title's
Continue), and so are its rematches; the statistics leave out the guided game, whose deal
and opponents' first moves are the lesson's, and count the rematches, real games."""

from app_helpers import until

from pairs_table.app import guide_offer
from pairs_table.app.scenes.title import TitleScene
from pairs_table.app.stats_recorder import session_results
from pairs_table.storage.paths import get_paths
from pairs_table.storage.saves import SaveStore


def saved_ids(app) -> list[str]:
    good, _damaged = SaveStore(get_paths()).scan()
    return [loaded.record.id for loaded in good]


def play_a_hand(app, table) -> None:
    """The player folds when it may (else takes the first action offered) until a hand ends."""
    start = table.state.session.hands_played

    def step():
        if table.state.session.hands_played > start:
            return True
        legal = table.legal_for_human()
        if legal and table.ready:
            table.human_action("fold" if "fold" in legal else sorted(legal)[0], confirmed=True)
        return False

    assert until(app, step, 20000)
    app.step(1 / 60)


def test_a_guided_hand_and_its_rematch_are_saved_and_only_the_rematch_is_counted(app):
    app.settings.animation_speed = app.settings.ai_pace = "instant"
    table = guide_offer.start(app, "hawthorn", replace=False)
    app.step(1 / 60)
    assert table.guide is not None and table.saver.enabled
    lesson_id = table.record.id
    assert lesson_id in saved_ids(app)
    title = TitleScene(app)
    title.scan()
    assert title.latest is not None and title.latest[0].id == lesson_id  # Continue carries it on
    play_a_hand(app, table)
    assert session_results(table.state) is not None
    assert app.stats.entry("You", "hawthorn")["hands"] == 0  # the lesson's hand is not a real contest
    assert len(table.record.actions) > 0 and lesson_id in saved_ids(app)
    table.rematch()
    app.step(1 / 60)
    assert table.guide is None and table.record.id != lesson_id
    assert table.record.id in saved_ids(app)
    play_a_hand(app, table)
    assert app.stats.entry("You", "hawthorn")["hands"] == 1
