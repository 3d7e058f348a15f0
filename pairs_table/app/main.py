"""The game window: the app object, its frame loop, and the ``demo`` command.

:class:`App` owns the window, the pygame_gui manager, the scene stack, the card art, the
text cache and the AI runner. :meth:`App.run` (and :meth:`App.wait_step`, one turn of it)
sleeps until something needs a frame and draws only when the picture changed
(:mod:`.loop`); :meth:`App.step` runs one whole frame (events, update, draw) every call, so
a test can drive the app frame by frame under ``SDL_VIDEODRIVER=dummy``.
"""

from __future__ import annotations

import copy
import json
import os
import sys
import time
from collections import deque

import pygame
import pygame_gui

from ..engine.errors import ScenarioError
from ..engine.registry import GAME_NAMES, get_game
from ..storage.paths import get_paths
from ..storage.settings import Settings, SettingsStore
from ..storage.stats import StatsStore
from . import autosave, speech, textlog
from .assets import asset_path
from . import games
from .config import TableConfig, default_seats
from .focus import FocusRing
from .file_reasons import notice_words
from .i18n import LANGUAGES, set_language, system_locale, tr
from .layout import MIN_WINDOW, ui_scale
from .loop import FPS, FrameLoop
from .render import TextCache
from .scene import SceneStack
from .screens import Screens
from .sound import Sounds
from .spoken import DialogVoice
from .sprites import CardSprites
from .waiting import SHOW, post_show, post_wake

TITLE = "Pairs Table"
DEFAULT_SIZE = (1280, 720)
REPEAT_KEY = pygame.K_F2  # says the last spoken line again
SPEECH_LOG_ENV = "PAIRS_TABLE_SPEECH_LOG"  # the window writes every spoken line to this file


def load_theme(scale: float = 1.0) -> dict:
    """``assets/theme.json`` with the font paths made absolute, the font sizes (and a
    tooltip's width with them) scaled and the corner radii made smaller in a small window."""
    theme = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
    theme = copy.deepcopy(theme)
    step = max(0.75, round(scale * 4) / 4)
    for block in theme.values():
        if not isinstance(block, dict):
            continue
        f = block.get("font") or {}
        for key in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
            if key in f:
                f[key] = str(asset_path(*f[key].split("/")))
        if "size" in f:
            f["size"] = str(max(9, int(round(int(f["size"]) * step))))
        misc = block.get("misc") or {}
        if "rect_width" in misc:  # a tooltip's width grows and shrinks with its type
            misc["rect_width"] = str(int(round(int(misc["rect_width"]) * step)))
        if "shape_corner_radius" in misc:  # round corners shrink with the type (small windows)
            misc["shape_corner_radius"] = str(max(3, int(round(int(misc["shape_corner_radius"]) * min(1.0, step)))))
    return theme


class App:
    def __init__(self, size=DEFAULT_SIZE, *, ai_mode: str = "process", settings: Settings | None = None,
                 save_settings: bool = True) -> None:
        pygame.display.init()
        if pygame.display.get_driver() == "x11":
            # X11's own shared-memory window surface: a frame (or a small area of one) is
            # copied as it is, where SDL's default on X11 uploads the whole window to a
            # GL texture at every update (several ms of CPU a frame without a GPU)
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.font.init()
        size = (max(int(size[0]), MIN_WINDOW[0]), max(int(size[1]), MIN_WINDOW[1]))
        self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(TITLE)
        self._theme_step = None
        self.manager = pygame_gui.UIManager(size, load_theme(ui_scale(size)), enable_live_theme_updates=False)
        self._theme_step = self._font_step(size)
        self.store = SettingsStore(get_paths())
        self.notices: list[str] = []  # told to the player once, on the title screen
        self._stats: StatsStore | None = None
        told = []  # settings or statistics files not used whole, worded once the language is set
        if settings is None:
            try:
                settings = self.store.load(system_locale())
            except OSError:
                settings = Settings()
            told = [self.store.told]
            try:  # a damaged statistics file is moved aside now, and the player told once
                self._stats = StatsStore(get_paths()).load()
                told.append(self._stats.told)
            except OSError:
                pass
        self.settings = settings
        self.save_settings = save_settings
        set_language(settings.language)
        self.notices += [notice_words(t) for t in told if t is not None]
        self.stack = SceneStack()
        self.screens = Screens(self)
        self.sprites = CardSprites()
        self.text = TextCache()
        self.sounds = Sounds(self)
        self.first_frame_at: float | None = None  # the wall-clock time of the first frame on screen
        self.focus = FocusRing(self)  # keyboard focus over every scene's widgets
        self.dialog_voice = DialogVoice()  # says each dialog as it opens
        self.use_speech()
        self.loop = FrameLoop(self)
        self._ai_mode = ai_mode
        self._ai = None
        self.clock = pygame.time.Clock()
        self.running = True
        self.fullscreen = False
        self._windowed_size = size
        self.frames = 0
        self.frame_ms: deque = deque(maxlen=1200)  # work time of recent frames
        self.time = 0.0  # seconds of game time so far
        self.seed: int | None = None  # fixes the deals of the next games (tests, replays)

    # -- the window -------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    @staticmethod
    def _font_step(size) -> float:
        return max(0.75, round(ui_scale(size) * 4) / 4)

    def resize(self, size) -> None:
        """Make the window ``size`` (at least the minimum) and lay every scene out again."""
        size = (max(int(size[0]), MIN_WINDOW[0]), max(int(size[1]), MIN_WINDOW[1]))
        if self.fullscreen:
            self.window = pygame.display.get_surface()
        elif self.window.get_size() != size:
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
            self._windowed_size = size
        self._relayout()

    def _relayout(self) -> None:
        self.invalidate()
        size = self.size
        self.manager.set_window_resolution(size)
        step = self._font_step(size)
        if step != self._theme_step:
            self._theme_step = step
            self.manager.get_theme().load_theme(load_theme(ui_scale(size)))
        self.sprites.clear()
        self.stack.resize(size)

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.fullscreen = False
            self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        else:
            self._windowed_size = self.window.get_size()
            self.fullscreen = True
            try:
                self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
                self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        self._relayout()

    # -- the loop -----------------------------------------------------------------------------
    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == SHOW:
            self.bring_forward()
            return
        if event.type == pygame.VIDEORESIZE:
            if not self.fullscreen:
                self.resize(event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == REPEAT_KEY:
            speech.get().repeat()
            return
        if self.focus.before(event):
            return
        if self.manager.process_events(event):
            return
        if not self.stack.handle(event):
            self.focus.after(event)

    def bring_forward(self) -> None:
        """Show the window above the others (restored if it was minimized) and give it the
        keyboard; a window manager may only flash it instead."""
        try:
            win = pygame.Window.from_display_module()
            if not pygame.display.get_active():
                win.restore()
            win.focus()
        except (pygame.error, AttributeError):  # no window manager to ask
            pass
        self.invalidate()
        autosave.report("forward")

    def step(self, dt: float = 1 / FPS) -> bool:
        """One frame: handle the queued events, advance ``dt`` seconds, draw. Returns
        whether the app is still running."""
        start = time.perf_counter()
        for event in pygame.event.get():
            self.dispatch(event)
            if not self.running:
                return False
        self.advance(dt)
        self.manager.update(dt)
        self.draw()
        self.loop.stepped(time.perf_counter())
        self.frames += 1
        self.frame_ms.append((time.perf_counter() - start) * 1000.0)
        if not self.stack.scenes:
            self.running = False
        return self.running

    def advance(self, dt: float) -> None:
        """Let ``dt`` seconds pass for the scenes."""
        self.time += dt
        self.stack.update(dt)

    def invalidate(self) -> None:
        """The picture changed: the next frame draws the whole window."""
        self.loop.invalidate()

    def draw(self) -> None:
        self.dialog_voice.before_draw(self.stack.top, self.window)
        self.stack.draw(self.window)
        self.manager.draw_ui(self.window)
        if textlog.active() is not None:
            textlog.note_widgets(self.manager, self.window)
        self.focus.draw(self.window)
        pygame.display.flip()
        if self.first_frame_at is None:
            self.first_frame_at = time.time()
        self.sounds.after_frame()

    def draw_regions(self, rects) -> None:
        """Draw only the area that holds ``rects`` (the rest of the window is unchanged)."""
        area = pygame.Rect(rects[0]).unionall([pygame.Rect(r) for r in rects[1:]]).clip(self.window.get_rect())
        if area:
            self.draw_clipped(area)
            pygame.display.update(area)

    def draw_clipped(self, area: pygame.Rect) -> None:
        """Draw the scenes, widgets and focus ring into ``area`` of the window only."""
        self.window.set_clip(area)
        try:
            self.stack.draw(self.window)
            self.manager.draw_ui(self.window)
            self.focus.draw(self.window)
        finally:
            self.window.set_clip(None)

    def run(self, until: float | None = None) -> None:
        """Frames until the app quits (or until ``until``, a ``time.perf_counter`` time),
        sleeping while nothing needs one."""
        self.loop.run(until)

    def wait_step(self, until: float | None = None) -> bool:
        """Sleep until a frame is due (at most until ``until``), then run it; returns whether
        the app is still running."""
        return self.loop.wait_step(until)

    @property
    def ai(self):
        """The AI runner (``ai_worker.AIRunner``), made on first use: the title needs none."""
        if self._ai is None:
            from .ai_worker import AIRunner

            self._ai = AIRunner(self._ai_mode, on_answer=post_wake)
        return self._ai

    @ai.setter
    def ai(self, runner) -> None:
        self._ai = runner

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """Close the window. Fonts stay loaded, so another App can open in this process."""
        self.stack.clear()
        if self._ai is not None:
            self._ai.shutdown()
        speech.get().close()
        pygame.display.quit()

    # -- helpers for scenes -------------------------------------------------------------------
    def use_speech(self) -> str | None:
        """Speak as the setting says; when its voice cannot speak here, speech stays off
        (the setting too, for this run) and the reason (one of ``speech.REASONS``) is returned."""
        why = speech.get().use(self.settings.speech, self.settings.language)
        if why is not None:
            self.settings.speech = "off"
        return why

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on: every scene on the stack builds its widgets and texts
        again in that language (no restart)."""
        self.settings.language = code
        set_language(code)
        if self.settings.speech == "voice":
            self.use_speech()  # a voice of the new language
        self.text.clear()
        for scene in self.stack.scenes:
            scene.language_changed()

    @property
    def stats(self) -> StatsStore:
        """The statistics file, read once (a damaged one is moved aside on reading)."""
        if self._stats is None:
            try:
                self._stats = StatsStore(get_paths()).load()
            except OSError:
                self._stats = StatsStore(get_paths())
        return self._stats

    def store_settings(self) -> None:
        if not self.save_settings:
            return
        try:
            self.store.save(self.settings)
        except OSError:
            pass  # settings are a convenience; a read-only home must not stop a game

    def frame_stats(self) -> dict:
        ms = sorted(self.frame_ms)
        if not ms:
            return {"frames": self.frames, "mean_ms": 0.0, "p95_ms": 0.0, "max_ms": 0.0}
        return {"frames": self.frames, "mean_ms": sum(ms) / len(ms),
                "p95_ms": ms[min(len(ms) - 1, int(len(ms) * 0.95))], "max_ms": ms[-1]}


def run_app(args=None) -> int:
    from ..storage.doorbell import Doorbell, ring
    from ..storage.instance import InstanceLock
    from .in_use import tell_in_use

    paths = get_paths()
    folder = InstanceLock(paths)  # one window per data folder, for as long as it runs
    if not folder.acquire():
        return tell_in_use(paths, forward=ring(paths))
    bell = Doorbell(paths, post_show)  # a second window on this folder brings this one forward
    bell.open()
    try:
        return _run_window()
    finally:
        bell.close()
        folder.release()


def _open_speech_log(path) -> str | None:
    """Write every spoken line to ``path``; the reason it cannot, or None."""
    try:
        speech.get().open_log(path)
    except OSError as exc:
        return f"cannot write the speech log {path}: {exc.strerror or exc}"
    return None


def _run_window() -> int:
    drive = autosave.driven()
    log = os.environ.get(SPEECH_LOG_ENV)
    if log:
        problem = _open_speech_log(log)
        if problem:
            print(f"pairs-table: {problem}", file=sys.stderr)
    app = App(ai_mode="inline" if drive else "process")
    if app.settings.fullscreen:
        app.toggle_fullscreen()
    title = app.screens.open("title")
    if drive:
        _drive(app, title, drive)
    if os.environ.get("PAIRS_TABLE_BENCH_FIRST_FRAME"):  # start-up measurement of the bench command
        app.step(0.0)
        print(f"first-frame {app.first_frame_at or time.time():.6f}", flush=True)
        app.close()
        return 0
    try:
        app.run()
    finally:
        app.close()
    return 0


def _drive(app, title, game: str) -> None:
    """The test hook (``PAIRS_TABLE_DRIVE``): carry on with the latest unfinished game as
    Continue does, else open ``game`` with one human seat; the computer plays that seat."""
    if title.latest is not None:
        record = title.latest[0]
        title.continue_game(speed="instant", ai_pace="fast")
        autosave.report(f"resumed {record.id} {len(record.actions)}")
        return
    seed = int(os.environ.get("PAIRS_TABLE_DRIVE_SEED", "7"))
    config = TableConfig(game, default_seats(game), speed="instant", ai_pace="fast", seed=seed)
    table = app.screens.table(config)
    autosave.report(f"started {table.record.id}")


def _parse_size(text: str):
    try:
        w, h = (int(x) for x in str(text).lower().split("x"))
    except ValueError:
        return None
    if w < MIN_WINDOW[0] or h < MIN_WINDOW[1] or w > 10000 or h > 10000:
        return None
    return w, h


def _demo_error(msg: str) -> int:
    print(f"pairs-table demo: {msg}", file=sys.stderr)
    return 2


def run_demo(args) -> int:
    """AI in every seat in the real window; after ``--seconds`` save ``--screenshot``."""
    game = str(args.game).strip().lower()
    if game not in GAME_NAMES:
        return _demo_error(f"'{args.game}' is not a game (the games are: {', '.join(GAME_NAMES)}).")
    try:
        info = get_game(game)
    except ScenarioError as exc:
        return _demo_error(f"{exc}.")
    if not games.playable(game):
        ready = ", ".join(g for g in GAME_NAMES if games.playable(g))
        return _demo_error(f"{info.title} has no table in this version yet (playable now: {ready}).")
    players = args.players if args.players is not None else min(4, info.max_players)
    if not info.min_players <= players <= info.max_players:
        return _demo_error(f"{info.title} takes {info.min_players} to {info.max_players} players, not {players}.")
    size = _parse_size(args.size)
    if size is None:
        return _demo_error(f"--size must be WIDTHxHEIGHT, at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}, not '{args.size}'.")
    if args.seconds < 0:
        return _demo_error("--seconds must be 0 or more.")
    language = str(getattr(args, "language", "en") or "en").strip().lower()
    if language not in LANGUAGES:
        return _demo_error(f"--language must be one of {', '.join(LANGUAGES)}, not '{language}'.")
    if getattr(args, "speech_log", None):
        problem = _open_speech_log(args.speech_log)
        if problem:
            return _demo_error(f"{problem}.")
    seed = args.seed if args.seed is not None else time.time_ns() % (1 << 32)
    seats = default_seats(game, players, humans=0)
    config = TableConfig(game, seats, speed="normal", ai_pace="normal", seed=seed, demo=True)
    app = App(size, save_settings=False, settings=Settings(language=language))
    code = 0
    try:
        start = time.perf_counter()
        app.screens.table(config)
        app.wait_step()  # the first frame; the AI's worker starts once it is on screen
        if os.environ.get("PAIRS_TABLE_BENCH_FIRST_FRAME"):  # start-up measurement of the bench command
            print(f"first-frame {app.first_frame_at or time.time():.6f}", flush=True)
        app.ai.warm_up(game)
        app.run(until=start + args.seconds)
        if args.screenshot:
            try:
                folder = os.path.dirname(os.path.abspath(args.screenshot))
                os.makedirs(folder, exist_ok=True)
                pygame.image.save(app.window, args.screenshot)
            except (OSError, pygame.error) as exc:
                print(f"pairs-table demo: cannot save the screenshot to {args.screenshot}: {exc}", file=sys.stderr)
                code = 1
        st = app.frame_stats()
        print(tr("demo: {frames} frames, work per frame mean {mean:.1f} ms, 95% under {p95:.1f} ms, worst {worst:.1f} ms",
                 frames=st["frames"], mean=st["mean_ms"], p95=st["p95_ms"], worst=st["max_ms"]))
    finally:
        app.close()
    return code
