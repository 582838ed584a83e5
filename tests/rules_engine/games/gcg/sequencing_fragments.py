"""s8-gcg-c (issue 29): phrase fragments in the official English phrasing, each with what it
must mean to the engine — composed by test_reader_sequencing.py into sentences no seen card
prints. Written by hand (invented names, real templates); clauses are the zh-Hant rules'
(v1.1.0): 10-2-1 conditions, 10-1-6 triggers, 10-1-7 costs, 13-2 timing markers."""

from __future__ import annotations

from typing import Any

# --- conditions ("If <cond>, …", "…, if <cond>."; 10-2-1) -------------------------------------
# (phrase, the engine's StepCondition as printed.translate gives it)

def _count(who: str, op: str, n: int, other: bool = False, **more: Any) -> dict[str, Any]:
    return {"kind": "count", "who": who, "op": op, "n": n, "other": other, **more}


def _between(low: dict[str, Any], high: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "all", "all_of": [low, high]}


def _trash(who: str, op: str, n: int, **more: Any) -> dict[str, Any]:
    return {"kind": "count", "who": who, "zone": "trash", "op": op, "n": n, **more}


def _battle_kill(who: str, where: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"kind": "this_turn", "happened": "battle_kill", "who": who, **({"where": where} if where else {})}


def _paid(n: int, op: str, **more: Any) -> dict[str, Any]:
    return {"kind": "this_turn", "happened": "paid", "n": n, "op": op, **more}


CONDITIONS: list[tuple[str, dict[str, Any]]] = [
    # units / bases in play, yours / friendly / enemy / other, with filters (3-2, 12-3-10)
    ("you have 2 or more Units in play", _count("yours", ">=", 2)),
    ("you have 2 or less Units in play", _count("yours", "<=", 2)),
    ("you have no Units in play", _count("yours", "==", 0)),
    ("you have only 1 Unit in play", _count("yours", "==", 1)),
    ("you have exactly 2 Units in play", _count("yours", "==", 2)),
    ("you have 2 or more rested Units in play", _count("yours", ">=", 2, where={"state": "rested"})),
    ("you have a (Storm Fist) Unit in play", _count("yours", ">=", 1, where={"traits": ["Storm Fist"]})),
    ("you have another (Storm Fist) Unit in play",
     _count("yours", ">=", 1, True, where={"traits": ["Storm Fist"]})),
    ("you have 3 or more (Storm Fist) Units in play", _count("yours", ">=", 3, where={"traits": ["Storm Fist"]})),
    ("you have a Unit with 5 or more AP in play", _count("yours", ">=", 1, where={"min_ap": 5})),
    ("you have a Lv.5 or higher Unit in play", _count("yours", ">=", 1, where={"min_level": 5})),
    ("you have a Unit with <Blocker> in play", _count("yours", ">=", 1, where={"keyword": "blocker"})),
    ("you have a Unit token in play", _count("yours", ">=", 1, where={"token": True})),
    ("you have no (Storm Fist) Unit tokens in play",
     _count("yours", "==", 0, where={"traits": ["Storm Fist"], "token": True})),
    ("you have a Link Unit in play", _count("yours", ">=", 1, where={"state": "link"})),
    ("you have a damaged Unit in play", _count("yours", ">=", 1, where={"state": "damaged"})),
    ("a friendly (Storm Fist) Unit is in play", _count("friendly", ">=", 1, where={"traits": ["Storm Fist"]})),
    ("another friendly (Storm Fist) Unit is in play",
     _count("friendly", ">=", 1, True, where={"traits": ["Storm Fist"]})),
    ("2 or more enemy Units are in play", _count("enemy", ">=", 2)),
    ("there are 2 or more enemy Units in play", _count("enemy", ">=", 2)),
    ("there are 3 or more other rested Units in play", _count("any", ">=", 3, True, where={"state": "rested"})),
    ("your opponent has 2 or more Units in play", _count("enemy", ">=", 2)),
    ("your opponent has no Units in play", _count("enemy", "==", 0)),
    ("an enemy Unit with 5 or more AP is in play", _count("enemy", ">=", 1, where={"min_ap": 5})),
    ("no enemy Base is in play", _count("enemy", "==", 0, zone="base")),
    ("a friendly white Base is in play", _count("friendly", ">=", 1, zone="base", where={"colors": ["white"]})),
    ("you have a Base in play", _count("yours", ">=", 1, zone="base")),
    # pilots in play (paired, 3-3-9)
    ("you have a (Storm Fist) Pilot in play",
     {"kind": "count", "who": "yours", "zone": "pilot", "op": ">=", "n": 1, "where": {"traits": ["Storm Fist"]}}),
    # hand, trash, shields, resources (4-5 … 4-9; 5-17)
    ("you have 3 or more cards in your hand", {"kind": "hand_size", "who": "yours", "op": ">=", "n": 3}),
    ("you have 3 or less cards in your hand", {"kind": "hand_size", "who": "yours", "op": "<=", "n": 3}),
    ("you have no cards in your hand", {"kind": "hand_size", "who": "yours", "op": "==", "n": 0}),
    ("your opponent has 5 or more cards in their hand", {"kind": "hand_size", "who": "enemy", "op": ">=", "n": 5}),
    ("there are 4 or more cards in your trash", _trash("yours", ">=", 4)),
    ("there are 4 or less cards in your trash", _trash("yours", "<=", 4)),
    ("there are 3 or more (Storm Fist) cards in your trash", _trash("yours", ">=", 3, where={"traits": ["Storm Fist"]})),
    ("there are 3 or more Command cards in your trash", _trash("yours", ">=", 3, where={"type": "command"})),
    ("there are 2 or more Unit cards in your trash", _trash("yours", ">=", 2, where={"type": "unit"})),
    ("you have 4 or more cards in your trash", _trash("yours", ">=", 4)),
    ("your opponent has 7 or more cards in their trash", {"kind": "trash_size", "who": "enemy", "op": ">=", "n": 7}),
    ("there are 2 or less enemy Shields", {"kind": "shields", "who": "enemy", "op": "<=", "n": 2}),
    ("you have 2 or less shields", {"kind": "shields", "who": "yours", "op": "<=", "n": 2}),
    ("your opponent has 3 or less shields", {"kind": "shields", "who": "enemy", "op": "<=", "n": 3}),
    ("there are no enemy Units in play", _count("enemy", "==", 0)),
    ("there are 2 or more rested enemy Units in play", _count("enemy", ">=", 2, where={"state": "rested"})),
    ("you have 2 or more other Units in play", _count("yours", ">=", 2, True)),
    ("you have a Unit with \"Storm\" in its card name in play",
     _count("yours", ">=", 1, where={"name_contains": "Storm"})),
    ("you have a (Storm Fist) Base in play", _count("yours", ">=", 1, zone="base", where={"traits": ["Storm Fist"]})),
    ("you have no shields", {"kind": "shields", "who": "yours", "op": "==", "n": 0}),
    # s9-gcg-a: any one player, you included (4-6, 4-8; a team's shared shield area, 12-3)
    ("there is a player with 3 or less Shields", {"kind": "shields", "who": "any", "op": "<=", "n": 3}),
    ("a player has 2 or less shields", {"kind": "shields", "who": "any", "op": "<=", "n": 2}),
    ("there is a player with 6 or more cards in their hand", {"kind": "hand_size", "who": "any", "op": ">=", "n": 6}),
    ("you have no EX Resources", {"kind": "count", "who": "yours", "zone": "resources", "op": "==", "n": 0,
                                  "where": {"token": True}}),
    ("you have an EX Resource", {"kind": "count", "who": "yours", "zone": "resources", "op": ">=", "n": 1,
                                 "where": {"token": True}}),
    ("you have 2 or more EX Resources", {"kind": "count", "who": "yours", "zone": "resources", "op": ">=", "n": 2,
                                         "where": {"token": True}}),
    ("you have no remaining EX Resources", {"kind": "count", "who": "yours", "zone": "resources", "op": "==",
                                           "n": 0, "where": {"token": True}}),
    ("you have 5 or more Resources", {"kind": "count", "who": "yours", "zone": "resources", "op": ">=", "n": 5}),
    ("you are Lv.6 or higher", {"kind": "player_level", "op": ">=", "n": 6}),
    ("you are Lv.4 or lower", {"kind": "player_level", "op": "<=", "n": 4}),
    # s12-gcg-gen: how many enemy players, either bound (12-2-6)
    ("there are 2 or more enemy players", {"kind": "enemy_players", "op": ">=", "n": 2}),
    ("there are 2 or less enemy players", {"kind": "enemy_players", "op": "<=", "n": 2}),
    # whose turn (7-1)
    ("it is your turn", {"kind": "your_turn"}),
    ("it is your opponent's turn", {"kind": "opponents_turn"}),
    # this card's state (13-2-10, 13-2-12, 5-5)
    ("this Unit is rested", {"kind": "self", "where": {"state": "rested"}}),
    ("this Unit is active", {"kind": "self", "where": {"state": "active"}}),
    ("this Unit is damaged", {"kind": "self", "where": {"state": "damaged"}}),
    ("this Unit is paired", {"kind": "self", "where": {"paired": True}}),
    ("this Unit is paired with a Pilot", {"kind": "self", "where": {"paired": True}}),
    ("this Unit is paired with a (Storm Fist) Pilot", {"kind": "paired", "pilot": {"trait": "Storm Fist"}}),
    ("this Unit is paired with [Rowan Vey]", {"kind": "paired", "pilot": {"name": "Rowan Vey"}}),
    ("this Unit is linked", {"kind": "linked"}),
    # s10-gcg-b: no pilot paired with this Unit (3-3-4)
    ("a Pilot is not paired with this Unit", {"kind": "self", "where": {"paired": False}}),
    ("this Unit is not paired with a Pilot", {"kind": "self", "where": {"paired": False}}),
    ("this is a Link Unit", {"kind": "self", "where": {"state": "link"}}),
    ("this Unit has 5 or more AP", {"kind": "self", "where": {"min_ap": 5}}),
    ("this Unit has <Blocker>", {"kind": "self", "where": {"keyword": "blocker"}}),
    ("this Unit is a (Storm Fist) Unit", {"kind": "self", "where": {"traits": ["Storm Fist"]}}),
    ("this is a blue Unit", {"kind": "self", "where": {"colors": ["blue"]}}),
    # s11-gcg-read: a count between two printed numbers, both included (10-2-1)
    ("1 to 4 enemy Units are in play", _between(_count("enemy", ">=", 1), _count("enemy", "<=", 4))),
    ("there are 2 to 3 rested enemy Units in play",
     _between(_count("enemy", ">=", 2, where={"state": "rested"}), _count("enemy", "<=", 3, where={"state": "rested"}))),
    ("you have 1 to 2 (Storm Fist) Units in play",
     _between(_count("yours", ">=", 1, where={"traits": ["Storm Fist"]}),
              _count("yours", "<=", 2, where={"traits": ["Storm Fist"]}))),
    ("your opponent has 0 to 2 Units in play", _between(_count("enemy", ">=", 0), _count("enemy", "<=", 2))),
    # s13-gcg-exec: the turn's record (8-5-3, 7-6-6): an enemy Unit destroyed with battle damage this turn
    ("a friendly Unit paired with a Pilot has destroyed an enemy Unit with battle damage this turn",
     _battle_kill("friendly", {"paired": True})),
    ("one of your (Storm Fist) Units has destroyed an enemy Unit with battle damage during this turn",
     _battle_kill("yours", {"traits": ["Storm Fist"]})),
    ("one of your Units has destroyed an enemy Unit with battle damage this turn", _battle_kill("yours")),
    ("a friendly red Unit has destroyed an enemy Unit with battle damage during this turn",
     _battle_kill("friendly", {"colors": ["red"]})),
    # s13-gcg-exec: a payment for a Unit's effect this turn (10-1-7)
    ("you have paid ① or more for one of your Units' effects this turn", _paid(1, ">=")),
    ("you have paid ② or more for one of your other (Storm Fist) Units' effects during this turn",
     _paid(2, ">=", other=True, where={"traits": ["Storm Fist"]})),
    # s13-gcg-exec: a discard due to an effect of yours this turn (5-11-1)
    ("your opponent has discarded due to one of your effects this turn",
     {"kind": "this_turn", "happened": "discarded", "who": "enemy"}),    # s14-trig round 2: a unit destroyed by an effect (5-10-1) of a card with the bounds this turn (7-6-6)
    ("one of your Units has been destroyed by one of your (Storm Fist) card's effects during this turn",
     {"kind": "this_turn", "happened": "destroyed_by_effect", "who": "yours", "source_who": "yours",
      "source_where": {"traits": ["Storm Fist"]}}),
    ("one of your (Storm Fist) Units has been destroyed by one of your Units' effects this turn",
     {"kind": "this_turn", "happened": "destroyed_by_effect", "who": "yours", "where": {"traits": ["Storm Fist"]},
      "source_who": "yours", "source_kind": "unit"}),
    ("a friendly Unit has been destroyed by one of your red Command card's effects during this turn",
     {"kind": "this_turn", "happened": "destroyed_by_effect", "who": "friendly", "source_who": "yours",
      "source_kind": "command", "source_where": {"colors": ["red"]}}),
    # s15-gen (the conditions matrix): rested resources (4-4, 1-3-2), a pilot's Lv. bound (13-2-10-2),
    # "A or B" (10-2-1)
    ("you have 5 or more rested Resources", {"kind": "count", "who": "yours", "zone": "resources", "op": ">=",
                                             "n": 5, "where": {"state": "rested"}}),
    ("you have 2 or less rested Resources", {"kind": "count", "who": "yours", "zone": "resources", "op": "<=",
                                             "n": 2, "where": {"state": "rested"}}),
    ("this Unit is paired with a Pilot that is Lv.3 or lower", {"kind": "paired", "pilot": {"max_level": 3}}),
    ("this Unit is paired with a Pilot that is Lv.5 or higher", {"kind": "paired", "pilot": {"min_level": 5}}),
    ("you have a Base in play or you have 3 or less shields",
     {"kind": "any", "any_of": [_count("yours", ">=", 1, zone="base"),
                                {"kind": "shields", "who": "yours", "op": "<=", "n": 3}]}),
    ("it is your turn or your opponent has 2 or more Units in play",
     {"kind": "any", "any_of": [{"kind": "your_turn"}, _count("enemy", ">=", 2)]}),
    ("this Unit is damaged or you have 4 or more cards in your trash",
     {"kind": "any", "any_of": [{"kind": "self", "where": {"state": "damaged"}}, _trash("yours", ">=", 4)]}),
    # s15-gen: the two sides compared, strictly (10-2-1; 3-2 units, 4-6 shields, 4-8 hands)
    ("your opponent has more Units in play than you", {"kind": "compare", "of": "units", "more": "enemy"}),
    ("you have more rested Units in play than your opponent",
     {"kind": "compare", "of": "units", "more": "yours", "where": {"state": "rested"}}),
    ("you have fewer (Storm Fist) Units in play than your opponent",
     {"kind": "compare", "of": "units", "more": "enemy", "where": {"traits": ["Storm Fist"]}}),
    ("you have fewer shields than your opponent", {"kind": "compare", "of": "shields", "more": "enemy"}),
    ("your opponent has fewer shields than you", {"kind": "compare", "of": "shields", "more": "yours"}),
    ("your opponent has more cards in their hand than you", {"kind": "compare", "of": "hand", "more": "enemy"}),
    # s15-gen round 2: the turn's record of deploys (5-8) and destructions (5-10-1, 8-5-3; 7-6-6)
    ("you have deployed a Unit this turn", {"kind": "this_turn", "happened": "deployed", "who": "yours"}),
    ("you deployed a (Storm Fist) Unit during this turn",
     {"kind": "this_turn", "happened": "deployed", "who": "yours", "where": {"traits": ["Storm Fist"]}}),
    ("one of your Units has been destroyed this turn", {"kind": "this_turn", "happened": "destroyed", "who": "yours"}),
    ("an enemy Unit has been destroyed by battle this turn",
     {"kind": "this_turn", "happened": "destroyed", "who": "enemy", "by_battle": True}),
    ("one of your blue Units has been destroyed in battle during this turn",
     {"kind": "this_turn", "happened": "destroyed", "who": "yours", "where": {"colors": ["blue"]},
      "by_battle": True}),
]

# s9-gcg-a: conditions on how THIS command was played — known only to a command's 【Main】/【Action】
# (5-17-3-2); composed with command headers only (on a unit's trigger they are by hand).
COMMAND_CONDITIONS: list[tuple[str, dict[str, Any]]] = [
    ("you use an EX Resource to play this card", {"kind": "played_with_ex"}),
    ("you used an EX Resource to play this card", {"kind": "played_with_ex"}),
]

# Conditions the rules make meaningless after some effects are listed in the harness itself.

# --- effects the conditions attach to (each pinned by its own scenario already) -----------------
# (phrase, the executor's script without the condition; the condition lands on the first step)
EFFECTS: list[tuple[str, list[dict[str, Any]]]] = [
    ("draw 1", [{"draw": 1, "player": "self"}]),
    ("choose 1 enemy Unit. Deal 2 damage to it", [{"damage": 2, "target": "enemy_unit"}]),
    ("choose 1 of your Units. It gets AP+2 during this turn",
     [{"modify": {"ap": 2}, "until": "turn", "target": "your_unit"}]),
    ("choose 1 rested enemy Unit with 3 or less HP. Return it to its owner's hand",
     [{"return_to_hand": True, "target": "enemy_unit", "where": {"state": "rested", "max_hp": 3}}]),
    # s9-gcg-b: a resource chosen by its state (4-4, 1-3-2-1)
    ("choose 1 of your rested Resources. Set it as active",
     [{"set_active": True, "target": "your_resource", "where": {"state": "rested"}}]),
    # s9-gcg-b: a pilot as a target (3-3-9): only returned to its owner's hand
    ("choose 1 enemy Pilot that is Lv.4 or lower. Return it to its owner's hand",
     [{"return_to_hand": True, "target": "enemy_pilot", "where": {"max_level": 4}}]),
    # s12-gcg-exec: a chosen pilot destroyed alone (5-10-1, 4-9-1)
    ("choose 1 enemy Pilot that is Lv.4 or lower. Destroy it",
     [{"destroy": True, "target": "enemy_pilot", "where": {"max_level": 4}}]),
    # s10-gcg-a: placing the top cards of your deck into your trash (also after "If you do,": 10-2-1)
    ("place the top 2 cards of your deck into your trash", [{"mill": 2}]),
]

# --- triggers (10-1-6; 13-2) -----------------------------------------------------------------
# markers: (printed marker(s), the effect's header fields)
MARKERS: list[tuple[str, dict[str, Any]]] = [
    ("【Deploy】", {"timing": "deploy"}),
    ("【Attack】", {"timing": "attack"}),
    ("【Destroyed】", {"timing": "destroyed"}),
    ("【When Paired】", {"timing": "when_paired"}),
    ("【When Linked】", {"timing": "when_linked"}),
    ("【Activate･Main】", {"timing": "activate_main"}),
    ("【Activate･Action】", {"timing": "activate_action"}),
    ("【Attack】【Once per Turn】", {"timing": "attack", "once_per_turn": True}),
    ("【During Pair】【Attack】", {"timing": "attack", "requires": "paired"}),
    ("【During Link】【Attack】", {"timing": "attack", "requires": "linked"}),
    ("【When Paired･(Storm Fist) Pilot】", {"timing": "when_paired", "condition": {"trait": "Storm Fist"}}),
    ("【When Paired･[Rowan Vey]】", {"timing": "when_paired", "condition": {"name": "Rowan Vey"}}),
    # s9-gcg-b: a pilot's Lv. from below (13-2-9-2, 13-2-10-2)
    ("【When Paired･Lv.5 or Higher Pilot】", {"timing": "when_paired", "condition": {"min_level": 5}}),
    ("【During Pair･Lv.4 or Higher Pilot】【Attack】", {"timing": "attack", "conditions": [
        {"kind": "paired", "pilot": {"min_level": 4}}]}),
    ("【Activate･Main】【Once per Turn】", {"timing": "activate_main", "once_per_turn": True}),
]

# "At the start / end of … turn," (7-2-4-1, 7-6-4-1): (lead, the effect's header fields)
TURN_LEADS: list[tuple[str, dict[str, Any]]] = [
    # s13-gcg-exec: at the end of any turn whose record holds a payment (7-6-4-1, 10-1-6-2, 10-1-7)
    ("At the end of a turn where you have paid ① or more for one of your other (Storm Fist) Units' effects, ",
     {"timing": "end_of_turn", "whose": "any",
      "conditions": [_paid(1, ">=", other=True, where={"traits": ["Storm Fist"]})]}),
    ("At the end of a turn where you have paid ② or less for one of your Units' effects, ",
     {"timing": "end_of_turn", "whose": "any", "conditions": [_paid(2, "<=")]}),
    ("At the start of your turn, ", {"timing": "start_of_turn"}),
    ("At the start of each turn, ", {"timing": "start_of_turn", "whose": "any"}),
    ("At the start of your opponent's turn, ", {"timing": "start_of_turn", "whose": "any",
                                                "conditions": [{"kind": "opponents_turn"}]}),
    ("At the end of your turn, ", {"timing": "end_of_turn"}),
    ("At the end of each turn, ", {"timing": "end_of_turn", "whose": "any"}),
    ("At the end of your opponent's turn, ", {"timing": "end_of_turn", "whose": "any",
                                              "conditions": [{"kind": "opponents_turn"}]}),
]

# subjects of an unmarked trigger: (phrase, the EventTrigger's subject fields)
SUBJECTS: list[tuple[str, dict[str, Any]]] = [
    ("this Unit", {"subject": "this"}),
    ("one of your Units", {"subject": "yours"}),
    ("a friendly Unit", {"subject": "friendly"}),
    ("another friendly Unit", {"subject": "friendly", "other": True}),
    ("one of your (Storm Fist) Units", {"subject": "yours", "where": {"traits": ["Storm Fist"]}}),
    ("another friendly (Storm Fist) Unit", {"subject": "friendly", "other": True,
                                            "where": {"traits": ["Storm Fist"]}}),
    ("a friendly Unit with <Blocker>", {"subject": "friendly", "where": {"keyword": "blocker"}}),
    ("an enemy Unit", {"subject": "enemy"}),
    # s10-gcg-a: "your" and "friendly" together: the holder's own units (12-3-10, 12-3-11)
    ("one of your friendly Units", {"subject": "yours"}),
    ("one of your friendly (Storm Fist)/(Iron Veil) Units", {"subject": "yours",
                                                             "where": {"traits": ["Storm Fist", "Iron Veil"]}}),
]

# s10-gcg-a: "When you pair <pilot> with <unit>, …" (10-1-6-1, 5-9): (pilot phrase, the EventTrigger's
# object_where) × (unit phrase, the EventTrigger's subject fields)
PAIR_PILOTS: list[tuple[str, dict[str, Any]]] = [
    ("a Pilot", {}),
    ("a (Storm Fist) Pilot", {"object_where": {"traits": ["Storm Fist"]}}),
    ("a Pilot that is Lv.3 or lower", {"object_where": {"max_level": 3}}),
]
# s10-gcg-a: "…, choose 1 enemy Unit whose Lv. is equal to or lower than that Unit": "that Unit" is the
# event's unit (its printed Lv., 2-9) — (event sentence after "When ", the EventTrigger's fields)
THAT_UNIT_EVENTS: list[tuple[str, dict[str, Any]]] = [
    ("one of your other Units with <Repair> attacks",
     {"event": "attacks", "subject": "yours", "other": True, "where": {"keyword": "repair"}}),
    ("one of your (Storm Fist) Units is deployed", {"event": "deployed", "subject": "yours",
                                                    "where": {"traits": ["Storm Fist"]}}),
    ("a friendly Unit receives effect damage", {"event": "receives_damage", "subject": "friendly",
                                                "damage": "effect"}),
]

# s10-gcg-a: "When you use this Unit's <Support> to increase <unit>'s AP, …" (13-1-3-1): (unit phrase, the
# EventTrigger's object_where)
SUPPORTED_UNITS: list[tuple[str, dict[str, Any]]] = [
    ("a Unit", {}),
    ("a (Storm Fist) Unit", {"object_where": {"traits": ["Storm Fist"]}}),
    ("a friendly white Unit", {"object_where": {"colors": ["white"]}}),
    ("a Unit that is Lv.4 or higher", {"object_where": {"min_level": 4}}),
]
PAIR_UNITS: list[tuple[str, dict[str, Any]]] = [
    ("this Unit", {"subject": "this"}),
    ("one of your Units", {"subject": "yours"}),
    ("one of your white Units", {"subject": "yours", "where": {"colors": ["white"]}}),
    ("this Unit or one of your white Units", {"subject": "yours", "or_this": True, "where": {"colors": ["white"]}}),
    ("this Unit or one of your (Iron Veil) Units", {"subject": "yours", "or_this": True,
                                                    "where": {"traits": ["Iron Veil"]}}),
    ("this Unit or one of your Units that is Lv.4 or higher", {"subject": "yours", "or_this": True,
                                                               "where": {"min_level": 4}}),
]

# events: (phrase after the subject, the EventTrigger's event fields)
EVENTS: list[tuple[str, dict[str, Any]]] = [
    ("is deployed", {"event": "deployed"}),
    ("attacks", {"event": "attacks"}),
    ("is destroyed", {"event": "destroyed"}),
    ("receives damage", {"event": "receives_damage", "damage": "any"}),
    ("receives battle damage", {"event": "receives_damage", "damage": "battle"}),
    ("receives effect damage", {"event": "receives_damage", "damage": "effect"}),
    ("is rested by an effect", {"event": "rested", "by": "effect"}),
    ("is set as active by an effect", {"event": "set_active", "by": "effect"}),
    ("is rested by one of your opponent's effects", {"event": "rested", "by": "enemy_effect"}),
    ("deals battle damage to an enemy Unit", {"event": "deals_damage", "damage": "battle"}),
    ("links", {"event": "linked"}),
    ("recovers HP", {"event": "recovers"}),
    ("is destroyed with damage", {"event": "destroyed", "by": "damage"}),
    ("attacks an enemy Unit", {"event": "attacks", "target": "unit"}),
    ("is blocked by an enemy Unit that is Lv.4 or lower", {"event": "blocked", "object_where": {"max_level": 4}}),
    ("blocks", {"event": "blocks"}),
    ("is blocked", {"event": "blocked"}),
    ("destroys an enemy Unit with battle damage", {"event": "destroys", "damage": "battle"}),
    # s9-gcg-b: "with damage" (battle or effect damage, damage_kills.py); "an enemy card" (3-6-2)
    ("destroys an enemy Unit with damage", {"event": "destroys", "damage": "any"}),
    ("destroys an enemy shield area card with damage", {"event": "destroys_shield", "damage": "any"}),
    ("destroys an enemy shield area card with battle damage", {"event": "destroys_shield", "damage": "battle"}),
    ("destroys an enemy card with battle damage", {"event": "destroys_card", "damage": "battle"}),
    ("destroys an enemy card with damage", {"event": "destroys_card", "damage": "any"}),
]
# s10-gcg-a: "When (battle) damage from <subject> destroys …": the same events, printed damage first
DAMAGE_FROM_EVENTS: list[tuple[str, dict[str, Any]]] = [
    ("damage from {s} destroys an enemy shield area card", {"event": "destroys_shield", "damage": "any"}),
    ("battle damage from {s} destroys an enemy shield area card", {"event": "destroys_shield", "damage": "battle"}),
    ("damage from {s} destroys an enemy Unit", {"event": "destroys", "damage": "any"}),
]

# --- costs of 【Activate･Main】 (10-1-7) ---------------------------------------------------------
# (printed cost, the effect's `cost`, steps the cost adds in front of the script)
COSTS: list[tuple[str, dict[str, Any], list[dict[str, Any]]]] = [
    ("①", {"pay": 1, "rest_self": False}, []),
    ("②", {"pay": 2, "rest_self": False}, []),
    ("Rest this Unit", {"pay": 0, "rest_self": True}, []),
    ("①, Rest this Unit", {"pay": 1, "rest_self": True}, []),
    ("Destroy this Unit", {"pay": 0, "rest_self": False, "destroy_self": True, "return_self": None}, []),
    ("Return this Unit to its owner's hand", {"pay": 0, "rest_self": False, "destroy_self": False,
                                              "return_self": "hand"}, []),
    ("Discard 1", {"pay": 0, "rest_self": False}, [{"discard": 1, "cost": True}]),
    ("①, Discard 1", {"pay": 1, "rest_self": False}, [{"discard": 1, "cost": True}]),
    ("Discard 1 (Storm Fist) Unit card", {"pay": 0, "rest_self": False},
     [{"discard": 1, "cost": True, "discard_where": {"traits": ["Storm Fist"], "type": "unit"}}]),
    ("Exile 2 (Storm Fist) cards from your trash from the game", {"pay": 0, "rest_self": False},
     [{"exile": True, "target": "your_trash_cards", "count": 2, "cost": True, "where": {"traits": ["Storm Fist"]}}]),
    # s10-gcg-a: the trash named inside the selector ("… in your trash from the game")
    ("Exile 2 Command cards in your trash from the game", {"pay": 0, "rest_self": False},
     [{"exile": True, "target": "your_trash_cards", "count": 2, "cost": True, "where": {"type": "command"}}]),
    # s10-gcg-b: the newer lists' "in your trash" (5-12-1)
    ("Exile 4 cards in your trash from the game", {"pay": 0, "rest_self": False},
     [{"exile": True, "target": "your_trash_cards", "count": 4, "cost": True}]),
    # s11-gcg-exec: more than 6 cards of a trash (the executor chooses up to 15 there)
    ("Exile 10 (Storm Fist) cards in your trash from the game", {"pay": 0, "rest_self": False},
     [{"exile": True, "target": "your_trash_cards", "count": 10, "cost": True, "where": {"traits": ["Storm Fist"]}}]),
    ("Rest 2 of your Units", {"pay": 0, "rest_self": False},
     [{"rest": True, "target": "your_unit", "count": 2, "cost": True, "where": {"state": "active"}}]),
    ("Rest 1 of your (Storm Fist) Units", {"pay": 0, "rest_self": False},
     [{"rest": True, "target": "your_unit", "count": 1, "cost": True,
       "where": {"traits": ["Storm Fist"], "state": "active"}}]),
    # s13-gcg-gen: another unit of yours destroyed / returned as the cost (10-1-7-2, 5-10-1)
    ("Destroy 1 of your other Units", {"pay": 0, "rest_self": False},
     [{"destroy": True, "target": "other_your_unit", "count": 1, "cost": True}]),
    ("①, Destroy 1 of your (Storm Fist) Units", {"pay": 1, "rest_self": False},
     [{"destroy": True, "target": "your_unit", "count": 1, "cost": True, "where": {"traits": ["Storm Fist"]}}]),
    ("Destroy 1 of your Unit tokens", {"pay": 0, "rest_self": False},
     [{"destroy": True, "target": "your_unit", "count": 1, "cost": True, "where": {"token": True}}]),
    ("Place 1 of your other Units into its owner's trash", {"pay": 0, "rest_self": False},
     [{"destroy": True, "target": "other_your_unit", "count": 1, "cost": True}]),
    ("Return 1 of your other (Storm Fist) Units to its owner's hand", {"pay": 0, "rest_self": False},
     [{"return_to_hand": True, "target": "other_your_unit", "count": 1, "cost": True,
       "where": {"traits": ["Storm Fist"]}}]),
    ("Rest this Unit, Exile 2 cards from your trash", {"pay": 0, "rest_self": True},
     [{"exile": True, "target": "your_trash_cards", "count": 2, "cost": True}]),
]

# --- sequencing: "You may A. If you do, B." (10-2-1: B only when A was done) ----------------------
# (A, its script, the flag B's first step gets)
MAY_FIRST: list[tuple[str, list[dict[str, Any]], dict[str, Any]]] = [
    ("rest this Unit", [{"rest": True, "target": "self"}], {"condition": {"kind": "done"}}),
    ("destroy this Unit", [{"destroy": True, "target": "self"}], {"condition": {"kind": "done"}}),
    ("return this Unit to its owner's hand", [{"return_to_hand": True, "target": "self"}],
     {"condition": {"kind": "done"}}),
    ("choose 1 of your Units. Rest it", [{"rest": True, "target": "your_unit"}], {"condition": {"kind": "done"}}),
    ("choose 1 of your other Units. Destroy it", [{"destroy": True, "target": "other_your_unit"}],
     {"condition": {"kind": "done"}}),
    ("discard 1", [{"discard": 1}], {"if_discarded": True}),
    # s11-gcg-exec: "You may pay ①. If you do, …" — done when it was paid (10-1-7-3)
    ("pay ①", [{"pay": 1}], {"condition": {"kind": "done"}}),
    ("pay ②", [{"pay": 2}], {"condition": {"kind": "done"}}),
    # s11-gcg-exec: "choose 7 (X) cards from your trash. Exile them from the game" (whole, 10-3-3)
    ("choose 7 (Storm Fist) cards from your trash. Exile them from the game",
     [{"exile": True, "target": "your_trash_cards", "count": 7, "whole": True, "where": {"traits": ["Storm Fist"]}}],
     {}),
    ("discard 1 Unit card", [{"discard": 1, "discard_where": {"type": "unit"}}], {"if_discarded": True}),
    # s13-gcg-gen: put from the field into the trash by an effect: a destruction (5-10-1), the owner choosing
    ("place 1 of your other Units into its owner's trash", [{"destroy": True, "target": "other_your_unit"}],
     {"condition": {"kind": "done"}}),
    # s13-gcg-gen: the same exile with no "choose" printed, "from / in your trash (from the game)" (10-3-3, 5-12-1)
    ("exile 2 (Storm Fist) cards from your trash",
     [{"exile": True, "target": "your_trash_cards", "count": 2, "whole": True, "where": {"traits": ["Storm Fist"]}}],
     {}),
    ("exile 3 Unit cards in your trash from the game",
     [{"exile": True, "target": "your_trash_cards", "count": 3, "whole": True, "where": {"type": "unit"}}], {}),
    # s15-opt round 2: a mill made optional by the effect's "You may" (10-1-3): done when all N were placed
    ("place the top 2 cards of your deck into your trash", [{"mill": 2, "whole": True}],
     {"condition": {"kind": "placed", "op": ">=", "n": 2}}),
    # s13-gcg-gen round 2: the card whose effect it is, from its owner's trash (13-2-8-2, 5-12-1)
    ("exile this card in your trash from the game", [{"exile": True, "target": "self"}], {"condition": {"kind": "done"}}),
]

# s13-gcg-gen round 2: "If you do, (you may) deploy 1 … card from your hand." (10-2-1, 10-1-3; 5-8-1: no cost)
DEPLOY_AFTER: list[tuple[str, dict[str, Any]]] = [
    ("you may deploy 1 (Storm Fist) Unit card that is Lv.4 or lower from your hand",
     {"deploy_card": {"pay_cost": False}, "target": "your_hand_card", "at_least": 0,
      "where": {"traits": ["Storm Fist"], "max_level": 4, "type": "unit"}}),
    ('you may deploy 1 Base card with "Outpost" in its card name from your hand',
     {"deploy_card": {"pay_cost": False}, "target": "your_hand_card", "at_least": 0,
      "where": {"name_contains": "Outpost", "type": "base"}}),
    ("deploy 1 (Storm Fist) Unit card from your hand",
     {"deploy_card": {"pay_cost": False}, "target": "your_hand_card", "where": {"traits": ["Storm Fist"], "type": "unit"}}),
]

# --- "If <cond>, <the same verb> … instead." (10-2-1): the printed step when <cond> does not hold
# (unless), the other when it does (holds) — conditions a step done to an enemy unit cannot change
INSTEAD_CONDITIONS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("it is your turn", {"kind": "your_turn"}, {"kind": "opponents_turn"}),
    ("it is your opponent's turn", {"kind": "opponents_turn"}, {"kind": "your_turn"}),
    ("you are Lv.6 or higher", {"kind": "player_level", "op": ">=", "n": 6},
     {"kind": "player_level", "op": "<=", "n": 5}),
    ("you have 3 or less cards in your hand", {"kind": "hand_size", "who": "yours", "op": "<=", "n": 3},
     {"kind": "hand_size", "who": "yours", "op": ">=", "n": 4}),
    ("you have 2 or less shields", {"kind": "shields", "who": "yours", "op": "<=", "n": 2},
     {"kind": "shields", "who": "yours", "op": ">=", "n": 3}),
    ("you have no shields", {"kind": "shields", "who": "yours", "op": "==", "n": 0},
     {"kind": "shields", "who": "yours", "op": ">=", "n": 1}),
    ("you have 2 or more (Storm Fist) Units in play", _count("yours", ">=", 2, where={"traits": ["Storm Fist"]}),
     _count("yours", "<=", 1, where={"traits": ["Storm Fist"]})),
    ("there are 4 or more cards in your trash", _trash("yours", ">=", 4), _trash("yours", "<=", 3)),
    ("a friendly (Storm Fist) Link Unit is in play",
     _count("friendly", ">=", 1, where={"traits": ["Storm Fist"], "state": "link"}),
     _count("friendly", "<=", 0, where={"traits": ["Storm Fist"], "state": "link"})),
]

# --- s11-gcg-exec: "Choose 1 enemy Unit. <verb> it. If it is / has <bounds>, <verb'> (it) instead."
# (10-1-9-1): the chosen unit is looked at as the printed step is done; (condition, where)
IT_IS_CONDITIONS: list[tuple[str, dict[str, Any]]] = [
    ("it has <Repair>", {"keyword": "repair"}),
    ("it has <Blocker>", {"keyword": "blocker"}),
    ("it is a (Storm Fist) Unit", {"traits": ["Storm Fist"]}),
    ("it is a Link Unit", {"state": "link"}),
    ("it is a blue Unit", {"colors": ["blue"]}),
    # s15-gen: the chosen card's Lv. (2-9), state (1-3-2, 5-5), AP / HP (2-10, 2-11), as the target phrases read them
    ("it is Lv.3 or lower", {"max_level": 3}),
    ("that Unit is Lv.5 or higher", {"min_level": 5}),
    ("it is rested", {"state": "rested"}),
    ("it is damaged", {"state": "damaged"}),
    ("it has 3 or less HP", {"max_hp": 3}),
    ("it has 4 or more AP", {"min_ap": 4}),
    # s15-opt round 2: a bound with no noun ("If it is Lv.5 or higher"; the two others are s15-gen's above)
    ("it is Lv.5 or higher", {"min_level": 5}),
]
# (the printed step, its executor step, the step done instead, its executor step)
IT_IS_VERBS: list[tuple[str, dict[str, Any], str, dict[str, Any]]] = [
    ("Deal 1 damage to it", {"damage": 1}, "deal 3 damage instead", {"damage": 3}),
    ("Deal 2 damage to it", {"damage": 2}, "deal 4 damage to it instead", {"damage": 4}),
    ("Rest it", {"rest": True}, "destroy it instead", {"destroy": True}),
    ("It gets AP-2 during this turn", {"modify": {"ap": -2}, "until": "turn"},
     "it gets AP-4 during this turn instead", {"modify": {"ap": -4}, "until": "turn"}),
    ("Return it to its owner's hand", {"return_to_hand": True}, "destroy it instead", {"destroy": True}),
]

# s11-gcg-exec: conditions no step on a unit changes (whose turn, your Lv., 2-9-4): "… instead" on a
# friendly chosen unit too — (condition, holds, unless)
STABLE_INSTEAD_CONDITIONS = INSTEAD_CONDITIONS[:3]
# (the printed step on the chosen friendly unit, its executor step, the one instead, its executor step)
FRIENDLY_INSTEAD_VERBS: list[tuple[str, dict[str, Any], str, dict[str, Any]]] = [
    ("It gets AP+1 during this turn", {"modify": {"ap": 1}, "until": "turn"},
     "it gets AP+3 during this turn instead", {"modify": {"ap": 3}, "until": "turn"}),
    ("It recovers 1 HP", {"recover": 1}, "it recovers 3 HP instead", {"recover": 3}),
    ("It can't receive battle damage from enemy Units with 2 or less AP during this battle",
     {"prevent_damage": {"damage": "battle", "source": "unit", "enemy": True, "where": {"max_ap": 2}},
      "until": "battle"},
     "it can't receive battle damage from enemy Units with 4 or less AP instead",
     {"prevent_damage": {"damage": "battle", "source": "unit", "enemy": True, "where": {"max_ap": 4}},
      "until": "battle"}),
]
# s11-gcg-exec: "Choose 1 enemy Unit. <verb>. If <cond>, <verb'> it." (10-2-1, 10-3-3): the later
# step on the chosen unit only when <cond> holds as it resolves — (first, its step, later, its step)
THEN_IF_ON_THE_CHOSEN: list[tuple[str, dict[str, Any], str, dict[str, Any]]] = [
    ("It gets AP-2 during this turn", {"modify": {"ap": -2}, "until": "turn"}, "rest it", {"rest": True}),
    ("Deal 1 damage to it", {"damage": 1}, "it gets AP-1 during this turn", {"modify": {"ap": -1}, "until": "turn"}),
    ("Rest it", {"rest": True}, "it can't attack during this turn", {"cant_attack": True, "until": "turn"}),
]

# s17-gcg round 2: "Choose (up to) 1 <X>. You may <verb> it. (If you do, <effect>.)" — chosen first (10-3-3), then
# the owner's "may" on the step (10-1-3); "If you do," (10-2-1) after a verb whose doing is seen on its one card
# (the chosen target, its words; the optional verb, its step, whether "If you do," can follow it)
CHOSEN_MAY_TARGETS: list[tuple[str, dict[str, Any]]] = [
    ("enemy Unit", {"target": "enemy_unit"}),
    ("rested enemy Unit with 3 or less HP", {"target": "enemy_unit", "where": {"state": "rested", "max_hp": 3}}),
    ("of your (Storm Fist) Units", {"target": "your_unit", "where": {"traits": ["Storm Fist"]}}),
    ("friendly Unit that is Lv.4 or lower", {"target": "friendly_unit", "where": {"max_level": 4}}),
]
CHOSEN_MAY_VERBS: list[tuple[str, dict[str, Any], bool]] = [
    ("deal 1 damage to it", {"damage": 1}, True),
    ("rest it", {"rest": True}, True),
    ("destroy it", {"destroy": True}, True),
    ("return it to its owner's hand", {"return_to_hand": True}, True),
    ("set it as active", {"set_active": True}, True),
    ("return it to the bottom of its owner's deck", {"to_deck": "bottom"}, False),
    ("place it into its owner's trash", {"destroy": True}, True),  # from the field by an effect: destroyed (5-10-1)
]
# s17-gcg round 3: "… You may <verb> it and <step>." — the second step, joined under the same "may" (10-1-3), not on
# the chosen unit: done only when the "may" was taken (`under_may`)
CHOSEN_MAY_JOINED: list[tuple[str, dict[str, Any]]] = [
    ("draw 1", {"draw": 1, "player": "self"}),
    ("draw 2", {"draw": 2, "player": "self"}),
    ("this Unit gets AP+2 during this turn", {"modify": {"ap": 2}, "until": "turn", "target": "self"}),
]

# s11-gcg-exec: "(You may) choose 1 … Unit. Rest it. If you do, <B>" where B names "that Unit" (the unit
# chosen, 2-9: its printed Lv.) — (the first choice, its step, B, B's step)
THAT_CHOSEN_UNIT_FIRST: list[tuple[str, dict[str, Any]]] = [
    ("choose 1 of your other active (Storm Fist) Units. Rest it",
     {"rest": True, "target": "other_your_unit", "where": {"state": "active", "traits": ["Storm Fist"]}}),
    ("choose 1 of your Units. Rest it", {"rest": True, "target": "your_unit"}),
    ("choose 1 friendly Unit. Deal 1 damage to it", {"damage": 1, "target": "friendly_unit"}),
]
THAT_CHOSEN_UNIT_THEN: list[tuple[str, dict[str, Any]]] = [
    ("deal 2 damage to all enemy Units whose Lv. is equal to or lower than that Unit",
     {"damage": 2, "target": "enemy_units", "where": {"max_level_chosen": True}}),
    ("rest all enemy Units whose Lv. is equal to or lower than that Unit",
     {"rest": True, "target": "enemy_units", "where": {"max_level_chosen": True}}),
    ("choose 1 enemy Unit whose Lv. is equal to or lower than that Unit. Destroy it",
     {"destroy": True, "target": "enemy_unit", "where": {"max_level_chosen": True}}),
    ("choose 1 rested enemy Unit whose Lv. is equal to or lower than that Unit. Return it to its owner's hand",
     {"return_to_hand": True, "target": "enemy_unit", "where": {"max_level_chosen": True, "state": "rested"}}),
    # s12-gcg-exec: "… equal to or higher than that Unit": the chosen unit's printed Lv. as a lower bound
    ("deal 2 damage to all enemy Units whose Lv. is equal to or higher than that Unit",
     {"damage": 2, "target": "enemy_units", "where": {"min_level_chosen": True}}),
    ("choose 1 rested enemy Unit whose Lv. is equal to or higher than that Unit. Return it to its owner's hand",
     {"return_to_hand": True, "target": "enemy_unit", "where": {"min_level_chosen": True, "state": "rested"}}),
]

# s12-gcg-exec: "Choose 1 enemy Unit whose Lv. is equal to or lower / higher than this Unit" (this card's
# printed Lv. as an upper / a lower bound, 2-8) — (the words, the bound's field)
RELATIVE_LEVEL_BOUNDS: list[tuple[str, str]] = [("lower", "max_level"), ("higher", "min_level")]

# s11-gcg-exec: "Rest all <units>. If this effect rested N or more Units, <effect>." (1-3-2-1: units
# it turned from active to rested) — (the rest sentence, its step)
RESTED_BY_THIS_EFFECT: list[tuple[str, dict[str, Any]]] = [
    ("Rest all Units", {"rest": True, "target": "all_units"}),
    ("Rest all enemy Units with 2 or less HP", {"rest": True, "target": "enemy_units", "where": {"max_hp": 2}}),
    ("Rest all enemy Units that are Lv.3 or lower", {"rest": True, "target": "enemy_units",
                                                   "where": {"max_level": 3}}),
]

# s12-gcg-gen: "If this effect rested N or more / or less / or fewer Units" — (the printed bound, its op)
RESTED_BOUNDS: list[tuple[str, str]] = [("more", ">="), ("less", "<="), ("fewer", "<=")]

# s11-gcg-exec: "(You may) choose N of your (other) active Units. Rest them. If you do, <effect>." —
# `whole`: all N rested, or the effect is resolved by hand (1-3-2); (the sentence, its step)
REST_SEVERAL_FIRST: list[tuple[str, dict[str, Any]]] = [
    ("choose 2 of your active Units. Rest them", {"rest": True, "target": "your_unit", "count": 2,
                                                  "where": {"state": "active"}, "whole": True}),
    ("choose 3 of your other active (Storm Fist) Units. Rest them",
     {"rest": True, "target": "other_your_unit", "count": 3,
      "where": {"state": "active", "traits": ["Storm Fist"]}, "whole": True}),
]

# s11-gcg-exec: "If C, (you may) choose N (X) cards from your trash. Exile them. If you do, <effect>." —
# C one an exile cannot change (whose turn, what this unit attacks, your Lv.): on the exile and the
# step "If you do" covers — (C, its condition)
EXILE_GATES: list[tuple[str, dict[str, Any]]] = [
    ("you are attacking the enemy player", {"kind": "attacking", "attacking": "player"}),
    ("you are attacking an enemy Unit", {"kind": "attacking", "attacking": "unit"}),
    ("it is your turn", {"kind": "your_turn"}),
    ("you are Lv.7 or higher", {"kind": "player_level", "op": ">=", "n": 7}),
]

# s11-gcg-exec: "Reveal 1 <card> from your hand. Return it to the <top/bottom> of your deck. If you do, …"
# (4-1-7, 10-2-1) — (the card words, its `where`)
REVEALED_HAND_CARDS: list[tuple[str, dict[str, Any]]] = [
    ("(Storm Fist) Unit card", {"traits": ["Storm Fist"], "type": "unit"}),
    ("blue card", {"colors": ["blue"]}),
    ("non-blue card", {"no_colors": ["blue"]}),  # s12-gcg-gen: has no blue (2-4-1)
    ("Command card", {"type": "command"}),
    ('card with "Gundam" in its card name', {"name_contains": "Gundam"}),
]

# --- s10-gcg-b: "This Unit gets AP+1 during this turn. If <cond>, <other units> get AP+N instead."
# (10-1-9-1, 10-2-1): this unit's modifier when <cond> does not hold, the other one when it does
# (the conditions of INSTEAD_CONDITIONS: none counts AP or HP, which the first modifier changes)
MODIFY_INSTEAD: list[tuple[str, dict[str, Any]]] = [
    ("all your (Storm Fist) Units get AP+2", {"modify": {"ap": 2}, "target": "your_units",
                                               "where": {"traits": ["Storm Fist"]}}),
    ("all your Units get AP+1", {"modify": {"ap": 1}, "target": "your_units"}),
    ("all friendly Units get AP+1", {"modify": {"ap": 1}, "target": "friendly_units"}),
    ("this Unit gets AP+3", {"modify": {"ap": 3}, "target": "self"}),
]

# --- s10-gcg-b: "<this Unit> gets AP±N and, if it is a Link Unit, it gains <KW>" (10-2-1): the
# modifier, then the keyword only while this unit is a Link Unit — in the three printed languages
# (keyword as en / ja / zh-Hant print it, the engine's name)
LINKED_KEYWORDS: list[tuple[str, str, str, str]] = [
    ("<High-Maneuver>", "《高機動》", "《高機動》", "high_maneuver"),
    ("<Blocker>", "《ブロッカー》", "《阻擋者》", "blocker"),
    ("<Breach 2>", "《突破2》", "《突破2》", "breach 2"),
    ("<First Strike>", "《先制攻撃》", "《先制攻擊》", "first_strike"),
]
LINKED_AMOUNTS: list[tuple[str, dict[str, int]]] = [("AP+1", {"ap": 1}), ("AP+3", {"ap": 3}), ("AP-1", {"ap": -1}),
                                                    ("HP+2", {"hp": 2})]

# --- s13-gcg-exec: "【Burst】Activate this card's 【Main】. Then, <step>." — the Burst's own steps printed
# after the activation (13-2-5-1, 10-1-2), done whether or not the 【Main】 found its target (10-2-2):
# (en, ja, zh-Hant, the engine's steps)
AFTER_ACTIVATION: list[tuple[str, str, str, list[dict[str, Any]]]] = [
    ("draw 1", "自分は1枚ドローする", "抽 1 張卡", [{"draw": 1, "player": "self"}]),
    ("discard 1", "自分の手札1枚を捨てる", "丟棄 1 張手牌", [{"discard": 1}]),
    ("deal 1 damage to all enemy Units", "相手のユニットすべてに1ダメージを与える", "給予對方所有機體 1 點傷害",
     [{"damage": 1, "target": "enemy_units"}]),
]

# --- s13-gcg-exec: amounts counted from what this effect did (10-2-1: counted as the step resolves) ----
# (the step that does it, its script, the record, the words after the counted noun)
EFFECT_RECORD_DOERS: list[tuple[str, dict[str, Any], str]] = [
    ("Rest all enemy Units that are Lv.2 or lower", {"rest": True, "target": "enemy_units", "where": {"max_level": 2}},
     "rested"),
    ("Choose 2 enemy Units. Rest them", {"rest": True, "target": "enemy_unit", "count": 2}, "rested"),
    ("Choose 1 to 3 enemy Units. Rest them", {"rest": True, "target": "enemy_unit", "count": 3, "at_least": 1},
     "rested"),
    ("Rest all enemy Units with 3 or less AP", {"rest": True, "target": "enemy_units", "where": {"max_ap": 3}},
     "rested"),
    ("Place the top 2 cards of your deck into your trash", {"mill": 2}, "placed"),
    ("Place the top 4 cards of your deck into your trash", {"mill": 4}, "placed"),
]
# what is counted: (plural, singular, the record, the executor's per_count)
EFFECT_RECORD_COUNTED: list[tuple[str, str, str, dict[str, Any]]] = [
    ("Units rested with this effect", "Unit rested with this effect", "rested", {"kind": "rested_by_effect"}),
    ("cards placed with this effect", "card placed with this effect", "placed", {"kind": "placed"}),
    ("(Zeon) cards placed with this effect", "(Zeon) card placed with this effect", "placed",
     {"kind": "placed", "where": {"traits": ["Zeon"]}}),
    ("Unit cards placed with this effect", "Unit card placed with this effect", "placed",
     {"kind": "placed", "where": {"type": "unit"}}),
    ("Command cards placed with this effect", "Command card placed with this effect", "placed",
     {"kind": "placed", "where": {"type": "command"}}),
    ("blue cards placed with this effect", "blue card placed with this effect", "placed",
     {"kind": "placed", "where": {"colors": ["blue"]}}),
]
# the step with the amount: (sentence with {c} plural / {c1} singular, the script without per_count)
EFFECT_RECORD_VERBS: list[tuple[str, dict[str, Any]]] = [
    ("choose 1 enemy Unit. Deal damage to it equal to the number of {c}", {"damage": 1, "target": "enemy_unit"}),
    ("choose 1 enemy Unit. Deal an amount of damage equal to the number of {c} to it",
     {"damage": 1, "target": "enemy_unit"}),
    ("choose 1 enemy Unit. Deal 2 damage to it for each {c1}", {"damage": 2, "target": "enemy_unit"}),
    ("deal damage equal to the number of {c} to all enemy Units", {"damage": 1, "target": "enemy_units"}),
    ("choose 1 friendly Unit. It recovers HP equal to the number of {c}", {"recover": 1, "target": "friendly_unit"}),
    ("all your Units recover 1 HP for each {c1}", {"recover": 1, "target": "your_units"}),
    ("choose 1 enemy Unit. Reduce its AP by an amount equal to the number of {c} during this turn",
     {"modify": {"ap": -1}, "until": "turn", "target": "enemy_unit"}),
    ("increase this Unit's AP by an amount equal to the number of {c} during this turn",
     {"modify": {"ap": 1}, "until": "turn", "target": "self"}),
]

# s14-trig: unmarked triggers on the player's own acts and on the shield area (10-1-6-1): (event sentence after
# "When ", the EventTrigger's fields) — "you deploy" (5-8-1) is one of your cards deployed, "you pair" (5-9-1) a
# pilot put under one of your units; "one of your shields is destroyed" (5-10-3); "your Base is destroyed" (3-6-2)
PLAYER_EVENTS: list[tuple[str, dict[str, Any]]] = [
    ("you deploy a Unit", {"event": "deployed", "subject": "yours"}),
    ("you deploy a (Storm Fist) Unit", {"event": "deployed", "subject": "yours", "where": {"traits": ["Storm Fist"]}}),
    ("you deploy a Unit that is Lv.4 or higher", {"event": "deployed", "subject": "yours", "where": {"min_level": 4}}),
    ("you deploy a white Unit", {"event": "deployed", "subject": "yours", "where": {"colors": ["white"]}}),
    ("you deploy a (Storm Fist)/(Iron Veil) Unit", {"event": "deployed", "subject": "yours",
                                                    "where": {"traits": ["Storm Fist", "Iron Veil"]}}),
    ("you deploy a Base", {"event": "deployed", "subject": "yours", "card_kind": "base"}),
    ("you deploy another Unit", {"event": "deployed", "subject": "yours", "other": True}),
    ("your opponent deploys a Unit", {"event": "deployed", "subject": "enemy"}),
    ("your opponent deploys a (Storm Fist) Unit", {"event": "deployed", "subject": "enemy",
                                                   "where": {"traits": ["Storm Fist"]}}),
    ("you pair a Pilot", {"event": "paired", "subject": "yours"}),
    ("your opponent pairs a Pilot", {"event": "paired", "subject": "enemy"}),
    ("you pair a (Storm Fist) Pilot", {"event": "paired", "subject": "yours", "object_where": {"traits": ["Storm Fist"]}}),
    ("you pair a Pilot that is Lv.3 or lower", {"event": "paired", "subject": "yours", "object_where": {"max_level": 3}}),
    ("one of your shields is destroyed", {"event": "shield_destroyed", "subject": "yours"}),
    ("your Base is destroyed", {"event": "destroyed", "subject": "yours", "card_kind": "base"}),
    ("an enemy Base is destroyed", {"event": "destroyed", "subject": "enemy", "card_kind": "base"}),
    ("this Unit is returned to its owner's hand", {"event": "returned_to_hand", "subject": "this"}),
    # put into the trash by an effect (5-10-1)
    ("one of your Units is destroyed by an effect", {"event": "destroyed", "subject": "yours", "by": "effect"}),
    ("one of your (Storm Fist) Units is destroyed by an enemy effect",
     {"event": "destroyed", "subject": "yours", "by": "enemy_effect", "where": {"traits": ["Storm Fist"]}}),
    ("an enemy Unit is destroyed by one of your opponent's effects",
     {"event": "destroyed", "subject": "enemy", "by": "enemy_effect"}),
    ("one of your Units is destroyed by your opponent's effect",
     {"event": "destroyed", "subject": "yours", "by": "enemy_effect"}),
    # round 2: by an effect of one of your (X) cards (5-10-1; its traits as it destroyed, 2-5-3)
    ("one of your Units is destroyed by one of your (Storm Fist) card's effects",
     {"event": "destroyed", "subject": "yours", "by": "effect", "source_who": "yours",
      "source_where": {"traits": ["Storm Fist"]}}),
    ("an enemy Unit is destroyed by one of your Command card's effects",
     {"event": "destroyed", "subject": "enemy", "by": "effect", "source_who": "yours", "source_kind": "command"}),
    ("this Unit is returned to your hand", {"event": "returned_to_hand", "subject": "this"}),
    # its HP reached by a battle's damage (8-5-3-2-1)
    ("one of your Units is destroyed with battle damage",
     {"event": "destroyed", "subject": "yours", "by": "damage", "damage": "battle"}),
    ("an enemy (Storm Fist) Unit is destroyed by battle damage",
     {"event": "destroyed", "subject": "enemy", "by": "damage", "damage": "battle", "where": {"traits": ["Storm Fist"]}}),    # s14-trig round 2: a command's 【Main】/【Action】 activated (a 【Burst】 activating it too, 13-2-5-1) or the
    # command played (from the hand paying its cost, 5-7-1: not by a 【Burst】)
    ("you activate a (Storm Fist) Command's 【Main】/【Action】",
     {"event": "command", "subject": "yours", "object_where": {"traits": ["Storm Fist"]}}),
    ("you activate a red Command's 【Main】/【Action】 effect",
     {"event": "command", "subject": "yours", "object_where": {"colors": ["red"]}}),
    ("you play a Command card", {"event": "command", "subject": "yours", "played": True}),
    ("you play a (Storm Fist) Command card using an EX Resource",
     {"event": "command", "subject": "yours", "ex": True, "played": True, "object_where": {"traits": ["Storm Fist"]}}),
    ("you play and activate a Command card", {"event": "command", "subject": "yours", "played": True}),
]
# s14-trig: the leads in front of them (10-1-6-2: the turn checked as it triggers; 10-1-6-1-1)
PLAYER_EVENT_LEADS: list[tuple[str, dict[str, Any]]] = [
    ("When ", {}),
    ("During your turn, when ", {"conditions": [{"kind": "your_turn"}]}),
    ("During your opponent's turn, when ", {"conditions": [{"kind": "opponents_turn"}]}),
    ("【Once per Turn】When ", {"once_per_turn": True}),
]
# s17-gcg round 3: a delayed trigger (10-1-6-1) made now for a later turn — "During your (opponent's) next turn, when
# …" waits for that turn and lasts through it; "Until the end of …, when …" (round 2) is live from now (7-6-6-1):
# (the lead, the step's `until`)
LATER_TURN_DELAYED_LEADS: list[tuple[str, str]] = [
    ("During your opponent's next turn", "opponents_next_turn"),
    ("During your next turn", "your_next_turn"),
    ("Until the end of your opponent's next turn", "end_of_opponents_next_turn"),
    ("Until the end of your next turn", "end_of_your_next_turn"),
]
# s14-trig: "Choose 1 to 2 / 2 of your Units. During this turn, when they <verb> …, draw 1." — a delayed trigger
# for each unit chosen (10-1-6-1): (plural verb phrase, its EventTrigger)
THEY_EVENTS: list[tuple[str, dict[str, Any]]] = [
    ("destroy an enemy Unit with battle damage", {"event": "destroys", "subject": "this", "damage": "battle"}),
    ("destroy an enemy card with battle damage", {"event": "destroys_card", "subject": "this", "damage": "battle"}),
    ("destroy an enemy Unit with damage", {"event": "destroys", "subject": "this", "damage": "any"}),
    ("receive enemy effect damage", {"event": "receives_damage", "subject": "this", "damage": "effect", "by": "enemy"}),
    ("receive battle damage", {"event": "receives_damage", "subject": "this", "damage": "battle"}),
    ("deal battle damage to an enemy Unit", {"event": "deals_damage", "subject": "this", "damage": "battle"}),
]
THEY_CHOICES: list[tuple[str, dict[str, Any]]] = [
    ("1 to 2 of your Units", {"target": "your_unit", "count": 2, "at_least": 1}),
    ("2 of your Units", {"target": "your_unit", "count": 2}),
    ("up to 2 enemy Units", {"target": "enemy_unit", "count": 2, "at_least": 0}),
]
