"""The settings: language, animation speed, computer players' pace, sound and volume, full
screen, card size, deck style, table colour, the question before folding and whether a
hand's summary closes by itself.

Opened from the title screen and from a table's pause menu, drawn over the scene below.
Every change is saved at once in the config folder (:class:`~pairs_table.storage.settings.
SettingsStore`, atomic) and takes effect at once: a new language redraws every scene on the
stack, the other settings reach each scene through ``settings_changed`` (a table changes
its card size, deck, felt, speed or pace as it stands).
"""

from __future__ import annotations

import pygame
import pygame_gui

from ...storage.settings import CARD_SIZES, LANGUAGES, SPEECH_MODES, SPEEDS, TABLE_COLOURS
from .. import speech
from ..i18n import LANGUAGE_NAMES, tr
from ..layout import scaled, ui_scale
from ..render import GOLD, INK, INK_DIM, box_at
from ..widgets import button
from ..overlays.base import Overlay

SPEED_LABELS = {"instant": "Instant", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
SIZE_LABELS = {"small": "Small", "medium": "Medium", "large": "Large"}
COLOUR_LABELS = {"green": "Green", "blue": "Blue", "red": "Red", "grey": "Grey"}
SWITCH = ((False, "Off"), (True, "On"))
SPEECH_LABELS = {"off": "Off", "screen_reader": "Screen reader", "voice": "Built-in voice"}
SPEECH_WHY = {"missing": "not installed", "no_reader": "no screen reader is running",  # speech.REASONS
              "no_start": "it could not start", "stopped": "it stopped"}
VOLUME_SAVE_DELAY = 0.4  # seconds after the slider stops before the volume is saved


def speech_label(tried: str | None) -> str:
    """The speech row's label: with the reason when the voice ``tried`` cannot speak."""
    why = speech.get().reason(tried) if tried else None
    if why is None:
        return tr("Speech")
    return tr("Speech ({choice}: {reason})", choice=tr(SPEECH_LABELS[tried]), reason=tr(SPEECH_WHY[why]))


def rows(tried_speech: str | None = None) -> list[tuple[str, str, list]]:
    """(setting, label, [(value, shown text)]) of each row of choices, in order. Language
    names are shown in their own language, never translated. ``tried_speech``: the voice
    last chosen, whose reason for silence the speech row shows."""
    return [
        ("language", tr("Language"), [(c, LANGUAGE_NAMES[c]) for c in LANGUAGES]),
        ("animation_speed", tr("Animation speed"), [(v, tr(SPEED_LABELS[v])) for v in SPEEDS]),
        ("ai_pace", tr("Computer players' pace"), [(v, tr(SPEED_LABELS[v])) for v in SPEEDS]),
        ("sound", tr("Sound"), [(v, tr(t)) for v, t in SWITCH]),
        ("volume", tr("Volume"), []),  # a slider
        ("fullscreen", tr("Full screen"), [(v, tr(t)) for v, t in SWITCH]),
        ("card_size", tr("Card size"), [(v, tr(SIZE_LABELS[v])) for v in CARD_SIZES]),
        ("colour_blind_deck", tr("Deck style"), [(False, tr("Standard")), (True, tr("Colour-blind friendly"))]),
        ("table_colour", tr("Table colour"), [(v, tr(COLOUR_LABELS[v])) for v in TABLE_COLOURS]),
        ("confirm_fold", tr("Ask before folding"), [(v, tr(t)) for v, t in SWITCH]),
        ("auto_continue", tr("Continue after a hand by itself"), [(v, tr(t)) for v, t in SWITCH]),
        ("speech", speech_label(tried_speech), [(v, tr(SPEECH_LABELS[v])) for v in SPEECH_MODES]),
    ]


class SettingsScene(Overlay):
    panel_size = (860, 610)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: dict[tuple[str, object], pygame_gui.elements.UIButton] = {}
        self.slider = None
        self.done_button = None
        self._labels: list[tuple[str, tuple[int, int], int]] = []  # (text, left-centre, width)
        self._volume_pos = (0, 0)
        self._volume_due: float | None = None  # seconds until the moved volume is saved
        self._speech_tried: str | None = app.settings.speech  # the voice last chosen

    # ---- widgets ---------------------------------------------------------------------------------
    def build_ui(self) -> None:
        r = self.panel_rect()
        s = ui_scale(self.app.size)
        pad = scaled(28, s)
        gap = scaled(8, s)
        top = r.y + scaled(74, s)
        bh_done = scaled(44, s)
        items = rows(self._speech_tried)
        row_h = min(scaled(36, s), (r.bottom - pad - bh_done - scaled(14, s) - top) // len(items) - gap)
        label_w = int((r.width - 2 * pad) * 0.34)
        x0 = r.x + pad + label_w
        width = r.right - pad - x0
        settings = self.app.settings
        self.buttons = {}
        self._labels = []
        y = top
        for key, label, choices in items:
            self._labels.append((label, (r.x + pad, y + row_h // 2), label_w - gap))
            if key == "volume":
                sw = int(width * 0.78)
                self.slider = pygame_gui.elements.UIHorizontalSlider(
                    pygame.Rect(x0, y, sw, row_h), int(round(settings.volume * 100)),
                    (0, 100), manager=self.app.manager, container=self.root, click_increment=5)
                self._volume_pos = (x0 + sw + scaled(12, s), y + row_h // 2)
            else:
                bw = (width - gap * (len(choices) - 1)) // len(choices)
                current = getattr(settings, key)
                for j, (value, text) in enumerate(choices):
                    self.buttons[(key, value)] = button(self, (x0 + j * (bw + gap), y, bw, row_h), text,
                                                        "choice_on" if value == current else "choice")
            y += row_h + gap
        dw = scaled(200, s)
        self.done_button = button(self, (r.right - pad - dw, r.bottom - pad - bh_done, dw, bh_done),
                                  tr("Done  [Esc]"), "primary")

    # ---- input -------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.done_button:
                self.close()
                return True
            for (key, value), b in self.buttons.items():
                if event.ui_element is b:
                    self.change(key, value)
                    return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.change("volume", event.value / 100.0)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return False

    def change(self, key: str, value) -> None:
        """Set ``key`` to ``value``, save it and make it take effect now."""
        app = self.app
        settings = app.settings
        if getattr(settings, key) == value and key != "fullscreen":
            return
        setattr(settings, key, value)
        if key == "volume":
            self._volume_due = VOLUME_SAVE_DELAY
            app.sounds.play("chip")
            return
        if key == "speech":
            self._speech_tried = value
            app.use_speech()  # a voice that cannot speak here leaves the setting off
        app.store_settings()
        if key == "language":
            app.set_language(value)  # every scene, this one too, is built again
            return
        if key == "fullscreen":
            if app.fullscreen != bool(value):
                app.toggle_fullscreen()
                settings.fullscreen = app.fullscreen
            self._make_root()
            return
        if key == "sound" and value:
            app.sounds.play("chip")
        for scene in app.stack.scenes:
            if scene is not self:
                scene.settings_changed(key)
        self._make_root()

    def close(self) -> None:
        self.flush()
        self.app.stack.pop()

    def flush(self) -> None:
        """Save a volume still waiting for the slider to stop."""
        if self._volume_due is not None:
            self._volume_due = None
            self.app.store_settings()

    def leave(self) -> None:
        self.flush()
        super().leave()

    def update(self, dt: float) -> None:
        if self._volume_due is not None:
            self._volume_due -= dt
            if self._volume_due <= 0:
                self.flush()

    def next_deadline(self) -> float | None:
        return None if self._volume_due is None else max(0.0, self._volume_due)

    # ---- drawing -------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        r = self.draw_panel(surface)
        s = ui_scale(self.app.size)
        t = self.app.text
        pad = scaled(28, s)
        t.draw(surface, tr("Settings"), scaled(30, s), GOLD, bold=True, fit="none", align="center", owner="settings",
               box=box_at((r.centerx, r.y + scaled(38, s)), r.width - 2 * pad, t.height(scaled(30, s), True)))
        size = scaled(16, s)

        def row(text, x, y, w, colour=INK, text_size=size, lines=1, fit="none"):
            """``text`` from ``x``, its middle at ``y``, in a box ``w`` wide."""
            box = pygame.Rect(x, 0, w, lines * t.height(text_size))
            box.centery = y
            t.draw(surface, text, text_size, colour, fit=fit, box=box, owner="settings")

        for label, (x, y), w in self._labels:
            row(label, x, y, w, lines=2, fit="shrink")
        vx, vy = self._volume_pos
        row(f"{int(round(self.app.settings.volume * 100))}%", vx, vy, r.right - pad - vx,
            INK if self.app.settings.sound else INK_DIM)
        path = tr("Saved in {folder}", folder=str(self.app.store.paths.settings))
        row(path, r.x + pad, r.bottom - pad - scaled(22, s) // 2, r.width - 2 * pad, INK_DIM, scaled(12, s))
