"""Every screen of the app by name: scenes never import one another; they ask
:class:`Screens` (``app.screens``) to open a screen by its name, and the screen's module is
imported then. Game tables are opened through their descriptors (:mod:`.games`)."""

from __future__ import annotations

import importlib

from . import games

SCREENS = {
    "title": "scenes.title:TitleScene",
    "choose_game": "scenes.choose_game:ChooseGameScene",
    "lobby": "scenes.lobby:LobbyScene",
    "join": "scenes.join:JoinScene",
    "saves": "scenes.saves:SavesScene",
    "settings": "scenes.settings:SettingsScene",
    "statistics": "scenes.statistics:StatisticsScene",
    "rules": "scenes.rules:RulesScene",
    "about": "scenes.about:AboutScene",
    "pause": "overlays.pause:PauseScene",
    "keys": "overlays.keys:KeysScene",
    "result": "overlays.result:ResultScene",
    "confirm": "overlays.confirm:ConfirmFoldScene",
    "question": "overlays.confirm:QuestionScene",
    "handover": "overlays.handover:HandoverScene",
    "standings": "overlays.standings:SessionResultScene",
    "summary": "overlays.summary:SummaryScene",
    "replay": "scenes.replay:ReplayScene",
}


def screen(name: str) -> type:
    """The scene class of the screen ``name``."""
    module, cls = SCREENS[name].split(":")
    return getattr(importlib.import_module(f"{__package__}.{module}"), cls)


class Screens:
    def __init__(self, app) -> None:
        self.app = app

    def make(self, name: str, *args, **kwargs):
        """A new scene of the screen ``name`` (not yet shown)."""
        return screen(name)(self.app, *args, **kwargs)

    def open(self, name: str, *args, **kwargs):
        """Show the screen ``name`` over the present one."""
        return self.app.stack.push(self.make(name, *args, **kwargs))

    def replace(self, name: str, *args, **kwargs):
        """Show the screen ``name`` instead of the present one."""
        return self.app.stack.replace(self.make(name, *args, **kwargs))

    def back_to(self, name: str):
        """Close screens down to the screen ``name`` (opened anew when none is left)."""
        kind = screen(name)
        stack = self.app.stack
        if stack.pop_to(kind) is None:
            stack.push(kind(self.app))
        return stack.top

    def table(self, config, replace: bool = False):
        """The table of ``config``'s game, over (or instead of) the present screen."""
        table = games.table_class(config.game)(self.app, config)
        return self.app.stack.replace(table) if replace else self.app.stack.push(table)
