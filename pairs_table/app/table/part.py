"""A part a table holds (the chips of a chip game, the secret hands): the moments of the
table's life a part may take part in, each doing nothing until a part says otherwise.

The table (:class:`~.scene.TableScene`) calls every part it holds (``table.parts``, in the
order they were added) at each of these moments, before it does its own work; a game's
table adds its parts with :meth:`~.scene.TableScene.add_part`. What a part shows lives in
the table's picture (``table.pic``, :mod:`.picture`); :meth:`TablePart.fresh` gives the
picture's fields of a new game.
"""

from __future__ import annotations


class TablePart:
    def fresh(self) -> dict:
        """The picture's fields this part starts a new game with (``field: value``)."""
        return {}

    def reset(self) -> None:
        """A new game's picture was made: forget what is still on its way."""

    def feed(self, events) -> bool:
        """The engine's events on their way to the handlers: True when this part handed them
        on itself (in its own order)."""
        return False

    def place_cards(self, duration: float) -> None:
        """This part's cards where the layout says."""

    def view_changed(self, old, new) -> None:
        """The viewer changed: this part's cards named from ``new``'s view."""

    def key_labels(self) -> list:
        """(text, rect) of the keys that select this part's things now."""
        return []

    def focus_targets(self) -> list:
        """This part's things the keyboard focus may rest on."""
        return []

    def hand_words(self) -> list[str]:
        """The cards of this part the player at this computer holds, each in words."""
        return []

    def draw(self, surface) -> None:
        """This part's things on the felt."""

    def handle(self, event) -> bool:
        """Input, before the table's own (True: taken)."""
        return False

    def update(self, dt: float) -> None:
        """A frame went by."""

    def moving(self) -> bool:
        """Something the animation queue does not follow is still on its way."""
        return False

    def cards_moving(self) -> bool:
        """Something the animation queue waits for is still on its way."""
        return False

    def settle_instant(self, dt: float) -> None:
        """At instant speed: what moves arrives."""

    def settled(self) -> None:
        """Every queued step was shown at once: what only passes by is gone."""

    def resize(self, size) -> None:
        """The window changed size (before the cards are placed again)."""

    def after_action(self) -> None:
        """An action's (or a deal's) steps were shown."""

    def deal_next(self) -> bool:
        """Between hands: True when this part takes the moment (the table deals no hand)."""
        return False

    def show_result(self) -> bool:
        """The game is over: True when this part shows its end (the table's result is not)."""
        return False

    def rematch(self) -> None:
        """A new game with the same seats has started."""

    def leave(self) -> None:
        """The players leave the table."""

    def sync_from_facts(self) -> None:
        """The table was drawn again from a hosted table's welcome: what earlier hands left."""

    def banner_avoid(self) -> list:
        """Rectangles of this part the banner must not cover."""
        return []

    def plate_value(self, seat: int):
        """The :class:`~.plate.PlateValue` of a seat's plate, or None to leave it to others."""
        return None

    def extra_button(self):
        """(label, style, tooltip) of a button of this part's own beside the menu, or None."""
        return None

    def extra_pressed(self) -> None:
        """This part's button was pressed."""
