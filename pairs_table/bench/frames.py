"""Frame times of every playable table, at its largest seat count, mid-game.

Each table runs in real time at 60 frames per second, as the app's own loop does, with
AI decisions in the worker process: first at fast animation speed and AI pace until it is
well into a hand (Pyramid Poker: the whole pyramid built), then at normal speed and pace
for ``frames`` measured frames. The work time of a frame covers events, update, drawing and the flip;
``sprites`` is the most card or block pictures on the table in one frame, and
``moving_share`` the share of frames in which a card or block was moving.
"""

from __future__ import annotations

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
        for _ in range(frames):
            dt = app.clock.tick(60) / 1000.0
            t0 = time.perf_counter()
            app.step(dt)
            times.append((time.perf_counter() - t0) * 1000.0)
            images.append(len(scene.cards))  # card and block pictures on the table this frame
            moving += any(c.moving for c in scene.cards)
        return {"table": f"{game} ({seats} seats)", "p50": round(percentile(times, 50), 3),
                "p99": round(percentile(times, 99), 3), "sprites": max(images),
                "moving_share": round(moving / frames, 2)}
    finally:
        app.close()


def bench_frames(frames: int = 600) -> dict:
    from ..app import games

    return {g: bench_table(g, frames) for g in games.keys() if games.playable(g)}
