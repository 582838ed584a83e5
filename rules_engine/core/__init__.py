"""The game-agnostic engine: matches as creation parameters plus an append-only list of
accepted actions, seeded randomness, refusals with clause ids, per-viewer views.

The core knows nothing of any particular game; a game module (rules_engine.games.*)
declares its zones, setup, phase machine, legal actions and rules processing.
"""
