"""Messages and the log: kept as keys with fields, put into words in the language of the
moment they are shown."""

from pairs_table.app import i18n
from pairs_table.app.config import SeatConfig, TableConfig
from pairs_table.app.table.log import Later, Literal, Msg, Plural, TableLog, as_msg
from pairs_table.app.table.seats import Seats, display_name


def in_language(code, fn):
    i18n.set_language(code)
    try:
        return fn()
    finally:
        i18n.set_language("en")


def test_a_log_line_is_said_in_the_language_it_is_read_in():
    log = TableLog()
    log.add("Round {n}: you deal.", (1, 2, 3), n=4)
    log.add(Literal("Mira typed this"))
    assert [text for text, _c in log] == ["Round 4: you deal.", "Mira typed this"]
    fr = in_language("fr", lambda: [text for text, _c in log])
    assert fr[0] == in_language("fr", lambda: i18n.tr("Round {n}: you deal.", n=4)) and fr[0] != "Round 4: you deal."
    assert fr[1] == "Mira typed this" and log[0][1] == (1, 2, 3)


def test_plurals_follow_the_language():
    one = Plural("You took back your move ({n} action undone).", "You took back your move ({n} actions undone).", 1)
    many = Plural("You took back your move ({n} action undone).", "You took back your move ({n} actions undone).", 3)
    assert one.text() == "You took back your move (1 action undone)."
    assert many.text() == "You took back your move (3 actions undone)."
    zero = Plural("You took back your move ({n} action undone).", "You took back your move ({n} actions undone).", 0)
    assert zero.text().endswith("(0 actions undone).")
    fr_zero = in_language("fr", zero.text)  # French counts nothing as one
    assert fr_zero == in_language("fr", lambda: i18n.tr("You took back your move ({n} action undone).", n=0))
    assert "(s)" not in one.text() + many.text()


def test_fields_are_put_into_words_late():
    seats = Seats(TableConfig("pairs", [SeatConfig("You", "human"), SeatConfig("Ana", "ai")]), False)
    msg = seats.phrase(1, "{name} hits and draws {rank}.", "You hit and draw {rank}.", rank=7)
    assert msg.text() == "Ana hits and draws 7."
    mine = seats.phrase(0, "{name} hits and draws {rank}.", "You hit and draw {rank}.", rank=7)
    assert mine.text() == "You hit and draw 7."
    names = Msg("{names} tie for low with {rank}: tie cards are dealt.", names=seats.names([1, 0]), rank=3)
    assert names.text() == "Ana and you tie for low with 3: tie cards are dealt."
    assert in_language("bg", names.text).startswith("Ana и ти")
    count = [0]
    later = Later(lambda: f"said {count.__setitem__(0, count[0] + 1) or count[0]}")
    assert as_msg(later) is later and later.text() == "said 1" and later.text() == "said 2"
    assert isinstance(as_msg("Round over"), Msg)


def test_default_seat_names_follow_the_language():
    fr_you = in_language("fr", lambda: i18n.tr("You"))
    bg_player = in_language("bg", lambda: i18n.tr("Player"))
    assert fr_you == "Vous" and display_name("Vous") == "You"
    assert display_name(f"{bg_player} 2") == "Player 2"
    assert in_language("bg", lambda: display_name("Vous")) == "Ти"
    assert display_name("Vousette") == "Vousette" and display_name("Mira 2") == "Mira 2"


def test_the_log_keeps_its_newest_entries_and_says_each_once():
    log = TableLog(keep=5)
    for n in range(8):
        log.add("Round {n}: you deal.", n=n)
        assert [t for t, _c in log] == [f"Round {k}: you deal." for k in range(max(0, n - 4), n + 1)]
    assert len(log) == 5 and log[-1][0] == "Round 7: you deal."
    fr = in_language("fr", lambda: [t for t, _c in log.newest_first()])
    assert fr[0] == in_language("fr", lambda: i18n.tr("Round {n}: you deal.", n=7))
