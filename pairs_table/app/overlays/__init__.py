"""Screens drawn over a table: pause, result, standings, confirm, hand-over."""
