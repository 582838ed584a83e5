"""Conditions on the state, shared by effects that resolve ("If …,", 10-2-1) and continuous
effects ("While …,", 10-1-5-3): target filters, counts of units / bases / trash cards, whose
turn it is, the card the effect belongs to, the player's level, paired / linked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import Card, PilotCondition, StepCondition, TargetFilter

if TYPE_CHECKING:
    from .state import GcgState

_OPS = {">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b, "==": lambda a, b: a == b}


def traits_now(state: GcgState, uid: int) -> set[str]:
    """A card's traits now (2-5-3): printed, and those gained — for a while (modifiers) or
    continuously (10-1-5, "All your Units gain (Neo Zeon)") while it is in play. A pilot's traits
    are never its unit's (2-5-5)."""
    card = state.cards[uid]
    traits = set(state.definition(uid).traits)
    for m in card.modifiers:
        traits.update(m.traits)
    if card.zone in ("battle", "base") and card.paired_to is None:
        from .continuous import traits as continuous_traits

        traits.update(continuous_traits(state, uid))
    return traits


def traits_pass(w: TargetFilter, traits: set[str] | list[str] | tuple[str, ...]) -> bool:
    """A card with these traits has one of `w.traits` (2-5-3) and (s16-filt: "non-(X)") none of
    `w.no_traits`."""
    return (w.traits is None or bool(set(w.traits) & set(traits))) \
        and (w.no_traits is None or not set(w.no_traits) & set(traits))


def matches(state: GcgState, uid: int, w: TargetFilter) -> bool:
    """A unit (or base) passes a printed target's bounds (its current AP/HP, 5-4, 5-5; its
    level, traits, colours, keywords and state)."""
    definition = state.definition(uid)
    card = state.cards[uid]
    bounds = ((w.max_hp, w.min_hp, lambda: state.hp(uid)), (w.max_ap, w.min_ap, lambda: state.ap(uid)),
              (w.max_level, w.min_level, lambda: definition.level),
              # s8-gcg-a: the printed cost (2-10-1), a token's 0 (2-10-3)
              (w.max_cost, w.min_cost, lambda: 0 if definition.token else definition.cost))  # s8-gcg-a
    for high, low, value in bounds:
        if high is None and low is None:
            continue
        v = value()
        if (high is not None and v > high) or (low is not None and v < low):
            return False
    if (w.traits is not None or w.no_traits is not None) and not traits_pass(w, traits_now(state, uid)):
        return False
    if w.colors is not None and not set(w.colors) & set(definition.colors):
        return False
    if w.no_colors is not None and set(w.no_colors) & set(definition.colors):  # s12-gcg-gen: "non-blue"
        return False
    if w.type is not None and definition.type != w.type:
        return False
    if w.name_contains is not None and not definition.name_contains(w.name_contains):  # 2-2-3, 2-2-4
        return False
    if w.name_excludes is not None and definition.name_contains(w.name_excludes):  # s11-gcg-exec
        return False
    if w.keyword is not None and not state.keyword(uid, w.keyword):
        return False
    if w.no_keyword is not None and state.keyword(uid, w.no_keyword):  # s9-gcg-a: "without <X>"
        return False
    if (w.state == "rested" and not card.rested) or (w.state == "active" and card.rested):
        return False
    if (w.state == "link" or w.link) and not state.linked(uid):  # w.link: s9-gcg-b
        return False
    if w.token is not None and definition.token != w.token:
        return False
    if not _matches_more(state, uid, w):
        return False
    return not (w.state == "damaged" and card.damage <= 0)


def _matches_more(state: GcgState, uid: int, w: TargetFilter) -> bool:
    """s4-gcg-verbs (issue 29): paired or not with a pilot (3-3-9), with a pilot of a trait
    (13-2-9-2), not damaged / not a Link Unit (3-2-6-2). `max_level_this` is made a number
    before a card is matched (effects.legal_targets): unresolved, nothing matches."""
    card = state.cards[uid]
    if w.max_level_this or w.max_ap_this or w.max_level_event or w.max_level_chosen \
            or w.min_level_this or w.min_level_event or w.min_level_chosen or w.min_ap_this \
            or w.max_level_count is not None or w.min_level_count is not None:  # s14-cont
        return False
    if w.lowest is not None or w.highest is not None:
        return False  # s6-gcg-b: judged over the whole pool (target_parts.narrow), never one card alone
    if w.battling is not None and (uid in battling_units(state)) != w.battling:
        return False
    if w.paired is not None and (card.pilot is not None) != w.paired:
        return False
    if w.pilot_traits is not None and not any(
            state.pilot_meets(uid, PilotCondition(trait=t)) for t in w.pilot_traits):
        return False
    if w.not_state == "damaged" and card.damage > 0:
        return False
    if w.damaged is not None and (card.damage > 0) != w.damaged:  # s15-gen: "a rested damaged Unit" (5-5)
        return False
    if w.battling_who is not None or (w.battling_owners is not None and not _battling_with(state, uid, w)):
        return False  # s6-gcg-b: unresolved (no owner known) lets nothing through, as max_level_this
    if w.any_of is not None and not any(matches(state, uid, either) for either in w.any_of):
        return False  # s6-gcg-b: "that is Lv.1 or lower or has 1 or less AP"
    pilot_bound = w.pilot_max_level is not None or w.pilot_min_level is not None
    if pilot_bound and not _pilot_level(state, card.pilot, w):
        return False  # s6-gcg-b: "paired with a Pilot that is Lv.3 or lower" (3-3-9)
    if w.attacked is not None and (state.battle is not None and state.battle.target == uid
                                   and card.incarnation == state.battle.target_inc) != w.attacked:
        return False  # r2-trig: "being attacked" (8-2; a blocker is the attacked unit now, 8-3)
    return not (w.not_state == "link" and state.linked(uid))


def _battling_with(state: GcgState, uid: int, w: TargetFilter) -> bool:
    """s6-gcg-b: `uid` battles a unit of `w.battling_owners` passing `w.battling_where` (8-2)."""
    pair = battling_units(state)
    if uid not in pair:
        return False
    other = pair[1] if pair[0] == uid else pair[0]
    return state.cards[other].owner in (w.battling_owners or ()) \
        and (w.battling_where is None or matches(state, other, w.battling_where))


def _pilot_level(state: GcgState, pilot: int | None, w: TargetFilter) -> bool:
    """s6-gcg-b: a unit paired with a pilot whose printed Lv. (2-9) is within the bounds."""
    if pilot is None or pilot not in state.cards:
        return False
    level = state.definition(pilot).level
    return (w.pilot_max_level is None or level <= w.pilot_max_level) \
        and (w.pilot_min_level is None or level >= w.pilot_min_level)


def battling_units(state: GcgState) -> tuple[int, ...]:
    """The two units battling each other (8-2: the attacker and the attacked unit, a blocker
    once it blocks, 8-3); none when a unit attacks a player."""
    battle = state.battle
    if battle is None or battle.target is None:
        return ()
    if battle.attacker not in state.cards or battle.target not in state.cards \
            or state.cards[battle.attacker].zone != "battle" or state.cards[battle.target].zone != "battle":
        return ()
    return (battle.attacker, battle.target)


def in_trash(state: GcgState, uid: int, w: TargetFilter | None) -> bool:
    """A card in a trash passes a printed count's filters (its type, traits, level)."""
    if w is None:
        return True
    definition = state.definition(uid)
    return (w.type is None or definition.type == w.type) \
        and traits_pass(w, definition.traits) \
        and (w.colors is None or bool(set(w.colors) & set(definition.colors))) \
        and (w.no_colors is None or not set(w.no_colors) & set(definition.colors)) \
        and (w.name_contains is None or definition.name_contains(w.name_contains)) \
        and (w.name_excludes is None or not definition.name_contains(w.name_excludes)) \
        and (w.keyword is None or definition.has(w.keyword)) \
        and (w.max_level is None or definition.level <= w.max_level) \
        and (w.min_level is None or definition.level >= w.min_level) \
        and _printed_stats(definition, w)


def _printed_stats(definition: Card, w: TargetFilter) -> bool:
    """s16-filt: a card out of play by its printed cost (2-10-1), AP (2-7) and HP (2-8) — no modifier
    applies there; a resource has no cost (2-10-2), only a Unit or a Base prints AP and HP values."""
    bounds = ((w.max_cost, w.min_cost, None if definition.type == "resource" else definition.cost),
              (w.max_ap, w.min_ap, definition.ap if definition.type in ("unit", "base") else None),
              (w.max_hp, w.min_hp, definition.hp if definition.type in ("unit", "base") else None))
    for high, low, value in bounds:
        if high is None and low is None:
            continue
        if value is None or (high is not None and value > high) or (low is not None and value < low):
            return False
    return True


def resource_matches(state: GcgState, uid: int, w: TargetFilter) -> bool:
    """A resource passes "EX Resource" (a token, 5-17-3) and rested / active (s15-gen: "5 or more rested
    Resources", 4-4, 1-3-2)."""
    return (w.token is None or state.definition(uid).token == w.token) \
        and (w.state is None or state.cards[uid].rested == (w.state == "rested"))


def players_of(state: GcgState, owner: str, who: str) -> list[str]:
    """Whose cards "your" (12-3-11), "friendly" (12-3-10), "enemy" (12-2-6) and "any" speak of."""
    if who == "yours":
        return [owner]
    if who == "friendly":
        return list(state.friends(owner))
    if who == "enemy":
        return list(state.opponents(owner))
    return state.seating_from(owner)


def condition_met(state: GcgState, owner: str, bearer: int | None, condition: StepCondition) -> bool:
    """Does `condition` hold now, for an effect of `owner`'s whose card is `bearer`?"""
    kind = condition.kind
    if kind == "this_turn":  # s6-gcg-a: the turn's record (events.happened)
        from .events import happened

        return happened(state, owner, bearer, condition)
    if kind == "deployed_from":  # r2-look: "If you deploy this Unit from your trash"
        card = state.cards.get(bearer) if bearer is not None else None
        return card is not None and card.deployed_from == condition.zone  # as it was deployed
    if kind in ("hand_size", "shields", "battling", "trash_size"):  # s4-gcg-trig; trash_size: s5-gcg-a
        return _player_or_battle(state, owner, bearer, condition)
    if kind == "all":
        return all(condition_met(state, owner, bearer, c) for c in condition.all_of or ())
    if kind == "compare":  # s15-gen: "If your opponent has more Units in play than you," (10-2-1)
        mine = _side_count(state, owner, "yours", condition)
        theirs = _side_count(state, owner, "enemy", condition)
        return mine > theirs if condition.more == "yours" else theirs > mine
    if kind == "any":  # s15-gen: "If A or B," (10-2-1)
        return any(condition_met(state, owner, bearer, c) for c in condition.any_of or ())
    if kind == "your_turn":
        return state.is_active(owner)
    if kind == "opponents_turn":
        return not state.is_active(owner)
    if kind == "player_level":  # 2-9-4: a player's Lv. is their resources
        return _OPS[condition.op](state.level(owner), condition.n)
    if kind == "enemy_players":
        return _OPS[condition.op](len(state.opponents(owner)), condition.n)
    if kind == "attacking":  # "If this Unit is attacking an enemy Unit / the enemy player" (8-2)
        battle = state.battle
        card = state.cards.get(bearer) if bearer is not None else None
        if battle is None or card is None or battle.attacker != bearer \
                or card.incarnation != battle.attacker_inc:
            return False
        if condition.attacking is None:  # s6-gcg-a: "while this Unit is attacking" (8-1: its battle)
            return True
        if condition.attacking == "unit":
            return battle.target is not None and (  # "a damaged enemy Unit" (s4-gcg-trig)
                condition.where is None or matches(state, battle.target, condition.where))
        return battle.target_player is not None
    if kind in ("self", "paired", "linked"):
        card = state.cards.get(bearer) if bearer is not None else None
        if card is None or card.zone not in ("battle", "base"):
            return False
        if kind == "paired":  # 13-2-10-2
            return state.pilot_meets(bearer, condition.pilot)
        if kind == "linked":
            return state.linked(bearer)
        return condition.where is None or matches(state, bearer, condition.where)
    players = players_of(state, owner, condition.who)
    if condition.zone == "trash":
        n = sum(1 for p in players for u in state.zone(p, "trash") if in_trash(state, u, condition.where))
        return _OPS[condition.op](n, condition.n)
    if condition.zone == "pilot":  # pilots in play: paired with units (3-3-9)
        pilots = [state.cards[u].pilot for p in players for u in state.units(p) if state.cards[u].pilot]
        n = sum(1 for u in pilots if in_trash(state, u, condition.where))
        return _OPS[condition.op](n, condition.n)
    if condition.zone == "resources":  # "If you have no EX Resources" (s4-gcg-trig; 5-17-3)
        n = sum(1 for p in players for u in state.zone(p, "resources")
                if condition.where is None or resource_matches(state, u, condition.where))
        return _OPS[condition.op](n, condition.n)
    zone = "base" if condition.zone == "base" else "battle"
    seen: set[int] = set()  # team format: the base section is shared (12-3-7)
    for p in players:
        for u in state.zone(p, zone):
            if u in seen or (condition.other and u == bearer):
                continue
            if condition.where is None or matches(state, u, condition.where):
                seen.add(u)
    return _OPS[condition.op](len(seen), condition.n)


def _player_or_battle(state: GcgState, owner: str, bearer: int | None, condition: StepCondition) -> bool:
    """`hand_size` (4-8: the number of cards in a hand is public), `shields` (4-6), `battling`
    (8-1: this unit is the attacking or the attacked unit of the battle, against an enemy unit)."""
    if condition.kind == "battling":
        battle = state.battle
        card = state.cards.get(bearer) if bearer is not None else None
        if battle is None or card is None or battle.target is None:
            return False
        if battle.attacker == bearer and card.incarnation == battle.attacker_inc:
            other = battle.target
        elif battle.target == bearer and card.incarnation == battle.target_inc:
            other = battle.attacker
        else:
            return False
        if other not in state.cards or state.cards[other].owner in state.friends(card.owner):
            return False
        return condition.where is None or matches(state, other, condition.where)
    players = players_of(state, owner, condition.who)
    if condition.kind in ("hand_size", "trash_size"):  # "an enemy player has 6 or more": any one of them
        zone = "hand" if condition.kind == "hand_size" else "trash"  # trash_size: s5-gcg-a (4-9)
        return any(_OPS[condition.op](len(state.zone(p, zone)), condition.n) for p in players)
    if condition.who == "any":  # s9-gcg-a: "there is a player with 3 or less Shields": some one
        return any(_OPS[condition.op](len(_shields_of(state, p)), condition.n) for p in players)  # side
    shields = {u for p in players for u in state.zone(p, "shields")}  # a team shares one (12-3)
    return _OPS[condition.op](len(shields), condition.n)


def _side_count(state: GcgState, owner: str, who: str, condition: StepCondition) -> int:
    """s15-gen: one side of a comparison — your cards (12-3-11) or your opponent's (a team's shared shield
    area and base section once, 12-3): units in play passing `where` (3-2), shields (4-6), cards in hand
    (4-8: the number of cards in a hand is public)."""
    players = players_of(state, owner, who)
    if condition.of == "shields":
        return len({u for p in players for u in state.zone(p, "shields")})
    if condition.of == "hand":
        return sum(len(state.zone(p, "hand")) for p in players)
    return len({u for p in players for u in state.zone(p, "battle")
                if condition.where is None or matches(state, u, condition.where)})


def _shields_of(state: GcgState, player: str) -> set[int]:
    """The shields of `player`'s side: in a team battle the team shares one shield area (12-3)."""
    return {u for p in state.friends(player) for u in state.zone(p, "shields")}


def with_counted_bounds(state: GcgState, owner: str, bearer: int | None, where: TargetFilter | None) -> Any:
    """s14-cont (issue 29): "All enemy Units whose Lv. is equal to or lower than that number …" after "Count
    up the number of your (X) Units, plus this Unit.": the bound made a number now (10-1-5: computed when
    asked) — the cards counted by `owner`'s side, plus `bearer` once when printed (it must be in the battle
    area: it is "this Unit"). Left unresolved (nothing matches) when this Unit is not there."""
    if where is None or (where.max_level_count is None and where.min_level_count is None):
        return where
    plus = where.level_count_plus or 0
    if plus and (bearer is None or bearer not in state.cards or state.cards[bearer].zone != "battle"):
        return where
    update: dict[str, Any] = {"max_level_count": None, "min_level_count": None, "level_count_plus": None}
    bounds = (("max_level", where.max_level_count, min), ("min_level", where.min_level_count, max))
    for key, spec, tighter in bounds:
        if spec is not None:
            n = counted(state, owner, bearer, spec) + plus
            printed_bound = getattr(where, key)
            update[key] = n if printed_bound is None else tighter(n, printed_bound)
    return where.model_copy(update=update)


def counted(state: GcgState, owner: str, bearer: int | None, condition: StepCondition) -> int:
    """r2-trig (issue 29): how many cards a "for each …" counts now — (X) cards in the trash of
    `condition.who` (4-9), or units in play passing `where` (the base section shared in teams
    counts once). printed.py gives only these two zones."""
    players = players_of(state, owner, condition.who)
    if condition.zone == "trash":
        return sum(1 for p in players for u in state.zone(p, "trash") if in_trash(state, u, condition.where))
    seen = {u for p in players for u in state.zone(p, "battle")
            if not (condition.other and u == bearer)
            and (condition.where is None or matches(state, u, condition.where))}
    return len(seen)
