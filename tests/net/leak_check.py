"""The no-leak check: what the host knew at each step, and every message a client got.

The host's observer records, after every change, the engine's full state and what each
seat may see (its view, the public view, the hand's events). After the session every
message each seat received is checked against the record of the step it carries:

1. exactness: an update or welcome holds exactly the seat's view, the public summary and
   the events as ``Event.for_seat`` gives them to that seat, and no message has a field
   outside the protocol's;
2. private fields: no message holds, under the same key, the value of a field that is
   private to another seat at that moment (where that seat's view differs from the public
   view: a hand, a secret choice, the legal actions), unless the seat's own view holds it;
3. event secrets: an event reaches a seat with a ``secret`` only if the seat is one of its
   viewers;
4. cards: in the games whose cards have identities (Hasenpfeffer, Pyramid Poker), no card
   that was hidden from the seat at that moment (in another hand, the widow, the discard, a
   supply, a face-down block, the set-aside pile: everything in the host's state that the
   seat's view does not show) is named or numbered anywhere in a message, text included;
5. event text: the numbers and card names in an event's English text are all in its
   public data, so the text tells nothing the data does not;
6. the set-up stays on the host: no message holds the seed or the generator's state, nor
   a field named after them.
"""

from __future__ import annotations

import json
import re

from pairs_table.engine import hasenpfeffer
from pairs_table.engine.cards import card_name

MESSAGE_KEYS = {
    "welcome": {"type", "protocol", "seat", "token", "table", "seats", "step", "hands_done", "view", "facts",
                "history", "result"},
    "update": {"type", "step", "hands_done", "events", "view", "facts", "ref"},
    "seats": {"type", "seats"},
    "refused": {"type", "action", "code", "params", "reason", "legal", "kind", "fields", "ref"},
    "error": {"type", "code", "message", "detail"},
    "pong": {"type", "t"},
    "end": {"type", "result"},
}
SECRET_KEYS = {"seed", "rng", "shuffler", "setup", "deals"}
CARD_NAME = re.compile(r"\b(?:10|[2-9JQKA])[CDHS]\b|\bJOKER[12]?\b")
NUMBER = re.compile(r"\d+")
SEATS = re.compile(r"\bseats?\s+\d+(?:(?:,\s*|\s+and\s+)\d+)*")  # seat numbers are public
HASEN_CARD_KEYS = {"hand", "widow", "discard", "card", "cards", "tricks"}
HASEN_IDS = set(hasenpfeffer.TO_STD)


def canon(value) -> str:
    return json.dumps(value, sort_keys=True)


def pairs(value):
    """Every (key, value) of every object in ``value``, at any depth."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            for k, x in v.items():
                yield k, x
                stack.append(x)
        elif isinstance(v, list):
            stack.extend(v)


def leaves(value):
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        else:
            yield v


def strings(value):
    """Every key and every text in ``value``, at any depth."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            yield from v
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, str):
            yield v


# ---- cards with identities ------------------------------------------------------------


def hasen_cards(value) -> set[str]:
    """Card names in a Hasenpfeffer message: standard ids under card fields, names in text."""
    out = set()
    stack = [(value, False)]
    while stack:
        v, under_card_key = stack.pop()
        if isinstance(v, dict):
            for k, x in v.items():
                stack.append((x, under_card_key or k in HASEN_CARD_KEYS))
        elif isinstance(v, list):
            stack.extend((x, under_card_key) for x in v)
        elif isinstance(v, str):
            if any(ch in v for ch in "CDHSK"):
                out.update(CARD_NAME.findall(v))
        elif under_card_key and type(v) is int and v in HASEN_IDS:
            out.add(card_name(v, 1))
    return out


def pyramid_cards(value) -> set[str]:
    out = set()
    for s in strings(value):
        out.update(CARD_NAME.findall(s))
    return out


def hasen_in_state(full: dict) -> set[str]:
    ids = [i for hand in full["hands"] for i in hand] + list(full.get("aside") or [])
    for key in ("widow", "discard"):
        if isinstance(full.get(key), int) and full[key] >= 0:
            ids.append(full[key])
    return {card_name(hasenpfeffer.TO_STD[i], 1) for i in ids}


def pyramid_in_state(full: dict) -> set[str]:
    ids = [c for supply in full["supply"] for c in supply] + list(full["setaside"])
    ids += [c for c in full["cells"] if c >= 0]
    if full["drawn"] >= 0:
        ids.append(full["drawn"])
    return {card_name(c) for c in ids}


CARD_GAMES = {"hasenpfeffer": (hasen_in_state, hasen_cards), "pyramid_poker": (pyramid_in_state, pyramid_cards)}


# ---- the host's record ----------------------------------------------------------------


class Snapshot:
    """What the host knew after one change (the costly parts are worked out when asked)."""

    def __init__(self, table, events) -> None:
        st = table.state
        self.game = st.info.name
        self.step = table.step
        self.events = list(events)
        self.hand = list(st.log[table.mark:])
        self.views = [st.view(s) for s in range(st.players)]
        self.public = st.view(None)
        self.facts = st.summary()
        self.full = st.clone(record=False).to_json() if self.game in CARD_GAMES else None
        self.secrets = {str(st.rng.state)}
        self._private = None
        self._hidden = None

    def private_of_others(self, seat: int) -> dict:
        """key -> {canon value} of the fields private to a seat other than ``seat``."""
        if self._private is None:
            self._private = []
            for view in self.views:
                self._private.append({k: canon(v) for k, v in view.items()
                                      if k != "seat" and v != self.public.get(k)})
        out: dict = {}
        for t, mine in enumerate(self._private):
            if t != seat:
                for k, c in mine.items():
                    out.setdefault(k, set()).add(c)
        return out

    def hidden_cards(self, seat: int) -> set:
        """The cards in the host's state that ``seat``'s view does not show."""
        if self.game not in CARD_GAMES:
            return set()
        if self._hidden is None:
            in_state, in_message = CARD_GAMES[self.game]
            everything = in_state(self.full)
            self._hidden = [everything - in_message(v) for v in self.views]
        return self._hidden[seat]


class Recorder:
    """The host's observer: a :class:`Snapshot` per step."""

    def __init__(self, table) -> None:
        self.seed = table.record.setup.seed
        self.game = table.record.game
        self.snapshots = {table.step: Snapshot(table, [])}

    def __call__(self, table, events) -> None:
        self.snapshots[table.step] = Snapshot(table, events)


# ---- the checks -----------------------------------------------------------------------


def check_text(event: dict, problems: list, where: str) -> None:
    """An event with a secret: every number and card name of its text is in its public
    data (the text is written for every seat)."""
    if "secret" not in event and not event.get("viewers"):
        return
    public = set()
    for v in leaves([event.get("data"), event.get("seat")]):
        if isinstance(v, bool) or v is None:
            continue
        if isinstance(v, int):
            public.add(str(v))
        elif isinstance(v, str):
            public.update(NUMBER.findall(v))
            public.update(CARD_NAME.findall(v))
    text = SEATS.sub("", event.get("text") or "")
    for token in CARD_NAME.findall(text) + NUMBER.findall(CARD_NAME.sub("", text)):
        if token not in public:
            problems.append(f"{where}: the text {text!r} says {token!r}, which its public data does not hold")


def check_messages(recorder: Recorder, seat: int, messages: list[dict]) -> tuple[list[str], int]:
    """The problems found in ``seat``'s messages, and how many messages were checked."""
    problems: list[str] = []
    snaps = recorder.snapshots
    seed_text = str(recorder.seed)
    step = None
    card_game = CARD_GAMES.get(recorder.game)
    for i, msg in enumerate(messages):
        kind = msg.get("type")
        if kind == "lost":
            continue  # the client library's own notice of a cut connection, not a message
        where = f"seat {seat}, message {i} ({kind})"
        extra = set(msg) - MESSAGE_KEYS.get(kind, set())
        if extra:
            problems.append(f"{where}: fields outside the protocol: {sorted(extra)}")
        if "step" in msg:
            step = msg["step"]
        snap = snaps.get(step)
        if snap is None:
            problems.append(f"{where}: step {step} was never a step of the host")
            continue
        # 1. exactness
        if kind in ("update", "welcome"):
            if msg["view"] != snap.views[seat]:
                problems.append(f"{where}: the view is not the seat's view at step {step}")
            if msg["facts"] != snap.facts:
                problems.append(f"{where}: the facts are not the public summary at step {step}")
            events = snap.events if kind == "update" else snap.hand
            want = [e.for_seat(seat).to_json() for e in events]
            got = msg["events"] if kind == "update" else msg["history"]
            if got != want:
                problems.append(f"{where}: the events are not the seat's events at step {step}")
        # 2. private fields of other seats
        body = {k: v for k, v in msg.items() if k != "type"}
        others = snap.private_of_others(seat)
        own = None
        for k, v in pairs(body):
            if k in others and canon(v) in others[k]:
                if own is None:
                    own = {(k2, canon(v2)) for k2, v2 in pairs(snap.views[seat]) if k2 in others}
                if (k, canon(v)) not in own:
                    problems.append(f"{where}: '{k}' = {canon(v)[:60]} is private to another seat")
        # 3. event secrets
        for e in (msg.get("events") or []) + (msg.get("history") or []):
            if "secret" in e and seat not in e.get("viewers", []):
                problems.append(f"{where}: a {e.get('kind')} event carries another seat's secret")
            check_text(e, problems, where)
        # 4. cards hidden from the seat
        if card_game is not None:
            shown = card_game[1](body) & snap.hidden_cards(seat)
            if kind == "refused":
                # a refusal repeats the client's own action (and may name its card in the
                # reason): a card the client itself named tells it nothing, even when the
                # action came too late and that card is now in another hand of a new deal
                shown -= card_game[1]({"action": msg.get("action")})
            if shown:
                problems.append(f"{where}: hidden cards {sorted(shown)} are in the message")
        # 6. the set-up
        raw = json.dumps(msg)
        if any(k in SECRET_KEYS for k, _ in pairs(body)):
            problems.append(f"{where}: a field of the set-up is in the message")
        if seed_text in raw or any(s in raw for s in snap.secrets):
            problems.append(f"{where}: the seed or the generator's state is in the message")
    return problems, len(messages)
