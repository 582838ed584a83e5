# Action labels on buttons, selects and autocomplete, one key per action kind of a game
# (`<game>.action.<kind>` of the engine's ActionText). Variables: the action's arguments,
# card names already in place; `$<arg>-is` is "card" when the argument was a card,
# `$<arg>-kind` the part before ":" of a tagged value, `$<arg>-word` a game word (zone, duration,
# keyword) in the language, `$<arg>-signed` a number with its sign, `$<arg>-next` an index
# counted from 1, `$<arg>-has` yes when given and not empty, `$<arg>-given` yes when given, yes/no for flags, and lists of cards joined the language's way.

## Gundam Card Game
action-gcg-deploy = Deploy { $card }{ $pay-has ->
        [yes] {" "}— { $pay-by ->
            [destroy] destroy
            [discard] discard
            [rest] rest
            [return_to_hand] return to hand
           *[other] pay with
        } { $pay } first{ $as-level-given ->
            [yes] {" "}(Lv.{ $as-level }, cost { $as-cost })
           *[no] {""}
        }
       *[no] {""}
    }
action-gcg-deploy-base = Deploy base { $card }{ $pay-has ->
        [yes] {" "}— { $pay-by ->
            [destroy] destroy
            [discard] discard
            [rest] rest
            [return_to_hand] return to hand
           *[other] pay with
        } { $pay } first{ $as-level-given ->
            [yes] {" "}(Lv.{ $as-level }, cost { $as-cost })
           *[no] {""}
        }
       *[no] {""}
    }
action-gcg-pair = Pair { $card } with { $unit }{ $pay-has ->
        [yes] {" "}— { $pay-by ->
            [destroy] destroy
            [discard] discard
            [rest] rest
            [return_to_hand] return to hand
           *[other] pay with
        } { $pay } first{ $as-level-given ->
            [yes] {" "}(Lv.{ $as-level }, cost { $as-cost })
           *[no] {""}
        }
       *[no] {""}
    }
action-gcg-command = Use { $card }{ $pay-has ->
        [yes] {" "}— { $pay-by ->
            [destroy] destroy
            [discard] discard
            [rest] rest
            [return_to_hand] return to hand
           *[other] pay with
        } { $pay } first{ $as-level-given ->
            [yes] {" "}(Lv.{ $as-level }, cost { $as-cost })
           *[no] {""}
        }
       *[no] {""}
    }
action-gcg-activate = { $ability ->
        [support] { $card }: Support
       *[other] { $ability-kind ->
            [pilot] Activate { $card }'s pilot
           *[other] Activate { $card }
        }
    }
action-gcg-attack = { $unit } attacks { $target }
action-gcg-end-main = End main phase
action-gcg-block = Block with { $unit }
action-gcg-no-block = Don't block
action-gcg-pass = Pass
action-gcg-burst = { $use ->
        [yes] Use Burst
       *[no] Don't use Burst
    }
action-gcg-choose-order = { $direction ->
        [clockwise] Play clockwise
        [counterclockwise] Play counter-clockwise
       *[other] { $first ->
            [yes] Go first
           *[no] Go second
        }
    }
action-gcg-mulligan = { $redraw ->
        [yes] Redraw hand
       *[no] Keep hand
    }
action-gcg-choose = { $card-is ->
        [card] Choose { $card }
       *[other] { $player-given ->
            [yes] Choose { $player }
           *[other] { $mode-given ->
                [yes] ■{ $effect }
               *[other] Resolve effect { $index-next } first
            }
        }
    }
action-gcg-discard = Discard { $cards }
action-gcg-resolve = Done / use the effect
action-gcg-decline = Don't use the effect
action-gcg-draw = Draw { $n }
action-gcg-token = Deploy { $n } { $name } token (AP{ $ap } HP{ $hp })
action-gcg-damage = Deal { $n } damage to { $target }
action-gcg-recover = { $target } recovers { $n }
action-gcg-rest = Rest { $target }
action-gcg-set-active = Set { $target } active
action-gcg-destroy = Destroy { $target }
action-gcg-modify = { $target } AP{ $ap-signed } HP{ $hp-signed } ({ $until-word })
action-gcg-grant = { $target } gains { $keyword-word } ({ $until-word })
action-gcg-move = Move { $card } to { $to-word }
action-gcg-concede = Concede

## Ultraman Card Game
action-ucg-choose-order = { $first ->
        [yes] Go first
       *[no] Go second
    }
action-ucg-mulligan = { $redraw ->
        [yes] Redraw 6
       *[no] Keep hand
    }
action-ucg-set-scene = Set scene { $card }{ $draw ->
        [yes] {" "}and draw
       *[no] {""}
    }
action-ucg-set = Set { $card } face down{ $area-has ->
        [yes] {" "}in area { $area }
       *[no] {""}
    }
action-ucg-level-up = Level up { $character } with { $card }
action-ucg-activate = Use [Activate ability] of { $card }{ $pay-has ->
        [yes] {" "}paying { $pay }
       *[no] {""}
    }
action-ucg-pass = Pass
action-ucg-choose = { $cards-has ->
        [yes] Discard { $cards }
       *[no] { $n-has ->
            [yes] { $n ->
                [0] Charge no cards under { $card }
               *[other] Charge { $n } under { $card }
            }
           *[no] { $ability-has ->
                [yes] Resolve { $card } next
               *[no] Choose { $card }
            }
        }
    }
action-ucg-resolve = Done / use the effect
action-ucg-decline = Don't use the effect
action-ucg-draw = Draw { $n }
action-ucg-reveal = Reveal the top { $n } of your deck
action-ucg-bp = { $target } BP{ $n-signed }
action-ucg-level = { $target } level { $n ->
        [1] up
       *[other] down
    }
action-ucg-result = { $target }: battle result { $result-word }
action-ucg-move = Move { $card } to { $to-word }
action-ucg-swap = Swap { $target } and { $with }
action-ucg-nullify = Nullify effect { $ability-next } of { $target }
action-ucg-charge = Charge { $n } under { $character }
action-ucg-concede = Concede

## Azur Lane TCG
action-altcg-play = Play { $card }{ $slot-has ->
        [yes] {" "}at { $slot-word }
       *[no] {""}
    }{ $pay-has ->
        [yes] {" "}discarding { $pay }
       *[no] {""}
    }
action-altcg-retrofit = Retrofit { $onto } into { $card }
action-altcg-activate = Activate { $card }{ $ability-is ->
        [card] {" "}(ability { $ability-next })
       *[other] {""}
    }
action-altcg-end-main = End main phase
action-altcg-attack = { $unit } attacks { $target }
action-altcg-end-battle = End the battle phase
action-altcg-support = Support with { $card }
action-altcg-pass = Pass
action-altcg-comeback = { $use ->
        [yes] Use [Comeback]{ $slot-has ->
            [yes] {" "}at { $slot-word }
           *[no] {""}
        }
       *[no] Keep the card in hand
    }
action-altcg-choose-order = { $first ->
        [yes] Go first
       *[no] Go second
    }
action-altcg-mulligan = { $redraw ->
        [yes] Redraw hand
       *[no] Keep hand
    }
action-altcg-choose = { $place-given ->
        [yes] { $place ->
            [top] Put it on the top of your deck
           *[bottom] Put it on the bottom of your deck
        }
       *[no] { $cards-has ->
            [yes] Choose { $cards }
           *[no] { $ability-has ->
                [yes] Resolve { $card }'s ability next
               *[no] Choose { $card }
            }
        }
    }
action-altcg-resolve = Done / use the effect
action-altcg-decline = Don't use the effect
action-altcg-draw = Draw { $n }
action-altcg-discard = Discard { $cards }
action-altcg-power = { $target } power { $n-signed } ({ $until-word })
action-altcg-rest = Rest { $target }
action-altcg-set-active = Set { $target } active
action-altcg-destroy = Destroy { $target }
action-altcg-move = Move { $card } to { $to-word }
action-altcg-awaken = Awaken your flagship
action-altcg-concede = Concede

## Gundam War NEX-A
action-nexa-play = { $as ->
        [g] Play { $card } as a G
       *[other] Play { $card }{ $targets-has ->
            [yes] {" "}→ { $targets }
           *[no] {""}
        }
    }
action-nexa-activate = { $effect ->
        [guard] { $card }: guard system on the { $side-word } force in { $area-word }
       *[other] { $card }: text { $effect-next }{ $targets-has ->
            [yes] {" "}→ { $targets }
           *[no] {""}
        }
    }{ $cost ->
        [0] {" "}(pay A)
        [1] {" "}(pay B)
       *[other] {""}
    }{ $copy-given ->
        [yes] {" "}(copy text { $copy-next })
       *[other] {""}
    }{ $reveal-given ->
        [yes] {" "}(reveal { $reveal })
       *[other] {""}
    }
action-nexa-sortie = { $space-has ->
        [yes] Sortie space: { $space }{ $earth-has ->
            [yes] ; earth: { $earth }
           *[no] {""}
        }
       *[no] { $earth-has ->
            [yes] Sortie earth: { $earth }
           *[no] No sortie
        }
    }
action-nexa-mulligan = { $redraw ->
        [yes] Redraw hand
       *[no] Keep hand
    }
action-nexa-discard = Discard { $cards }
action-nexa-choose = { $position-given ->
        [yes] Move card { $position } from the top to your hand
       *[no] { $place-given ->
            [yes] { $place ->
                [top] Keep it on top of the Home country
               *[bottom] Put it on the bottom of the Home country
            }
           *[no] { $order-has ->
                [yes] Apply { $order }
               *[no] { $number-given ->
                    [yes] { $number-has ->
                        [yes] Move { $number } to the hangar
                       *[no] Move nothing to the hangar
                    }
                   *[no] { $cards-has ->
                        [yes] Target { $cards }
                       *[no] Apply nothing (the text is optional)
                    }
                }
            }
        }
    }
action-nexa-damage = Effect: damage { $n } ({ $what })
action-nexa-deck-damage = Effect: deck damage { $n } ({ $what })
action-nexa-modify = Effect: modify { $m-signed }/{ $r-signed }/{ $d-signed } ({ $what })
action-nexa-roll = Effect: roll ({ $what })
action-nexa-reroll = Effect: reroll ({ $what })
action-nexa-destroy = Effect: destroy ({ $what })
action-nexa-move = Effect: move to { $to-word } ({ $what })
action-nexa-draw = Effect: draw { $n }
action-nexa-resolve = Done / use the effect
action-nexa-decline = Don't use the effect
action-nexa-pass = Pass
action-nexa-concede = Concede

# issue 29, s4-gcg-chosen: looking at the top of the deck by a printed effect (10-3-5)
action-gcg-take = Take { $card }

# s6-altcg (issue 29): an ability plays a ship from the hand at a slot (302.1a)
action-altcg-deploy = Play { $card } at { $slot-word }
