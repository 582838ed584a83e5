# Gundam War NEX-A (`nexa`): the engine's log lines and refusals (rules_engine/games/nexa).
# Keys and variables: see the heads of ../events.ftl and ../refusals.ftl. The English reads
# exactly as the engine's own text; ja and zh-Hant say the same with the same variables.
# Clause ids stay as the engine cites them (the Japanese rulebook v1.2).

## Log lines

event-nexa-ace-replaced = { $card } moves to { $owner }'s hangar: another ACE of theirs enters the Field (B7-10)
event-nexa-by-hand = { $card }: { $player } applies its text by hand: { $text }
event-nexa-command-resolves = { $card } resolves
event-nexa-concedes = { $player } concedes; { $winner } wins
event-nexa-cross-weapon-gains = { $card } gains { $text } until turn end (Cross weapon, D-114)
event-nexa-cross-weapon-has = { $card } already has { $text }; Cross weapon gives nothing (D-114)
event-nexa-deck-damage = { $player }'s Home country takes { $damage } damage ({ $left } left)
event-nexa-deck-out = { $draw ->
        [yes] both Home countries are empty: a draw (B5-1)
       *[no] { $player }'s Home country is empty: { $winner } wins (B5-1)
    }
event-nexa-declines-text = { $player } does not apply the text
event-nexa-destroyed = { $card } is destroyed
event-nexa-destruction-negated = { $card }'s destruction is negated (D-95)
event-nexa-discards = { $player } discards { $count } card(s) down to { $limit } (B10-2)
event-nexa-discards-private = { $player } discards { $cards }
event-nexa-draws = { $player } draws a card
event-nexa-draws-private = { $player } draws { $card }
event-nexa-enters = { $card } enters { $player }'s deploy area { $how }
event-nexa-finishes-text = { $player } finishes applying the text
event-nexa-fix-damage = judge fix: { $card } now has { $damage } damage
event-nexa-fix-move = judge fix: { $hidden ->
        [yes] a card
       *[no] { $card }
    } of { $owner } moves from { $from } to { $to }
event-nexa-fix-move-private = judge moves { $card } from { $from } to { $to }
event-nexa-fix-rest = judge fix: { $card } is now { $now }
event-nexa-fix-shuffle = judge fix: { $player }'s Home country is shuffled (seeded)
event-nexa-force-deals = { $player }'s force in { $area } deals { $power } (speed { $speed })
event-nexa-force-power = { $player }'s force in { $area } gets { $power-signed } force power until it disbands (B9-3)
event-nexa-gain-bonus = { $card } gets +{ $x }/+{ $x }/+{ $x } until turn end (Gain)
event-nexa-gain-no-effect = { $card }: Gain has no effect (D-110)
event-nexa-gain-other-attribute = Gain: not the same attribute, no effect (D-110)
event-nexa-gain-reveals = Gain: { $player } reveals { $card } ({ $number }) from the top of their Home country (D-110)
event-nexa-guard = guard system: { $player }'s force in { $area } { $sign }{ $level }
event-nexa-guard-fails = { $card }: the guard system fails (D-127)
event-nexa-hangar-nothing = { $player } moves nothing to the hangar (Share, D-112)
event-nexa-host-gone = { $card }: its unit is gone, the play fails (D-32)
event-nexa-keeps = { $player } keeps their hand
event-nexa-modified = { $card } gets { $m-signed }/{ $r-signed }/{ $d-signed }
event-nexa-moves-to = { $card } moves to its owner's { $zone ->
        [deck_bottom] deck (bottom)
        [removed] removed cards (out of the game)
       *[other] { $zone }
    }
event-nexa-moves-to-hangar = { $player } moves { $card } from their Home country to the hangar (Share, D-112)
event-nexa-no-target = { $card }: no legal target, the text does nothing (D-31)
event-nexa-piercing-damage = { $card } takes { $damage } damage (Piercing damage, D-103)
event-nexa-piercing-lost = { $damage } Piercing damage is left after the last unit and is lost (D-103)
event-nexa-plays = { $player } plays { $card }{ $as-g ->
        [yes] {" "}as a G
       *[no] {""}
    }
event-nexa-plays-guard = { $player } plays the guard system of { $card }
event-nexa-plays-text = { $player } plays a text of { $card }
event-nexa-ps-armor = { $card } returns to its owner's hand (PS armor, D-115)
event-nexa-puts-in-g = { $player } puts { $card } into the G zone
event-nexa-deck-to-g = { $player } puts the top card of their Home country, { $card }, into the G zone{ $rolled ->
        [yes] {" "}rolled
       *[no] {""}
    } (D-19)
event-nexa-redraws = { $player } redraws their hand
event-nexa-refit-gone = { $card }: the revealed unit is gone, Refit fails (D-111)
event-nexa-refit-unique = { $card }: a card of that name is already on the Field, Refit fails (D-120)
event-nexa-refit-replaces = { $card } replaces { $old } (Refit, D-111)
event-nexa-removed = { $card } is removed from the game (B10-2)
event-nexa-reroll-phase = turn { $turn }: { $player } rerolls their cards (B7-1)
event-nexa-reveals-for-refit = { $player } reveals { $card } for Refit (D-111)
event-nexa-rolls = { $card } is { $rolled ->
        [yes] rolled
       *[no] rerolled
    }
event-nexa-scrapped = { $card } is discarded to the junkyard (Scrap, B9-11)
event-nexa-set-host-gone = { $card }: the card to set it on has left the deploy area, the play fails (D-72)
event-nexa-set-on = { $card } is set on { $host }
event-nexa-share-search = { $player } looks through their Home country (Share[{ $trait }], D-112)
event-nexa-sortie-fails = { $player }'s sortie into { $area } fails: the attacking force has High mobility (D-105)
event-nexa-sorties = { $player } sorties into { $area }: { $units }
event-nexa-takes-damage = { $card } takes { $damage } damage
event-nexa-target-gone = { $card }: its target is gone, the effect fails (D-32)
event-nexa-text-applies = { $card }: { $text } applies (B10-3)
event-nexa-text-fires = { $card }: its { $event } text fires (B10-3)
event-nexa-text-resolves = { $card }: { $text } resolves

## Refusals

refusal-nexa-ace-has-character = an ACE counts as a unit with a character set (B7-10)
refusal-nexa-ace-in-deploy = an ACE is played only in a deploy phase with no cut (D-48-2)
refusal-nexa-already-destroyed = that unit is already destroyed (D-94)
refusal-nexa-as-is-g = `as` is g or omitted
refusal-nexa-battle-area-text = that text is used by a card in a battle area ({ $rule })
refusal-nexa-card-id-expected = `{ $arg }` must be a card id
refusal-nexa-card-in-match = `card` must be the id of a card in this match
refusal-nexa-cards-in-hand = `cards` is a list of cards in your hand
refusal-nexa-cards-list = `cards` is a list of card ids
refusal-nexa-character-on-field = a character named { $card } is already on your Field (B7-10)
refusal-nexa-character-own-unit = a character is set on your own unit on the Field (B7-10)
refusal-nexa-colour-needed = the roll cost needs { $count } { $colour } G
refusal-nexa-command-timing = { $card } is played at { $side ->
        [own] own.
        [enemy] enemy.
       *[other] {""}
    }{ $phase } timing (D-48-3)
refusal-nexa-copy-for-cross-weapon = `copy` is for Cross weapon (D-114)
refusal-nexa-cost-choice = this text costs A / B: name `cost`: 0 (A) or 1 (B) (B10-7)
refusal-nexa-cross-weapon-copy = { $has-texts ->
        [yes] Cross weapon copies one of { $card }'s original texts other than Cross weapon: name `copy` from 0 to { $last } (D-114)
       *[no] { $card } has no original text other than Cross weapon to copy (D-114)
    }
refusal-nexa-damage-range = `n` is the damage to set, 0 to 99
refusal-nexa-discard-exactly = discard exactly { $count } to bring your hand to { $limit } (B10-2)
refusal-nexa-discard-from-hand = you can only discard cards from your hand (B10-2)
refusal-nexa-hand-discard-exactly = the effect discards exactly { $count } card(s) of your hand (D-96)
refusal-nexa-hand-discard-from-hand = the effect discards cards of your own hand (D-96)
refusal-nexa-hand-discard-short = the text discards { $count } card(s) of your hand and you have fewer (D-128)
refusal-nexa-nothing-to-resolve = it would do nothing: what it acts on is not on the field (D-128)
refusal-nexa-effect-index = `effect` is the index of one of the card's texts
refusal-nexa-effect-on-unit = an effect acts on a unit on the Field (D-30)
refusal-nexa-fix-cut = a card waiting in a cut cannot be moved by a fix
refusal-nexa-fix-damage-field = damage is kept only on units on the Field (B9-10)
refusal-nexa-fix-deploy-unit = only a unit or ACE goes to the deploy area this way (B7-10)
refusal-nexa-fix-rest-field = only cards on the Field are rolled or standing (B7-2)
refusal-nexa-fix-to-one-of = `to` must be one of { $options }
refusal-nexa-force-list = `{ $area }` is a list of your units, front first
refusal-nexa-g-in-own-deploy = a G is played only in your own deploy phase with no cut (D-48-1)
refusal-nexa-gain-once = Gain once per turn per player (D-110)
refusal-nexa-graphic-as-g = a graphic can only be played as a G (B7-10)
refusal-nexa-guard-area-side = name `area` and `side`: own = an engaged own force, enemy = a non-engaged enemy force (B7-11)
refusal-nexa-guard-damage-step = the guard system is played in the damage step (B7-11)
refusal-nexa-guard-needs-g = the guard system's ① needs another standing G (B7-11)
refusal-nexa-guard-once = the guard system once per turn per player (B7-11)
refusal-nexa-guard-own-g = only your own G with a guard level has the guard system (B7-11)
refusal-nexa-guard-rolled = a rolled G cannot roll for its guard system (B7-11, D-128)
refusal-nexa-in-own-deploy = a { $type } is played only in your own deploy phase with no cut (D-48-1)
refusal-nexa-move-on-field = `move` moves a card on the Field (D-30)
refusal-nexa-reveal-own = reveal a card of your own hand (D-3)
refusal-nexa-search-own = search takes a card of your own Home country (D-5)
refusal-nexa-mrd-range = `m`, `r`, `d` are numbers from -20 to 20, not all 0
refusal-nexa-name-host = name the unit to set the character on (B7-10)
refusal-nexa-name-legal-targets = name { $count } legal target(s) for the text (D-31)
refusal-nexa-name-targets = name { $count } target(s) (D-31)
refusal-nexa-no-effect-waiting = `{ $kind }` is an effect action: no effect waits to be applied by hand (B10-3)
refusal-nexa-no-g-sign = { $card } has no G sign and cannot be played as a G (B7-3)
refusal-nexa-no-legal-target = there is no legal target: it cannot be played (D-31, D-128)
refusal-nexa-no-targets = a { $type } takes no targets
refusal-nexa-no-terrain = { $card } has no { $area } terrain (D-87 ①)
refusal-nexa-not-a-fix = `{ $kind }` is not a judge fix; fixes are { $fixes }
refusal-nexa-not-an-action = `{ $kind }` is not a NEX-A action
refusal-nexa-not-legal-target = that card is not a legal { $aim } target (D-31)
refusal-nexa-not-your-decision = it is { $player }'s decision now, not { $actor }'s ({ $rule })
refusal-nexa-not-your-effect = the effect is { $player }'s to apply, not { $actor }'s (B10-3)
refusal-nexa-number-range = `{ $arg }` is a number from 1 to 20
refusal-nexa-one-ace = only one ACE per turn (B7-10)
refusal-nexa-one-area = a unit sorties into one area only (D-87 ①)
refusal-nexa-one-character = one character per unit (B7-10)
refusal-nexa-one-g = only one G per deploy phase (B7-3)
refusal-nexa-order-list = `order` is a list of card ids
refusal-nexa-own-texts-only = you can only play texts of your own cards on the Field (B10-5)
refusal-nexa-pay-exact = those G do not pay the roll cost { $cost } exactly
refusal-nexa-pay-list = `pay` is a list of your G to roll
refusal-nexa-pay-own-standing = `pay` may only name your own standing G
refusal-nexa-pay-twice = a G is named twice in `pay`
refusal-nexa-pays-own-roll-cost = this card pays its own R cost already (B10-7)
refusal-nexa-play-from-hand-or-hangar = you can only play cards from your hand or hangar (B7-3)
refusal-nexa-player-one-of = `player` is one of { $players }
refusal-nexa-psycommu-nt = Psycommu needs an own character with trait NT in this card's battle area (D-108)
refusal-nexa-redraw-bool = `redraw` is true or false
refusal-nexa-refit-reveal = Refit reveals (`reveal`) a unit with trait { $trait } from your hand or hangar whose Total national power is at most your number of G (D-111)
refusal-nexa-repeat-once-per-cut = a ①/⓪ text once per cut (B10-7)
refusal-nexa-rested-bool = `rested` must be true or false
refusal-nexa-reveal-for-refit = `reveal` is for Refit (D-111)
refusal-nexa-roll-cost-rolled = the R cost rolls this card, which is already rolled (B10-7)
refusal-nexa-roll-cost-short = not enough standing G of the right colours for the roll cost { $cost }
refusal-nexa-salt = `salt` is up to 32 letters and digits
refusal-nexa-same-text = that unit already has a text of the same wording; it cannot gain it (D-114)
refusal-nexa-scrap-order = name every destroyed unit once, in the order their Scrap effects resolve (D-40)
refusal-nexa-set-operation-target = name a card in a deploy area (yours or the enemy's) to set { $card } on: { $set-on ->
        [any] any card
       *[other] a { $set-on }
    } that is not a G (B7-10, D-72, D-78)
refusal-nexa-share-choice = Share moves a card with trait { $trait } from your Home country, named by its `number`, or none (`number: null`) (D-112)
refusal-nexa-share-turn = Share is used only in the turn its card was played and entered the Field (D-112)
refusal-nexa-shuffle-args = `player` is A or B and `zone` is deck
refusal-nexa-single-cost = `cost` names the way to pay an A / B cost; this text has one cost
refusal-nexa-sortie-own-deploy = only your units in your deploy area can sortie (D-87 ①)
refusal-nexa-sortie-rolled = { $card } is rolled: a rolled unit cannot sortie (D-87 ①)
refusal-nexa-target-card-id = `target` must be a card id
refusal-nexa-targets-list = `targets` is a list of card ids
refusal-nexa-text-cost-g = not enough standing G for the text's cost (B10-7)
refusal-nexa-text-not-played = that text is not played (B10-3)
refusal-nexa-text-timing = that text is played at { $side ->
        [own] own.
        [enemy] enemy.
       *[other] {""}
    }{ $phase } timing (B10-6)
refusal-nexa-text-used = that text was already played this turn (B10-7)
refusal-nexa-to-one-of = `to` is one of { $options }
refusal-nexa-total-power = the total National power is { $power }; the cost needs { $need } (B7-4 ①)
refusal-nexa-trigger-order = name every waiting automatic effect once, in the order to apply them (D-40)
refusal-nexa-unique-on-field = ★: you already have { $card } on the Field (D-120)
refusal-nexa-unknown-player = unknown player { $player }
refusal-nexa-until-one-of = `until` is one of { $options }
refusal-nexa-wrong-prompt = `{ $kind }` does not answer the { $prompt } prompt

# Notes on the board
note-nexa-cut = Cut: { $cards }
note-nexa-engaged = { $area-word }: engaged

# Table words (`bot.i18n.engine`: engine-<game>-<slug> before engine-<slug>)
engine-nexa-ace = ace
engine-nexa-character = character
engine-nexa-graphic = graphic
engine-nexa-operation = operation
engine-nexa-rolled = rolled
engine-nexa-deploy-phase = Deploy phase
engine-nexa-main = main
engine-nexa-before = before
engine-nexa-after = after
engine-nexa-deploy-area = Deploy area
engine-nexa-space-force = Space force
engine-nexa-earth-force = Earth force
engine-nexa-in-the-cut = In the cut
engine-nexa-play = Play
engine-nexa-texts = Texts
engine-nexa-battle = Battle
engine-nexa-play-or-pass-free-timing = play or pass (free timing)
engine-nexa-cut-in-or-pass = cut in or pass
engine-nexa-sortie-units = sortie units
engine-nexa-discard-down-to-6 = discard down to 6
engine-nexa-order-the-automatic-effects = order the automatic effects
engine-nexa-choose-the-targets-of-an-automatic-effect = choose the targets of an automatic effect
engine-nexa-apply-an-effect-by-hand = apply an effect by hand
engine-nexa-choose-a-card-for = choose a card for Share
engine-nexa-choose-the-cards-of-their-hand-the-effect-discards = choose the cards of their hand the effect discards
event-nexa-condition-fails = { $card }: its condition no longer holds, the effect fails (D-42)
event-nexa-gains-keyword = { $card } gains { $keyword ->
        [high_mobility] High Mobility
        [first_strike] First Strike
        [untargetable] Untargetable by enemy effects
       *[assault] Assault
    } { $until ->
        [force_disband] until its force disbands
       *[turn_end] until turn end
    }
refusal-nexa-text-condition = that text is played only { $condition ->
        [engaged] while this card is engaged
       *[in_battle_area] while this card is in a battle area
    } (D-42)
event-nexa-gains-terrain = { $card } gains the terrain { $terrain ->
        [space] space
        [earth] earth
       *[other] space and earth
    } until turn end (B9-1)

# By hand (issue 29 §3): NEX-A's own effect actions (the shared ones are event-core-by-hand-* in events.ftl).
event-nexa-by-hand-deck-damage = { $player } resolves { $card }'s effect by hand: deal { $n } damage to { $whose }'s deck
event-nexa-by-hand-roll = { $player } resolves { $card }'s effect by hand: roll { $target }
event-nexa-by-hand-reroll = { $player } resolves { $card }'s effect by hand: reroll { $target }
event-nexa-by-hand-modify = { $player } resolves { $card }'s effect by hand: { $target } gets { $m-signed }/{ $r-signed }/{ $d-signed } { $until ->
        [force_disband] until force disband
        [permanent] permanently
       *[other] during this turn
    }
# issue 29 (s2-nexa): untargetable by enemy effects (D-35)
refusal-nexa-untargetable = that unit cannot be the target of enemy effects (D-35)
# issue 29 (s5-nexa): "scrap this card; if you do, ..." (D-96, D-127)
event-nexa-scrapped-by-effect = { $card } is discarded to the junkyard (Scrap, D-96)
event-nexa-scrap-fails = { $card }: it is no longer on the field to be discarded, the effect fails (D-127)
event-nexa-hand-discard-fails = { $card }: { $player } has fewer than { $n } card(s) in hand to discard, the effect fails (D-127)
event-nexa-hand-discarded = { $player } discards { $cards } from their hand to the junkyard (Scrap, D-96)
event-nexa-source-gone-fails = { $card }: it is no longer on the field, the effect fails (D-127)
event-nexa-scrap-own-target = { $card }: its target is the card it discards, the effect fails (D-127)
# issue 29 (s5-nexa): an optional automatic text ("you may ...") not applied
event-nexa-text-not-applied = { $card }: { $player } chooses not to apply its text
event-nexa-looks-at-top = { $player } looks at the top card of their Home country (D-2)
event-nexa-look-placed = { $player } puts the card they looked at on the { $place ->
        [top] top
       *[bottom] bottom
    } of their Home country (D-2)
refusal-nexa-look-place = the card you looked at goes back on `place: top` or to `place: bottom` of your Home country (D-2)
note-nexa-looked = Top card of your Home country: { $card }
engine-nexa-put-the-card-they-looked-at-on-the-top-or-the-bottom-of-their-home-country = put the card they looked at on the top or the bottom of their Home country
# s17-games round 3: look at the top N cards of the Home country, move one to the hand (D-2)
event-nexa-looks-at-top-cards = { $player } looks at the top { $count } cards of their Home country (D-2)
event-nexa-look-taken = { $player } moves 1 of the cards they looked at to their hand; the other { $rest } stay on top of their Home country in their order (D-2)
event-nexa-look-taken-private = { $player } moves { $card } to their hand; the other { $rest } stay on top of their Home country in their order (D-2)
refusal-nexa-look-take = name the card you move to your hand by its `position` among the { $count } you looked at, 1 being the top (D-2)
note-nexa-looked-cards = Top cards of your Home country: { $cards }
engine-nexa-move-one-of-the-cards-they-looked-at-to-their-hand = move one of the cards they looked at to their hand
# s18-games round 2: a text naming 1 to 2 units (D-30)
refusal-nexa-name-several-targets = name { $low } to { $high } units, the number the text prints (D-30, D-31)
refusal-nexa-same-target-twice = name each unit once: the targets are different units (D-30)
