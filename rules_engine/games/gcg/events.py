"""s6-gcg-a (issue 29): the parts of an unmarked trigger "When <subject> <event> …," (10-1-6-1)
that the event walk (effects.notify) checks beyond its subject: an attack's declared target
(8-2-1, 8-2-2). Kept apart so the trigger reader's events and the engine's walk share one place."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from . import next_turn
from .cards import TargetFilter
from .conditions import matches, traits_pass
from .state import GcgState


def attack_target_matches(state: GcgState, owner: str, on: Any, target: int | None) -> bool:
    """"When <a Unit> attacks an enemy Unit (that is Lv.4 or lower) / a player": the target
    declared in the attack step (8-2-1), judged as the attack is declared (8-2-2; the Japanese
    rules 7-3-5-2: a later change of target does not change it). `target` is the unit attacked,
    None when a player is. "Enemy" is the effect owner's enemy (12-3-10)."""
    if on.target == "player":
        return target is None
    if on.target == "unit" or on.object_where is not None:
        card = state.cards.get(target) if target is not None else None
        if card is None or card.owner in state.friends(owner):
            return False
        return on.object_where is None or matches(state, target, on.object_where)
    return True


# --- several events at once trigger an effect once (10-1-6-3) -------------------------------


@contextmanager
def at_once(state: GcgState) -> Iterator[None]:
    """The events inside happen together (10-1-6-3: "if several events meeting the condition happen at
    the same time, the effect triggers and activates once"): one step done to several cards, the cards
    destroyed together (8-5-3-2-3, 11-3), the battle damage two units deal each other (8-5-3-2). Each
    effect they trigger fires for the first of them only; each destroyed card's own 【Destroyed】 is an
    effect of its own, so each fires (effects.destroy does not ask here). Nested batches are one."""
    if state.at_once is not None:
        yield
        return
    state.at_once = {}
    try:
        yield
    finally:
        state.at_once = None


def triggered_at_once(state: GcgState, key: Any, refers_to_event: bool) -> bool:
    """True when the effect `key` ((source, effect index), or a delayed trigger's entry) was already
    triggered in this batch: it is not triggered again. When it says which card the event happened to
    ("it", "that Unit", "than that Unit"), which of the cards is meant the rules do not say: the
    pending effect is marked and resolved by hand (effects.continue_resolution)."""
    if state.at_once is None or key not in state.at_once:
        return False
    pending = state.at_once[key]
    if refers_to_event and pending is not None:
        pending.extra["event_several"] = True
    return True


def note_triggered(state: GcgState, key: Any) -> None:
    """The effect `key` was just fired (the last of `state.fresh`) in this batch."""
    if state.at_once is not None:
        state.at_once[key] = state.fresh[-1] if state.fresh else None


def refers_to_event_card(effect: Any) -> bool:
    """The effect speaks of the event's card: a step on "it" / "that Unit" (the event's subject or
    object) or a bound "than that Unit" (s10-gcg-a)."""
    steps = [*(effect.script or ()), *(s for mode in getattr(effect, "modes", None) or () for s in mode)]
    return any(s.target in ("event_subject", "event_object") or (
        s.where is not None and (s.where.max_level_event or s.where.min_level_event)) for s in steps)


# --- delayed triggers made by an effect ("During this turn, when …, …"; 10-1-6-1) ----------


def register_delayed(state: GcgState, owner: str, source: int, number: str, effect: int, step: int,
                     bound: int | None, mode: int | None = None) -> None:
    """An effect's `delayed` step resolves: its trigger waits for the rest of this turn (7-6-6:
    "during this turn" ends in the cleanup step), on `bound` (the chosen unit, as it is now:
    a unit that moves is a new card, 4-1-5) or on the event's printed subject."""
    inc = state.cards[bound].incarnation if bound is not None and bound in state.cards else None
    state.delayed.append([owner, source, number, effect, step, bound if inc is not None else None, inc,
                          state.turn, mode])  # mode: s11-gcg-exec, the ■ effect chosen (its own script)


def delayed_step(state: GcgState, entry: list[Any]) -> Any:
    """s11-gcg-exec: the `delayed` step an entry was made by — in its effect's script, or in the ■
    effect chosen of a modal effect (s9-gcg-c: "Choose 1 of the following effects", whose own script
    is empty; looking it up in the card's script failed)."""
    effect = state.pool[entry[2]].effects[entry[3]]
    mode = entry[8] if len(entry) > 8 else None
    return (effect.modes[mode] if mode is not None else effect.script)[entry[4]]


def delayed_waiting(state: GcgState, event: str, subject: int | None) -> list[tuple[list[Any], Any, int]]:
    """(entry, its EventTrigger, the card it speaks for) of each delayed trigger of this turn
    waiting for `event`; one made for a chosen unit waits for that unit only (as it was chosen)."""
    found = []
    for entry in state.delayed:
        _owner, source, _number, _effect, _step, bound, inc, turn = entry[:8]
        if turn != state.turn:
            continue
        step = delayed_step(state, entry)
        if step.until in next_turn.LATER and not (len(entry) > 9 and entry[9] == "last"):
            continue  # s17-gcg round 3: "During your opponent's next turn, when …": not before that turn
        made = step.delayed
        on = made.on
        if on.event != event:
            continue
        if bound is not None:
            card = state.cards.get(bound)
            if card is None or card.incarnation != inc or subject != bound:
                continue
            if made.requires is not None and not _bearer_requirement(state, bound, made.requires):
                continue  # s11-gcg-exec: a granted 【During Link】/【During Pair】 effect (13-2-10, 13-2-12)
            found.append((entry, on, bound))
        else:
            found.append((entry, on, source))
    return found


def _bearer_requirement(state: GcgState, uid: int, requires: str) -> bool:
    """【During Pair】/【During Link】 of an effect granted to `uid`: the unit is in play and paired /
    linked now (as it triggers; a destroyed unit is judged before it leaves, 13-2-8-2-1)."""
    card = state.cards[uid]
    if card.zone != "battle":
        return False
    return card.pilot is not None if requires == "paired" else state.linked(uid)


def carry_delayed(state: GcgState) -> None:
    """A turn has begun (7-1): the delayed triggers of the last turn ended with it (7-6-6-1), but one lasting
    "until the end of your (opponent's) next turn" (s17-gcg round 2) is kept until that turn has ended: kept
    as this turn's (its entry's turn; a tenth field says "last" once the named turn is this one, so the next
    turn's start ends it). Its owner out of the game takes it along (12-2-5). s17-gcg round 3: one printed
    "during your (opponent's) next turn" is kept the same way, but waits (`delayed_waiting`) for that turn."""
    kept = []
    for entry in state.delayed:
        until = delayed_step(state, entry).until
        if until not in next_turn.UNTILS or entry[0] in state.eliminated \
                or (len(entry) > 9 and entry[9] == "last"):
            continue
        last = next_turn.is_named_turn(state, entry[0], next_turn.UNTILS[until])
        mode = entry[8] if len(entry) > 8 else None
        kept.append([*entry[:7], state.turn, mode, "last" if last else "waiting"])
    state.delayed = kept


def end_delayed(state: GcgState, until: str) -> None:
    """s11-gcg-exec: the delayed triggers lasting `until` ("battle": an effect granted "during this
    battle") end with it (8-6-2); "turn" ones end in the cleanup step (7-6-6, flow.end_turn)."""
    state.delayed = [entry for entry in state.delayed if delayed_step(state, entry).until != until]


# --- "When you activate a Command's 【Main】/【Action】" (8-3-1, 7-5-2-2, 13-2-5) --------------


def command_matches(state: GcgState, owner: str, on: Any, command: int | None, by: str | None) -> bool:
    """The command activated passes the printed bounds ("a (Dawn of Fold) Command card") and,
    where printed, was played using an EX Resource (5-17-3-2)."""
    if command is None or command not in state.cards:
        return False
    if on.ex and by != "ex":
        return False
    if on.played and by == "burst":  # s14-trig: a 【Burst】 activates it without playing it (13-2-5-1, 5-7-1)
        return False
    return on.object_where is None or matches(state, command, on.object_where)


def activates_command_main(state: GcgState, uid: int, index: int) -> bool:
    """A command's 【Burst】 that activates this card's 【Main】/【Action】 (13-2-5): its script is
    that effect's (printed._activated)."""
    definition = state.definition(uid)
    if definition.type != "command":
        return False
    burst = definition.effects[index]
    return burst.script is not None and any(
        e.timing in ("main", "action") and e.script == burst.script for e in definition.effects)


# --- what happened this turn (GcgState.turn_record; 7-6-6: it ends with the turn) -----------


def happened(state: GcgState, owner: str, bearer: int | None, condition: Any) -> bool:
    """`this_turn`: "If you have activated a (X) Command card's 【Main】/【Action】 during this turn"
    (the effect owner did; the command passes `where` as printed) / "the turn when this Unit is
    paired with a Pilot" (this unit, as it is now: 4-1-5)."""
    if condition.happened == "discarded":  # s13-gcg-exec: `who` discarded, due to an effect of the owner's
        friends = state.friends(owner)
        return any(r[0] == "discarded" and r[2] == owner and (
            r[1] not in friends if condition.who == "enemy" else r[1] == owner) for r in state.turn_record)
    if condition.happened == "paid":
        return any(_paid_counts(state, owner, bearer, condition, r)
                   for r in state.turn_record if r[0] == "paid")
    if condition.happened == "battle_kill":
        return any(_battle_kill_counts(state, owner, condition, r)
                   for r in state.turn_record if r[0] == "battle_kill")
    if condition.happened == "destroyed_by_effect":  # s14-trig
        return any(_destroyed_by_effect_counts(state, owner, condition, r)
                   for r in state.turn_record if r[0] == "destroyed_by_effect")
    if condition.happened in ("deployed", "destroyed"):  # s15-gen
        return any(_unit_record_counts(state, owner, condition, r)
                   for r in state.turn_record if r[0] == condition.happened)
    if condition.happened == "command":
        return any(kind == "command" and who == owner and (
            condition.where is None or record_matches(state, number, condition.where))
            for kind, who, number in (r for r in state.turn_record if r[0] == "command"))
    card = state.cards.get(bearer) if bearer is not None else None
    return card is not None and any(
        r[0] == "paired" and r[1] == bearer and r[2] == card.incarnation for r in state.turn_record)


# s13-gcg-exec: events kept in the turn's record as effects.notify reports them (the record is derived from
# the events, so a replay or a rewind rebuilds it exactly)
RECORDED_EVENTS = frozenset({"paid", "deployed"})


def record_event(state: GcgState, event: str, subject: int | None, player: str | None, amount: int) -> None:
    """"paid": ["paid", the payer, the amount, the card whose effect it is (uid, incarnation, number), its
    traits then (2-5-3)] — one entry per payment for a card's effect (10-1-7)."""
    from .conditions import traits_now

    card = state.cards.get(subject) if subject is not None else None
    if event == "deployed" and card is not None:  # s15-gen: a Unit or a Base entering play (5-8)
        traits = sorted(traits_now(state, subject))
        state.turn_record.append(["deployed", card.owner, card.number, traits, None])
    if event == "paid" and card is not None and player is not None:
        state.turn_record.append(["paid", player, amount, subject, card.incarnation, card.number,
                                  sorted(traits_now(state, subject))])


def battle_kill_record(state: GcgState, killer: int, victim: int) -> list[Any]:
    """s13-gcg-exec: `killer`'s battle damage will destroy `victim` (8-5-3): the record kept when the
    victim is destroyed (effects.destroy) — the killer as it dealt the damage (paired with a pilot,
    its traits now, 2-5-3), since "a Unit paired with a Pilot has destroyed …" speaks of that moment."""
    from .conditions import traits_now

    card = state.cards[killer]
    return ["battle_kill", card.owner, card.number, card.pilot is not None,
            sorted(traits_now(state, killer)), state.cards[victim].owner]


def _battle_kill_counts(state: GcgState, owner: str, condition: Any, record: list[Any]) -> bool:
    """"If a friendly Unit paired with a Pilot / one of your (X) Units has destroyed an enemy Unit with
    battle damage this turn" (s13-gcg-exec): the killer was `who` of the effect's owner, an enemy's
    unit was destroyed, and the killer passed `where` as it dealt the damage (traits, paired) or as
    printed (colours, name)."""
    _, killer_owner, number, paired, traits, victim_owner = record
    friends = state.friends(owner)
    killer_counts = killer_owner == owner if condition.who == "yours" else killer_owner in friends
    if victim_owner in friends or not killer_counts:
        return False
    return condition.where is None or record_matches(state, number, condition.where, traits, paired=paired)


def effect_destruction(state: GcgState, by: str, source: int | None) -> dict[str, Any]:
    """s14-trig: who destroyed a card by an effect (5-10-1) and that effect's card as it was then (its traits
    now, 2-5-3; its printed number for colours / name / type): what "destroyed by one of your (X) card's
    effects" speaks of."""
    from .conditions import traits_now

    if source is None or source not in state.cards:
        return {"owner": by}
    return {"owner": by, "number": state.cards[source].number, "traits": sorted(traits_now(state, source))}


def destruction_source_counts(state: GcgState, owner: str, who: str, where: Any, kind: str | None,
                              destruction: dict[str, Any] | None) -> bool:
    """s14-trig: the destruction was by an effect (5-10-1) of `who` (relative to `owner`: yours, friendly, an
    enemy's, any), of a card of `kind` (a unit, a command, …; None: any card) passing `where` (its traits as
    the effect destroyed it, its printed colours / name / Lv.)."""
    if destruction is None:
        return False
    by, friends = destruction["owner"], state.friends(owner)
    if (who == "yours" and by != owner) or (who == "friendly" and by not in friends) \
            or (who == "enemy" and by in friends):
        return False
    if kind is None and where is None:
        return True
    number = destruction.get("number")
    if number is None:  # no card known (never for an effect's destruction): not counted
        return False
    if kind is not None and state.pool[number].type != kind:
        return False
    return where is None or record_matches(state, number, where, destruction.get("traits", ()))


def _whose_unit_counts(state: GcgState, owner: str, who: str, unit_owner: str) -> bool:
    """A recorded unit is `who`'s as seen by `owner`: yours, friendly (yours and a teammate's, 12-3-10),
    or an enemy's; any other `who` names every unit."""
    friends = state.friends(owner)
    return not ((who == "yours" and unit_owner != owner) or (who == "friendly" and unit_owner not in friends)
                or (who == "enemy" and unit_owner in friends))


def _destroyed_by_effect_counts(state: GcgState, owner: str, condition: Any, record: list[Any]) -> bool:
    """s14-trig: "If one of your (X) Units has been destroyed by one of your (Y) card's effects during this
    turn": the unit was `who`'s (traits as it was destroyed, printed colours / name), the destruction as
    `destruction_source_counts` says."""
    _, unit_owner, number, traits, destruction = record
    if state.pool[number].type != "unit":  # a base destroyed by an effect is recorded too
        return False
    if not _whose_unit_counts(state, owner, condition.who, unit_owner):
        return False
    where = condition.where
    if where is not None and not record_matches(state, number, where, traits):
        return False
    return destruction_source_counts(state, owner, condition.source_who, condition.source_where,
                                     condition.source_kind, destruction)


def _unit_record_counts(state: GcgState, owner: str, condition: Any, record: list[Any]) -> bool:
    """s15-gen: a unit deployed (5-8) / destroyed (5-10-1) this turn: ["deployed" | "destroyed", its owner,
    its number, its traits then (2-5-3), how it was destroyed ("battle": battle damage, 8-5-3; "damage":
    effect damage; "effect": by an effect)] — `who`'s unit, passing `where` (traits then, printed colours /
    name)."""
    _, unit_owner, number, traits, how = record
    if state.pool[number].type != "unit":
        return False
    if not _whose_unit_counts(state, owner, condition.who, unit_owner):
        return False
    if condition.by_battle and how != "battle":
        return False
    where = condition.where
    return where is None or record_matches(state, number, where, traits)


def _paid_counts(state: GcgState, owner: str, bearer: int | None, condition: Any, record: list[Any]) -> bool:
    """"(At the end of a turn where / If) you have paid ⟦N⟧ or more for one of your (other) (X) Units'
    effects (this turn)" (s13-gcg-exec): the effect's owner paid, N or more (or less) in one payment, for a
    Unit's effect (printed: a unit), "other" than this card as it is now (4-1-5), passing `where` as it was
    paid (traits) or as printed (colours, name)."""
    _, payer, amount, uid, incarnation, number, traits = record
    if payer != owner or state.pool[number].type != "unit" \
            or (amount < condition.n if condition.op == ">=" else amount > condition.n):
        return False
    this = state.cards.get(bearer) if bearer is not None else None
    if condition.other and this is not None and uid == bearer and incarnation == this.incarnation:
        return False
    return condition.where is None or record_matches(state, number, condition.where, traits)


def record_matches(state: GcgState, number: str, where: TargetFilter, traits: Any = None,
                   paired: bool | None = None) -> bool:
    """A recorded card passes `where` (the fields filter_fields.HONOURED["record_…"] let through): its
    traits as the record kept them (2-5-3; None: as printed), paired or not then (`paired`), its printed
    colours / name / Lv. / being a token (5-17), and one of the `any_of` alternatives judged the same way
    (s16-filt round 2)."""
    card = state.pool[number]
    if not traits_pass(where, card.traits if traits is None else traits):
        return False
    if where.paired is not None and where.paired != paired:
        return False
    if where.token is not None and card.token != where.token:
        return False
    if where.any_of is not None and not any(record_matches(state, number, either, traits, paired)
                                            for either in where.any_of):
        return False
    if where.colors is not None and not set(where.colors) & set(card.colors):
        return False
    if where.no_colors is not None and set(where.no_colors) & set(card.colors):  # s12-gcg-gen: "non-blue"
        return False
    if where.name_contains is not None and not card.name_contains(where.name_contains):
        return False
    if where.name_excludes is not None and card.name_contains(where.name_excludes):  # s11-gcg-exec
        return False
    return not ((where.max_level is not None and card.level > where.max_level)
                or (where.min_level is not None and card.level < where.min_level))
