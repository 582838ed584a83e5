"""What each viewer may see of a GCG match, and the full snapshot for hashing.

Hidden zones (decks, shields, the resource deck) appear as counts only; a hand only to
its owner; the judge sees everything. Hidden cards carry no uid in a view, so a
viewer cannot even follow a hidden card from zone to zone.
"""

from __future__ import annotations

from typing import Any

from ...core.zones import JUDGE
from . import continuous
from .effects import describe
from .state import ZONES, GcgState


def card_brief(state: GcgState, uid: int) -> dict:
    card = state.cards[uid]
    definition = state.pool[card.number]
    return {"uid": uid, "number": card.number, "name": definition.name, "type": definition.type}


def unit_view(state: GcgState, uid: int) -> dict:
    card = state.cards[uid]
    out = card_brief(state, uid)
    out.update({"ap": state.ap(uid), "hp": state.hp(uid), "damage": card.damage,
                "rested": card.rested, "linked": state.linked(uid) if card.zone == "battle" else False,
                "deployed_turn": card.deployed_turn,
                "keywords": [k for k in list(state.definition(uid).keywords)
                             + [m.grant for m in card.modifiers if m.grant]  # granted for a while
                             + (continuous.keywords(state, uid) if card.zone in ("battle", "base") else [])
                             if k.split()[0] not in state.lost_keywords(uid)],  # 10-1-5; s8-gcg-d: lost
                "pilot": card_brief(state, card.pilot) if card.pilot else None})
    return out


def card_detail(state: GcgState, uid: int) -> dict:
    """A card's printed information (for a hand, a DM, a judge)."""
    out = card_brief(state, uid)
    out.update(printed_detail(state.definition(uid)))
    return out


def printed_detail(d: Any) -> dict:
    """What a card's definition prints (colours, level, cost, AP/HP, traits, keywords, text)."""
    return {"colors": list(d.colors), "level": d.level, "cost": d.cost, "ap": d.ap, "hp": d.hp,
            "traits": list(d.traits), "keywords": list(d.keywords),
            "effects": [e.text for e in d.effects],
            "link": d.link, "pilot": d.pilot.model_dump() if d.pilot else None}


def fresh_unit(number: str, d: Any, *, rested: bool) -> dict:
    """A unit or base as it enters play (`unit_view` with its printed AP/HP and keywords, no
    damage, no pilot): what a match's card pool can show before anything happens to it."""
    return {"uid": 0, "number": number, "name": d.name, "type": d.type, "ap": d.ap, "hp": d.hp, "damage": 0,
            "rested": rested, "linked": False, "deployed_turn": None, "keywords": list(d.keywords),
            "pilot": None}


def _zone_view(state: GcgState, player: str, zone: str, viewer: str | None) -> Any:
    uids = state.zone(player, zone)
    if not ZONES[zone].visible_to(player, viewer):
        return {"count": len(uids)}
    if zone in ("battle",):
        return [unit_view(state, u) for u in uids]
    if zone == "base":
        return [unit_view(state, u) for u in uids]
    if zone == "hand" or viewer == JUDGE:
        return [card_detail(state, u) for u in uids]
    return [card_brief(state, u) for u in uids]


def view(state: GcgState, viewer: str | None) -> dict:
    players = {}
    for player in state.players:
        resources = state.zone(player, "resources")
        rested = sum(1 for u in resources if state.cards[u].rested)
        ex = sum(1 for u in resources if state.definition(u).token)
        trash = state.zone(player, "trash")
        entry = {
            "hand": _zone_view(state, player, "hand", viewer),
            "hand_count": len(state.zone(player, "hand")),
            "deck": _zone_view(state, player, "deck", viewer),
            "resource_deck": _zone_view(state, player, "resource_deck", viewer),
            "resources": {"total": len(resources), "active": len(resources) - rested,
                          "rested": rested, "ex": ex},
            "level": state.level(player),
            "battle": _zone_view(state, player, "battle", viewer),
            "base": (_zone_view(state, player, "base", viewer) or [None])[0],
            "shields": _zone_view(state, player, "shields", viewer),
            "trash": _zone_view(state, player, "trash", viewer),
            "trash_top": card_brief(state, trash[-1]) if trash else None,
            "removal": _zone_view(state, player, "removal", viewer),
        }
        entry["resource_cards"] = [dict(card_brief(state, u), rested=state.cards[u].rested)
                                   for u in resources]  # 4-4-3: a public zone
        players[player] = entry
    limbo = [dict(card_brief(state, u), owner=state.cards[u].owner)
             for p in state.players for u in state.zone(p, "limbo")]
    extra: dict[str, Any] = {}
    if state.format != "duel":
        extra = {"format": state.format, "victory": state.victory or None,
                 "order": [p for p in state.seats() if p not in state.eliminated],
                 "eliminated": list(state.eliminated), "priority": state.priority}
        for player in state.players:
            players[player]["eliminated"] = player in state.eliminated
        if state.format == "team":
            extra["teams"] = {}
            for team, members in state.teams.items():
                shields = state.zones[team]["shields"]
                extra["teams"][team] = {
                    "members": list(members),
                    "shields": {"count": len(shields)} if viewer != JUDGE else
                    [dict(card_detail(state, u), owner=state.cards[u].owner) for u in shields],
                    "shield_owners": [state.cards[u].owner for u in shields],
                    "base": ([dict(unit_view(state, u), owner=state.cards[u].owner)
                              for u in state.zones[team]["base"]] or [None])[0]}
                for member in members:
                    players[member]["team"] = team
    return {**extra,
        "game": "gcg", "turn": state.turn, "active": state.active, "first": state.first,
        "phase": state.phase, "step": state.step, "over": state.over, "winner": state.winner,
        "players": players, "limbo": limbo, "battle": _battle_view(state),
        "prompt": _prompt_view(state, viewer),
        "resolving": describe(state, state.resolving) if state.resolving else None,
        "queue": [describe(state, p) for p in state.queue],
    }


def _battle_view(state: GcgState) -> dict | None:
    battle = state.battle
    if battle is None:
        return None
    return {"attacker": battle.attacker, "target_player": battle.target_player,
            "target": battle.target, "blocked": battle.blocked}


def _prompt_view(state: GcgState, viewer: str | None) -> dict | None:
    prompt = state.prompt
    if prompt is None:
        return None
    out: dict[str, Any] = {"kind": prompt.kind, "player": prompt.player}
    if prompt.data.get("also"):
        out["also"] = list(prompt.data["also"])  # a teammate who may act too (12-3-1)
    mine = viewer in (prompt.player, JUDGE, *prompt.data.get("also", ()))
    if prompt.kind in ("target", "overflow"):
        out["options"] = list(prompt.options)  # cards on the field (or in a trash): public
        out["text"] = prompt.data.get("text", "")
        if not mine and any(state.cards[u].zone == "hand" for u in prompt.options if u in state.cards):
            # s5-gcg-b: "deploy 1 (X) Unit card from your hand" — its owner's alone (4-3-2)
            out["options"] = [u for u in prompt.options if state.cards[u].zone != "hand"]
    elif prompt.kind == "burst":
        out["card"] = card_brief(state, prompt.options[0])  # face up (5-10-3)
    elif prompt.kind == "discard":
        out["count"] = prompt.data["count"]
        if prompt.data.get("text"):  # an effect's "Discard N" (5-11-1), not the hand limit
            out["text"] = prompt.data["text"]
            out["task"] = "effect_discard"
    elif prompt.kind in ("may", "effect"):
        out["text"] = prompt.data.get("text", "")
        if "they_draw" in prompt.data:  # s11-gcg-read: the chosen enemy player's "They may draw N"
            out["task"] = "they_may_draw"
    elif prompt.kind == "order":
        out["effects"] = [text for _, text in prompt.data["effects"]]
    elif prompt.kind == "mode":  # s9-gcg-c: the ■ effects offered, as printed (public text)
        out["text"] = prompt.data.get("text", "")
        out["options"] = list(prompt.options)
        out["effects"] = list(prompt.data["labels"])
    elif prompt.kind == "player":  # s12-gcg-exec: the enemy players offered (seats are public)
        out["text"] = prompt.data.get("text", "")
        out["options"] = list(prompt.options)
    elif prompt.kind == "look":  # the looked-at cards: their owner's alone (10-3-5)
        out["text"] = prompt.data.get("text", "")
        out["n"] = len(prompt.data.get("looked", ()))
        if mine:
            out["options"] = list(prompt.options)
            out["cards"] = [card_brief(state, u) for u in prompt.data.get("looked", ()) if u in state.cards]
    if mine and prompt.kind == "main":
        out["mine"] = True
    return out


def snapshot(state: GcgState) -> dict:
    """Everything, hidden zones and their order included (the state hash)."""
    cards = {str(uid): [c.number, c.owner, c.zone, c.incarnation, c.rested, c.damage, c.pilot,
                        c.paired_to, c.deployed_turn,
                        [[m.ap, m.hp, m.until, *([m.grant] if m.grant else []),
                          *(["-" + m.lose] if m.lose else []),  # s8-gcg-d: a keyword lost
                          *([m.source] if m.source else []),
                          *(["of:" + m.of] if m.of else []),  # s17-gcg: to the end of whose next turn
                          *([m.attack.model_dump(exclude_none=True)] if m.attack is not None else [])]
                         for m in c.modifiers], sorted(c.used), c.face_up]
             for uid, c in sorted(state.cards.items())}
    battle = state.battle
    prompt = state.prompt
    return {
        "players": list(state.players), "cards": cards, "zones": state.zones,
        "rng": state.rng_counter, "turn": state.turn, "active": state.active, "first": state.first,
        "phase": state.phase, "step": state.step, "step_started": state.step_started,
        "battle": None if battle is None else [battle.attacker, battle.attacker_inc,
                                               battle.target_player, battle.target,
                                               battle.target_inc, battle.original_target,
                                               battle.blocked, battle.breach],
        "prompt": None if prompt is None else [prompt.kind, prompt.player, prompt.options,
                                               sorted(prompt.data.items(), key=str)],
        "queue": [_pending(p) for p in state.queue],
        "resolving": _pending(state.resolving) if state.resolving else None,
        "priority": state.priority, "passes": state.passes, "winner": state.winner,
        "over": state.over, "defeated": state.defeated, "mulligans": state.mulligans_done,
        "next_uid": state.next_uid, "batch": state.batch_counter,
        **({"delayed": state.delayed} if state.delayed else {}),  # s6-gcg-a
        **({"turn_record": state.turn_record} if state.turn_record else {}),
        # s17-gcg: the steps waiting for a later turn (next_turn.py)
        **({"waiting": [[_pending(p), p_step.model_dump(exclude_defaults=True), uid, inc]
                        for p, p_step, uid, inc in state.waiting]} if state.waiting else {}),
        **({} if state.format == "duel" else {
            "format": state.format, "victory": state.victory, "order": state.order,
            "eliminated": state.eliminated, "teams": state.teams}),
    }


def _pending(p) -> list:
    return [p.owner, p.source, p.source_inc, p.effect, p.kind, p.batch, p.value, p.step,
            p.targets, p.started, sorted((k, str(v)) for k, v in p.extra.items())]
