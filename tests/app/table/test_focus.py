"""One focus for the buttons and the things a table draws: Tab, the arrow keys and Enter
reach both, and the scene reads the focus to show its own highlight."""

import pygame

from app_helpers import press
from pairs_table.app.focus import FocusTarget
from pairs_table.app.scene import Scene
from pairs_table.app.widgets import button


class Board(Scene):
    """Two places drawn on the felt and a button under them."""

    def __init__(self, app):
        super().__init__(app)
        self.placed = []
        self.pressed = 0

    def build_ui(self):
        self.ok = button(self, (100, 400, 160, 40), "OK", "primary")

    def focus_targets(self):
        return [FocusTarget(("slot", k), pygame.Rect(100 + 200 * k, 100, 120, 160), lambda k=k: self.placed.append(k))
                for k in range(2)]

    def handle(self, event):
        import pygame_gui

        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok:
            self.pressed += 1
            return True
        return False


def test_tab_arrows_and_enter_reach_drawn_things_and_buttons_alike(app):
    scene = app.stack.push(Board(app))
    app.step()
    press(app, pygame.K_TAB)
    assert app.focus.current().key == ("slot", 0)  # reading order: the places above the button
    press(app, pygame.K_RIGHT)
    assert app.focus.current().key == ("slot", 1)
    press(app, pygame.K_RETURN)
    assert scene.placed == [1] and scene.pressed == 0  # Enter acts on the place, not elsewhere
    press(app, pygame.K_TAB)
    assert app.focus.current() is scene.ok
    press(app, pygame.K_RETURN)
    assert scene.pressed == 1
    press(app, pygame.K_TAB)
    assert app.focus.current().key == ("slot", 0)  # round again
    scene.resize(app.size)  # built again: the focus stays on the same place
    assert app.focus.current().key == ("slot", 0)


class Grouped(Board):
    """The two places, then OK and Back side by side, then a Tool: three groups."""

    def build_ui(self):
        super().build_ui()
        self.back = button(self, (300, 400, 160, 40), "Back", "quiet")
        self.tool = button(self, (100, 500, 160, 40), "Tool", "quiet")

    def focus_groups(self):
        return [self.focus_targets(), [self.ok, self.back]]


def test_tab_moves_between_groups_and_the_arrows_within_one(app):
    scene = app.stack.push(Grouped(app))
    app.step()
    press(app, pygame.K_TAB)
    assert app.focus.current().key == ("slot", 0)
    press(app, pygame.K_RIGHT)
    assert app.focus.current().key == ("slot", 1)
    press(app, pygame.K_DOWN)  # OK lies below, in another group: the arrows stay in this one
    assert app.focus.current().key == ("slot", 1)
    press(app, pygame.K_TAB)  # the next group, from its first
    assert app.focus.current() is scene.ok
    press(app, pygame.K_RIGHT)
    assert app.focus.current() is scene.back
    press(app, pygame.K_TAB)  # what no group names is a group after them
    assert app.focus.current() is scene.tool
    press(app, pygame.K_TAB)  # round again, to the place focused last in the first group
    assert app.focus.current().key == ("slot", 1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="", scancode=0))
    app.step()
    assert app.focus.current() is scene.tool  # Shift+Tab: the group before
