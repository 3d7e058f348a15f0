"""A guided first hand: a fixed deal, and at each of the player's decisions a short prompt
that names the rule in play, links its section of the rules page and says what to try.

A game's lesson is data (``app/games/<game>/guide.py``, ``LESSON``, found through the
descriptor's ``guide`` field): a :class:`Lesson` holds the set-up of the fixed deal, the
names of the other seats, one :class:`Prompt` per decision of the player (in order, each
with the suggested action), the other seats' actions in the order they are taken, a
prompt per phase for decisions off the script, and the words at the end of the hand.

The parts, each small:

* :func:`walk` plays a lesson through the engine and gives every step of the script (the
  check that a lesson is sound, and what the table follows);
* :class:`GuideScript` says where a game stands against the script, from the actions
  played alone (so an undo or a resumed table is understood): the prompt now, the other
  seats' scripted action, the note when the player went another way;
* :class:`GuideWords` puts a prompt into words in the player's language (its rule's
  section by that section's heading in the rules);
* :class:`GuideBox` lays out and draws the callout over the felt;
* :class:`TableGuide` is the part a table holds: its two buttons (the rules at the
  section, closing the guide) and the hooks the table calls.

A player may ignore a suggestion: the guide says what happened, the other seats play as
computer players again, and every later decision still gets its rule, without a
suggestion. Nothing here moves by itself: a waiting table with a guide draws nothing.
"""

from __future__ import annotations

import functools
from concurrent.futures import Future
from dataclasses import dataclass, field

from pygame import Rect

from ... import rules_text
from ...engine.replay import Setup
from .. import textlog
from ..i18n import language, tr
from ..reasons import action_words
from ..render import GOLD, INK, INK_DIM, place_solid, rounded_panel
from ..widgets import button, fits
from .banner import overlap, place_banner
from .log import Msg, words

FIRST_HAND = 1  # the hand number of a game's first hand (the engine's summary)
SMALLER = 2  # points less of the callout's type in a window too small for it


# ---- the content ------------------------------------------------------------------------------


class Card:
    """A card's name for a prompt's field, put into words when shown ("Q♠", "the Joker")."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = str(name)

    def text(self) -> str:
        from ..words import card

        return card(self.name)

    def __eq__(self, other) -> bool:
        return isinstance(other, Card) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)

    def __repr__(self) -> str:
        return f"Card({self.name!r})"


@dataclass(frozen=True)
class Prompt:
    """What the guide says at one decision: ``msg`` (a catalogue key and its fields), the
    rules ``section`` in play (its English heading, the same section in every language)
    and the ``suggest`` ed action (the engine's action string; None: no suggestion)."""

    msg: Msg
    section: str
    suggest: str | None = None


@dataclass(frozen=True, eq=False)
class Lesson:
    game: str
    setup: Setup  # the fixed deal
    names: tuple[str, ...]  # every seat's name; the player's seat is named by the player
    steps: tuple[Prompt, ...]  # the player's decisions in order, each with its suggestion
    others: tuple[str, ...]  # the other seats' actions, in the order they are taken
    phases: dict = field(default_factory=dict)  # phase -> Prompt at a decision off the script
    closing: Prompt | None = None  # shown once the hand is over
    human: int = 0  # the player's seat

    def prompts(self) -> list[Prompt]:
        """Every prompt of the lesson (the steps, the phases', the closing one)."""
        out = list(self.steps) + list(self.phases.values())
        return out + ([self.closing] if self.closing is not None else [])

    def free_prompt(self, phase) -> Prompt | None:
        """The prompt of a decision off the script: its phase's, else the first phase's."""
        if phase in self.phases:
            return self.phases[phase]
        return next(iter(self.phases.values()), None)


@dataclass(frozen=True)
class Move:
    """One step of a lesson's script: who acts, the action, and for the player's decisions
    the index of their prompt in :attr:`Lesson.steps`."""

    seat: int
    action: str
    step: int | None = None


class LessonError(ValueError):
    """A lesson whose script does not play out on its deal."""


def walk(lesson: Lesson) -> list[Move]:
    """The script of ``lesson`` played through the engine: each suggestion at the player's
    turn, the next of the other seats' actions at theirs, until the hand is over or both are
    used up (a script may cover only the start of a hand: the rest is played freely, each
    decision with its phase's prompt). Raises :class:`LessonError` when an action is not
    legal when it comes, a seat's part runs out while the other's goes on, or actions are
    left over at the end of the hand."""
    state = lesson.setup.build(record=False)
    moves: list[Move] = []
    k = j = 0
    while not state.hand_over and not state.is_over and (k < len(lesson.steps) or j < len(lesson.others)):
        seat = state.to_act
        if seat is None:
            raise LessonError(f"nobody is to act after {len(moves)} actions")
        if seat == lesson.human:
            if k >= len(lesson.steps):
                raise LessonError(f"the player acts at action {len(moves)} but the lesson has no step {k}")
            action, step = lesson.steps[k].suggest, k
            if action is None:
                raise LessonError(f"step {k} suggests nothing")
            k += 1
        else:
            if j >= len(lesson.others):
                raise LessonError(f"seat {seat} acts at action {len(moves)} but the other seats' script is over")
            action, step = lesson.others[j], None
            j += 1
        if action not in state.legal_strings():
            raise LessonError(f"action {len(moves)} ({action!r} by seat {seat}) is not legal; "
                              f"legal: {', '.join(state.legal_strings())}")
        state.apply(action)
        moves.append(Move(seat, action, step))
    if state.hand_over and (k != len(lesson.steps) or j != len(lesson.others)):
        raise LessonError(f"the hand is over with {len(lesson.steps) - k} steps and "
                          f"{len(lesson.others) - j} other actions left")
    return moves


@functools.lru_cache(maxsize=8)
def script_of(lesson: Lesson) -> tuple[Move, ...]:
    return tuple(walk(lesson))


@functools.lru_cache(maxsize=8)
def covers_hand(lesson: Lesson) -> bool:
    """Whether the script plays the whole hand (else its end leaves the rest to the seats)."""
    from ...engine.replay import replay

    return replay(lesson.setup, [m.action for m in script_of(lesson)], record=False).hand_over


# ---- the rules' sections --------------------------------------------------------------------------


def sections(game: str, lang: str = "en") -> list[str]:
    """The headings of ``game``'s rules page in ``lang``, in order."""
    return [b.text for b in rules_text.rules(game, lang) if b.kind == "heading"]


def section_index(game: str, section: str) -> int | None:
    """The place of the section headed ``section`` (in English) on ``game``'s rules page."""
    heads = sections(game, "en")
    return heads.index(section) if section in heads else None


# ---- where a game stands against the script -----------------------------------------------------


class GuideScript:
    """The lesson's script against the actions played at the table."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.moves = script_of(lesson)

    def diverged_at(self, actions) -> int | None:
        """The first action that left the script (None: every action followed it, as far as
        the script goes)."""
        for i, act in enumerate(actions[:len(self.moves)]):
            if self.moves[i].action != act:
                return i
        return None

    def on_script(self, actions) -> bool:
        return self.diverged_at(actions) is None

    def hand_done(self, state, actions, facts=None) -> bool:
        """Whether the guided hand is over (``facts``: the state's summary, if at hand)."""
        if self.on_script(actions) and len(actions) >= len(self.moves) and covers_hand(self.lesson):
            return True
        facts = state.summary() if facts is None else facts
        return bool(state.hand_over or state.is_over or facts.get("hand_no", FIRST_HAND) > FIRST_HAND)

    def prompt(self, state, actions, facts=None) -> Prompt | None:
        """The prompt for the position now: the step of the player's decision on the
        script, the phase's prompt at a decision off it, the closing words once the hand is
        over, None while another seat acts."""
        facts = state.summary() if facts is None else facts
        if self.hand_done(state, actions, facts):
            return self.lesson.closing
        if state.to_act != self.lesson.human:
            return None
        n = len(actions)
        if self.on_script(actions) and n < len(self.moves) and self.moves[n].seat == self.lesson.human:
            return self.lesson.steps[self.moves[n].step]
        return self.lesson.free_prompt(facts.get("phase"))

    def scripted(self, state, actions) -> str | None:
        """The action of the other seat to act when the script says it (None: the player's
        turn, or the seat plays as a computer player)."""
        n = len(actions)
        if state.hand_over or not self.on_script(actions) or n >= len(self.moves):
            return None
        move = self.moves[n]
        if move.seat == self.lesson.human or move.seat != state.to_act or move.action not in state.legal_strings():
            return None
        return move.action

    def note(self, actions) -> tuple[int, str, str] | None:
        """(index, chosen, suggested) when the player's own action left the script."""
        i = self.diverged_at(actions)
        if i is None or i >= len(self.moves) or self.moves[i].seat != self.lesson.human:
            return None
        return i, actions[i], self.moves[i].action


# ---- in words -------------------------------------------------------------------------------------


class GuideWords:
    """A prompt in the player's language."""

    def __init__(self, game: str) -> None:
        self.game = game

    def section_title(self, section: str) -> str:
        """The heading of ``section`` in the rules of the current language."""
        i = section_index(self.game, section)
        lang = language() if language() in rules_text.LANGUAGES else "en"
        heads = sections(self.game, lang)
        return heads[i] if i is not None and i < len(heads) else section

    def rules_link(self, section: str) -> str:
        return tr("Rules: {section}", section=self.section_title(section))

    def suggestion(self, prompt: Prompt, match, name) -> str:
        if prompt.suggest is None:
            return ""
        return tr("Try: {action}", action=action_words(match, prompt.suggest, name))

    def note(self, chosen: str, suggested: str, match, name) -> str:
        return tr("You chose {chosen} rather than {suggested}. That is allowed: the hand goes on your way, "
                  "and the guide names the rule at each of your turns.",
                  chosen=action_words(match, chosen, name), suggested=action_words(match, suggested, name))


# ---- the callout --------------------------------------------------------------------------------


@dataclass(frozen=True)
class BoxPlan:
    """The callout's rectangle and its parts: where the text starts, the two buttons, and
    the text in the sizes it is drawn at."""

    rect: object
    text_at: tuple[int, int]
    link: object
    close: object
    parts: tuple = ()


class GuideBox:
    """Lays out and draws the callout: a panel on the felt, clear of the plates and cards
    the table names, with the prompt's lines and a row of two buttons at its foot."""

    def __init__(self, text_cache) -> None:
        self.text = text_cache
        self._cache: dict = {}

    def clear(self) -> None:
        self._cache.clear()

    def width(self, L) -> int:
        return min(L.px(430), int(L.felt.width * 0.46))

    def lines(self, L, parts, width: int) -> list:
        """The pictures of the text parts ((text, colour, size, bold)), one per part, each
        wrapped to ``width``."""
        key = ("lines", tuple(parts), width, L.size)
        got = self._cache.get(key)
        if got is None:
            if len(self._cache) > 64:
                self._cache.clear()
            got = self._cache[key] = [self.paragraph(text, colour, L.font_size(size), width, bold)
                                      for text, colour, size, bold in parts if text]
        return got

    def paragraph(self, text: str, colour, size: int, width: int, bold: bool):
        import pygame

        rows = self.text.wrap(text, size, width, bold)
        heights = [self.text.extent(row, size, colour, bold)[1] for row in rows]
        step = int(size * 1.3)
        out = pygame.Surface((width, max(1, step * (len(rows) - 1) + max(heights, default=1))), pygame.SRCALPHA)
        for i, row in enumerate(rows):
            self.text.draw(out, row, size, colour, bold=bold, fit="none", valign="top",
                           box=(0, i * step, width, heights[i]), owner="guide")
        return out

    def widths(self, L) -> list[int]:
        """The widths the callout may take, widest first (a narrower, taller callout fits
        a corner of a crowded felt)."""
        w = self.width(L)
        return [w] + [x for x in (int(w * k) for k in (0.9, 0.82, 0.75, 0.68)) if x >= L.px(250)]

    def plan(self, L, parts, tiers, labels_fit=lambda width: True) -> BoxPlan:
        """The callout on the felt. ``tiers`` are lists of rectangles, the first what the
        player needs, the others what is better left in sight, in falling order: the
        callout covers none of them at the widest width that has room, else none but the
        first tiers, else none of the first in a smaller type (a small window); else it
        goes where it covers least of the first. Its two buttons share a row when
        ``labels_fit`` their width, else each has a row (a width too narrow for them even
        so is not tried)."""
        pad = L.px(14)
        bounds = L.felt.inflate(-L.px(30), -L.px(20))
        widths = [w for w in self.widths(L) if labels_fit(w - 2 * pad)] or self.widths(L)[:1]
        small = [(text, colour, size - SMALLER, bold) for text, colour, size, bold in parts]
        tries = [(parts, k) for k in range(len(tiers), 0, -1)] + [(small, 1)]
        best = None
        for words_, k in tries:
            clear = [r for tier in tiers[:k] for r in tier]
            for w in widths:
                size = self.size(L, words_, w, labels_fit)
                r = place_banner(size, bounds, clear, (bounds.left + w // 2, bounds.top), L.px(8))
                if overlap(r, clear) == 0:
                    return self.parts_of(L, r, labels_fit, words_)
                cost = overlap(r, tiers[0]) if tiers else 0
                if best is None or cost < best[0]:
                    best = (cost, r, words_)
        return self.parts_of(L, best[1], labels_fit, best[2])

    def size(self, L, parts, w: int, labels_fit) -> tuple[int, int]:
        pad, gap, button_h = L.px(14), L.px(6), L.px(32)
        imgs = self.lines(L, parts, w - 2 * pad)
        rows = 1 if labels_fit((w - 2 * pad - gap) // 2) else 2
        return w, pad + sum(i.get_height() + gap for i in imgs) + rows * button_h + (rows - 1) * gap + pad

    def parts_of(self, L, r, labels_fit, parts) -> BoxPlan:
        """The text's place and the buttons' in the callout ``r``: side by side at its foot,
        or one above the other when their labels need the whole width."""
        pad, gap, button_h = L.px(14), L.px(6), L.px(32)
        bw = (r.width - 2 * pad - gap) // 2
        y = r.bottom - pad - button_h
        if labels_fit(bw):
            link, close = Rect(r.x + pad, y, bw, button_h), Rect(r.x + pad + bw + gap, y, bw, button_h)
        else:
            full = r.width - 2 * pad
            link, close = Rect(r.x + pad, y - button_h - gap, full, button_h), Rect(r.x + pad, y, full, button_h)
        return BoxPlan(r, (r.x + pad, r.y + pad), link, close, tuple(parts))

    def draw(self, surface, L, plan: BoxPlan) -> None:
        key = ("back", plan.rect.size)
        back = self._cache.get(key)
        if back is None:
            back = self._cache[key] = rounded_panel(plan.rect.size, (10, 18, 15), 255, L.px(12), GOLD + (210,))
        place_solid(surface, back, plan.rect, L.px(12), "guide")
        x, y = plan.text_at
        for img in self.lines(L, plan.parts, plan.rect.width - (x - plan.rect.x) * 2):
            textlog.place(surface, img, (x, y))
            y += img.get_height() + L.px(6)


# ---- the part of a table ----------------------------------------------------------------------------


def done_future(action: str) -> Future:
    """An answer that is ready at once (a scripted seat's action, paced like an AI's)."""
    fut: Future = Future()
    fut.set_result(action)
    return fut


class TableGuide:
    """The guide of a table playing a lesson: what it shows, its buttons, its hooks."""

    def __init__(self, table, lesson: Lesson) -> None:
        self.table = table
        self.lesson = lesson
        self.script = GuideScript(lesson)
        self.words = GuideWords(lesson.game)
        self.box = GuideBox(table.app.text)
        self.closed = False
        self.link_button = self.close_button = None
        self._plan_key = None
        self._plan: BoxPlan | None = None
        self._clear = (None, ())  # (when, tiers): the felt's rectangles at rest
        self._last: Prompt | None = None  # the last prompt of a decision, kept while others act
        self._parts = (None, [])
        self._player_acts: list[int] = []  # indexes of the player's actions in the record

    # ---- what it shows ---------------------------------------------------------------------------
    @property
    def actions(self) -> list[str]:
        return self.table.record.actions

    def prompt(self) -> Prompt | None:
        """The prompt on show: the position's once the table has shown every step of the
        last action (the picture never runs behind the words), else the last one; the last
        decision's while another seat acts. None while the view on show is not the player's
        (a pass-and-play table: the prompts name the player's own cards)."""
        t = self.table
        if self.closed or not self.playing_lesson() or t.seats.viewer != self.lesson.human:
            return None
        if t.idle:
            now = self.script.prompt(t.state, self.actions, t.facts)
            if now is not None:
                self._last = now
        return self._last

    def playing_lesson(self) -> bool:
        """Whether the table's game is the lesson's (not a game begun since)."""
        return self.table.record.setup == self.lesson.setup

    def live(self) -> bool:
        """Whether the prompt is about a decision the player may take now."""
        t = self.table
        return t.human_to_act() and not self.script.hand_done(t.state, self.actions, t.facts)

    def parts(self) -> list[tuple]:
        """The callout's text as (text, colour, size, bold): the note about a suggestion not
        taken (until the player's next decision is taken), the prompt, the suggestion."""
        t = self.table
        key = (t.version, len(self.actions), language(), self.closed, t.idle, t.seats.viewer)
        if self._parts[0] == key:
            return self._parts[1]
        out = []
        p = self.prompt()
        if p is not None:
            note = self.script.note(self.actions)
            if note is not None and any(note[0] < i < len(self.actions) for i in self._player_acts):
                note = None
            out = self.parts_for(p, note, self.live() and self.script.on_script(self.actions))
        self._parts = (key, out)
        return out

    def parts_for(self, prompt: Prompt, note=None, suggest: bool = False) -> list[tuple]:
        """The callout's text for ``prompt``: the ``note`` about a suggestion not taken
        ((index, chosen, suggested), or None), the prompt, its suggestion when ``suggest``."""
        t = self.table
        out = []
        if note is not None:
            _i, chosen, suggested = note
            out.append((self.words.note(chosen, suggested, t.match, t.name), INK_DIM, 13, False))
        out.append((words(prompt.msg), INK, 15, False))
        if suggest and prompt.suggest is not None:
            out.append((self.words.suggestion(prompt, t.match, t.name), GOLD, 15, True))
        return out

    def applied(self, seat) -> None:
        """An action was taken at the table by ``seat`` (the last one of the record)."""
        if seat == self.lesson.human:
            self._player_acts.append(len(self.actions) - 1)

    def section(self) -> int | None:
        """The rules section of the prompt on show (its place on the rules page)."""
        p = self.prompt()
        return section_index(self.lesson.game, p.section) if p is not None else None

    # ---- the table's hooks --------------------------------------------------------------------------
    def scripted(self) -> Future | None:
        """A ready answer for the seat to act when the script says its action."""
        if self.closed or not self.playing_lesson():
            return None
        action = self.script.scripted(self.table.state, self.actions)
        return done_future(action) if action is not None else None

    def keep(self) -> list:
        """What the callout must not cover: what the table keeps clear of its banner (the
        middle, the cards of the seat to act) and the things the player may click."""
        t = self.table
        return [t.layout.centre] + list(t.banner_avoid()) + [f.rect for f in t.focus_targets()]

    def in_sight(self) -> list:
        """What the callout is better not to cover: every seat's plate and the cards on
        the table."""
        t = self.table
        out = [t.layout.spot(seat).plate for seat in range(t.n)]
        for c in t.cards:
            if c.fade > 0:
                r = Rect(0, 0, t.app.sprites.width_for(int(c.h), t.deck), int(c.h))
                r.center = (int(c.x), int(c.y))
                out.append(r)
        return out

    def places(self) -> list:
        """Where the seats' cards go (left clear when there is room, so that the callout
        need not move when they come)."""
        return list(self.table.card_places())

    def build(self) -> None:
        """The two buttons, where the callout is now (after any change of prompt or size)."""
        t = self.table
        self.link_button = self.close_button = None
        self._plan_key = None
        parts = self.parts()
        if not parts or t.root is None:
            self._plan = None
            return
        self.look()
        p = self.prompt()
        self._plan, labels = self.plan_for(p, parts)
        self._plan_key = self.plan_key(parts)
        (link, link_style), (close, close_style) = labels
        self.link_button = button(t, self._plan.link, link, link_style,
                                  tr("Open the rules at this section (F1); close them to come back to the table"))
        self.close_button = button(t, self._plan.close, close, close_style, tr("Play on without the guide"))

    def labels(self, prompt: Prompt) -> tuple:
        """((text, style) of the link to the rules, (text, style) of the closing button)."""
        close = (tr("Done"), "primary") if prompt is self.lesson.closing else (tr("Close the guide"), "quiet")
        return (self.words.rules_link(prompt.section), "quiet"), close

    def plan_for(self, prompt: Prompt, parts) -> tuple[BoxPlan, tuple]:
        """Where the callout of ``prompt`` saying ``parts`` goes on the felt as it is, and
        its buttons' labels."""
        t = self.table
        labels = self.labels(prompt)

        def labels_fit(width: int) -> bool:
            return all(fits(t, text, width, style) for text, style in labels)

        return self.box.plan(t.layout, parts, self._clear[1], labels_fit), labels

    def plan_key(self, parts):
        return (tuple(parts), self.table.layout.size, language(), self._clear[1])

    def look(self) -> None:
        """Take the rectangles to keep clear from the felt, once it is at rest after a change
        (the callout does not follow cards in flight, and moves only with the picture)."""
        t = self.table
        when = (t.version, t.layout.size)
        if (t.idle and when != self._clear[0]) or self._clear[0] is None:
            tiers = (self.keep(), self.in_sight(), self.places())
            self._clear = (when, tuple(tuple(tuple(r) for r in tier) for tier in tiers))

    def sync(self) -> None:
        """Build the buttons again when what the callout says has changed."""
        t = self.table
        if t.root is None:
            return
        parts = self.parts()
        if parts:
            self.look()
        changed = self._plan_key != self.plan_key(parts) if parts else self._plan is not None
        if changed:
            for b in (self.link_button, self.close_button):
                if b is not None:
                    b.kill()
            self.build()
            if not t.root.visible:
                for b in (self.link_button, self.close_button):
                    if b is not None:
                        b.hide()
            t.touch()

    def pressed(self, element) -> bool:
        if element is None:
            return False
        if element is self.link_button:
            self.open_rules()
            return True
        if element is self.close_button:
            self.close()
            return True
        return False

    def open_rules(self) -> None:
        t = self.table
        t.app.screens.open("rules", t.config.game, t, section=self.section())

    def close(self) -> None:
        self.closed = True
        for b in (self.link_button, self.close_button):
            if b is not None:
                b.kill()
        self.link_button = self.close_button = None
        self._plan = None
        self._plan_key = None
        self.table.touch()

    def draw(self, surface) -> None:
        if self._plan is None:
            return
        self.box.draw(surface, self.table.layout, self._plan)

    def rect(self):
        """Where the callout is drawn (None: not shown)."""
        return self._plan.rect if self._plan is not None else None
