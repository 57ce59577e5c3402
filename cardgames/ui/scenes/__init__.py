"""Scenes: menu, choose game, setup, table, dialogs over it, match end, rules."""
