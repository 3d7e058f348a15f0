"""Whether a dialog or panel hides what lies beneath it: the screen audit's see-through
check as a test helper. The panel is drawn once over its real scene and once over a plain
fill; inside each rectangle it names as opaque (``textlog.opaque``) the two pictures must
be equal, pixel for pixel."""

import pygame

from pairs_table.app import textlog

PLAIN = (255, 0, 255)  # a colour no panel is


def see_through(size, below, draw) -> list[str]:
    """What shows through the opaque panels ``draw(surface)`` names, drawn over
    ``below(surface)`` (the real scene) and over a plain fill; ``["no opaque panel"]`` when
    it names none."""
    real = pygame.Surface(size)
    below(real)
    draw(real)
    plain = pygame.Surface(size)
    plain.fill(PLAIN)
    with textlog.recording(window=plain) as log:
        draw(plain)
    if not log.panels:
        return ["no opaque panel"]
    bad = []
    for rect, owner in log.panels:
        r = pygame.Rect(rect).clip(real.get_rect())
        a = pygame.image.tobytes(real.subsurface(r), "RGB")
        b = pygame.image.tobytes(plain.subsurface(r), "RGB")
        if a != b:
            differ = sum(1 for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3])
            bad.append(f"{owner} {tuple(r)}: {differ} of {r.width * r.height} pixels show what is beneath")
    return bad


def overlay_see_through(app) -> list[str]:
    """:func:`see_through` for the scene on top of the app's stack over the scenes it shows."""
    app.step(1 / 60)
    scenes = app.stack.visible()

    def below(surface):
        for scene in scenes[:-1]:
            scene.draw(surface)

    return see_through(app.size, below, scenes[-1].draw)
