"""s8-gcg-b (issue 29): the "can't" restrictions the GCG engine enforces (10-1-5-6: a "can't"
wins over any effect or rule that would let it happen), as the reader's `cant` step names them
and the executor's `cant` script key spells them.

Where each is enforced — offered only when allowed, and refused with 10-1-5-6 when attempted:
`attack` (actions._check_attack, 8-2), `attack_player` (actions, 8-2-1), `block` (13-1-4:
flow.blockers, actions._check_block), `be_blocked` (13-1-6-1: the same two, on the attacker),
`be_attacked` ("Enemy Units can't choose this Unit as their attack target", 8-2-1:
actions._check_attack and the attack actions offered; only on friendly units, FRIENDLY_ONLY),
`be_paired` (actions._check_pair), `be_set_active` (effects.set_rest, 7-2-3; s13-gcg-gen round 2: both
on any subject, and for a time on a chosen unit),
`ap_reduced_by_enemy` (s10-gcg-b: "This Unit's AP can't be reduced by enemy effects" —
continuous.enemy_cut_stopped and effects.run_step's modifiers, see there), s11-gcg-exec:
`destroyed_by_enemy` / `destroyed_by_effect` ("can't be destroyed by enemy effects" / "by effects":
effects.destruction_stopped, on the destroy step of an effect; 5-10-1 — a card put from the field
into the trash by an effect; damage equal to its HP destroys it by the rules processing, 5-5-2,
11-3-1, which no such text stops). s13-gcg-gen: `be_deployed_active` ("This Unit is deployed
rested", "All Units that are Lv.3 or lower … are deployed rested": a unit enters the battle area
rested, 10-1-5-4 / 10-1-5-7 — the effect applies as the card enters; actions.enter_battle_area).

s14-cont: `be_chosen_by_enemy` ("This Unit can't be chosen by your opponent's effects":
effects.legal_targets leaves it out of an enemy effect's choices, 10-3-3, and a command or effect
with nothing else to choose does not activate, 10-1-8-1-1 / 10-2-2), `returned_to_hand_by_enemy`
("… can't be returned to its owner's hand by your opponent's effects": effects.return_stopped on
an effect's return step, and the by-hand "move to hand", actions._check_effect_move; protections.py);
`block` is also read from "This Unit can't block" (13-1-4-1: to block is to use <Blocker>)."""

from __future__ import annotations

from ...core.effects.model import Step

# The "can't" the engine enforces on any unit a text names: this unit, the chosen one, all
# friendly / enemy (X) Units (continuous._applies; a modifier for a time on each one).
EVERY_CANT = frozenset({"attack", "attack_player", "block", "be_blocked", "be_attacked",
                        "destroyed_by_enemy", "destroyed_by_effect",  # s11-gcg-exec
                        "be_deployed_active",  # s13-gcg-gen: actions.enter_battle_area
                        # s13-gcg-gen round 2: "All your Units can't be set as active / be paired with a
                        # Pilot" — checked where the action is taken (continuous.cant: every "can't"
                        # that applies to the unit, modifiers and continuous effects, 10-1-5-6)
                        "be_set_active", "be_paired",
                        "be_chosen_by_enemy", "returned_to_hand_by_enemy"})  # s14-cont
# … of which these only on the effect owner's side: "Enemy Units can't choose <X>" names X's enemies;
# "can't be destroyed by enemy effects": enemies of the effect's owner (s11-gcg-exec)
FRIENDLY_ONLY = frozenset({"be_attacked", "destroyed_by_enemy",
                           "be_chosen_by_enemy", "returned_to_hand_by_enemy"})  # s14-cont: "your opponent's"
FRIENDLY_TARGETS = frozenset({"self", "friendly_units", "your_units", "friendly_unit", "your_unit"})
# … of which these only as a continuous effect: a one-shot "can't" for a time marks the units in play
# now (modifiers), while "during this turn, all enemy Units are deployed rested" names units not yet
# deployed — by hand (s13-gcg-gen)
ONLY_CONTINUOUS = frozenset({"be_deployed_active"})
# … and those it enforces only on the card that prints them: "All your Units' AP can't be reduced by
# enemy effects" is not read (only "This Unit's AP …"), and on enemy units "enemy effects" would be unclear.
SELF_CANT = frozenset({"ap_reduced_by_enemy"})


def cant_what(step: Step) -> str | None:
    """The restriction a reader's `cant` step names, or None when it is one the engine does
    not enforce ("can't activate <Repair>": by hand)."""
    extra = dict(step.extra)
    if extra == {"what": "activate", "keyword": "blocker"}:  # "can't activate <Blocker>" (13-1-4)
        return "block"
    if extra == {"what": "ap_reduced_by_enemy_effects"}:  # s10-gcg-b (10-1-5-6)
        return "ap_reduced_by_enemy"
    if extra == {"what": "be_destroyed_by_enemy_effects"}:  # s11-gcg-exec (5-10-1, 10-1-5-6)
        return "destroyed_by_enemy"
    if extra == {"what": "be_destroyed_by_effects"}:
        return "destroyed_by_effect"
    if set(extra) == {"what"} and extra["what"] in EVERY_CANT | SELF_CANT:
        return extra["what"]
    return None
