"""The pygame-ce window: scenes, tables, animations."""
