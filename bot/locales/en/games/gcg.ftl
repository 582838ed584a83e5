# Gundam Card Game: the engine's log lines (`gcg.event.<name>` → `event-gcg-<name>`) and
# refusals (`gcg.refusal.<name>` → `refusal-gcg-<name>`). The English reads exactly as the
# engine's own text; ja and zh-Hant say the same with the same variables. See events.ftl
# and refusals.ftl for the variables (`$x-word`: a game word in the language; lists are
# joined the language's way). Card labels (`$card`, `$unit`, `$target`) are "Name [number]".
# A selector with only a default (`{ $to -> *[other] { $to-word } }`) names the engine's raw
# word so that another language can choose its own zone word by it (the placeholders of a
# message are the same in every language).

## Log lines: setup and turns
event-gcg-goes-first-direction = { $player } goes first, { $clockwise ->
        [yes] clockwise
       *[no] counter-clockwise
    }: { $order } (12-2-1)
event-gcg-team-goes-first = { $player } chooses: team { $team } goes first (12-3-2)
event-gcg-chooses-first = { $player } chooses to go { $first ->
        [yes] first
       *[no] second
    }: { $first-player } is the first player (6-2-1-4)
event-gcg-keeps-hand = { $player } keeps their hand
event-gcg-redraws = { $player } redraws their hand (6-2-1-6-1)
event-gcg-setup-duel = shields set, EX Bases placed, EX Resource to the second player (6-2-2…6-2-4)
event-gcg-setup-free-for-all = shields set, EX Bases placed, an EX Resource to every player but the first (6-2-2, 6-2-3, 12-2-2)
event-gcg-setup-team = shared shields set, one EX Base per team, an EX Resource to each player of the second team (12-3-5, 12-3-6, 12-3-7)
event-gcg-turn = turn { $n }: { $player }
event-gcg-draws = { $player } draws { $n }
event-gcg-draws-private = { $player } draws { $cards }
event-gcg-adds-shields = { $player } adds { $n } of their shields to their hand
event-gcg-adds-shields-private = { $player } adds { $cards } from their shields to their hand
event-gcg-stops-choosing = { $player } chooses no more targets
event-gcg-places-resource = { $player } places a resource ({ $card })
event-gcg-ends-main = { $player } ends the main phase (7-5-5)
event-gcg-passes = { $player } passes
event-gcg-discards = { $player } discards { $card }
event-gcg-play-option = { $player } plays { $card } making its optional payment
event-gcg-concedes = { $player } concedes (1-2-4)

## Log lines: playing cards
event-gcg-deploys = { $player } deploys { $card }
event-gcg-base-replaced = { $card } is put into the trash to make room (11-5-2)
event-gcg-pairs = { $player } pairs { $card } with { $unit }{ $linked ->
        [yes] {" "}— linked
       *[no] {""}
    }
event-gcg-pairs-from = { $player } pairs { $card } from their { $zone ->
        [hand] hand
       *[trash] trash
    } with { $unit }{ $linked ->
        [yes] {" "}— linked
       *[no] {""}
    }
event-gcg-uses-command = { $player } uses { $card }
event-gcg-activates-support = { $player } activates 《Support { $n }》 of { $card }
event-gcg-activates = { $player } activates { $card }: { $text }
event-gcg-overflow-trashed = { $card } is put into the trash: the battle area holds 6 units (11-4-2; not destroyed, 11-4-2-1)

## Log lines: battle
event-gcg-attacks-player = { $unit } attacks { $target }
event-gcg-attacks-unit = { $unit } attacks { $target }
event-gcg-no-block = { $player } does not block
event-gcg-blocks = { $unit } blocks (《Blocker》, 8-3-1)
event-gcg-battle-damage-card = { $unit } deals { $n } battle damage to { $target }
event-gcg-battle-damage-shield = { $unit } deals { $n } battle damage to { $player }'s top shield
event-gcg-battle-damage-player = { $unit } deals { $n } battle damage to { $player }, who has no shields (8-5-2-2)
event-gcg-battle-ends = the battle ends

## Log lines: effects
event-gcg-no-target = { $text } — no legal target: it does not activate (10-2-2)
event-gcg-main-not-activated = { $text } — no legal target: its 【Main】 does not activate (10-2-2); the steps after it are done
event-gcg-no-battle-to-last = { $card }: "during this battle" has no battle to last (8-2-3); nothing changes
event-gcg-gains-keyword = { $card } gains 《{ $keyword-word }》{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
# s11-gcg-read: a trait gained for a while (2-5-3)
event-gcg-gains-trait = { $card } gains { $traits }{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
event-gcg-gets-modifier = { $card } gets { $modify } { $until ->
        [turn] during this turn
        [battle] during this battle
       *[other] {""}
    }
event-gcg-returns-to-hand = { $card } returns to { $owner }'s hand
event-gcg-breach-no-target = 《Breach》: { $player } has no base or shield; it does not activate (13-1-2-4)
event-gcg-breach-base = 《Breach { $n }》 deals { $n } damage to { $card }
event-gcg-breach-shield = 《Breach { $n }》 deals { $n } damage to { $player }'s top shield
event-gcg-support = 《Support { $n }》: { $card } gets AP+{ $n } during this turn
event-gcg-recovers = { $card } recovers { $n }
event-gcg-rest = { $card } is { $rested ->
        [yes] rested
       *[no] set active
    }
event-gcg-takes-damage = { $card } takes { $n } damage
event-gcg-destroyed = { $card } is destroyed
event-gcg-shield-destroyed = { $player }'s shield is destroyed: { $card }
event-gcg-uses-burst = { $player } uses the Burst of { $card }
event-gcg-finishes-effect = { $player } finishes resolving the effect
event-gcg-declines = { $player } chooses not to use the effect (10-1-3)
event-gcg-modified = { $card } gets AP{ $ap-signed } HP{ $hp-signed } ({ $until })
event-gcg-granted = { $card } gains 《{ $keyword-word }》 ({ $until })
event-gcg-moved = { $card } is moved to { $to ->
       *[other] { $to-word }
    }
event-gcg-looks = { $player } looks at the top { $n } card(s) of their deck
event-gcg-looks-private = { $player } looks at the top of their deck: { $cards }
event-gcg-reveals = { $player } reveals { $card }
event-gcg-searches = { $player } searches their deck for a card and shuffles it
event-gcg-searches-private = { $player } takes { $card } from their deck

## Log lines: the end of the game
event-gcg-deck-empty = { $player }'s deck is empty (11-2-1-2)
event-gcg-deck-empty-multi = { $player }'s deck is empty (12-2-5 / 12-3-9-2)
event-gcg-eliminated = { $player } is eliminated: their cards and effects leave the game (12-2-5)
event-gcg-game-over = the game is over: { $winner ->
        [draw] a draw
       *[other] { $winner } wins
    }

## Log lines: judge fixes
event-gcg-fix-move = judge fix: { $hidden ->
        [yes] a card
       *[no] { $card }
    } of { $owner } moves from { $source } to { $to ->
       *[other] { $to-word }
    }
event-gcg-fix-move-private = judge moves { $card } from { $owner }'s { $source } to { $to }
event-gcg-fix-damage = judge fix: { $card } now has { $n } damage
event-gcg-fix-rest = judge fix: { $card } is now { $rested ->
        [yes] rested
       *[no] active
    }
event-gcg-fix-shuffle = judge fix: { $player }'s { $zone } is shuffled (seeded{ $salted ->
        [yes] , new salt)
       *[no] )
    }
event-gcg-fix-turn = judge fix: it is now { $player }'s main phase

## Refusals: whose turn, what now
refusal-gcg-match-over = the match is over
refusal-gcg-not-a-player = { $player } is not a player in this match
refusal-gcg-choose-more = choose the targets the effect names before it goes on
refusal-gcg-eliminated = { $player } has been eliminated and is no longer in the game
refusal-gcg-no-prompt = nothing is waiting for a decision
refusal-gcg-captain = your captain { $player } decides this for the team
refusal-gcg-action-step-turn = the action step goes round the table: it is { $player }'s turn to act or pass
refusal-gcg-not-your-turn = it is { $player }'s turn to { $task-word }
refusal-gcg-wrong-time = `{ $kind }` is not possible now: the game is waiting for you to { $task-word }
refusal-gcg-first-player-decided = the first player was decided; they choose the direction of play

## Refusals: cards and costs
refusal-gcg-no-such-card = there is no card { NUMBER($id, useGrouping: 0) }
refusal-gcg-not-in-hand = that card is not in your hand
refusal-gcg-level = { $card } is Lv.{ $level } but you have only { $have } resources{ $team ->
        [yes] {" "}(a teammate's Lv. does not count)
       *[no] {""}
    }
refusal-gcg-cost = { $card } costs { $cost } but you have only { $have } active resources{ $team ->
        [yes] {" "}(a teammate cannot pay for you)
       *[no] {""}
    }
refusal-gcg-deploy-not-unit = { $card } is not a unit; only units are deployed to the battle area
refusal-gcg-not-a-unit = { $card } is not a unit
refusal-gcg-not-a-base = { $card } is not a base
refusal-gcg-not-a-command = { $card } is not a command
refusal-gcg-ex-cannot-pay = those resources cannot pay this cost
refusal-gcg-no-play-option = { $card } has no optional payment to make as it is played
refusal-gcg-play-option-count = { $card }'s optional payment is: { $verb ->
        [destroy] destroy
        [discard] discard
        [rest] rest
       *[other] return to hand
    } { $n }
refusal-gcg-play-option-card = { $card }'s optional payment cannot be made with that card: it must be one of your { $verb ->
        [discard] hand cards
       *[other] Units
    } as printed
refusal-gcg-field-pay = `pay` must be a list of card ids
refusal-gcg-cannot-pair = { $card } cannot be paired: it is neither a pilot nor a command with a 【Pilot】 effect
refusal-gcg-pair-target = a pilot is paired with one of your units in your battle area
refusal-gcg-has-pilot = { $unit } already has a pilot: one pilot per unit
refusal-gcg-command-timing = { $card } cannot be used now: a command needs { $timing ->
        [main] 【Main】 in your main phase
       *[other] 【Action】 in an action step
    }
refusal-gcg-command-no-target = { $card } needs a target and there is none

## Refusals: activated effects
refusal-gcg-activate-own = you can activate effects of your own units and base only
refusal-gcg-no-such-effect = { $card } has no such effect to activate now
refusal-gcg-support-rested = 《Support》 rests the unit as its cost; this unit is already rested
refusal-gcg-once-per-turn = this effect was already used this turn (【Once per Turn】)
refusal-gcg-cost-rested = this effect's cost rests the card, and it is already rested
refusal-gcg-effect-cost = this effect costs { $cost }; you have { $have } active resources
refusal-gcg-effect-no-target = this effect needs a target and there is none

## Refusals: attacks and blocks
refusal-gcg-attack-own = only your units in your battle area can attack
refusal-gcg-attacker-rested = { $unit } is rested; an attacking unit must be active
refusal-gcg-deployed-this-turn = { $unit } was deployed this turn and cannot attack until your next turn (a link unit can)
refusal-gcg-attack-target = a unit attacks the opponent or one of the opponent's rested units
refusal-gcg-target-active = { $unit } is active; only rested units can be attacked
refusal-gcg-attack-own-team = a unit never attacks its own team
refusal-gcg-attack-team-target = a unit attacks the opposing team (by its name) or a rested unit of one of its players
refusal-gcg-target-eliminated = { $player } has been eliminated
refusal-gcg-attack-player-target = a unit attacks another player still in the game or a rested unit of theirs
refusal-gcg-attack-unit-target = a unit attacks a rested unit of another player{ $team ->
        [yes] {" "}of the opposing team
       *[no] {""}
    }
refusal-gcg-block-own = only your own units in your battle area can block
refusal-gcg-no-blocker = { $unit } does not have 《Blocker》
refusal-gcg-block-attacked = { $unit } is the unit being attacked; it cannot block
refusal-gcg-blocker-rested = { $unit } is rested; a blocker must be active
refusal-gcg-high-maneuver = the attacker has 《High-Maneuver》: no 《Blocker》 can be used
refusal-gcg-blocked-once = 《Blocker》 can be used once per attack

## Refusals: choices, discards and effects resolved by hand
refusal-gcg-not-a-choice = { $on-field ->
        [yes] { $card }
       *[no] that card
    } is not one of the choices
refusal-gcg-listed-twice = a card is listed twice
refusal-gcg-discard-count = discard exactly { $n } card(s), down to 10
refusal-gcg-discard-from-hand = you can only discard cards from your hand
refusal-gcg-not-optional = this effect is not a "may" effect: it must be carried out as far as possible
refusal-gcg-effect-target-field = an effect can only do that to a unit or base on the field
refusal-gcg-no-damage = { $card } has no damage to recover
refusal-gcg-no-battle = there is no battle for "during this battle" to last
refusal-gcg-move-visible = an effect moves a card you can see: one on the field, in a trash, in the removal area, in your hand, or the card being resolved
refusal-gcg-move-limbo = only the card whose effect is resolving can be moved from there
refusal-gcg-search-own-deck = search takes a card from your own deck

## Refusals: malformed actions (a field's value)
refusal-gcg-field-card-id = `{ $name }` must be a card id
refusal-gcg-field-bool = `{ $name }` must be true or false
refusal-gcg-field-int = `{ $name }` must be a whole number from { $low } to { $high }
refusal-gcg-field-direction = `direction` must be clockwise or counterclockwise
refusal-gcg-field-targets = `targets` must be a list of card ids
refusal-gcg-field-target = `target` must be the opponent's name or a card id
refusal-gcg-field-target-multi = `target` must be a player's (team: the team's) name or a card id
refusal-gcg-field-cards = `cards` must be a list of card ids
refusal-gcg-field-ap-hp = `ap` and `hp` must be whole numbers from -20 to 20
refusal-gcg-field-ap-or-hp = give `ap` or `hp`
refusal-gcg-field-until = `until` must be turn, battle or permanent
refusal-gcg-field-keyword = `keyword` is one of blocker, first_strike, high_maneuver, repair N, breach N, support N
refusal-gcg-field-to = `to` must be one of { $zones }
refusal-gcg-token-name = `name` is the token's printed name, 1 to { $max } characters
refusal-gcg-token-traits = `traits` is a list of up to 5 traits
refusal-gcg-token-full = your battle area holds 6 units: move one to the trash first

## Refusals: judge fixes
refusal-gcg-fix-card-id = `card` must be the id of a card in this match
refusal-gcg-card-left-game = that card left the game with its eliminated owner
refusal-gcg-not-a-fix = `{ $kind }` is not a judge fix; fixes are { $fixes }
refusal-gcg-fix-move-to = `to` must be one of { $zones }
refusal-gcg-fix-move-pilot = move the unit, and its pilot goes with it (3-3-6)
refusal-gcg-fix-move-battle = only a unit, and at most 6 units (4-5-4)
refusal-gcg-fix-move-base = only a base goes to the base section
refusal-gcg-fix-move-resource = only a resource goes to the resource area
refusal-gcg-fix-damage-n = `n` is the damage to set, 0 to 99
refusal-gcg-fix-damage-zone = damage is only kept on units and bases (5-5-1)
refusal-gcg-fix-rested = `rested` must be true or false
refusal-gcg-fix-rest-zone = only cards in the battle area, base section or resource area are active or rested (5-4-1)
refusal-gcg-fix-shuffle-zone = `player` is A or B and `zone` is deck or shields
refusal-gcg-fix-salt = `salt` is up to 32 letters and digits
refusal-gcg-fix-turn-active = `active` is the player (team battle: the team) whose main phase it becomes

# Notes on the board (chapter 12)
note-gcg-order = Turn order: { $order }{ $out ->
    [0] {""}
   *[other] {" · "}eliminated: { $eliminated }
}
note-gcg-victory = Victory: { $victory ->
    [first_hit] first hit wins (12-2-5-1)
   *[last_standing] last one standing (12-2-5-2)
}
note-gcg-top-owner = top: { $player }'s

# Table words (`bot.i18n.engine`: engine-<game>-<slug> before engine-<slug>)
engine-gcg-choose-the-direction-of-play-12-2-1 = choose the direction of play (12-2-1)
engine-gcg-choose-the-direction-of-play = choose the direction of play
engine-gcg-team = team

# issue 29, s2-gcg: a by-hand AP and HP change in one line
event-gcg-by-hand-modify-both = { $player } resolves { $card }'s effect by hand: { $target } gets AP{ $ap-signed } HP{ $hp-signed } { $until ->
        [battle] during this battle
        [permanent] permanently
       *[other] during this turn
    }
# issue 29, s2-gcg: effects on what a unit may attack (8-2-1, 10-1-5-6)
event-gcg-may-attack = { $card } may choose an active enemy unit as printed as its attack target{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
refusal-gcg-cant-attack-player = { $unit } can't choose the enemy player as its attack target (its effect)

# issue 29, s4-gcg-chosen: "It can't attack during this turn" on a chosen unit
event-gcg-cant-attack = { $card } can't attack{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
refusal-gcg-cant-attack = { $unit } can't attack during this turn (its effect)
# issue 29, s4-gcg-chosen: looking at the top of the deck by a printed effect (10-3-5)
event-gcg-look-takes = { $player } reveals { $card } and adds it to their hand
event-gcg-look-bottom = { $player } puts { $n } card(s) on the bottom of their deck in random order
event-gcg-look-takes-none = { $player } takes none of the cards
# r2-look (issue 29): a look that returns a card to the top (10-3-5)
event-gcg-look-top = { $player } returns a card to the top of their deck
event-gcg-look-trash = { $player } places { $cards } into their trash
event-gcg-look-reveal-top = { $player } reveals { $card } and returns it to the top of their deck
refusal-gcg-look-must-return = the text returns 1 of the cards to the top of your deck: choose which (10-1-3)
## s4-gcg-trig: printed triggers without a timing marker and continuous effects
event-gcg-damage-prevented = { $card } can't receive { $damage ->
        [battle] battle damage
       *[other] effect damage
    } from this (10-1-5-6); none is dealt
event-gcg-damage-reduced = { $card }: the damage it receives is reduced by { $n } (its effect)
refusal-gcg-forced-attack-target = { $unit } must choose { $targets } as its attack target (an effect, 10-1-5)
event-gcg-cant-be-set-active = { $card } can't be set as active (its effect, 10-1-5-6)
event-gcg-ap-not-reduced = { $card }'s AP can't be reduced by enemy effects (10-1-5-6)
refusal-gcg-cant-be-paired = { $unit } can't be paired with a pilot (its effect)
event-gcg-shield-damage-prevented = { $player }'s shields can't receive { $damage ->
        [battle] battle damage
       *[other] effect damage
    } from this (10-1-5-6); none is dealt

# s4-gcg-verbs (issue 29): an effect's "Discard N" (5-11-1)
refusal-gcg-effect-discard-count = discard exactly { $n } card(s), as the effect says
# s4-gcg-verbs (issue 29): "Place the top N cards of your deck into your trash" (4-9-2: public)
event-gcg-mills = { $player } places the top { $n } card(s) of their deck into their trash: { $cards }
# s4-gcg-verbs (issue 29): activation costs "Rest 1 of your (X) Units:", "Exile N … from your trash:"
refusal-gcg-cost-cannot-be-paid = this effect's cost cannot be paid in full
event-gcg-exiled-from-trash = { $card } is exiled from { $player }'s trash
# s16-verb (issue 29): a Unit exiled from play (5-12-1); its paired pilot goes along (3-3-6)
event-gcg-exiled-from-play = { $card } is exiled from the game
event-gcg-exiled-from-play-with-pilot = { $card } and its pilot { $pilot } are exiled from the game
# s4-gcg-verbs (issue 29): "This Unit can't be paired with a Pilot" (10-1-5-6)
# s4-gcg-verbs (issue 29): "It can't choose the enemy player as its attack target during this turn" (10-1-5-6)
event-gcg-cant-attack-player = { $card } can't choose the enemy player as its attack target{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }

# r2-chosen (issue 29): "Choose 1 friendly Unit. It can't receive … damage during this turn"
event-gcg-cant-receive-damage = { $card } can't receive { $damage ->
        [battle] battle damage
        [effect] effect damage
       *[other] damage
    } as printed{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
event-gcg-no-set-active = { $card } won't be set as active in { $player }'s next start phase
event-gcg-stays-rested = { $card } is not set as active (its effect, 7-2-3)
event-gcg-damage-cut = { $card }: { $next ->
        [true] the next damage
       *[other] { $damage ->
            [battle] battle damage
           *[other] damage
        }
    } it receives is reduced by { $n }{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
event-gcg-damage-cut-used = { $card }: the damage it receives is reduced by { $n } (an effect)
event-gcg-no-attack-to-change = no enemy unit is battling: the attack target stays (8-5-1)
event-gcg-attack-target-changed = { $attacker } now attacks { $unit } (an effect, 8-5-1)
event-gcg-may-attack-deployed = { $card } may attack on the turn it is deployed

# r2-trig (issue 29): "During this battle, your shield area cards can't receive damage from …"
event-gcg-shields-guarded = { $player }'s shield area cards can't receive { $damage ->
        [battle] battle damage
        [effect] effect damage
       *[other] damage
    } from the cards the effect names during this battle (10-1-5-6)

# s5-gcg-b (issue 29): a card of the trash / hand deployed by an effect (5-8-1, 2-10-1)
event-gcg-deploy-from = { $player } deploys { $card } from their { $zone ->
        [hand] hand
       *[trash] trash
    }
event-gcg-deploy-paid = { $player } pays { $n } to deploy { $card } from their { $zone ->
        [hand] hand
       *[trash] trash
    }
refusal-gcg-discard-not-as-printed = that card is not one the effect lets you discard
event-gcg-cant-block = { $card } can't activate 《Blocker》{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
refusal-gcg-cant-block = { $unit } can't activate 《Blocker》: an effect says so
event-gcg-to-deck-bottom = { $card } goes to the bottom of { $owner }'s deck (a cost)
event-gcg-look-bottom-ordered = { $player } puts { $n } card(s) on the bottom of their deck in an order they chose
refusal-gcg-look-order = choose the order in which the cards go to the bottom of your deck: the next card to put there
event-gcg-to-deck = { $card } goes to the { $where ->
        [top] top
       *[bottom] bottom
    } of { $owner }'s deck

# s5-gcg-a (issue 29): "Activate 【Main】 on the card paired with this Unit" (10-1-8)
event-gcg-activates-paired = { $card } activates { $timing ->
        [action] 【Action】
       *[main] 【Main】
    } of { $pilot }
event-gcg-nothing-to-activate = { $card }: no paired card with { $timing ->
        [action] 【Action】
       *[main] 【Main】
    } — nothing is activated (1-3-2)
# s5-gcg-a: "Choose 3 (X) cards from your trash. Exile them. If you do, …" with fewer cards (1-3-2)
event-gcg-short-of-whole = { $text } — only { $have } of the { $n } cards it chooses: resolved by hand (1-3-2)
event-gcg-short-of-mill = { $text } — only { $have } of the { $n } cards it places: resolved by hand (1-3-2)
event-gcg-unsettled-then = { $text } — an earlier step was not done: whether the step after "Then," is done is not settled (1-3-7, 10-2-1): resolved by hand
event-gcg-enemy-player-by-hand = { $text } — which enemy player it means is for the players to settle: resolved by hand (12-2-6)
# s11-gcg-read: "… to the top or bottom of their deck": the bottom chosen (each_look.py)
event-gcg-look-to-bottom = { $player } puts the card on the bottom of their deck
# s11-gcg-read: "They may draw 1" declined by the chosen enemy player
event-gcg-declines-draw = { $player } chooses not to draw (10-1-3)
# s11-gcg-read: "… for each 4 AP this Unit has" when that card has left play
event-gcg-stat-amount-by-hand = { $card }: the amount counts a stat of a card no longer in play — resolve it by hand (10-2-1)
# s6-gcg-a (issue 29): a delayed trigger made by an effect, "During this turn, when …" (10-1-6-1)
event-gcg-delayed-trigger = { $card }: a trigger of { $source } waits until the end of this turn
# s7-gcg (issue 29): a unit whose own text lets it attack only rested enemy units on its deploy turn (3-2-4)
refusal-gcg-deployed-attack-units-only = { $unit } was deployed this turn: its effect lets it attack only the enemy units it names, not this target
# s7-gcg (issue 29): "Return them to their owner's deck and shuffle it" (a card of the trash: public)
event-gcg-shuffled-into-deck = { $card } is shuffled into { $owner }'s deck

# s8-gcg-b (issue 29): "can't" restrictions on every subject (10-1-5-6)
refusal-gcg-cant-attack-effect = { $unit } can't attack: an effect says so
refusal-gcg-cant-be-blocked = { $unit } can't be blocked: an effect says so
event-gcg-cant-be-blocked = { $card } can't be blocked{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
refusal-gcg-cant-be-attacked = { $unit } can't be chosen as an attack target: an effect says so
event-gcg-cant-be-attacked = { $card } can't be chosen as an attack target{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }

## s8-gcg-d: a chosen card put on its owner's deck (3-3-6, 4-1-7); a keyword lost (13-1, 10-1-5-6)
event-gcg-to-deck-with-pilot = { $card } and its pilot { $pilot } go to the { $where ->
        [top] top
       *[bottom] bottom
    } of { $owner }'s deck, in an order { $owner } chooses
event-gcg-deck-ordered = { $player } puts { $n } card(s) on the { $where ->
        [top] top
       *[bottom] bottom
    } of their deck in an order they chose
event-gcg-loses-keyword = { $card } loses 《{ $keyword-word }》{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
refusal-gcg-deck-order = choose the order in which these cards go to the { $where ->
        [top] top
       *[bottom] bottom
    } of your deck: the next card, nearest the top first

# s9-gcg-b: "Choose 1 friendly Unit. During this turn, when it receives enemy (battle) damage, reduce it by 2."
event-gcg-damage-cut-enemy = { $card }: { $damage ->
        [battle] battle damage
        [effect] effect damage
       *[other] damage
    } from an enemy it receives is reduced by { $n }{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }

# s9-gcg-c (issue 29): choosing one of the ■ effects of "choose 1 of the following effects" (modal.py)
event-gcg-chooses-mode = { $player } chooses the effect: { $effect } (10-3-3)
event-gcg-no-mode = { $text } — none of its effects can be carried out: it does not activate (10-2-2)
refusal-gcg-mode-not-offered = that effect cannot be carried out now: it is not one of the choices
event-gcg-chooses-player = { $player } chooses { $chosen } (10-3-3)
event-gcg-no-player-to-choose = { $text } — no enemy player can be chosen: nothing is done (10-3-3-1)
refusal-gcg-player-not-offered = { $player } is not one of the players the effect lets you choose
refusal-gcg-field-player = `player` must be a player's seat

# s11-gcg-exec (issue 29): an effect granted to a unit, "It gains the following effect during this turn / battle:" (5-16-1)
event-gcg-granted-effect = { $card } gains an effect of { $source } until the end of this turn (5-16-1)
event-gcg-granted-effect-battle = { $card } gains an effect of { $source } until the end of this battle (5-16-1)
# s11-gcg-exec (issue 29): "You may pay ①. If you do, …" (10-1-7-3, 1-3-2); a hand card revealed onto the deck (4-1-7)
event-gcg-pays = { $player } pays { $n }
event-gcg-cannot-pay = { $player } cannot pay { $n }: not paid (1-3-2)
event-gcg-reveal-to-deck = { $player } reveals { $card } from their hand and puts it on the { $where ->
    [top] top
   *[bottom] bottom
} of their deck
# s11-gcg-exec (issue 29): "can't be destroyed by enemy effects" / "by effects" (5-10-1, 10-1-5-6)
event-gcg-cant-be-destroyed-by-enemy = { $card } can't be destroyed by enemy effects{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
event-gcg-cant-be-destroyed-by-effects = { $card } can't be destroyed by effects{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
event-gcg-not-destroyed = { $card } can't be destroyed by this effect: it stays (10-1-5-6)
event-gcg-forced-attack-target = enemy units must choose { $card } as their attack target while they can{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
event-gcg-cant-be-chosen-by-enemy = { $card } can't be chosen by enemy effects{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
event-gcg-cant-be-returned-by-enemy = { $card } can't be returned to its owner's hand by enemy effects{ $until ->
        [turn] {" "}during this turn
        [battle] {" "}during this battle
       *[other] {""}
    }
event-gcg-not-returned = { $card } can't be returned to its owner's hand by this effect: it stays (10-1-5-6)
event-gcg-unsettled-choice = { $text } — whether { $card }, which can't be chosen by its owner's opponent's effects, may be chosen by its owner here is not settled (10-3-3): resolved by hand
refusal-gcg-cant-be-chosen = { $card } can't be chosen by your effects: an effect says so
refusal-gcg-cant-be-returned = { $card } can't be returned to its owner's hand by your effects: an effect says so
# s11-gcg-exec (issue 29): "Then, you may choose A and B." declined (10-1-3)
event-gcg-declines-step = { $player } chooses not to do it (10-1-3)
# s11-gcg-exec (issue 29): "If C, you may …" with C false: not asked (10-2-1)
event-gcg-condition-fails = { $text } — its condition does not hold: it does not activate (10-2-1)
# s11-gcg-exec (issue 29): lethal damage from an effect a unit "can't be destroyed by": by hand (5-10-1, 5-5-2)
event-gcg-unsettled-destruction = { $text } — whether it destroys { $card }, which can't be destroyed by its effects, is not settled (5-10-1, 5-5-2): resolved by hand
event-gcg-unsettled-threshold = { $text } — whether { $card }, which can't receive some amounts of damage, receives this damage once reduced is not settled (10-1-9-1, 10-1-5-6): resolved by hand
# s13-trig (issue 29): one trigger for several simultaneous events that speaks of "it" (10-1-6-3)
event-gcg-several-events-by-hand = { $text } — it triggered once for several cards at once (10-1-6-3), and which of them it speaks of is not said: resolved by hand
# s17-gcg: the durations that end in a later turn (next_turn.py, 7-6-6-1)
event-gcg-waits-next-turn = { $card }: the effect of { $source } waits for { $player }{ $side ->
        [yours] 's
       *[opponents] 's opponent's
    } next turn
event-gcg-lasts-next-turn = { $card }: it lasts until the end of { $player }{ $side ->
        [yours] 's
       *[opponents] 's opponent's
    } next turn
# s17-gcg round 2: a delayed trigger lasting to the end of a later turn (7-6-6-1; events.carry_delayed)
event-gcg-delayed-trigger-next-turn = { $card }: a trigger of { $source } waits until the end of { $player }{ $side ->
        [yours] 's
       *[opponents] 's opponent's
    } next turn
event-gcg-granted-effect-next-turn = { $card } gains an effect of { $source } until the end of { $player }{ $side ->
        [yours] 's
       *[opponents] 's opponent's
    } next turn (5-16-1)
# s18-cover round 2: a command's target named up front that its effect cannot choose
refusal-gcg-preset-not-a-target = { $on-field ->
        [yes] { $card }
       *[no] that card
    } is not a target this effect can choose (10-3-3): { $text }
