# Refusals: an engine refusal with the key `<game>.refusal.<name>` is
# `refusal-<game>-<name>` in `games/<game>.ftl` (the core's are here; the clause and its
# button are added around it, bot.ftl).
# Variables as in events.ftl. The English must read exactly as the engine's message.

refusal-core-stale = that choice was made at action { $chosen-at }, but the game is at action { $now }; look at the board again
refusal-core-match-over = the match is over
