"""Stopping a chip session between hands (S-7): the pot left over is shared out."""

import pytest

from pairs_table.engine.blackstone import BlackstoneState
from pairs_table.engine.errors import IllegalAction
from pairs_table.engine.goblins_poker import GoblinsPokerState
from pairs_table.engine.rng import Rng


def hand_over_with_carry_over(cls, players):
    """A session (seeded, random legal play) at the end of a hand with chips left in the pot."""
    for seed in range(400):
        st = cls.new(players, {}, Rng(seed))
        pick = Rng(seed + 99)
        for _ in range(30):
            while not st.hand_over:
                st.apply(pick.choice(st.legal_actions()))
            if st.is_over:
                break
            if st.session.pot > 0:
                return st
            st.next_hand()
    raise AssertionError("no hand ended with a carry-over")


def test_stopping_mid_hand_is_refused_and_changes_nothing():
    st = BlackstoneState.new(3, {}, Rng(5))
    before = st.to_json()
    with pytest.raises(IllegalAction, match="between hands"):
        st.end_session()
    assert st.to_json() == before


@pytest.mark.parametrize("cls,players", [(BlackstoneState, 4), (GoblinsPokerState, 4)])
def test_stopping_between_hands_shares_the_pot_clockwise_from_the_dealer_left(cls, players):
    st = hand_over_with_carry_over(cls, players)
    chips, pot, dealer = list(st.session.chips), st.session.pot, st.session.dealer
    still_in = [s for s in range(players) if st.view(0)["status"][s] == "in"]
    events = st.end_session()
    assert [e.kind for e in events] == ["session_over"]
    assert st.is_over and st.session.pot == 0
    order = [(dealer + k) % players for k in range(1, players + 1)]
    order = [s for s in order if s in still_in]
    expected = list(chips)
    for j, s in enumerate(order):
        expected[s] += pot // len(order) + (1 if j < pot % len(order) else 0)
    assert st.session.chips == expected
    assert events[0].data["chips"] == expected
    assert st.chips_conserved()
    assert [r["chips"] for r in st.standings()] == expected
    assert "stopped" in events[0].text
    with pytest.raises(IllegalAction):
        st.end_session()
    with pytest.raises(IllegalAction):
        st.next_hand()
    again = cls.from_json(st.to_json())
    assert again.is_over and again.session.chips == expected
