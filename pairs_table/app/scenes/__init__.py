"""The screens around the tables: title, game chooser, lobby, saves, settings, statistics,
rules, about (and the game tables that have not yet moved into app/games)."""
