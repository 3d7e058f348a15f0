"""A step back shown as motion: the earlier table's picture reached from the later one's.

A replay that steps back builds the table at the earlier position (exactly, from the save)
and then :func:`rewind` starts every card of it from where the later table showed it, so
the cards of the undone action glide back to their places; chips of a chip table fly back
between the plates and the pot. Only the picture moves: the state is the earlier one from
the first frame.

A card of the earlier picture is matched with a card of the later one of the same name
(the nearest such), else with a card either picture shows face down (a hidden card played
face up goes back into its hand as a back). A card is never shown with a face the earlier
picture does not show: a card that is face down there turns at once, only a card face up
there may turn face up on its way. A card the earlier picture has no partner for comes from
the middle of the table; a card the later picture had and the earlier one lacks goes to the
middle, fading, and is gone on arrival.
"""

from __future__ import annotations

from ..anim import Do, Settle


def _pairs(olds: list, news: list, fits) -> list:
    """Greedy nearest pairs (old index, new index) among those ``fits(old, new)`` allows."""
    cands = sorted(((o.x - n.x) ** 2 + (o.y - n.y) ** 2, i, j)
                   for i, o in enumerate(olds) for j, n in enumerate(news) if fits(o, n))
    used_o, used_n, out = set(), set(), []
    for _d, i, j in cands:
        if i not in used_o and j not in used_n:
            used_o.add(i)
            used_n.add(j)
            out.append((i, j))
    return out


def match_cards(olds: list, news: list) -> tuple[dict, list]:
    """({new card index: old card index}, the old cards' indexes left without a partner)."""
    found: dict = {}
    for i, j in _pairs(olds, news, lambda o, n: o.name == n.name):
        found[j] = i
    rest_o = [i for i in range(len(olds)) if i not in found.values()]
    rest_n = [j for j in range(len(news)) if j not in found]
    for a, b in _pairs([olds[i] for i in rest_o], [news[j] for j in rest_n],
                       lambda o, n: o.face < 0.5 or n.face < 0.5):
        found[rest_n[b]] = rest_o[a]
    left = [i for i in range(len(olds)) if i not in found.values()]
    return found, left


def rewind(old, new) -> None:
    """Start ``new``'s picture (the earlier position, at rest) from ``old``'s (the later one)."""
    duration = new.move_time
    if duration <= 0:
        return
    olds = [c for c in old.cards if c.fade > 0]
    news = list(new.cards)
    found, left = match_cards(olds, news)
    middle = new.layout.centre.center
    for j, c in enumerate(news):
        pos, h, up = (c.x, c.y), c.h, c.face >= 0.5
        start = olds[found[j]] if j in found else None
        x, y = (start.x, start.y) if start is not None else middle
        face = 0.0 if start is None or not up else start.face
        if abs(x - pos[0]) + abs(y - pos[1]) < 1 and face == c.face:
            continue  # where it was: it keeps still
        c.x, c.y, c.face = x, y, face
        c.h = start.h if start is not None else h
        c.send(pos, h, up, duration)
    for i in left:
        o = olds[i]
        ghost = new.card_vis(o.name, (o.x, o.y), face_up=False)  # turned at once: no face it had later
        ghost.h = o.h
        ghost.fade_out = True
        ghost.send(middle, o.h, False, duration, on_arrive=new.drop)
    if hasattr(new, "chips") and hasattr(old, "chips"):
        _rewind_chips(old, new)
    new.touch()


def _rewind_chips(old, new) -> None:
    """The chips between the plates and the pot flown back; the earlier amounts on arrival."""
    pic, was_pic = new.pic, old.pic
    chips, pot = list(pic.chips_shown), pic.pot_shown
    if len(was_pic.chips_shown) != len(chips):
        return
    pic.chips_shown, pic.pot_shown = list(was_pic.chips_shown), was_pic.pot_shown
    for seat, (was, now) in enumerate(zip(was_pic.chips_shown, chips)):
        d = now - was
        if d > 0:
            new.chips.from_pot(seat, d, 0.45)
        elif d < 0:
            new.chips.to_pot(seat, -d)

    def restore() -> None:
        new.pic.chips_shown, new.pic.pot_shown = chips, pot
        new.touch()

    new.queue.add(Settle(), Do(restore))
