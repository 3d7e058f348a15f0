"""Where Blackstone's chips stand: the pot near the middle and each seat's stake on free felt
beside its row of black stones or its plate. Pure: a frozen dataclass computed from a
:class:`~...table.geometry.TableGeometry`, made again on each resize."""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from ...table.geometry import inside_ellipse


@dataclass(frozen=True)
class StoneGeometry:
    pot: Rect
    stakes: tuple  # one rect per seat
    rows: tuple  # the room of each seat's row of black stones

    def stake_spot(self, seat: int, L) -> tuple[int, int]:
        """Midbottom of a seat's stake pile."""
        r = self.stakes[seat]
        return r.centerx, r.bottom - L.px(18)

    def pot_spot(self, L) -> tuple[int, int]:
        return self.pot.centerx, self.pot.bottom - L.px(4)


def first_free(candidates, size, obstacles, felt) -> Rect:
    """The first rectangle of ``size`` centred on a candidate that lies on the felt and
    covers none of ``obstacles`` (else the first)."""
    rects = []
    for c in candidates:
        r = Rect(0, 0, int(size[0]), int(size[1]))
        r.center = (int(c[0]), int(c[1]))
        rects.append(r)
        corners = (r.topleft, r.topright, r.bottomleft, r.bottomright)
        if all(inside_ellipse(p, felt) for p in corners) and not any(r.colliderect(o) for o in obstacles):
            return r
    return rects[0]


def stone_geometry(L, chip_r: int) -> StoneGeometry:
    cw, ch = L.card
    r = chip_r
    gap = L.px(10)
    pw, ph = 2 * r + 6, int(r * 1.1) + 6 * max(2, r // 4) + L.px(18)
    rows = []
    for spot in L.seats:
        width = int(cw + cw * 0.4 * 2)
        cx, cy = spot.stack_center(width)
        box = Rect(0, 0, width, ch)
        box.center = (int(cx), int(cy))
        rows.append(box)
    plates = [spot.plate for spot in L.seats]
    centre = L.centre.inflate(L.px(12), L.px(12))
    # the pot: above the middle, else beside it
    pot_size = (6 * (2 * r) + L.px(70), ph + L.px(6))
    pot_candidates = [(centre.centerx, centre.top - gap - pot_size[1] // 2),
                      (centre.right + gap + pot_size[0] // 2, centre.centery),
                      (centre.left - gap - pot_size[0] // 2, centre.centery)]
    obstacles = plates + rows + [centre]
    pot = first_free(pot_candidates, pot_size, obstacles, L.felt)
    stakes = []
    obstacles = obstacles + [pot]
    for i, spot in enumerate(L.seats):
        p = spot.plate
        row = rows[i]
        cands = [(row.right + gap + pw // 2, row.centery), (row.left - gap - pw // 2, row.centery),
                 (p.right + gap + pw // 2, p.centery), (p.left - gap - pw // 2, p.centery),
                 (p.centerx, p.top - gap - ph // 2), (p.centerx, p.bottom + gap + ph // 2)]
        rect = first_free(cands, (pw, ph), obstacles, L.felt)
        stakes.append(rect)
        obstacles = obstacles + [rect]
    return StoneGeometry(pot, tuple(stakes), tuple(rows))
