"""Frame times of every playable table, at its largest seat count, mid-game.

Each table runs in the app's own frame loop (``App.wait_step``: a frame when something moves
or changes, sleep otherwise), with AI decisions in the worker process: first at fast
animation speed and AI pace until it is well into a hand (Pyramid Poker: the whole pyramid
built), then at normal speed and pace for ``frames`` frames drawn whole. The work time of
a frame covers events, update, drawing and the flip; ``max`` is the worst of every frame
drawn meanwhile (deals, AI answers and the glows drawn alone included), and ``cpu_max`` the
most CPU time the window's thread spent on one of them (the rest of a frame's time is waiting
for the CPU, or for the display, on a busy machine); ``sprites`` is the
most card or block pictures on the table in one frame, and ``moving_share`` the share of
frames in which a card or block was moving.

:func:`bench_blit_floor` is the least such a frame can cost: a bare window that draws its
background and as many card pictures and flips, frame after frame.
"""

from __future__ import annotations

import os
import time

from . import percentile


def bench_table(game: str, frames: int = 600, size=(1280, 720), seed: int = 11) -> dict:
    from ..app import games
    from ..app.config import TableConfig, default_seats
    from ..app.main import App
    from ..storage.settings import Settings

    app = App(size, settings=Settings(), save_settings=False)
    try:
        app.ai.warm_up(game)
        about = games.get(game)
        seats = about.bench_seats
        config = TableConfig(game, default_seats(game, seats, humans=0), speed="fast",
                             ai_pace="fast", seed=seed, demo=True)
        scene = app.screens.table(config)
        warm_until = time.perf_counter() + 90.0
        while not about.busy(scene.state, scene.n) and time.perf_counter() < warm_until:
            app.step(app.clock.tick(60) / 1000.0)
        config.speed, config.ai_pace = "normal", "normal"
        times, images, moving = [], [], 0
        worst = worst_cpu = 0.0
        give_up = time.perf_counter() + frames / 10 + 60.0
        while len(times) < frames and app.running and time.perf_counter() < give_up:
            full, drawn = app.loop.full_draws, app.loop.full_draws + app.loop.region_draws
            cpu = time.thread_time()
            app.wait_step(until=give_up)
            if app.loop.full_draws + app.loop.region_draws == drawn:
                continue  # woken, nothing drawn
            worst = max(worst, app.frame_ms[-1])
            worst_cpu = max(worst_cpu, (time.thread_time() - cpu) * 1000.0)
            if app.loop.full_draws > full:
                times.append(app.frame_ms[-1])
                images.append(len(scene.cards))  # card and block pictures on the table this frame
                moving += any(c.moving for c in scene.cards)
        n = max(1, len(times))
        return {"table": f"{game} ({seats} seats)", "p50": round(percentile(times, 50), 3),
                "p99": round(percentile(times, 99), 3), "max": round(worst, 3), "cpu_max": round(worst_cpu, 3),
                "sprites": max(images, default=0),
                "moving_share": round(moving / n, 2), "card_h": scene.layout.card[1]}
    finally:
        app.close()


def bench_blit_floor(sprites: int, card_h: int, frames: int = 300, size=(1280, 720)) -> float:
    """p99 ms of a bare frame: the background, ``sprites`` card pictures ``card_h`` high at
    places that change every frame, and the flip, in a plain window."""
    import random

    import pygame

    from ..app.sprites import CardSprites

    pygame.display.init()
    try:
        if pygame.display.get_driver() == "x11":
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")  # as the app's window
        window = pygame.display.set_mode(size)
        back = pygame.Surface(size).convert()
        back.fill((20, 80, 40))
        sprites_ = CardSprites()
        names = [n for n in sprites_.names("pairs") if n != "back"] or ["back"]
        cards = [sprites_.card("pairs", names[i % len(names)], card_h) for i in range(max(1, sprites))]
        rnd = random.Random(1)
        times = []
        for _ in range(frames):
            t0 = time.perf_counter()
            window.blit(back, (0, 0))
            for img in cards:
                window.blit(img, (rnd.randrange(size[0] - img.get_width()), rnd.randrange(size[1] - img.get_height())))
            pygame.display.flip()
            times.append((time.perf_counter() - t0) * 1000.0)
        return round(percentile(times, 99), 3)
    finally:
        pygame.display.quit()


def bench_frames(frames: int = 600) -> dict:
    from ..app import games

    return {g: bench_table(g, frames) for g in games.keys() if games.playable(g)}
