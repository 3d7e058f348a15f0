"""What a game's table supplies to the kit's :class:`~.scene.TableScene`: each hook with the
kit's default, overridden by the game's table where it has something of its own. Where a
table holds parts (:mod:`.part`), the defaults ask them."""

from __future__ import annotations

from ...engine.replay import Setup
from .picture import TablePicture


class GameHooks:
    """The hooks of a table (a mixin of :class:`~.scene.TableScene`, whose members they use:
    ``config``, ``events``, ``cards``, ``layout``, ``active``, ``parts``)."""

    def new_setup(self, seed: int) -> Setup:
        """The set-up of a new game at this table."""
        return Setup(self.config.game, self.n, dict(self.config.options), seed)

    def next_setup(self, seed: int) -> Setup:
        """The set-up of the next game with the same seats (a rematch)."""
        return self.new_setup(seed)

    def feed(self, events) -> None:
        """The engine's events, each to its handler as the viewer may see it."""
        if not any(p.feed(events) for p in self.parts):
            self.events.feed(events)

    def place_cards(self, duration: float = 0.0) -> None:
        """Every card where the layout says (after a resize, a new viewer)."""
        for p in self.parts:
            p.place_cards(duration)

    def new_picture(self) -> TablePicture:
        """The picture of a new game (:mod:`.picture`): the game's own dataclass, with the
        fields its parts start from (:meth:`~.part.TablePart.fresh`)."""
        return TablePicture()

    def settled(self) -> None:
        """Every queued step was just shown at once (a save brought up, a replay's position
        built): what only passes by (amounts floating off the plates) is gone."""
        for p in self.parts:
            p.settled()

    def action_specs(self) -> list:
        """The :class:`~.actions.ActionSpec` of each action a human may take."""
        return []

    def plate_value(self, seat: int):
        """The :class:`~.plate.PlateValue` of a seat's plate (text, danger 0..1 or None)."""
        for p in self.parts:
            value = p.plate_value(seat)
            if value is not None:
                return value
        return "", None

    def plate_tokens(self, seat: int) -> list:
        """The :class:`~.plate.Token` badges on a seat's plate (the dealer's is added)."""
        return []

    def status_lines(self) -> list:
        """The :class:`~.panel.StatusLine` of the panel's top."""
        return []

    def draw_table(self, surface) -> None:
        for p in self.parts:
            p.draw(surface)

    def draw_panel_extra(self, surface, x: int, y: int, width: int) -> int:
        """Game-specific facts under the status lines; returns the y below them."""
        return y

    def banner_avoid(self) -> list:
        """Rectangles the banner must not cover: the middle of the table, and the acting
        seat's plate and cards."""
        L = self.layout
        out = [L.centre]
        if self.active is not None:
            spot = L.spot(self.active)
            out += [spot.plate, spot.stack_box]
        for p in self.parts:
            out += p.banner_avoid()
        return out

    def card_places(self) -> list:
        """Where the seats' cards go on the felt, empty or not (what is drawn over the
        table keeps clear of them when it has room)."""
        return [self.layout.spot(seat).stack_box for seat in range(self.n)]

    def banner_anchor(self):
        """Where the banner would like its top centre (None: under the middle)."""
        return None

    def view_changed(self, old: int | None, new: int) -> None:
        """The viewer changed (pass-and-play): the cards are laid out again from ``new``'s
        seat; a table whose drawing keeps private faces elsewhere refreshes them here."""
        if self.parts:
            for p in self.parts:
                p.view_changed(old, new)
            self.place_cards(0.0)

    def handover_hint(self, seat: int) -> str:
        """A line for the hand-over screen: what ``seat`` is about to do."""
        return ""

    def extra_button(self):
        """(label, style, tooltip) of a button of the table's own beside the menu, or None."""
        return next((b for b in (p.extra_button() for p in self.parts) if b is not None), None)

    def extra_pressed(self) -> None:
        part = next((p for p in self.parts if p.extra_button() is not None), None)
        if part is not None:
            part.extra_pressed()

    def extra_tools(self) -> list:
        """(name, label, style, tooltip) of tools of the table's own, after Hint, Odds and Undo
        in the tools row (which never leaves a tool out)."""
        return []

    def tool_pressed(self, name: str) -> None:
        """One of :meth:`extra_tools` was pressed."""

    def focus_targets(self) -> list:
        """Things on the table the keyboard focus may rest on (:class:`~..focus.FocusTarget`)."""
        return [target for p in self.parts for target in p.focus_targets()]

    def hand_words(self) -> list[str]:
        """The cards the player at this computer holds, each in words ("queen of hearts"),
        in the order they lie (F5 says them)."""
        return [card for p in self.parts for card in p.hand_words()]

    def decision_words(self) -> str:
        """What the decision of the player at this computer is about, said before its
        choices when the choices alone do not say it (the block to place), or ""."""
        return ""

    def key_labels(self) -> list:
        """(text, rect): the keys that select things on the table now, each over its thing
        (shown while the keyboard is in use)."""
        return [label for p in self.parts for label in p.key_labels()]

    def focus_groups(self) -> list:
        """The groups Tab moves between, the arrow keys within: the cards and places on the
        table, then the action bar (the tools and the menu come after them)."""
        return [list(self.focus_targets()), list(self.panel_widgets.bar.buttons.values())]

    def focus_home(self) -> list:
        """Where the next decision is made: the things on the table, then the action bar's
        buttons (the focus goes there after a move, never to Hint, Undo or the menu)."""
        return list(self.focus_targets()) + list(self.panel_widgets.bar.buttons.values())

    def moving(self) -> bool:
        """Whether something the animation queue does not follow is still on its way."""
        return any(p.moving() for p in self.parts)

    def sync_from_facts(self) -> None:
        """The table was drawn again from the hand's events alone (a seat at a hosted table
        joined or reconnected mid-game): take what earlier hands left (scores, piles) from
        ``facts``."""
        for p in self.parts:
            p.sync_from_facts()
