"""Continuous effects (10-1-5) the engine applies: "This Unit gets AP+1", "While …, this Unit
gains <Blocker>", "During your turn, all your (X) Units get AP+1". They are never fired:
a unit's AP, HP and keywords are computed from the state whenever they are asked for, from
every continuous effect whose card is in play (10-1-2: a unit in the battle area, its paired
pilot's text, 3-3-9-2; a base in the shield area) and whose conditions hold now (10-1-5-3).
Several apply together (10-1-5-5); one that starts to apply does so at once (10-1-5-4,
10-1-5-7).

A condition may ask for the AP, HP or keywords of a unit whose value is being computed
("While this Unit has 5 or more AP, it gains <Breach 3>"): within one computation a value is
never asked for again — the inner question is answered without continuous effects, so the
answer is always finite and the same for the same state."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from .cards import Card, Effect, PlayOption, Step
from .conditions import battling_units, condition_met, counted, matches, players_of, with_counted_bounds

if TYPE_CHECKING:
    from .state import GcgState

_WHO = {"your_units": "yours", "friendly_units": "friendly", "enemy_units": "enemy", "all_units": "any"}


def _sources(state: GcgState) -> Iterator[tuple[str, int, Effect]]:
    """(owner, bearer, effect) for every continuous effect of a card in play."""
    for owner, uid, _source, _index, effect in state.effects_in_play("continuous"):
        if effect.script:
            yield owner, uid, effect


def _applies(state: GcgState, owner: str, bearer: int, step: Step, uid: int) -> bool:
    if step.target == "self":
        if uid != bearer:
            return False
    elif step.target == "enemy_battling_this":  # s11-gcg-exec: "the enemy Unit battling this Unit" (8-2)
        pair = battling_units(state)
        if bearer not in pair or uid not in pair or uid == bearer \
                or state.cards[uid].owner in state.friends(owner):
            return False
        where = with_counted_bounds(state, owner, bearer, step.where)  # s14-cont: "… than that number", now
        if where is not None and not matches(state, uid, where):
            return False
    else:
        who = _WHO.get(step.target)
        if who is None or state.cards[uid].zone != "battle" or (step.other and uid == bearer):
            return False
        if not any(uid in state.units(p) for p in players_of(state, owner, who)):
            return False
        where = with_counted_bounds(state, owner, bearer, step.where)  # s14-cont: "… than that number", now
        if where is not None and not matches(state, uid, where):
            return False
    return step.condition is None or condition_met(state, owner, bearer, step.condition)


def _steps_on(state: GcgState, uid: int, verb: str) -> Iterator[Step]:
    for _owner, step in _owned_steps_on(state, uid, verb):
        yield step


def _owned_steps_on(state: GcgState, uid: int, verb: str) -> Iterator[tuple[str, Step]]:
    """(the effect's owner, step) for every continuous step of `verb` that applies to `uid` now."""
    if not state.pool.has_timing("continuous"):
        return
    for owner, bearer, effect in _sources(state):
        steps = [s for s in effect.script or () if s.verb == verb]
        if not steps:
            continue
        if not all(condition_met(state, owner, bearer, c) for c in effect.conditions):
            continue
        for step in steps:
            if _applies(state, owner, bearer, step, uid):
                yield owner, step


def stat(state: GcgState, uid: int, which: str) -> int:
    """What continuous effects add to a unit's `ap` or `hp` now."""
    key = (uid, which)
    if key in state.busy:
        return 0
    state.busy.add(key)
    try:
        guard = _EnemyCutGuard(state, uid, which)  # s10-gcg-b
        total = 0
        for owner, step in _owned_steps_on(state, uid, "modify"):
            if step.per_count is not None:
                continue
            n = step.modify.get(which, 0) * (state.cards[uid].damage if step.per_damage else 1)  # s5-gcg-a
            if not guard.stops(owner, n):
                total += n
        return total + _counted_stat(state, uid, which, guard)
    finally:
        state.busy.discard(key)


def enemy_cut_stopped(state: GcgState, uid: int) -> bool:
    """s10-gcg-b: "This Unit's AP can't be reduced by enemy effects" applies to `uid` now. The
    "can't" wins over every enemy effect that would lower its AP while both apply (10-1-5-6):
    an enemy's continuous AP-N counts for nothing meanwhile (here), and an enemy's one-shot
    "gets AP-N" is not applied to it (effects.run_step) — one made before the "can't" applied is
    a reduction already done, which it does not undo."""
    return cant(state, uid, "ap_reduced_by_enemy")


class _EnemyCutGuard:
    """s10-gcg-b: does enemy_cut_stopped stop a contribution `n` of `owner`'s effect to `uid`'s
    stat? Asked only for an enemy's AP-N (enemy_cut_stopped scans the continuous "can't"s)."""

    def __init__(self, state: GcgState, uid: int, which: str) -> None:
        self.state, self.uid, self.which = state, uid, which
        self.stopped: bool | None = None

    def stops(self, owner: str, n: int) -> bool:
        state = self.state
        if self.which != "ap" or n >= 0 or owner not in state.opponents(state.cards[self.uid].owner):
            return False  # 12-2-6: an enemy's effect; a teammate's is not (12-3-10)
        if self.stopped is None:
            self.stopped = enemy_cut_stopped(self.state, self.uid)
        return self.stopped


def keywords(state: GcgState, uid: int) -> list[str]:
    """The keywords continuous effects give a unit now ("repair 2", "blocker", …)."""
    key = (uid, "keywords")
    if key in state.busy:
        return []
    state.busy.add(key)
    try:
        plain = [s.grant for s in _steps_on(state, uid, "grant") if s.grant and s.per_count is None]
        return plain + _counted_grants(state, uid)
    finally:
        state.busy.discard(key)


def _counted_grants(state: GcgState, uid: int) -> list[str]:
    """s14-cont: "This Unit gains the same number of <Repair 1> as the number of (X) Unit tokens you have in
    play": the keyword once per card counted now; its values add (13-1-1-2), so one grant of the sum."""
    out: list[str] = []
    if not state.pool.has_timing("continuous"):
        return out
    for owner, bearer, effect in _sources(state):
        steps = [s for s in effect.script or () if s.verb == "grant" and s.per_count is not None and s.grant]
        if not steps or not all(condition_met(state, owner, bearer, c) for c in effect.conditions):
            continue
        for step in steps:
            if _applies(state, owner, bearer, step, uid):
                name, value = step.grant.split()
                n = int(value) * counted(state, owner, bearer, step.per_count)
                if n > 0:
                    out.append(f"{name} {n}")
    return out


def traits(state: GcgState, uid: int) -> list[str]:
    """s11-gcg-read: the traits continuous effects give a unit now ("All your Units gain (Neo
    Zeon)"). A trait grant whose own bounds ask for traits ("all your (Zeon) Units gain (Neo
    Zeon)") is answered, within one computation, from the other grants (as `keywords`)."""
    key = (uid, "traits")
    if key in state.busy:
        return []
    state.busy.add(key)
    try:
        return [t for step in _steps_on(state, uid, "gain_traits") for t in step.gain_traits or ()]
    finally:
        state.busy.discard(key)


def lost_keywords(state: GcgState, uid: int) -> set[str]:
    """s8-gcg-d: the keywords continuous effects take from a unit now ("loses <Blocker>")."""
    key = (uid, "lost_keywords")
    if key in state.busy:
        return set()
    state.busy.add(key)
    try:
        return {step.lose for step in _steps_on(state, uid, "lose") if step.lose}
    finally:
        state.busy.discard(key)


def fresh_attack_grants(state: GcgState, uid: int) -> list[Any]:
    """s7-gcg: "On the turn this Unit is deployed, it may choose a rested enemy Unit as its attack
    target and attack it" (3-2-4): the filters of the units it may attack on its deploy turn."""
    key = (uid, "fresh_attack")
    if key in state.busy:
        return []
    state.busy.add(key)
    try:
        return [step.fresh_attack for step in _steps_on(state, uid, "fresh_attack")]
    finally:
        state.busy.discard(key)


def attack_grants(state: GcgState, uid: int) -> list[Any]:
    """"This Unit may choose an active enemy Unit that is Lv.3 or lower as its attack target":
    the filters such continuous effects give a unit now."""
    key = (uid, "attack")
    if key in state.busy:
        return []
    state.busy.add(key)
    try:
        return [step.may_attack for step in _steps_on(state, uid, "may_attack")]
    finally:
        state.busy.discard(key)


def cant(state: GcgState, uid: int, what: str) -> bool:
    """"This Unit can't choose the enemy player as its attack target" (`what`: attack_player);
    s5-gcg-b: also an effect's "can't" for a time on the card ("It can't activate <Blocker>
    during this turn", `what`: block), a modifier it bears (10-1-5-6)."""
    card = state.cards.get(uid)
    if card is not None and any(m.cant == what for m in card.modifiers):
        return True
    key = (uid, "cant")
    if key in state.busy:
        return False
    state.busy.add(key)
    try:
        return any(step.cant == what for step in _steps_on(state, uid, "cant"))
    finally:
        state.busy.discard(key)


# --- "can't receive damage" (s4-gcg-trig) ------------------------------------------


def damage_prevented(state: GcgState, uid: int, damage: str, source: int | None,
                     amount: int | None = None) -> bool:
    """Does a continuous effect stop `damage` ("battle", 5-5-3, or "effect", 5-5-4) dealt by
    the card `source` from reaching the unit or base `uid` ("This Unit can't receive battle
    damage from enemy Units that are Lv.2 or lower")? 10-1-5-6: the "can't" wins over the
    damage. A `source` the engine does not know (None) is stopped only by a text that names
    no dealer at all. s14-cont: a shield bounded by an amount ("can't receive 2 or less enemy effect
    damage") stops `amount` damage only when it is at most that; an unknown amount (None) is not stopped."""
    key = (uid, "prevent_damage")
    if key in state.busy or uid not in state.cards:
        return False
    if state.cards[uid].zone == "shields":
        return _shield_protected(state, uid, damage, source)
    state.busy.add(key)
    try:
        return any(shield.damage in ("any", damage) and _within(shield, amount)
                   and _from(state, uid, shield, source)
                   for shield in (s.prevent_damage for s in _steps_on(state, uid, "prevent_damage"))
                   if shield is not None and not shield.shields) \
            or _prevented_for_a_time(state, uid, damage, source, amount)  # r2-chosen
    finally:
        state.busy.discard(key)


def _bounded(shield: Any) -> bool:
    return shield.at_most is not None or shield.at_least is not None


def _within(shield: Any, amount: int | None) -> bool:
    """s14-cont: the damage is one the shield's amount bounds cover ("2 or less", "3 or more"), or none."""
    if shield.at_most is None and shield.at_least is None:
        return True
    return amount is not None and (shield.at_most is None or amount <= shield.at_most) \
        and (shield.at_least is None or amount >= shield.at_least)


def bounded_shields(state: GcgState, uid: int, damage: str, source: int | None) -> list[Any]:
    """s14-cont: the shields bounded by an amount ("can't receive N or less / more … damage") that would stop
    `damage` from `source` reaching `uid` were its amount in their bounds (continuous ones and for a time)."""
    key = (uid, "prevent_damage")
    if key in state.busy or uid not in state.cards:
        return []
    state.busy.add(key)
    try:
        shields = [s.prevent_damage for s in _steps_on(state, uid, "prevent_damage")]
        shields += [m.prevent for m in state.cards[uid].modifiers if m.prevent is not None]
        return [s for s in shields if s is not None and not s.shields and _bounded(s)
                and s.damage in ("any", damage) and _from(state, uid, s, source)]
    finally:
        state.busy.discard(key)


def _prevented_for_a_time(state: GcgState, uid: int, damage: str, source: int | None,
                          amount: int | None = None) -> bool:
    """r2-chosen: "Choose 1 friendly Unit. It can't receive battle damage from enemy Units with
    2 or less AP during this turn" — the shield the chosen unit bears until its duration ends
    (state.Modifier.prevent; 5-5, 10-1-5-6)."""
    return any(m.prevent is not None and m.prevent.damage in ("any", damage) and _within(m.prevent, amount)
               and _from(state, uid, m.prevent, source) for m in state.cards[uid].modifiers)


def _from(state: GcgState, uid: int, shield: Any, source: int | None) -> bool:
    """The damage comes from a card the text names: an enemy's, of that kind, in those bounds."""
    card = state.cards.get(source) if source is not None else None
    if card is None:
        return not shield.enemy and shield.source == "any" and shield.where is None
    if shield.enemy and card.owner in state.friends(state.cards[uid].owner):
        return False
    dealer = source
    kind = state.definition(source).type
    if kind == "pilot":  # 3-3-9-2: a paired pilot's text is its unit's
        dealer = next((u for p in state.seats() if p in state.zones for u in state.units(p)
                       if state.cards[u].pilot == source), None)
        kind = "unit" if dealer is not None else kind
    if shield.source != "any" and kind != shield.source:
        return False
    return shield.where is None or (dealer is not None and matches(state, dealer, shield.where))


# --- "this card in your hand gets cost -1" (s4-gcg-trig) ------------------------------


def play_cost(state: GcgState, uid: int, what: str = "cost", pairing_with: int | None = None,
              option: bool = False) -> int:
    """The cost to play a card from its owner's hand (2-10-1) — or, s11-gcg-exec, to deploy it from their
    trash by an effect paying its cost: its printed cost with its own "While …, this card in your hand /
    trash gets cost -N" applied there while the conditions hold (10-1-5-3); never below 0 (1-3-2-2).
    `what: level`: its Lv. the same way (2-9-1; s5-gcg-a: "… this card in your hand gets Lv. -3 and cost
    -3"). `pairing_with`: the unit a pilot is being paired with (s14-cont round 2: "… and pairing it with
    a Unit with [X] …, play this card as if it has 0 cost"). `option`: the player makes the optional
    payment its "as if" names (s15-opt: "you may destroy … If you do, play this card as if it has 0 Lv.
    and cost"); without it that value does not apply."""
    definition = state.definition(uid)
    card = state.cards[uid]
    value = definition.level if what == "level" else definition.cost
    if card.zone not in ("hand", "trash"):  # s11-gcg-exec: "This card in your trash gets cost -1"
        return value
    # s14-cont round 2: "When playing this card from your hand, if C, play it as if it has N Lv. and cost" —
    # the value played at (7-5-2-2 b / c) while C holds; a change printed beside it applies after it
    for effect in definition.effects:
        if effect.timing != "continuous" or not effect.script \
                or not all(condition_met(state, card.owner, uid, c) for c in effect.conditions):
            continue
        for step in effect.script:
            played_at = step.level_modify if what == "level" else step.cost_modify
            if step.as_if_pairing is not None and (  # s14-cont round 2: paired with such a unit only (3-3-1)
                    pairing_with is None or not matches(state, pairing_with, step.as_if_pairing)):
                continue
            if step.as_if_option is not None and not option:  # s15-opt: "If you do, …" — only when paid
                continue
            if step.as_if and card.zone == "hand" and played_at is not None and (
                    step.condition is None or condition_met(state, card.owner, uid, step.condition)):
                value = played_at
    for effect in definition.effects:
        if effect.timing != "continuous" or not effect.script:
            continue
        if not all(condition_met(state, card.owner, uid, c) for c in effect.conditions):
            continue
        for step in effect.script:
            if step.as_if:
                continue  # applied above
            change = step.level_modify if what == "level" else step.cost_modify
            zone = "hand" if step.level_modify is not None else step.cost_zone  # a Lv. change: hand only
            if change is not None and zone == card.zone and (
                    step.condition is None or condition_met(state, card.owner, uid, step.condition)):
                per = counted(state, card.owner, uid, step.per_count) if step.per_count is not None else 1
                value += change * per  # per_count: "… -1 for each enemy Unit in play" (s5-gcg-a)
    return max(0, value)


def play_level(state: GcgState, uid: int, option: bool = False) -> int:
    """s5-gcg-a: the Lv. a card in its owner's hand is played at (`play_cost`, 2-9-1)."""
    return play_cost(state, uid, "level", option=option)


def play_option(definition: Card) -> PlayOption | None:
    """s15-opt: the optional payment printed on a card played from the hand ("you may destroy 1 of your … If
    you do, play this card as if …"), if any: one per card (the reader reads one such sentence)."""
    return next((step.as_if_option for effect in definition.effects if effect.timing == "continuous"
                 for step in effect.script or () if step.as_if_option is not None), None)


def lowest_cost(definition: Card, what: str = "cost") -> int:
    """The least a card can cost (or, `what: level`, its least Lv.) to play from hand, whatever
    the state (its reductions all applying): for the conservative questions asked without
    seeing a hand."""
    field = "level_modify" if what == "level" else "cost_modify"
    if any(getattr(step, field) is not None and step.per_count is not None for effect in definition.effects
           if effect.timing == "continuous" for step in effect.script or ()):
        return 0  # s5-gcg-a: a reduction "for each …" may take it to 0
    values = [getattr(step, field) for effect in definition.effects if effect.timing == "continuous"
              for step in effect.script or () if step.as_if and getattr(step, field) is not None]
    value = min([definition.level if what == "level" else definition.cost, *values]) + sum(
        min(0, getattr(step, field)) for effect in definition.effects
        if effect.timing == "continuous" for step in effect.script or ()
        if getattr(step, field) is not None and not step.as_if)  # s14-cont round 2: `as_if` values above
    return max(0, value)


# --- "Enemy Units choose this Unit as their attack target if possible" (s4-gcg-trig) -----


def forced_targets(state: GcgState, attacker: int) -> list[int]:
    """The units of the attacker's enemies that a continuous effect makes an attack target
    "if possible" (8-2-1, 10-1-5-3): the attacker must choose one of them when it can."""
    owner = state.cards[attacker].owner
    out = []
    for player in state.opponents(owner):
        for uid in state.units(player):
            key = (uid, "forced_target")
            if key in state.busy or uid in out:
                continue
            state.busy.add(key)
            try:
                if any(step.forced_target  # s14-cont: only the attackers it names
                       and (step.forced_by is None or matches(state, attacker, step.forced_by))
                       for step in _steps_on(state, uid, "forced_target")) or any(
                        m.forced_target and (m.forced_by is None or matches(state, attacker, m.forced_by))
                        for m in state.cards[uid].modifiers):  # s14-cont round 2: for a time
                    out.append(uid)
            finally:
                state.busy.discard(key)
    return out


def _shield_protected(state: GcgState, shield: int, damage: str, source: int | None) -> bool:
    """"While this Unit is rested, friendly Shields can't receive battle damage from enemy
    Units" (10-1-5-6): a shield of a friend of the effect's owner (12-3-10)."""
    defender = state.cards[shield].owner
    for owner, bearer, effect in _sources(state):
        if defender not in state.friends(owner) or not any(
                s.prevent_damage is not None and s.prevent_damage.shields for s in effect.script or ()):
            continue
        if not all(condition_met(state, owner, bearer, c) for c in effect.conditions):
            continue
        for step in effect.script or ():
            spec = step.prevent_damage
            if spec is None or not spec.shields or spec.damage not in ("any", damage):
                continue
            if step.condition is not None and not condition_met(state, owner, bearer, step.condition):
                continue
            if _from(state, shield, spec, source):
                return True
    return False


# --- "This Unit gets AP+2 for each of your rested (CB) Units" (r2-trig) -------------------


def _counted_stat(state: GcgState, uid: int, which: str, guard: _EnemyCutGuard | None = None) -> int:
    """What "gets AP+N for each …" continuous effects add to `uid` now: N times the cards
    counted now (10-1-5: computed whenever asked, so it follows the count)."""
    total = 0
    if not state.pool.has_timing("continuous"):
        return total
    for owner, bearer, effect in _sources(state):
        steps = [s for s in effect.script or () if s.verb == "modify" and s.per_count is not None]
        if not steps or not all(condition_met(state, owner, bearer, c) for c in effect.conditions):
            continue
        for step in steps:
            if _applies(state, owner, bearer, step, uid):
                n = step.modify.get(which, 0) * counted(state, owner, bearer, step.per_count)
                if guard is None or not guard.stops(owner, n):  # s10-gcg-b (10-1-5-6)
                    total += n
    return total


def damage_from(state: GcgState, uid: int, shield: Any, source: int | None) -> bool:
    """r2-trig: `_from` for a guard kept outside a continuous effect (effects.battle_guarded)."""
    return _from(state, uid, shield, source)
