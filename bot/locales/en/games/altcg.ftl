# Azur Lane TCG (ALTCG): the engine's log lines and refusals (rules_engine/games/altcg).
# Keys and variables: see the heads of ../events.ftl and ../refusals.ftl. The English is
# word for word the engine's own text; ja and zh-Hant say the same with the official terms
# (data/glossary/terms.yaml; zh-Hant: the comprehensive rules' own words).
# Raw engine words a variant selects on (a language's default variant shows the raw word): `$use` counter | pursuit | event; `$to` hand |
# deck_top | deck_bottom | trash | durability; `$until` battle | turn | permanent; `$while`
# own_turn | opponent_turn | own_main | opponent_main; `$waiting` the prompt's kind. Powers
# are written without grouping (5000, not 5,000), as the engine writes them; a card id is
# given as text (an identifier, not a quantity).

## Log lines

event-altcg-concedes = { $player } concedes (102.3a)
event-altcg-makes-room = { $card } goes to the trash to make room (204.4b)
event-altcg-plays = { $player } plays { $card } at { $slot-word }
event-altcg-uses = { $player } uses { $card } ({ $use })
event-altcg-retrofits = { $player } retrofits { $onto } into { $card } at { $slot-word } (601.8)
event-altcg-activates = { $player } activates { $card }
event-altcg-ends-battle = { $player } ends the battle phase (508.4)
event-altcg-supports = { $card } supports { $target }: power +{ NUMBER($value, useGrouping: 0) }
event-altcg-keeps-card = { $player } keeps the card in hand
event-altcg-comeback = { $player } reveals { $card }: [Comeback] (601.2)
event-altcg-discards = { $player } discards { $n } card(s)
event-altcg-discards-private = { $player } discards { $cards }
event-altcg-to-deck-bottom = { $player } puts on the bottom of the deck { $n } card(s)
event-altcg-to-deck-bottom-private = { $player } puts on the bottom of the deck { $cards }
event-altcg-discards-cost = { $player } discards { $cards }
event-altcg-bottom-cost = { $player } puts { $card } from the field on the bottom of their deck (cost, 303.3, 401)
event-altcg-power = { $target } power { $n-signed }
event-altcg-power-until = { $target } power { $n-signed } ({ $until ->
        [battle] this battle
        [permanent] permanent
       *[turn] this turn
    })
event-altcg-moves = { $player } moves { $hidden ->
        [yes] a card
       *[no] { $card }
    } to { $to ->
        [deck_top] deck top
        [deck_bottom] deck bottom
       *[other] { $to }
    }
event-altcg-awakens = { $player }'s flagship awakens (602.2)
event-altcg-awakens-card = { $player }'s flagship awakens: { $card } (602.2)
event-altcg-dives = { $card } dives to the bottom of { $player }'s deck (601.7)
event-altcg-cost-unpaid = { $card }: the cost cannot be paid; the ability does not activate (303.3a)
event-altcg-declines = { $player } does not use { $card }'s ability (303.3a)
event-altcg-declines-first = { $player } does not do the optional first part of { $card }'s ability; the rest of it applies (303.3a, 304.1a)
event-altcg-returns-to-hand = { $card } returns to its owner's hand
event-altcg-draws = { $player } draws { $n }
event-altcg-draws-private = { $player } draws { $cards }
event-altcg-destroyed = { $card } is destroyed
event-altcg-loses = { $player } loses: { $damaged ->
        [yes] its flagship was damaged with no durability left (312.3b)
       *[no] its deck is empty (312.3c)
    }
event-altcg-game-over = the game is over: { $winner ->
        [draw] a draw (102.4a)
       *[other] { $winner } wins
    }
event-altcg-setup-done = durability dealt (101.7); the second player's face-down cube (101.8)
event-altcg-chooses-order = { $player } chooses to go { $first ->
        [yes] first
       *[no] second
    }: { $starter } starts (101.5)
event-altcg-keeps-hand = { $player } keeps their hand
event-altcg-redraws = { $player } redraws their hand (101.6)
event-altcg-turn = turn { $number }: { $player }
event-altcg-attacks = { $unit } attacks { $target }
event-altcg-attack-fails = power { NUMBER($attack, useGrouping: 0) } against { NUMBER($defend, useGrouping: 0) }: the attack fails, nothing happens (507.1)
event-altcg-attacker-wins = power { NUMBER($attack, useGrouping: 0) } against { NUMBER($defend, useGrouping: 0) }: the attacker wins (507.1)
event-altcg-damaged-empty = { $player }'s flagship is damaged with no durability left (508.1b)
event-altcg-damaged = { $player }'s flagship is damaged: a durability card goes to hand (508.1a)
event-altcg-damaged-private = { $player }'s flagship is damaged: { $card } goes to hand (508.1a)
event-altcg-fix-move = judge fix: { $hidden ->
        [yes] a card
       *[no] { $card }
    } of { $owner } moves from { $from } to { $to ->
        [deck_top] deck top
        [deck_bottom] deck bottom
       *[other] { $to }
    }
event-altcg-fix-move-private = judge moves { $card } from { $owner }'s { $from } to { $to }
event-altcg-fix-rest = judge fix: { $card } is now { $rested ->
        [yes] rested
       *[no] active
    }
event-altcg-fix-shuffle = judge fix: { $player }'s deck is shuffled (seeded{ $salt ->
        [yes] , new salt)
       *[no] )
    }

## Refusals

refusal-altcg-card-id = `{ $name }` must be a card id
refusal-altcg-no-such-card = there is no card { $card }
refusal-altcg-card-ids = `{ $name }` must be a list of card ids
refusal-altcg-bool = `{ $name }` must be true or false
refusal-altcg-not-in-hand = that card is not in your hand
refusal-altcg-slot = `slot` is one of FL, FC, FR, BL, BC or BR
refusal-altcg-flagship-slot = no ship may be played into the flagship's slot
refusal-altcg-match-over = the match is over
refusal-altcg-not-a-player = { $actor } is not a player in this match
refusal-altcg-unknown-action = `{ $kind }` is not an ALTCG action
refusal-altcg-no-prompt = nothing is waiting for a decision
refusal-altcg-one-mulligan = each player redraws at most once, before the game
refusal-altcg-not-your-turn = it is { $player }'s turn to { $waiting ->
        [first_player] choose to go first or second
        [mulligan] decide on a redraw
        [main] act in the main phase
        [attack] attack or end the battle phase
        [support] support or pass in the attack step
        [defense] support or pass in the defense step
        [comeback] decide on [Comeback]
        [deploy] choose a ship of your hand and its slot
        [trigger_order] choose which ability resolves next
        [choose] choose for an ability
       *[effect] resolve an ability
    }
refusal-altcg-wrong-time = `{ $kind }` is not possible now: the game is waiting for you to { $waiting ->
        [first_player] choose to go first or second
        [mulligan] decide on a redraw
        [main] act in the main phase
        [attack] attack or end the battle phase
        [support] support or pass in the attack step
        [defense] support or pass in the defense step
        [comeback] decide on [Comeback]
        [deploy] choose a ship of your hand and its slot
        [trigger_order] choose which ability resolves next
        [choose] choose for an ability
       *[effect] resolve an ability
    }
refusal-altcg-only-counter = in the defense step only a [Counter] card may be used
refusal-altcg-only-pursuit = after an attack only a [Pursuit] card may be used; ships and events are played in the main phase
refusal-altcg-battle-event = this event is used only in a battle ([Counter]/[Pursuit])
refusal-altcg-filler = a filler card cannot be played
refusal-altcg-targets-later = targets are chosen when the ability asks (`choose`), not with `play`
refusal-altcg-no-effect-here = this card has no effect to use here
refusal-altcg-cost = this costs { $cost }: only { $active } active cubes
refusal-altcg-down = `down` is how many of your face-down cubes pay; the rest must be face-up active cubes, exactly the cost
refusal-altcg-no-retrofit = this card has no [Retrofit]
refusal-altcg-retrofit-onto = [Retrofit] goes onto your ship named "{ $name }"
refusal-altcg-activate-own = activate an ability of a card on your field
refusal-altcg-no-activate = this card has no [Main phase activate] ability
refusal-altcg-ability-index = `ability` is the index of a [Main phase activate] ability of the card
refusal-altcg-once-per-turn = this ability was already used this turn
refusal-altcg-only-while = this ability works only { $while ->
        [own_turn] own turn
        [opponent_turn] opponent turn
        [own_main] own main
        [opponent_main] opponent main
       *[other] { $while }
    }
refusal-altcg-first-turn-attack = the start player cannot attack in their first turn
refusal-altcg-attack-own = attack with your flagship or a ship on your field
refusal-altcg-rested-attacker = a rested card cannot attack
refusal-altcg-new-ship-attack = a ship attacks only if it was on your field since the turn began, or has [Rush]
refusal-altcg-support-own = support with your own card
refusal-altcg-support-hand-range = from the hand only a ship with support range "Hand" supports
refusal-altcg-support-from = support from your hand or from another card on your field
refusal-altcg-support-field-range = from the field only a card with support range "Battlefield" supports
refusal-altcg-support-rested = a field supporter rests to support: it must be active
refusal-altcg-support-adjacent = a field supporter must be next to the supported card (up, down, left, right)
refusal-altcg-no-effect = this card has no effect to use
refusal-altcg-choose-waiting = choose one of your waiting abilities
refusal-altcg-choose-n = choose exactly { $n } card(s) of your hand
refusal-altcg-not-a-choice = that is not one of the legal choices
refusal-altcg-decline-may = only a "may …" ability may be declined
refusal-altcg-field-only = an ability affects only cards on the field unless it says otherwise
refusal-altcg-draw-n = `n` is 1 to 10
refusal-altcg-discard-own = discard cards of your own hand
refusal-altcg-power-n = `n` is the power change, e.g. 1000 or -2000
refusal-altcg-until = `until` is battle, turn or permanent
refusal-altcg-destroy-ship = only ships are destroyed
refusal-altcg-move-to = `to` is hand, deck_top, deck_bottom or trash
refusal-altcg-reveal-own = reveal a card of your own hand
refusal-altcg-search-own = search takes a card of your own deck
refusal-altcg-flagship-stays = a flagship never leaves the field
refusal-altcg-move-whose = move a card on the field, or of your own hand or trash
refusal-altcg-no-back = your flagship has no back side left to turn
refusal-altcg-target-enemy = the target is a flagship or ship on the opponent's field
refusal-altcg-target-rested = a ship can be attacked only while it is rested
refusal-altcg-back-row = a card in the back row reaches only the front row{ $flagship ->
        [yes] {" "}or the flagship
       *[no] {""}
    } ([Ranged] reaches further)
refusal-altcg-cost-rest = the cost rests this card, and it is not active on the field
refusal-altcg-cost-discard = the cost discards { $n } other card(s) of your hand: list them in `pay`
refusal-altcg-cost-bottom = the cost puts one of your ships on the field that fits it on the bottom of your deck: name it in `pay`
refusal-altcg-cost-cubes = { $n } active cubes are needed
refusal-altcg-not-a-fix = `{ $kind }` is not a judge fix; fixes are { $fixes }
refusal-altcg-fix-card = `card` must be the id of a card in this match
refusal-altcg-fix-to = `to` must be one of { $zones }
refusal-altcg-fix-flagship = the flagship stays on the field (204.3)
refusal-altcg-fix-stack = move the top card of the stack; the cards under it follow (408.5)
refusal-altcg-fix-rested = `rested` must be true or false
refusal-altcg-fix-rest-field = only cards on the field are rested or active (307.1)
refusal-altcg-fix-shuffle = `player` is A or B and `zone` is deck
refusal-altcg-fix-salt = `salt` is up to 32 letters and digits

# Table words (`bot.i18n.engine`: engine-<game>-<slug> before engine-<slug>)
engine-altcg-cubes = Cubes
engine-altcg-awakened = awakened
engine-altcg-choosing-who-starts = choosing who starts
engine-altcg-prepare-phase = Prepare phase
engine-altcg-support = Support
engine-altcg-attack-or-end-the-battle-phase = attack or end the battle phase
engine-altcg-support-the-attacker-or-pass = support the attacker or pass
engine-altcg-support-the-attacked-card-use-or-pass = support the attacked card, use [Counter], or pass
engine-altcg-decide-on = decide on [Comeback]
engine-altcg-choose-which-ability-resolves-next = choose which ability resolves next
engine-altcg-choose-for-an-ability = choose for an ability
engine-altcg-resolve-an-ability = resolve an ability
engine-altcg-rush = rush
engine-altcg-counter = counter
engine-altcg-pursuit = pursuit
engine-altcg-comeback = comeback
engine-altcg-strike = strike
engine-altcg-guard = guard
engine-altcg-retrofit = Retrofit
# The six slots of the field (403.3a), as the engine names them from the owner's view
engine-altcg-fl = FL
engine-altcg-fc = FC
engine-altcg-fr = FR
engine-altcg-bl = BL
engine-altcg-bc = BC
engine-altcg-br = BR

# By hand (issue 29 §3): ALTCG's own effect actions (the shared ones are event-core-by-hand-* in events.ftl).
event-altcg-by-hand-discard = { $player } resolves { $card }'s effect by hand: discard { $n } cards
event-altcg-by-hand-awaken = { $player } resolves { $card }'s effect by hand: { $whose }'s flagship awakens

# Printed cards (issue 29, s2-altcg): the verbs the ALTCG reader's texts run.
event-altcg-to-bottom = { $card } goes to the bottom of its owner's deck
event-altcg-mills = { $player } puts the top { $n } card(s) of the deck into the trash: { $cards }
event-altcg-cube-ramp = { $player }: { $n } cube(s) from the cube deck face down to the cost area
event-altcg-cube-active = { $player }: { $n } cube(s) set active
event-altcg-reveals-top = { $player } reveals the top { $n } card(s) of the deck: { $cards }
event-altcg-reveals-none = { $player } has no card in the deck to reveal (103.3)
event-altcg-looks-top = { $player } looks at the top { $n } card(s) of the deck
event-altcg-looks-top-private = { $player } looks at the top { $n } card(s) of the deck: { $cards }
event-altcg-takes = { $player } reveals { $card } and adds it to the hand
event-altcg-bottom-random = { $player } puts { $n } card(s) on the bottom of the deck in random order

# s5-altcg (issue 29): a keyword or a support change an effect gives (601, 208.3)
event-altcg-gains = { $target } gains { $keyword-word }{ $n ->
        [0] {""}
       *[other] {" "}+{ $n }
    } ({ $until ->
        [battle] this battle
        [permanent] permanent
       *[turn] this turn
    })
event-altcg-support-until = { $target } support { $n-signed } ({ $until ->
        [battle] this battle
        [permanent] permanent
       *[turn] this turn
    })
event-altcg-retreats = { $card } retreats to the trash (313.10a)
event-altcg-arranges = { $player } puts { $n } card(s) back on top of the deck in an order of their choice
event-altcg-arranges-private = { $player } puts back on top of the deck, top first: { $cards }

# s6-altcg (issue 29): a search takes "up to N" (103.4c); an ability puts a ship on a slot with no card (403.3)
refusal-altcg-choose-up-to = choose at most { $n } of the cards offered
refusal-altcg-slot-taken = the ability puts the ship on a slot with no card; { $slot } has one
engine-altcg-choose-a-ship-of-their-hand-and-its-slot = choose a ship of their hand and its slot
# s6-altcg (issue 29): a card of the trash to the hand by an ability
event-altcg-recovers = { $player } adds { $card } from the trash to the hand
event-altcg-hand-to-deck-place = { $player } puts a card from their hand on the { $place ->
        [top] top
       *[bottom] bottom
    } of their deck (401)
event-altcg-hand-to-deck-place-private = { $player } puts { $card } from their hand on the { $place ->
        [top] top
       *[bottom] bottom
    } of their deck (401)
refusal-altcg-place = the card goes on the top or the bottom of your deck (`place: top` or `bottom`)
note-altcg-place = To put on the top or the bottom of your deck: { $card }
engine-altcg-put-a-card-of-their-hand-on-the-top-or-the-bottom-of-their-deck = put a card of their hand on the top or the bottom of their deck
