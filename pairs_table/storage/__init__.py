"""Saves, settings and statistics in the user's folders (platformdirs)."""
