# Action labels on buttons, selects and autocomplete, one key per action kind of a game
# (`<game>.action.<kind>` of the engine's ActionText). Variables: the action's arguments,
# card names already in place; `$<arg>-is` is "card" when the argument was a card,
# `$<arg>-kind` the part before ":" of a tagged value, `$<arg>-word` a game word (zone, duration,
# keyword) in the language, `$<arg>-signed` a number with its sign, `$<arg>-next` an index
# counted from 1, yes/no for flags, and lists of cards joined the language's way.

## Gundam Card Game
action-gcg-deploy = Deploy { $card }
action-gcg-deploy-base = Deploy base { $card }
action-gcg-pair = Pair { $card } with { $unit }
action-gcg-command = Use { $card }
action-gcg-activate = { $ability ->
        [support] { $card }: Support
       *[other] { $ability-kind ->
            [pilot] Activate { $card }'s pilot
           *[other] Activate { $card }
        }
    }
action-gcg-attack = { $target-is ->
        [card] { $unit } attacks { $target }
       *[other] Attack { $target } with { $unit }
    }
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
       *[other] Resolve effect { $index-next } first
    }
action-gcg-discard = Discard { $cards }
action-gcg-resolve = Done / use the effect
action-gcg-decline = Don't use the effect
action-gcg-draw = Draw { $n }
action-gcg-damage = Deal { $n } damage to { $target }
action-gcg-recover = { $target } recovers { $n }
action-gcg-rest = Rest { $target }
action-gcg-set-active = Set { $target } active
action-gcg-destroy = Destroy { $target }
action-gcg-modify = { $target } AP{ $ap-signed } HP{ $hp-signed } ({ $until-word })
action-gcg-grant = { $target } gains { $keyword-word } ({ $until-word })
action-gcg-move = Move { $card } to { $to-word }
action-gcg-concede = Concede
