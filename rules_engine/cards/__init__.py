"""Card files as printed: `python -m rules_engine.cards check|explain` (CONTRACTS §3b)."""
