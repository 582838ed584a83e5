"""What each viewer may see of an ALTCG match (400.2), and the full snapshot for hashing.

Deck and durability appear as counts only (401.2, 405.2); a hand only to its owner (402.2);
the judge sees everything. Hidden cards carry no uid in a view, so a viewer cannot follow a
hidden card from zone to zone."""

from __future__ import annotations

from typing import Any

from ...core.zones import JUDGE
from .effects import text_of
from .state import ZONES, AltState


def card_brief(state: AltState, uid: int) -> dict:
    card = state.cards[uid]
    definition = state.definition(uid)
    return {"uid": uid, "number": card.number, "name": definition.name, "type": definition.type}


def card_detail(state: AltState, uid: int) -> dict:
    """A card's printed information (a hand, a judge's view)."""
    out = card_brief(state, uid)
    out.update(printed_detail(state.pool, state.definition(uid)))
    return out


def printed_detail(pool: Any, d: Any) -> dict:
    """What a card prints (colours, cost, power, support, keywords, text)."""
    # Flat strings, not lists: views are walked for leaks after every playout action.
    return {"colors": "/".join(d.colors), "cost": d.cost, "power": d.power,
            "support": "" if d.support is None else f"{d.support.from_} +{d.support.value}",
            "keywords": ", ".join(k if isinstance(k, str) else
                                  f"retrofit onto {pool.name_of(k['retrofit']['onto'])} "
                                  f"for {k['retrofit']['cost']}" for k in d.keywords),
            "effects": d.text or "\n".join(e.text for e in d.effects)}


def fresh_field_card(pool: Any, number: str, d: Any, *, rested: bool) -> dict:
    """A card as it enters a field slot (`field_card` with its printed power, nothing
    under it, no slot: a slot is where it is, not how it looks)."""
    return {"uid": 0, "number": number, "name": d.name, "type": d.type, **printed_detail(pool, d),
            "slot": None, "rested": rested, "current_power": d.power, "flagship": d.type == "flagship",
            "awakened": False, "entered": None, "under": []}


def field_card(state: AltState, uid: int) -> dict:
    card = state.cards[uid]
    out = card_detail(state, uid)
    out.update({"slot": card.slot, "rested": card.rested, "current_power": state.power(uid),
                "flagship": state.is_flagship(uid), "awakened": card.awakened,
                "entered": card.entered, "under": [card_brief(state, u) for u in card.under]})
    printed = [k for k in state.definition(uid).keywords if isinstance(k, str)]
    given = state.keywords(uid)[len(printed):]  # 601: keywords an effect gives it now
    if given:
        out["keywords"] = ", ".join(k for k in (out["keywords"], *given) if k)
    return out


def _zone(state: AltState, player: str, zone: str, viewer: str | None) -> Any:
    uids = state.zone(player, zone)
    if not ZONES[zone].visible_to(player, viewer):
        return {"count": len(uids)}
    if zone == "field":
        return [field_card(state, u) for u in uids]
    if zone == "hand":
        return [card_detail(state, u) for u in uids]
    return [card_brief(state, u) for u in uids]


def view(state: AltState, viewer: str | None) -> dict:
    players = {}
    for player in state.players:
        cubes = state.cubes[player]
        trash = state.zone(player, "trash")
        players[player] = {
            "hand": _zone(state, player, "hand", viewer),
            "hand_count": len(state.zone(player, "hand")),
            "deck": _zone(state, player, "deck", viewer),
            "durability": _zone(state, player, "durability", viewer),
            "field": _zone(state, player, "field", viewer),
            "trash": _zone(state, player, "trash", viewer),
            "trash_top": card_brief(state, trash[-1]) if trash else None,
            "cube_deck": cubes.deck,
            "cost_area": {"active": cubes.up, "rested": cubes.rested, "face_down": cubes.down},
            "flagship": state.flagship.get(player),
        }
    battle = state.battle
    return {
        "game": "altcg", "turn": state.turn, "active": state.active, "first": state.first,
        "phase": state.phase, "step": state.step, "over": state.over, "winner": state.winner,
        "players": players,
        "battle": None if battle is None else {"attacker": battle.attacker, "target": battle.target},
        "prompt": _prompt(state, viewer),
        "resolving": text_of(state, state.resolving) if state.resolving else None,
        "waiting": [text_of(state, p) for p in state.waiting],
    }


def _prompt(state: AltState, viewer: str | None) -> dict | None:
    prompt = state.prompt
    if prompt is None:
        return None
    out: dict[str, Any] = {"kind": prompt.kind, "player": prompt.player}
    mine = viewer in (prompt.player, JUDGE)
    if "text" in prompt.data:
        out["text"] = prompt.data["text"]
    if prompt.kind == "choose" and "n" in prompt.data:
        out["n"] = prompt.data["n"]
        if mine:
            out["options"] = list(prompt.options)  # cards of the chooser's own hand, or looked at
            if "looked" in prompt.data:  # 313.7a: the looker sees what they look at
                out["looked"] = [card_brief(state, u) for u in prompt.data["looked"]]
    elif prompt.kind == "choose":
        out["options"] = list(prompt.options)  # cards on the field: public
    elif prompt.kind == "deploy":  # the offered ships are cards of the chooser's hand (400.2)
        out["slots"] = list(prompt.data["slots"])
        if mine:
            out["options"] = list(prompt.options)
    elif prompt.kind in ("comeback", "place") and mine:  # a hand card (`place`: to put back, s17-games)
        out["card"] = card_brief(state, prompt.options[0])
    elif prompt.kind == "trigger_order":
        out["effects"] = [text_of(state, p) for p in state.waiting if p.seq in prompt.options]
    return out


def snapshot(state: AltState) -> dict:
    """Everything, hidden zones and their order included (the state hash)."""
    cards = {str(uid): [c.number, c.owner, c.zone, c.inc, c.slot, c.rested, c.awakened, c.entered,
                        [[m.power, m.until, *([m.keyword, m.support] if m.keyword or m.support else [])]
                         for m in c.mods], sorted(c.used), list(c.under)]
             for uid, c in sorted(state.cards.items())}
    battle, prompt = state.battle, state.prompt
    return {
        "players": list(state.players), "cards": cards, "zones": state.zones,
        "cubes": {p: [c.deck, c.up, c.rested, c.down] for p, c in state.cubes.items()},
        "flagship": state.flagship, "rng": state.rng_counter, "turn": state.turn, "active": state.active,
        "first": state.first, "phase": state.phase, "step": state.step, "battles": state.battles,
        "battle": None if battle is None else [battle.attacker, battle.attacker_inc, battle.target,
                                               battle.target_inc, battle.resolved],
        "prompt": None if prompt is None else [prompt.kind, prompt.player, prompt.options,
                                               sorted((k, str(v)) for k, v in prompt.data.items())],
        "waiting": [_pending(p) for p in state.waiting],
        "resolving": _pending(state.resolving) if state.resolving else None,
        "seq": state.seq, "damaged_empty": state.damaged_empty, "winner": state.winner, "over": state.over,
        "mulligans": state.mulligans_done, "chooser": state.order_chooser, "next_uid": state.next_uid,
    }


def _pending(p) -> list:
    return [p.owner, p.source, p.source_inc, p.number, p.effect, p.kind, p.back, p.step, p.started, p.seq,
            p.via, p.slot]
