"""Pure-Python rules: the rulebook index and (later) the match engine. No Discord here."""
