"""The scenario contract (the ``scenario`` command): set up a deal exactly, play a
list of actions, and report the result. Pure: takes a dict (or the text of a scenario
file), returns a dict. Every input the contract refuses raises :class:`ScenarioFailure`."""

from __future__ import annotations

import json

from .base import DealScript
from .errors import EngineError, IllegalAction, ScenarioError, shown
from .registry import get_game
from .replay import Setup, play

KEYS = {"game", "players", "options", "dealer", "chips", "pot", "scores", "seed", "deals", "actions"}
DEAL_KEYS = {"hands", "deck", "shuffles"}
LIMIT = 10 ** 9  # chips, pot and scores stay below this in size


class ScenarioFailure(Exception):
    """A refused scenario: ``error`` is one sentence, ``at`` the failing action index."""

    def __init__(self, error: str, at: int | None = None) -> None:
        super().__init__(error)
        self.error = error
        self.at = at


class _NotJsonConstant(ValueError):
    pass


def _no_constant(name: str):
    raise _NotJsonConstant(name)


def parse_scenario_text(data: bytes | str):
    """The JSON value written in a scenario file (bytes are read as UTF-8, with or without
    a byte-order mark). Raises :class:`ScenarioFailure` for anything that is not JSON."""
    if isinstance(data, (bytes, bytearray)):
        try:
            data = bytes(data).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ScenarioFailure(f"the scenario is not UTF-8 text (byte {exc.start} cannot be read).") from None
    try:
        return json.loads(data, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise ScenarioFailure(f"the scenario is not valid JSON: {exc.msg} at line {exc.lineno}, "
                              f"column {exc.colno}.") from None
    except _NotJsonConstant as exc:
        raise ScenarioFailure(f"the scenario is not valid JSON: {exc} is not a JSON value.") from None
    except RecursionError:
        raise ScenarioFailure("the scenario is nested too deeply to read.") from None
    except ValueError:  # Python reads numbers of at most 4300 digits
        raise ScenarioFailure("the scenario holds a number with too many digits to read.") from None


def _whole(v, minimum: int | None) -> bool:
    return (isinstance(v, int) and not isinstance(v, bool) and abs(v) < LIMIT
            and (minimum is None or v >= minimum))


def _int_list(value, key: str, players: int, minimum: int | None = 0) -> list[int]:
    if not isinstance(value, list) or len(value) != players:
        raise ScenarioError(f"'{key}' must be a list of {players} whole numbers, one per seat")
    for v in value:
        if not _whole(v, minimum):
            low = -(LIMIT - 1) if minimum is None else minimum
            raise ScenarioError(f"'{key}' holds {shown(v)}, which is not a whole number from {low} to {LIMIT - 1}")
    return list(value)


def _cards(value, where: str, parse) -> list[int]:
    if not isinstance(value, list):
        raise ScenarioError(f"{where} must be a list of card names")
    for c in value:
        if not isinstance(c, (str, int)) or isinstance(c, bool):
            raise ScenarioError(f"{where} holds {shown(c)}, which is not a card name")
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
            raise ScenarioError(f"deal {i} has an unknown key {shown(sorted(extra)[0])} (known: hands, deck, shuffles)")
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
    return parse_setup(scn).build()


def parse_setup(scn: dict) -> Setup:
    """The :class:`Setup` of a scenario (its keys but ``actions``), every field checked:
    :class:`ScenarioError` says what is wrong."""
    if not isinstance(scn, dict):
        raise ScenarioError("a scenario must be a JSON object")
    extra = set(scn) - KEYS
    if extra:
        raise ScenarioError(f"{shown(sorted(extra)[0])} is not a scenario key (known: {', '.join(sorted(KEYS))})")
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
        raise ScenarioError(f"'seed' must be a whole number, not {shown(seed)}")
    dealer = scn.get("dealer")
    if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool)
                               or not 0 <= dealer < players):
        raise ScenarioError(f"'dealer' must be a seat from 0 to {players - 1}, not {shown(dealer)}")
    chips = scn.get("chips")
    if chips is not None:
        chips = _int_list(chips, "chips", players)
    pot = scn.get("pot")
    if pot is not None and not _whole(pot, 0):
        raise ScenarioError(f"'pot' must be a whole number from 0 to {LIMIT - 1}, not {shown(pot)}")
    scores = scn.get("scores")
    if scores is not None:
        scores = _int_list(scores, "scores", info.score_slots(players), minimum=None)
    deals = parse_deals(scn.get("deals"), players, info.parse_card)
    return Setup(info.name, players, options, seed, dealer, chips, pot, scores, tuple(deals))


def run_scenario_text(data: bytes | str) -> dict:
    """Run the scenario written in ``data`` (the text of a scenario file)."""
    return run_scenario(parse_scenario_text(data))


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
            raise ScenarioFailure(f"action {i} must be a string, not {shown(act)}", i)
        try:
            play(state, act)
        except IllegalAction as exc:
            raise ScenarioFailure(f"action {i} {exc}", i) from None
        except EngineError as exc:
            raise ScenarioFailure(f"action {i} ({shown(act)}): {exc}", i) from None
    out = {"ok": True, "game": state.info.name}
    out.update(state.result())
    out["log"] = state.public_log()
    return out
