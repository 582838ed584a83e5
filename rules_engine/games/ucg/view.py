"""What each viewer may see of a UCG match, and the full snapshot for hashing.

A deck appears as a count; a hand only to its owner; a face-down card on the field only
to its owner (3.6.3) — to everyone else it has no uid and no name; charge cards
(face down, 11.17.1) likewise. The judge sees everything.
"""

from __future__ import annotations

import weakref
from typing import Any

from ...core.zones import JUDGE
from .actions import WORDS
from .battle import bp_of, forced_result
from .cards import CardPool
from .effects import text_of
from .state import ZONES, Character, UcgState

# Printed information per pool and card number: computed once (views are built after
# every action by the playout checks).
_PRINTED: weakref.WeakKeyDictionary[CardPool, dict[str, dict]] = weakref.WeakKeyDictionary()


def _printed(pool: CardPool, number: str) -> dict:
    known = _PRINTED.setdefault(pool, {})
    if number not in known:
        d = pool[number]
        known[number] = {"number": number, "name": d.name, "type": d.type, "character": d.character,
                         "level": d.level, "attribute": d.attribute,
                         "bp": d.bp.model_dump(exclude_none=True) if d.bp else None,
                         "team": list(d.team), "round": d.round, "effects": [e.text for e in d.effects]}
    return known[number]


def printed_info(pool: CardPool, number: str) -> dict:
    """What a card prints, as a hand shows it (`card_detail` without a card id)."""
    return dict(_printed(pool, number))


def fresh_character(pool: CardPool, number: str, *, horizontal: bool) -> dict:
    """A character as it enters an area, face up, one card, nothing charged (`character_view`
    of a new single character): what a match's pool can show before play."""
    printed = _printed(pool, number)
    bp = printed["bp"] or {}
    return {"uid": 0, **printed, "area": 1, "face_down": False, "horizontal": horizontal, "size": 1,
            "state": "single", "under": [], "charge": [], "leveled": False, "current_bp": bp.get("single"),
            "shifted": False, "forced": None, "mods": [], "used": []}


def card_brief(state: UcgState, uid: int) -> dict:
    card = state.cards[uid]
    d = state.pool[card.number]
    return {"uid": uid, "number": card.number, "name": d.name, "type": d.type}


def card_detail(state: UcgState, uid: int) -> dict:
    printed = _printed(state.pool, state.cards[uid].number)
    return {"uid": uid, **printed, "bp": dict(printed["bp"]) if printed["bp"] else None,
            "team": list(printed["team"]), "effects": list(printed["effects"])}


def _sees(state: UcgState, uid: int, viewer: str | None) -> bool:
    card = state.cards[uid]
    return not card.face_down or viewer in (card.owner, JUDGE)


def _hidden_card(state: UcgState, uid: int, viewer: str | None) -> dict:
    return card_brief(state, uid) if _sees(state, uid, viewer) else {"face_down": True}


def character_view(state: UcgState, char: Character, area: int, viewer: str | None) -> dict:
    top = state.cards[char.top]
    visible = _sees(state, char.top, viewer)
    out: dict[str, Any] = dict(card_detail(state, char.top)) if visible else {}
    bp, shifted = bp_of(state, char)
    out.update({"area": area + 1, "face_down": top.face_down, "horizontal": char.horizontal,
                "size": len(char.stack), "state": char.state_name,
                "under": [_hidden_card(state, u, viewer) for u in char.stack[1:]],
                "charge": [_hidden_card(state, u, viewer) for u in char.charge],
                "leveled": char.leveled})
    if not top.face_down:
        out.update({"current_bp": bp, "shifted": shifted, "forced": forced_result(state, char),
                    "mods": [[m.kind, m.value, m.until] for m in char.mods],
                    "used": list(top.used)})
    return out


def view(state: UcgState, viewer: str | None) -> dict:
    players = {}
    for player in state.players:
        hand = state.zone(player, "hand")
        sees_hand = ZONES["hand"].visible_to(player, viewer)
        entry = {
            "hand": [card_detail(state, u) for u in hand] if sees_hand else {"count": len(hand)},
            "hand_count": len(hand),
            "deck": [card_brief(state, u) for u in state.zone(player, "deck")] if viewer == JUDGE
            else {"count": len(state.zone(player, "deck"))},
            "trash": [card_brief(state, u) for u in state.zone(player, "trash")],
            "removal": [card_brief(state, u) for u in state.zone(player, "removal")],
            "wins": state.results.count(player) if state.judged else 0,
        }
        players[player] = entry
    areas = []
    for index, area in enumerate(state.areas):
        areas.append({
            "number": index + 1,
            "result": state.results[index] if state.judged and index < len(state.results) else None,
            "sides": {p: (character_view(state, c, index, viewer) if c is not None else None)
                      for p, c in area.items()}})
    prompt = state.prompt
    return {
        "game": "ucg", "turn": state.turn, "first": state.first, "phase": state.phase,
        "step": state.step, "active": state.step_player, "rounds": state.rounds,
        "over": state.over, "winner": state.winner, "players": players, "areas": areas,
        "scene": dict(card_detail(state, state.scene), owner=state.cards[state.scene].owner)
        if state.scene is not None else None,
        "prompt": _prompt_view(state, viewer) if prompt else None,
        "resolving": text_of(state, state.resolving) if state.resolving else None,
    }


def _prompt_view(state: UcgState, viewer: str | None) -> dict:
    prompt = state.prompt
    assert prompt is not None
    out: dict[str, Any] = {"kind": prompt.kind, "player": prompt.player, "words": WORDS[prompt.kind]}
    if "text" in prompt.data:
        out["text"] = prompt.data["text"]
    if prompt.kind in ("target", "count"):
        out["options"] = list(prompt.options)  # characters on the field, public
    if prompt.kind == "pick":  # 11.11.1: revealed to both players
        out["options"] = list(prompt.options)
    if state.revealed:
        out["revealed"] = [card_brief(state, u) for u in state.revealed]
    return out


def snapshot(state: UcgState) -> dict:
    cards = {str(u): [c.number, c.owner, c.zone, c.inc, c.face_down, sorted(c.used)]
             for u, c in sorted(state.cards.items())}
    areas = [{p: None if c is None else [c.stack, c.charge, c.horizontal, c.leveled,
                                         [[m.kind, m.value, m.until] for m in c.mods]]
              for p, c in a.items()} for a in state.areas]
    prompt = state.prompt

    def pending(p: Any) -> list:
        return [p.owner, p.source, p.source_inc, p.effect, p.kind, p.step, p.started, p.area, p.nested,
                p.asked, p.last_done, p.chosen]

    return {
        "players": list(state.players), "cards": cards, "zones": state.zones, "areas": areas,
        "scene": state.scene, "rng": state.rng_counter, "turn": state.turn, "first": state.first,
        "phase": state.phase, "step": state.step, "step_started": state.step_started,
        "scene_done": state.scene_done, "flipped": state.flipped, "appeared": state.appeared,
        "results": state.results, "judged": state.judged,
        "prompt": None if prompt is None else [prompt.kind, prompt.player, prompt.options,
                                               sorted(prompt.data.items(), key=str)],
        "queue": [pending(p) for p in state.queue],
        "resolving": pending(state.resolving) if state.resolving else None,
        "detached": state.detached, "revealed": state.revealed,
        "nullified": [list(n) for n in state.nullified],
        "mulligans": state.mulligans_done, "chooser": state.order_chooser,
        "winner": state.winner, "over": state.over, "next_uid": state.next_uid,
    }
