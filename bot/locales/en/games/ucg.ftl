# Ultraman Card Game (`ucg`): the engine's log lines and refusals (rules_engine/games/ucg).
# Keys and variables: see the heads of ../events.ftl and ../refusals.ftl. The English reads
# exactly as the engine's own text; ja and zh-Hant say the same with the same variables.
# Clause ids stay as the engine cites them (zh-Hant rules v1.6).

## Log lines

event-ucg-concedes = { $player } concedes
event-ucg-chooses-order = { $player } chooses to go { $goes-first ->
        [yes] first
       *[no] second
    }: { $first } is the first player of turn 1 (4.2.2)
event-ucg-redraws = { $player } redraws their hand (4.2.3)
event-ucg-keeps = { $player } keeps their hand (4.2.3)
event-ucg-turn-starts = turn { $turn } — { $player } is the first player (5.2.1)
event-ucg-draws = { $player } draws { $count }
event-ucg-passes = { $player } passes
event-ucg-scene-replaced = the scene { $card } goes to { $player }'s trash (6.3.2)
event-ucg-sets-scene = { $player } sets the scene { $card } (5.4.1)
event-ucg-sets-scene-by-effect = { $player }'s effect sets the scene { $card } (6.2.2)
event-ucg-cannot-set = { $player } cannot set a character in every vacant battle area and loses (1.3.4, 12.4.3)
event-ucg-sets-face-down = { $player } sets a card face down in area { $area }
event-ucg-sets-face-down-private = { $player } sets { $card } face down in area { $area }
event-ucg-levels-up = { $player } levels up the character in area { $area } with a face-down card
event-ucg-levels-up-private = { $player } levels up area { $area } with { $card }
event-ucg-turned-face-up = area { $area }: { $player }'s { $card } is turned face up (5.7.1)
event-ucg-activates = { $player } uses [Activate ability] of { $card }: { $effect }
event-ucg-declines = { $player } does not use the optional ("may") part (11.3.2)
event-ucg-not-resolved = { $card }: { $effect } — not resolved: its card is no longer the face-up top card (10.1.3.2)

# s2-ucg (issue 29, printed cards): an 《…》 text whose printed condition no longer holds
event-ucg-condition-fails = { $card }: not resolved: its condition does not hold (11.5.1)
event-ucg-bp-changes = { $card }: BP{ $value-signed } ({ $until ->
        [turn] this turn
       *[other] permanent
    })
event-ucg-level-changes = { $card }: level { $value ->
        [up] up
       *[other] down
    } ({ $until ->
        [turn] this turn
       *[other] permanent
    })
event-ucg-result-set = { $card }: battle result: { $value } ({ $until ->
        [turn] this turn
       *[other] permanent
    })
event-ucg-discards = { $player } discards { $cards }
event-ucg-reveals = { $player } reveals { $any ->
        [yes] { $cards }
       *[no] nothing
    }
event-ucg-charges = { $player } reveals { $cards } and charges them under { $character } (11.17.1)
event-ucg-returns-with-stack = { $card } returns to { $player }'s hand with its stack; area { $area } is vacant (12.4.1)
event-ucg-top-stays = { $card } stays: the card under it has no SINGLE BP (11.15.1)
event-ucg-top-returns = { $card } returns to { $player }'s hand (11.12.1)
event-ucg-swap = { $player }'s characters in areas { $area } and { $other } swap places (11.9.1)
event-ucg-nullified = { $card }: effect { $effect } is nullified this turn (11.13)
event-ucg-moves-character = { $player }'s effect moves a character to { $to ->
        [deck_top] deck top
        [deck_bottom] deck bottom
       *[other] { $to }
    }
event-ucg-appears = { $card } appears in area { $area } (11.8.1)
event-ucg-moves-card = { $player }'s effect moves { $hidden ->
        [yes] a card
       *[no] { $card }
    } to { $to ->
        [deck_top] deck top
        [deck_bottom] deck bottom
       *[other] { $to }
    }
event-ucg-moves-card-private = { $player }'s effect moves { $card } to { $to ->
        [deck_top] deck top
        [deck_bottom] deck bottom
       *[other] { $to }
    }
event-ucg-judgment = judgment: { $player } { $wins }, { $opponent } { $opponent-wins } areas won
event-ucg-area-judged = judgment, area { $area }: { $winner ->
        [draw] a draw
        [none] no result
       *[other] { $winner } wins
    }
event-ucg-wins-game = { $player } wins { $wins } battles in one judgment and wins the game (1.3.2)
event-ucg-fix-move = judge fix: { $hidden ->
        [yes] a card
       *[no] { $card }
    } of { $owner } moves from { $source } to { $to ->
        [deck_top] deck top
        [deck_bottom] deck bottom
       *[other] { $to }
    }
event-ucg-fix-move-private = judge moves { $card } from { $owner }'s { $source } to { $to }
event-ucg-fix-rest = judge fix: { $card } is now { $horizontal ->
        [yes] horizontal
       *[no] vertical
    }
event-ucg-fix-shuffle = judge fix: { $player }'s deck is shuffled (seeded)
event-ucg-fix-first = judge fix: { $player } is the first player

## Refusals

refusal-ucg-unknown-player = unknown player { $actor }
refusal-ucg-unknown-action = `{ $kind }` is not a UCG action
refusal-ucg-nobody-acts = nobody may act now
refusal-ucg-no-pass-in-set = the set step has nothing to pass: set a character in every vacant area (5.5.3.1, 12.4.3)
refusal-ucg-wrong-time = `{ $kind }` is not possible now: { $player } must { $waiting ->
        [choose_order] choose to go first or second
        [mulligan] decide on a redraw
        [scene] set a scene or pass
        [set] set a character face down
        [level_up] level up or pass
        [activate] use [Activate ability] effects or pass
        [order] order their effects
        [target] choose a target
        [count] choose how many to charge
        [discard] choose cards to discard
        [pick] choose a revealed card
        [to_deck] return a card of their hand to their deck
        [may] decide whether to use an effect
       *[effect] resolve an effect by hand
    }
refusal-ucg-not-your-turn = only { $player } may act now ({ $waiting ->
        [choose_order] choose to go first or second
        [mulligan] decide on a redraw
        [scene] set a scene or pass
        [set] set a character face down
        [level_up] level up or pass
        [activate] use [Activate ability] effects or pass
        [order] order their effects
        [target] choose a target
        [count] choose how many to charge
        [discard] choose cards to discard
        [pick] choose a revealed card
        [to_deck] return a card of their hand to their deck
        [may] decide whether to use an effect
       *[effect] resolve an effect by hand
    })
refusal-ucg-card-id = `{ $name }` must be a card id
refusal-ucg-area-number = `area` is a battle area number (1 = the first)
refusal-ucg-first-bool = `first` must be true or false
refusal-ucg-redraw-bool = `redraw` must be true or false
refusal-ucg-draw-bool = `draw` must be true or false: the draw is a choice (6.2.1)
refusal-ucg-not-in-hand = that card is not in your hand
refusal-ucg-not-scene = { $card } is not a scene card (6.1.1)
refusal-ucg-one-scene = one scene per turn (5.4.2, 6.1.2)
refusal-ucg-scene-round = { $card } needs round { $round }; the field has { $rounds } battle area(s) (6.3.1, 2.4.2.2)
refusal-ucg-scene-lower-round = the scene { $card } has round { $round }: only a scene of the same or a higher round replaces it (6.3.2)
refusal-ucg-set-not-character = { $card } is not a character card (5.5.3.1)
refusal-ucg-no-single-bp = { $card } has no SINGLE BP and cannot be set (11.15.1)
refusal-ucg-which-area = say which `area` to fill: several are vacant
refusal-ucg-area-not-vacant = area { $area } is not one of your vacant battle areas (5.5.6, 12.4.3)
refusal-ucg-level-up-target = `character` must be the top card of one of your characters (5.6.1)
refusal-ucg-level-up-not-character = { $card } is not a character card (5.6.1)
refusal-ucg-other-character = { $card } has another character name than { $character } and no shared [TEAM] (5.6.1, 11.18.1)
refusal-ucg-already-leveled = that character was already leveled up in this phase (5.6.2.3)
refusal-ucg-already-quad = the character is already QUAD: four cards (2.3.5.2, 8.1.1)
refusal-ucg-level-step = level { $level } on level { $on }: exactly one level higher (5.6.2.2)
refusal-ucg-not-on-field = `card` must be a card on the field
refusal-ucg-scene-owner = only the scene's owner uses its effects (6.3.3)
refusal-ucg-own-source = use your own character on the field or your scene (5.8.1)
refusal-ucg-top-card-effects = only the top card of a character has effects (10.1.3.1)
refusal-ucg-face-down = a face-down card has no effects (10.1.1)
refusal-ucg-no-such-effect = that card has no such [Activate ability] effect (9.4.1)
refusal-ucg-wrong-state = that effect works only in state { $states } (2.3.5.2)
refusal-ucg-nullified = that effect is nullified this turn (11.13.2)
refusal-ucg-condition = that effect's condition does not hold now (11.5.1)
refusal-ucg-used-up = used { $times } time(s) this turn already (9.4.2)
refusal-ucg-pay-list = `pay` is a list of hand card ids
refusal-ucg-cost-unpayable = the cost cannot be paid in full (9.4.4)
refusal-ucg-pay-count = choose exactly { $count } card(s) of your hand to pay the cost (9.4.3)
refusal-ucg-choose-waiting = choose one of your waiting effects (10.1.3.2, 10.2.1)
refusal-ucg-bad-target = not a legal target for this effect (7.1.2)
refusal-ucg-charge-which = charge one of your characters with that character name (11.17.1)
refusal-ucg-charge-count = charge 0 to { $max } card(s) (11.17.1)
refusal-ucg-discard-count = choose { $count } card(s) of your hand (11.2.1)
refusal-ucg-n-range = `n` is a number from { $low } to { $high }
refusal-ucg-target-top = the target is a character on the field, by its top card (7.1.2)
refusal-ucg-until-value = `until` is turn or permanent (5.10.2)
refusal-ucg-bp-n = `n` is the BP change, e.g. 1000 or -2000 (11.7)
refusal-ucg-level-n = `n` is 1 (Up one level) or -1 (Down one level) (11.6.1)
refusal-ucg-result-value = `result` is win or draw (11.16.1)
refusal-ucg-scene-move-draw = `draw` (true or false) goes with a move to the scene, and only there: the draw of a scene set by an effect is a choice (6.2.2)
refusal-ucg-scene-move-not-scene = only a scene card is set in the scene area (6.1.1)
refusal-ucg-scene-move-already = that card is already the scene (6.1.1)
refusal-ucg-move-args = `card` is a card id and `to` one of { $zones }
refusal-ucg-move-not-top = move a character by its top card (11.12.1)
refusal-ucg-other-deck = an effect touches the other player's deck only as it says (12.3.1)
refusal-ucg-search-own = search takes a card of your own deck (12.3.1)
refusal-ucg-other-hand = the other player's hand is hidden (3.4.2)
refusal-ucg-appear-area = a character appears only in one of its owner's vacant areas (11.8.1, 12.4.1)
refusal-ucg-swap = swap two characters of the same player in different areas (11.9.1)
refusal-ucg-ability-index = `ability` is the index of one of its effects (11.13.1)
refusal-ucg-charge-own = charge cards go under one of your characters (11.17.1)
refusal-ucg-fix-card = `card` must be the id of a card in this match
refusal-ucg-not-a-fix = `{ $kind }` is not a judge fix; fixes are { $fixes }
refusal-ucg-fix-to = `to` must be one of { $zones }
refusal-ucg-fix-while-resolving = wait until the effect being resolved is done
refusal-ucg-fix-not-top = move a character by its top card
refusal-ucg-fix-rested = `rested` must be true or false
refusal-ucg-fix-rest-not-character = only characters are vertical or horizontal (5.9.4.2)
refusal-ucg-fix-shuffle = `player` is a seat and `zone` is deck
refusal-ucg-fix-salt = `salt` is up to 32 letters and digits
refusal-ucg-fix-first = `player` is the new first player

# Notes on the board
note-ucg-rounds = Field rounds: { $rounds }
note-ucg-vacant = { $count } vacant
note-ucg-scene-owner = owner { $player }

# Table words (`bot.i18n.engine`: engine-<game>-<slug> before engine-<slug>)
engine-ucg-ultraman = ultraman
engine-ucg-kaiju = kaiju
engine-ucg-mecha = mecha
engine-ucg-wins = Wins
engine-ucg-battle-areas = Battle areas
engine-ucg-vertical = vertical
engine-ucg-horizontal = horizontal
engine-ucg-area = area
engine-ucg-last-judgment = last judgment
engine-ucg-shifted = shifted
engine-ucg-round = round
engine-ucg-scene-phase = Scene phase
engine-ucg-level-up-phase = Level-up phase
engine-ucg-activation-phase = Activation phase
engine-ucg-battle-judgment = Battle judgment
engine-ucg-first-player-s-step = first player's step
engine-ucg-second-player-s-step = second player's step
engine-ucg-choose-how-many-to-charge = choose how many to charge
engine-ucg-level-up-or-pass = level up or pass
engine-ucg-set-a-character-face-down = set a character face down
engine-ucg-set-a-scene-or-pass = set a scene or pass
engine-ucg-use-effects-or-pass = use [Activate ability] effects or pass
engine-ucg-result = result

# By hand (issue 29 §3): UCG's own effect actions (the shared ones are event-core-by-hand-* in events.ftl).
event-ucg-by-hand-reveal = { $player } resolves { $card }'s effect by hand: reveal the top { $n } cards of { $whose }'s deck: { $cards }
event-ucg-by-hand-result = { $player } resolves { $card }'s effect by hand: { $target }'s battle result is { $result } { $until ->
        [permanent] permanently
       *[other] during this turn
    }
event-ucg-by-hand-swap = { $player } resolves { $card }'s effect by hand: swap the characters in areas { $area } and { $other }
event-ucg-by-hand-nullify = { $player } resolves { $card }'s effect by hand: nullify effect { $effect } of { $target } this turn
event-ucg-by-hand-charge = { $player } resolves { $card }'s effect by hand: charge { $n } cards under { $target }

## s6-ucg: a discard cost that names a kind of card ("Discard one 『X』 card from your hand")
refusal-ucg-pay-kind = that card is not the kind the cost names (9.4.3)
refusal-ucg-pay-exile-count = choose exactly { $count } card(s) of your discard area to pay the cost (9.4.3)
