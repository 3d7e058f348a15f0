"""The lobby's input: which widget or key does what (:class:`LobbyInput`); the scene makes
the changes."""

from __future__ import annotations

import pygame
import pygame_gui


class LobbyInput:
    def __init__(self, scene) -> None:
        self.scene = scene

    def handle(self, event) -> bool:
        sc = self.scene
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for i, row in enumerate(sc.rows):
                if event.ui_element is row["name"]:
                    sc.rename(i, event.text)
                    return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.pressed(event.ui_element)
        if event.type == pygame.KEYDOWN:
            focused = any(row["name"].is_focused for row in sc.rows)
            if event.key == pygame.K_ESCAPE:
                sc.back()
                return True
            if event.key == pygame.K_F1:
                sc.open_rules()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not focused:
                sc.start()
                return True
        return False

    def pressed(self, el) -> bool:
        """Do what the button ``el`` is for; False when it is none of the lobby's."""
        sc = self.scene
        if el is None:
            return False
        if sc.guide_offer.pressed(el):
            return True
        fixed = {sc.start_button: sc.start, sc.back_button: sc.back, sc.rules_button: sc.open_rules,
                 sc.add_button: sc.add_seat, sc.practice_button: sc.toggle_practice,
                 sc.partners_button: sc.toggle_partners}
        fixed.pop(None, None)
        if el in fixed:
            fixed[el]()
            return True
        for i, row in enumerate(sc.rows):
            for part, do in (("kind", sc.toggle_kind), ("level", sc.cycle_level), ("remove", sc.remove_seat)):
                if el is row[part]:
                    do(i)
                    return True
        for name, b in sc.option_buttons.items():
            if el is b:
                sc.cycle_option(name)
                return True
        for store, set_to in ((sc.speed_buttons, sc.set_speed), (sc.pace_buttons, sc.set_pace)):
            for sp, b in store.items():
                if el is b:
                    set_to(sp)
                    return True
        return False
