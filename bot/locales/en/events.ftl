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

# By hand (issue 29 §3, rules_engine/core/effects/by_hand.py): every game's by-hand action.
# $player the actor, $card the effect's card, $whose whose deck (or who draws),
# $target-card the card the action names, $target the card it acts on.
event-core-by-hand-draw = { $player } resolves { $card }'s effect by hand: { $whose } draws { $n }
event-core-by-hand-damage = { $player } resolves { $card }'s effect by hand: deal { $n } damage to { $target }
event-core-by-hand-recover = { $player } resolves { $card }'s effect by hand: { $target } recovers { $n }
event-core-by-hand-destroy = { $player } resolves { $card }'s effect by hand: destroy { $target }
event-core-by-hand-rest = { $player } resolves { $card }'s effect by hand: rest { $target }
event-core-by-hand-set-active = { $player } resolves { $card }'s effect by hand: set { $target } as active
event-core-by-hand-move = { $player } resolves { $card }'s effect by hand: move { $target-card } to { $to-word }
event-core-by-hand-move-hidden = { $player } resolves { $card }'s effect by hand: move a card to { $to-word }
event-core-by-hand-move-hidden-private = { $player } resolves { $card }'s effect by hand: move { $target-card } to { $to-word }
event-core-by-hand-modify = { $player } resolves { $card }'s effect by hand: { $target } gets { $stat }{ $n-signed } { $until ->
        [battle] during this battle
        [permanent] permanently
       *[other] during this turn
    }
event-core-by-hand-grant = { $player } resolves { $card }'s effect by hand: { $target } gains { $keyword-word } { $until ->
        [battle] during this battle
        [permanent] permanently
       *[other] during this turn
    }
event-core-by-hand-remove = { $player } resolves { $card }'s effect by hand: { $target } loses { $keyword-word } { $until ->
        [battle] during this battle
        [permanent] permanently
       *[other] during this turn
    }
event-core-by-hand-token = { $player } resolves { $card }'s effect by hand: deploy { $n } { $name } token
event-core-by-hand-look = { $player } resolves { $card }'s effect by hand: look at the top { $n } cards of { $whose }'s deck
event-core-by-hand-look-private = { $player } resolves { $card }'s effect by hand: look at the top { $n } cards of { $whose }'s deck: { $cards }
event-core-by-hand-reveal = { $player } resolves { $card }'s effect by hand: reveal { $target-card }
event-core-by-hand-search = { $player } resolves { $card }'s effect by hand: search { $whose }'s deck for a card and shuffle it
event-core-by-hand-search-private = { $player } resolves { $card }'s effect by hand: search { $whose }'s deck for { $target-card } and shuffle it
event-core-by-hand-resolve = { $player } resolves { $card }'s effect by hand: the effect is done
event-core-by-hand-decline = { $player } resolves { $card }'s effect by hand: do not apply an optional (“may”) effect
