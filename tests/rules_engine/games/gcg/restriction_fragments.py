"""s8-gcg-b (issue 29): phrase fragments of the GCG restriction and continuous-effect
classes, in the official English phrasing, for the combination harness
(test_reader_restrictions.py). Each fragment carries what it must add to the executor's
script step (`printed.translate`); a composed sentence reads only when every fragment's part
is in the step. Clauses are the zh-Hant rules' (v1.1.0): 10-1-5 continuous effects, 10-1-5-6
"can't" wins, 10-1-5-3 "while", 10-1-2 durations, 13-1-4 / 13-1-6 Blocker / High-Maneuver."""

from __future__ import annotations

from typing import Any

Fragment = tuple[str, dict[str, Any]]

# Subjects of a static (continuous) sentence, as printed on a unit: (words, the step's target).
STATIC_SUBJECTS: list[Fragment] = [
    ("This Unit", {"target": "self"}),
    ("All friendly Units", {"target": "friendly_units"}),
    ("Other friendly Units", {"target": "friendly_units", "other": True}),
    ("All your (Zeon) Units", {"target": "your_units", "where": {"traits": ["Zeon"]}}),
    ("All enemy Units", {"target": "enemy_units"}),
    ("Enemy Units with 2 or less AP", {"target": "enemy_units", "where": {"max_ap": 2}}),
]

# Subjects of a one-shot sentence lasting a duration: (the sentences before the verb, the step).
TIMED_SUBJECTS: list[Fragment] = [
    ("Choose 1 enemy Unit. It", {"target": "enemy_unit"}),
    ("Choose 1 enemy Unit with 3 or less AP. It", {"target": "enemy_unit", "where": {"max_ap": 3}}),
    ("Choose 1 friendly Unit. It", {"target": "friendly_unit"}),
    ("All enemy Units", {"target": "enemy_units"}),
    ("All your (Zeon) Units", {"target": "your_units", "where": {"traits": ["Zeon"]}}),
]

# "can't" verbs (10-1-5-6): (words after the subject, the step's part). `{its}` is "its" or
# "their" by the subject's number.
RESTRICTIONS: list[Fragment] = [
    ("can't attack", {"cant": "attack"}),
    ("can't choose the enemy player as {its} attack target", {"cant": "attack_player"}),
    ("can't be blocked", {"cant": "be_blocked"}),  # 13-1-6: what High-Maneuver does
    ("can't activate <Blocker>", {"cant": "block"}),  # 13-1-4
    # s11-gcg-exec (5-10-1): "enemy" on the effect owner's units only (restrictions.FRIENDLY_ONLY)
    ("can't be destroyed by enemy effects", {"cant": "destroyed_by_enemy"}),
    ("can't be destroyed by effects", {"cant": "destroyed_by_effect"}),
    # s13-gcg-gen round 2: on any subject, checked where the action is taken (7-2-3, effects.set_rest)
    ("can't be set as active", {"cant": "be_set_active"}),
    # s14-cont: "can't block" standing or for a time (13-1-4-1: to block is to use <Blocker>); "… by your
    # opponent's effects" on the effect owner's units only (restrictions.FRIENDLY_ONLY; 10-3-3, 10-1-5-6)
    ("can't block", {"cant": "block"}),
    ("can't be chosen by your opponent's effects", {"cant": "be_chosen_by_enemy"}),
    ("can't be returned to {its} owner's hand by your opponent's effects", {"cant": "returned_to_hand_by_enemy"}),
    ("can't receive battle damage", {"prevent_damage": {"damage": "battle", "enemy": False}}),
    ("can't receive enemy effect damage", {"prevent_damage": {"damage": "effect", "enemy": True}}),
    # s14-cont: a bound on the amount, effect damage only (effects.threshold_unsettled)
    ("can't receive 2 or less enemy effect damage", {"prevent_damage": {"damage": "effect", "enemy": True, "at_most": 2}}),
    ("can't receive damage from enemy Units with 3 or less AP",
     {"prevent_damage": {"damage": "any", "enemy": True, "source": "unit", "where": {"max_ap": 3}}}),
]

# Windows of a static sentence (10-1-5-3): (printed prefix, the effect's conditions).
WINDOWS: list[Fragment] = [
    ("", {}),
    ("During your turn, ", {"conditions": [{"kind": "your_turn"}]}),
    ("During your opponent's turn, ", {"conditions": [{"kind": "opponents_turn"}]}),
    ("While this Unit is rested, ", {"condition": {"kind": "self", "where": {"state": "rested"}}}),
]

# s9-gcg-a: "while <cond>" printed AFTER the sentence (GD04: "This Unit can't attack while there are
# 6 or less cards in your trash."): the same condition as "While <cond>, …" in front (10-1-5-3).
TRAILING_WHILES: list[Fragment] = [
    (" while this Unit is rested", {"condition": {"kind": "self", "where": {"state": "rested"}}}),
    (" while there are 6 or less cards in your trash",
     {"condition": {"kind": "count", "who": "yours", "zone": "trash", "op": "<=", "n": 6}}),
    (" while you have 2 or more other Units in play",
     {"condition": {"kind": "count", "who": "yours", "op": ">=", "n": 2, "other": True}}),
    (" while you have 2 or less shields", {"condition": {"kind": "shields", "who": "yours", "op": "<=", "n": 2}}),
    (" while there is a player with 3 or less Shields",
     {"condition": {"kind": "shields", "who": "any", "op": "<=", "n": 3}}),
]

DURATIONS: list[Fragment] = [
    ("during this turn", {"until": "turn"}),
    ("during this battle", {"until": "battle"}),
]

# Continuous gains (5-16, 13-1): (words after the subject, the step's part).
GAINS: list[Fragment] = [
    ("{gets} AP+1", {"modify": {"ap": 1}}),
    ("{gets} HP+2", {"modify": {"hp": 2}}),
    ("{gets} AP-1", {"modify": {"ap": -1}}),
    ("{gains} <Blocker>", {"grant": "blocker"}),
    ("{gains} <Repair 1>", {"grant": "repair 1"}),
    ("{gains} <Breach 2>", {"grant": "breach 2"}),
    ("{gets} <First Strike>", {"grant": "first_strike"}),  # s9-gcg-a: "gets" a keyword (13-1)
    ("{gets} AP+1 and <Blocker>", {"modify": {"ap": 1}}),  # the second step, the grant: test_gain_pairs
    ("{gets} AP+1 and {gains} <First Strike>", {"modify": {"ap": 1}}),
    ("{gets} AP+1 for each of your rested Units",  # amounts.py's count (10-1-5: computed when asked)
     {"modify": {"ap": 1}, "per_count": {"kind": "count", "who": "yours", "where": {"state": "rested"}}}),
    ("{gets} HP+1 for each enemy Unit in play", {"modify": {"hp": 1}, "per_count": {"kind": "count", "who": "enemy"}}),
]

# s11-gcg-exec: the other unit of this unit's battle (8-2), an enemy's — continuous gains and losses
# on it (10-1-5): (subject, the step's target)
BATTLING_SUBJECTS: list[Fragment] = [
    ("The enemy Unit battling this Unit", {"target": "enemy_battling_this"}),
]
BATTLING_LOSSES: list[Fragment] = [
    ("loses <Blocker>", {"lose": "blocker"}),
    ("loses <First Strike>", {"lose": "first_strike"}),
]

# Static windows of gains, with the markers of a paired / linked unit (13-2-10, 13-2-12).
GAIN_WINDOWS: list[Fragment] = [
    *WINDOWS,
    ("【During Pair】", {"conditions": [{"kind": "paired"}]}),
    ("【During Link】", {"conditions": [{"kind": "linked"}]}),
]

# Damage reduction (10-1-9-1, applied as the damage is dealt): "When <subject> receives <kind>,
# reduce it by N" — (subject, the effect's `on` part), (kind, its part), (window, the effect's).
REDUCED_SUBJECTS: list[Fragment] = [
    ("this Unit", {"subject": "this"}),
    ("a friendly Unit", {"subject": "friendly"}),
    ("another friendly Unit", {"subject": "friendly", "other": True}),
    ("one of your (Zeon) Units", {"subject": "yours", "where": {"traits": ["Zeon"]}}),
]
REDUCED_KINDS: list[Fragment] = [
    ("damage", {"damage": "any"}),
    ("battle damage", {"damage": "battle"}),
    ("effect damage from an enemy", {"damage": "effect", "by": "enemy"}),
    ("damage from an enemy Unit with 3 or less AP", {"damage": "any", "by": "enemy", "object_where": {"max_ap": 3}}),
]
REDUCED_WINDOWS: list[Fragment] = [
    ("", {}),
    ("During your turn, ", {"conditions": [{"kind": "your_turn"}]}),
    ("【During Link】", {"requires": "linked"}),  # 13-2-12: the effect's requirement
    ("【Once per Turn】", {"once_per_turn": True}),
]

# "Enemy Units can't choose <X> as their attack target" (8-2-1, 10-1-5-6): X on the effect
# owner's side (an enemy X is never an enemy unit's target: meaningless, left by hand).
UNATTACKABLE: list[Fragment] = [
    ("this Unit", {"target": "self"}),
    ("other friendly Units", {"target": "friendly_units", "other": True}),
    ("your (Zeon) Units", {"target": "your_units", "where": {"traits": ["Zeon"]}}),
    ("friendly Units with 3 or less HP", {"target": "friendly_units", "where": {"max_hp": 3}}),
]

# s14-cont round 2: "Choose 1 … Unit. During this turn, <attackers> must choose that Unit / it as their attack target
# when attacking." (8-2-1, 1-3-2) — (attackers, the step's part); composed with TIMED_SUBJECTS' choices × DURATIONS
MUST_ATTACKERS: list[Fragment] = [
    ("all enemy Units", {}),
    ("enemy Units", {}),
    ("enemy Units with 3 or less AP", {"forced_by": {"max_ap": 3}}),
    ("enemy Units that are Lv.4 or lower", {"forced_by": {"max_level": 4}}),
]
MUST_WORDS: list[str] = ["that Unit", "it"]

# s9-gcg-b: a reduction made for a chosen unit for a time, printed as a delayed trigger
# (10-1-9-1): "Choose 1 … Unit. During this turn, when it receives <kind>, reduce it by 2." —
# (the choice, its step's target), (kind, the DamageCut's part), (duration, the step's `until`).
CUT_CHOSEN: list[Fragment] = [
    ("Choose 1 friendly Unit.", {"target": "friendly_unit"}),
    ("Choose 1 of your (Zeon) Units.", {"target": "your_unit", "where": {"traits": ["Zeon"]}}),
    ("Choose 1 friendly Unit with 3 or less HP.", {"target": "friendly_unit", "where": {"max_hp": 3}}),
]
CUT_KINDS: list[Fragment] = [
    ("damage", {"damage": "any", "enemy": False}),
    ("battle damage", {"damage": "battle", "enemy": False}),
    ("enemy damage", {"damage": "any", "enemy": True}),
    ("enemy battle damage", {"damage": "battle", "enemy": True}),
    ("enemy effect damage", {"damage": "effect", "enemy": True}),
    ("battle damage from an enemy Unit", {"damage": "battle", "enemy": True}),
    ("effect damage from an enemy", {"damage": "effect", "enemy": True}),
]
CUT_DURATIONS: list[Fragment] = [
    ("During this turn", {"until": "turn"}),
    ("During this battle", {"until": "battle"}),  # s10-gcg-a: ends with the battle (8-6-2)
]
# s10-gcg-a: the same reduction on this unit, as an activated effect's text ("【Activate･Action】①：
# During this battle, when this Unit receives …"; an exile cost: sequencing_fragments.COSTS)
CUT_THIS_COSTS: list[Fragment] = [
    ("①", {"cost": {"pay": 1}}),
    ("Rest this Unit", {"cost": {"rest_self": True}}),
]


# s11-gcg-exec: this card's own cost change where it is (2-10): (zone words, the step's part)
COST_ZONES: list[Fragment] = [
    ("in your hand", {}),
    ("in your trash", {"cost_zone": "trash"}),
]
COST_LEADS: list[Fragment] = [
    ("", {}),
    ("While you have 2 or more (Zeon) Units in play, ",
     {"condition": {"kind": "count", "who": "yours", "op": ">=", "n": 2, "where": {"traits": ["Zeon"]}}}),
    ("While there are 7 or more cards in your trash, ",
     {"condition": {"kind": "count", "who": "yours", "zone": "trash", "op": ">=", "n": 7}}),
]
