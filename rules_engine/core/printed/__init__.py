"""The printed card, any game (CONTRACTS.md §3b): card lists in YAML, CSV/TSV or JSON Lines
(`formats`), the printed language of a text (`language`), deck lists as players paste them
(`decklist`) and the per-file cache of what was read (`cache`). What a game prints is
described by its `CardFields` (`fields`)."""
