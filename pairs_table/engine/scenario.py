"""The scenario contract (the ``scenario`` command): set up a deal exactly, play a
list of actions, and report the result. Pure: takes a dict, returns a dict."""

from __future__ import annotations

from .base import DealScript
from .errors import EngineError, IllegalAction, ScenarioError
from .registry import get_game
from .rng import Rng

KEYS = {"game", "players", "options", "dealer", "chips", "pot", "scores", "seed", "deals", "actions"}
DEAL_KEYS = {"hands", "deck", "shuffles"}


class ScenarioFailure(Exception):
    """A refused scenario: ``error`` is one sentence, ``at`` the failing action index."""

    def __init__(self, error: str, at: int | None = None) -> None:
        super().__init__(error)
        self.error = error
        self.at = at


def _int_list(value, key: str, players: int, minimum: int | None = 0) -> list[int]:
    if not isinstance(value, list) or len(value) != players:
        raise ScenarioError(f"'{key}' must be a list of {players} whole numbers, one per seat")
    for v in value:
        if not isinstance(v, int) or isinstance(v, bool) or (minimum is not None and v < minimum):
            raise ScenarioError(f"'{key}' holds {v!r}, which is not a whole number of at least {minimum}")
    return list(value)


def _cards(value, where: str, parse) -> list[int]:
    if not isinstance(value, list):
        raise ScenarioError(f"{where} must be a list of card names")
    return [parse(c) for c in value]


def parse_deals(deals, players: int, parse) -> list[DealScript]:
    if deals is None:
        return []
    if not isinstance(deals, list):
        raise ScenarioError("'deals' must be a list of deal objects")
    out = []
    for i, d in enumerate(deals):
        if not isinstance(d, dict):
            raise ScenarioError(f"deal {i} must be an object with 'hands', 'deck' and 'shuffles'")
        extra = set(d) - DEAL_KEYS
        if extra:
            raise ScenarioError(f"deal {i} has an unknown key '{sorted(extra)[0]}' (known: hands, deck, shuffles)")
        hands = d.get("hands", [[] for _ in range(players)])
        if not isinstance(hands, list) or len(hands) != players:
            raise ScenarioError(f"deal {i}: 'hands' must hold one list of cards per seat ({players})")
        hands = [_cards(h, f"deal {i}: the hand of seat {s}", parse) for s, h in enumerate(hands)]
        deck = _cards(d.get("deck", []), f"deal {i}: 'deck'", parse)
        shuffles = d.get("shuffles", [])
        if not isinstance(shuffles, list):
            raise ScenarioError(f"deal {i}: 'shuffles' must be a list of card lists")
        shuffles = [_cards(s, f"deal {i}: a shuffle", parse) for s in shuffles]
        out.append(DealScript(hands, deck, shuffles))
    return out


def build_state(scn: dict):
    """The state a scenario describes, before its actions."""
    if not isinstance(scn, dict):
        raise ScenarioError("a scenario must be a JSON object")
    extra = set(scn) - KEYS
    if extra:
        raise ScenarioError(f"'{sorted(extra)[0]}' is not a scenario key (known: {', '.join(sorted(KEYS))})")
    if "game" not in scn:
        raise ScenarioError("the scenario has no 'game'")
    if "players" not in scn:
        raise ScenarioError("the scenario has no 'players'")
    info = get_game(scn["game"])
    players = info.check_players(scn["players"])
    options = scn.get("options") or {}
    if not isinstance(options, dict):
        raise ScenarioError("'options' must be an object of option names and values")
    options = info.resolve_options(options)
    seed = scn.get("seed", 0)
    if seed is None:
        seed = 0
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScenarioError(f"'seed' must be a whole number, not {seed!r}")
    dealer = scn.get("dealer")
    if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool)
                               or not 0 <= dealer < players):
        raise ScenarioError(f"'dealer' must be a seat from 0 to {players - 1}, not {dealer!r}")
    chips = scn.get("chips")
    if chips is not None:
        chips = _int_list(chips, "chips", players)
    pot = scn.get("pot")
    if pot is not None and (not isinstance(pot, int) or isinstance(pot, bool) or pot < 0):
        raise ScenarioError(f"'pot' must be a whole number of at least 0, not {pot!r}")
    scores = scn.get("scores")
    if scores is not None:
        want = 2 if info.name == "hasenpfeffer" else players
        scores = _int_list(scores, "scores", want, minimum=None)
    deals = parse_deals(scn.get("deals"), players, info.parse_card)
    return info.state_class.new(
        players=players, options=options, rng=Rng(seed), dealer=dealer,
        chips=chips, pot=pot, scores=scores, deals=deals,
    )


def run_scenario(scn: dict) -> dict:
    """Run a scenario. Raises :class:`ScenarioFailure` when it must be refused."""
    try:
        state = build_state(scn)
    except EngineError as exc:
        raise ScenarioFailure(str(exc), None) from None
    actions = scn.get("actions", [])
    if actions is None:
        actions = []
    if not isinstance(actions, list):
        raise ScenarioFailure("'actions' must be a list of action strings", None)
    for i, act in enumerate(actions):
        if not isinstance(act, str):
            raise ScenarioFailure(f"action {i} must be a string, not {act!r}", i)
        try:
            if state.is_over:
                raise IllegalAction(act, "the game is over", [])
            if state.hand_over:
                state.next_hand()
            state.apply(act)
        except IllegalAction as exc:
            raise ScenarioFailure(f"action {i} {exc}", i) from None
        except EngineError as exc:
            raise ScenarioFailure(f"action {i} ('{act}'): {exc}", i) from None
    out = {"ok": True, "game": state.info.name}
    out.update(state.result())
    out["log"] = state.public_log()
    return out
