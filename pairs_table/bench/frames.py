"""Frame times of every playable table, at its largest seat count, mid-game.

Each table is first played on quickly (instant animations, instant AI) until it is well
into a hand (Pyramid Poker: the whole pyramid built), then measured at normal animation
speed and AI pace for ``frames`` frames of 1/60 s, with AI decisions in the worker process
as in the real app. The work time of a frame covers events, update, drawing and the flip.
"""

from __future__ import annotations

import time

from . import percentile

SEATS = {"pairs": 8, "hawthorn": 6, "goblins_poker": 8, "blackstone": 8, "hasenpfeffer": 4,
         "pyramid_poker": 2}


def _ready(game: str, scene) -> bool:
    st = scene.state
    if game == "pyramid_poker":
        return sum(1 for e in st.log if e.kind == "place") >= 30
    return sum(1 for e in st.log if e.seat is not None) >= 3 * scene.n


def _count_images(sprites, counter: list[int]) -> None:
    card, back = sprites.card, sprites.back

    def counted_card(*a, **k):
        counter[0] += 1
        return card(*a, **k)

    def counted_back(*a, **k):
        counter[0] += 1
        return back(*a, **k)

    sprites.card, sprites.back = counted_card, counted_back


def bench_table(game: str, frames: int = 600, size=(1280, 720), seed: int = 11) -> dict:
    import pygame

    from ..app.config import TableConfig, default_seats, table_class
    from ..app.main import App
    from ..storage.settings import Settings

    app = App(size, settings=Settings(), save_settings=False)
    try:
        app.ai.warm_up(game)
        config = TableConfig(game, default_seats(game, SEATS[game], humans=0), speed="instant",
                             ai_pace="instant", seed=seed, demo=True)
        scene = table_class(game)(app, config)
        app.stack.push(scene)
        for _ in range(20000):
            app.step(1 / 60)
            if _ready(game, scene):
                break
        config.speed, config.ai_pace = "normal", "normal"
        counter = [0]
        _count_images(app.sprites, counter)
        times, images = [], []
        for _ in range(frames):
            counter[0] = 0
            t0 = time.perf_counter()
            app.step(1 / 60)
            times.append((time.perf_counter() - t0) * 1000.0)
            images.append(counter[0])
            pygame.event.pump()
        return {"table": f"{game} ({SEATS[game]} seats)", "p50": round(percentile(times, 50), 3),
                "p99": round(percentile(times, 99), 3), "sprites": max(images)}
    finally:
        app.close()


def bench_frames(frames: int = 600) -> dict:
    from ..app.config import playable
    from ..engine.registry import GAME_NAMES

    return {g: bench_table(g, frames) for g in GAME_NAMES if playable(g)}
