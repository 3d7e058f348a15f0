"""The scenes of the app: title, lobby, the tables, the result panel and menus."""
