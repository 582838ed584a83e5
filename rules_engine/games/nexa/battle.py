"""The battle phase's rules (B9, D-87 … D-107): sortie, engagement, force power, battle
damage by speed, damage to a 本国, destruction, the return step."""

from __future__ import annotations

from typing import Any

from ...core.errors import IllegalAction
from ...core.labels import place
from .state import AREAS, FIELD, NexaState


def say(state: NexaState, text: str, *, key: str, params: dict[str, Any] | None = None,
        private_params: dict[str, dict[str, Any]] | None = None, **private: str) -> None:
    """A log line; `key` (`nexa.event.<name>`) and `params` let the bot say it in the
    reader's language, `private_params[viewer]` the extra values of a viewer's fuller line."""
    from ...core.game import Event

    state.events.append(Event(text, private, key=key, params=params, private_params=private_params))


def label(state: NexaState, uid: int) -> str:
    """A card as a line names it: its name, and where another card in play shares that name
    (a mirror) the player and its place in its zone as the board lists it, "Ember Sentry
    (B2)" (#30 §4: never the engine's card id)."""
    name = state.definition(uid).name
    where = place(uid, lambda u: state.definition(u).name,
                  ((p, state.zone(p, z)) for p in state.players for z in FIELD))
    return f"{name} ({where})" if where else name


def engaged(state: NexaState, area: str) -> bool:
    """B9-2-1: an area with forces of both sides."""
    return all(state.zone(p, area) for p in state.players)


def force_has(state: NexaState, units: list[int], keyword: str) -> bool:
    """D-107-1: a keyword of a force ("A" 部隊) needs every unit in it to have it."""
    return bool(units) and all(state.keyword(u, keyword) for u in units)


def force_power(state: NexaState, player: str, area: str) -> int:
    """B9-3 (contract choice, the P35 figure is missing): the front unit's 格闘力 plus the
    射撃力 of every unit; a rolled or destroyed unit counts `*` = 0 (B9-3, D-92, D-99); plus
    the guard system's force modifiers (B7-11); floor 0 (D-68)."""
    units = state.zone(player, area)
    if not units:
        return 0

    def counts(uid: int) -> bool:
        card = state.cards[uid]
        return not card.rolled and not card.destroyed

    total = state.stat(units[0], 0) if counts(units[0]) else 0
    total += sum(state.stat(u, 1) for u in units if counts(u))
    return max(0, total + state.force_mods.get(f"{player}.{area}", 0))


def may_sortie(state: NexaState, uid: int, area: str) -> bool:
    """D-87 ①: a standing unit of the deploy area with that terrain."""
    card = state.cards[uid]
    d = state.definition(uid)
    return card.zone == "deploy" and d.is_unit and not card.rolled and not card.destroyed \
        and area in state.terrain(uid)


def eligible(state: NexaState, player: str) -> list[int]:
    return [u for u in state.zone(player, "deploy") if any(may_sortie(state, u, a) for a in AREAS)]


def check_sortie(state: NexaState, player: str, space: object, earth: object) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    seen: set[int] = set()
    for area, ids in (("space", space), ("earth", earth)):
        ids = [] if ids is None else ids
        if not isinstance(ids, list) or not all(isinstance(u, int) and not isinstance(u, bool) for u in ids):
            raise IllegalAction(f"`{area}` is a list of your units, front first", "D-87", code="malformed",
                                key="nexa.refusal.force_list", params={"area": area})
        for uid in ids:
            if uid in seen:
                raise IllegalAction("a unit sorties into one area only (D-87 ①)", "D-87",
                                    key="nexa.refusal.one_area")
            seen.add(uid)
            if uid not in state.cards or state.controller(uid) != player or \
                    state.cards[uid].zone != "deploy" or not state.definition(uid).is_unit:
                raise IllegalAction("only your units in your deploy area can sortie (D-87 ①)", "D-87",
                                    key="nexa.refusal.sortie_own_deploy")
            if state.cards[uid].rolled:
                raise IllegalAction(f"{label(state, uid)} is rolled: a rolled unit cannot sortie (D-87 ①)",
                                    "D-87",
                                    key="nexa.refusal.sortie_rolled", params={"card": label(state, uid)})
            if not may_sortie(state, uid, area):
                raise IllegalAction(f"{label(state, uid)} has no {area} terrain (D-87 ①)", "D-87",
                                    key="nexa.refusal.no_terrain",
                                    params={"card": label(state, uid), "area": area})
        out[area] = list(ids)
    return out


def sortie(state: NexaState, player: str, plan: dict[str, list[int]]) -> None:
    """D-87: the declared units form one force per area, front first, joining at the back of
    a force already there (D-89). ③: 高機動 (D-105) — the defender's units declared into an
    area where the attacking force is a 高機動 force fail unless one of them has 高機動; a
    failed unit stays in its deploy area as it was."""
    for area in AREAS:
        units = plan.get(area) or []
        if not units:
            continue
        if player != state.active:
            attackers = state.zone(state.active, area)
            if force_has(state, attackers, "high_mobility") and \
                    not any(state.keyword(u, "high_mobility") for u in units):
                say(state, f"{player}'s sortie into {area} fails: the attacking force has 高機動 (D-105)",
                    key="nexa.event.sortie_fails", params={"player": player, "area": area})
                continue
        for uid in units:
            state.move(uid, area, player)
            state.cards[uid].battled_turn = state.turn
        say(state, f"{player} sorties into {area}: " + ", ".join(label(state, u) for u in units),
            key="nexa.event.sorties",
            params={"player": player, "area": area, "units": [label(state, u) for u in units]})


def deck_damage(state: NexaState, player: str, n: int) -> None:
    """B9-5: damage to a 本国 moves that many cards, one by one, face down to the 捨て山."""
    moved = 0
    for _ in range(n):
        deck = state.zone(player, "deck")
        if not deck:
            break
        state.move(deck[0], "pile", top=True)
        moved += 1
    if moved:
        say(state, f"{player}'s 本国 takes {moved} damage ({len(state.zone(player, 'deck'))} left)",
            key="nexa.event.deck_damage",
            params={"player": player, "damage": moved, "left": len(state.zone(player, 'deck'))})


def force_damage(state: NexaState, player: str, area: str, n: int) -> None:
    """貫通ダメージ (D-103): normal damage dealt to a force, not to a unit: like battle damage
    to a force (B9-7), to the front unit up to its remaining 防御力, the rest carried to the
    next; what is left after the last unit is lost. Destroyed units take none."""
    left = n
    hit = []
    for uid in state.zone(player, area):
        card = state.cards[uid]
        if card.destroyed or left <= 0:
            continue
        take = min(max(0, state.stat(uid, 2) - card.damage), left)
        if take:
            card.damage += take
            left -= take
            hit.append(uid)
            say(state, f"{label(state, uid)} takes {take} damage (貫通ダメージ, D-103)",
                key="nexa.event.piercing_damage", params={"card": label(state, uid), "damage": take})
    _fire_damaged(state, hit)
    if left > 0:
        say(state, f"{left} 貫通ダメージ is left after the last unit and is lost (D-103)",
            key="nexa.event.piercing_lost", params={"damage": left})


def _fire_damaged(state: NexaState, uids: list[int]) -> None:
    """The `damaged` 起動 texts of units that took damage (B10-3)."""
    if uids:
        from .triggers import fire  # late: triggers depends on this module

        fire(state, "damaged", uids)


def mark_destroyed(state: NexaState) -> list[int]:
    """B9-8, D-94: damage ≥ 防御力, or 防御力 0, destroys a unit; accumulated damage counts
    (B9-10). Returns the newly destroyed units; their set cards are destroyed with them (D-75)."""
    fresh = []
    auras = state.field_auras()  # one moment: the same auras reach every unit (D-84)
    for uid in state.all_units():
        card = state.cards[uid]
        if card.destroyed:
            continue
        defense = state.stat(uid, 2, auras)
        if defense == 0 or card.damage >= defense:
            card.destroyed = True
            fresh.append(uid)
            state.destroyed_now.append(uid)  # its 起動 `destroyed` texts fire (B10-3)
            say(state, f"{label(state, uid)} is destroyed",
                key="nexa.event.destroyed", params={"card": label(state, uid)})
    return fresh


def battle_damage(state: NexaState) -> None:
    """D-45-6, D-91, D-93: every force deals its power at once; 速攻 forces first (speed 1),
    then the others (speed 2), a unit destroyed at speed 1 counting `*` (D-106-1)."""
    forces = [(area, side) for area in AREAS for side in state.players if state.zone(side, area)]
    for speed in (1, 2):
        group = [(a, s) for a, s in forces
                 if (force_has(state, state.zone(s, a), "first_strike")) == (speed == 1)]
        if not group:
            continue
        hits: list[tuple[str, str, int]] = [(a, s, force_power(state, s, a)) for a, s in group]
        unit_damage: dict[int, int] = {}
        to_deck: dict[str, int] = {}
        for area, side, power in hits:
            enemy = state.opponent(side)
            targets = state.zone(enemy, area)
            if not targets:
                if side == state.active:  # B9-4, B9-5; a non-engaged defender deals none (B9-2-5)
                    to_deck[enemy] = to_deck.get(enemy, 0) + power
                continue
            left = power
            for uid in targets:  # B9-7: front to back, each up to its remaining 防御力
                card = state.cards[uid]
                if card.destroyed or left <= 0:
                    continue
                room = max(0, state.stat(uid, 2) - card.damage - unit_damage.get(uid, 0))
                take = min(room, left)
                if take:
                    unit_damage[uid] = unit_damage.get(uid, 0) + take
                    left -= take
            if left > 0 and side == state.active and force_has(state, state.zone(side, area), "assault"):
                to_deck[enemy] = to_deck.get(enemy, 0) + left  # D-107 強襲
            say(state, f"{side}'s force in {area} deals {power} (speed {speed})",
                key="nexa.event.force_deals",
                params={"player": side, "area": area, "power": power, "speed": speed})
        for uid, n in unit_damage.items():
            state.cards[uid].damage += n
        _fire_damaged(state, list(unit_damage))
        for player, n in to_deck.items():
            deck_damage(state, player, n)
        mark_destroyed(state)


def return_units(state: NexaState) -> None:
    """B9-12, D-45-7: every unit in a battle area goes rolled to its controller's deploy
    area; forces disband (and with them the guard system's modifiers, B7-11)."""
    state.force_mods.clear()
    for player in state.players:
        for area in AREAS:
            for uid in list(state.zone(player, area)):
                state.move(uid, "deploy", player)
                roll(state, uid, True)
                card = state.cards[uid]  # "部隊が解散するまで" modifiers end with the force
                card.mods = [m for m in card.mods if m.until != "force_disband"]


def roll(state: NexaState, uid: int, rolled: bool) -> None:
    """A set group rolls and rerolls as one card (D-73, D-74)."""
    card = state.cards[uid]
    card.rolled = rolled
    for child in state.group(uid):  # set cards under set cards too (B7-10)
        state.cards[child].rolled = rolled
