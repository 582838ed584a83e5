# Match log lines (the "✅" summary, the board's log, the judge's log). Each engine line
# with a key `<game>.event.<name>` is `event-<game>-<name>` in `games/<game>.ftl` (the bot's
# own and the core's are here), and its private variant
# (the fuller line its player and the judge read) `event-<game>-<name>-private`.
# Variables: the engine's arguments by name (`_` → `-`); `$<arg>-word` a game word (zone,
# keyword, duration) in the language; `$<arg>-signed` a number with its sign. The English
# must read exactly as the engine's own line (tests/bot/test_i18n.py plays games to check).

event-bot-match-started = match started
event-bot-rewound = judge rewound to action { $to }: { $undone ->
        [one] 1 action undone
       *[other] { $undone } actions undone
    }

# Lines about the table under the board's status (`Table.notes`, key `<game>.note.<name>`
# → `note-<game>-<name>`); the English reads exactly as the engine's.
note-core-battle = ⚔️ Battle in progress
note-core-resolving = Resolving: { $cards }
note-core-top = top: { $card }
event-bot-auto-pass = { $player } passes (automatic pass)
