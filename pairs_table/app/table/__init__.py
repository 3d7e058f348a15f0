"""The table kit: the parts every game's table is made of (see docs/architecture.md)."""
