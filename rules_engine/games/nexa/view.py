"""What each viewer may see of a NEX-A match, and the full snapshot for hashing. Hidden
zones (本国, 捨て山) are counts only, a hand only to its owner; hidden cards carry no uid."""

from __future__ import annotations

from typing import Any

from .effects import share_options
from .state import AREAS, ZONES, NexaState


def brief(state: NexaState, uid: int) -> dict:
    """A card's identity (read-only: the dict is shared between views)."""
    card = state.cards[uid]
    key = (uid, card.number, card.is_g)
    cache = state.pool.__dict__.setdefault("_brief", {})
    out = cache.get(key)
    if out is None:
        d = state.pool[card.number]
        out = cache[key] = {"uid": uid, "number": card.number, "name": d.name,
                            "type": "g" if card.is_g else d.type}
    return out


def _public(state: NexaState, uid: int) -> bool:
    """Whether a card id may be named to every viewer: not in a hand, 本国 or 捨て山 (a card an
    effect moved there while the cut or a prompt still names it)."""
    return ZONES[state.cards[uid].zone].visibility == "public" if state.cards[uid].zone in ZONES \
        else True  # a set card follows its unit


def detail(state: NexaState, uid: int) -> dict:
    """A card's printed information (a hand)."""
    out = dict(brief(state, uid))
    out.update(_printed(state, state.cards[uid].number))
    return out


def _printed(state: NexaState, number: str) -> dict:
    return printed_info(state.pool, number)


def printed_info(pool: Any, number: str) -> dict:
    """What a card prints (cost, G sign, combat values, terrain, keywords, traits, texts)."""
    cache = pool.__dict__.setdefault("_printed", {})
    if number in cache:
        return cache[number]
    d = pool[number]
    out = cache[number] = {
        "cost": d.cost.model_dump() if d.cost else None,
        "g_sign": d.g_sign.model_dump() if d.g_sign else None,
        "combat": [d.melee, d.ranged, d.defense], "terrain": list(d.terrain or []), "guard": d.guard,
        "keywords": list(d.keywords), "traits": list(d.traits), "timing": d.timing, "text": d.text,
        "effects": [f"[{e.timing}] {e.text}" for e in d.effects]}
    return out


def fresh_on_field(number: str, d: Any, *, rolled: bool) -> dict:
    """A card as it enters the field (`on_field` with its printed combat values and
    keywords, no damage, nothing set on it): what a match's pool can show before play."""
    out = {"uid": 0, "number": number, "name": d.name, "type": d.type, "rolled": rolled, "damage": 0,
           "destroyed": False, "owner": "", "sets": []}
    if d.is_unit:
        out["combat"] = [d.melee, d.ranged, d.defense]
        out["keywords"] = list(d.keywords)
    return out


def on_field(state: NexaState, uid: int) -> dict:
    card = state.cards[uid]
    out = dict(brief(state, uid))
    out.update({"rolled": card.rolled, "damage": card.damage, "destroyed": card.destroyed,
                "owner": card.owner, "sets": [on_field(state, s) for s in card.sets]})
    if state.definition(uid).is_unit and not card.is_g:
        out["combat"] = state.stats(uid)
        out["keywords"] = list(state.definition(uid).keywords)
    if card.gained:  # D-114: texts gained until turn end, shown after the printed ones
        texts = state.gained(uid)
        out["keywords"] = [*out.get("keywords", []), *(t for t in texts if isinstance(t, str))]
        out["gained"] = [f"[{t.timing}] {t.text}" for t in texts if not isinstance(t, str)]
    if card.is_g:
        out["color"] = state.g_colour(uid)
    return out


def _zone(state: NexaState, player: str, zone: str, viewer: str | None) -> Any:
    uids = state.zone(player, zone)
    if not ZONES[zone].visible_to(player, viewer):
        return {"count": len(uids)}
    if zone in ("deploy", "g", *AREAS, "played"):
        return [on_field(state, u) for u in uids]
    if zone == "hand":
        return [detail(state, u) for u in uids]
    return [brief(state, u) for u in uids]


def view(state: NexaState, viewer: str | None) -> dict:
    players = {}
    for player in state.players:
        entry = {zone: _zone(state, player, zone, viewer) for zone in ZONES}
        entry["hand_count"] = len(state.zone(player, "hand"))
        entry["power"] = state.power(player)
        flags = state.flags[player]
        entry["flags"] = {"redrawn": flags.redrawn, "g_played": flags.g_played,
                          "ace_played": flags.ace_played}
        players[player] = entry
    prompt = state.prompt
    return {
        "game": "nexa", "turn": state.turn, "first": state.first, "active": state.active,
        "phase": state.phase, "step": state.step, "window": state.window, "over": state.over,
        "winner": state.winner, "players": players,
        "engaged": {a: all(state.zone(p, a) for p in state.players) for a in AREAS},
        "force_mods": dict(state.force_mods),
        # a text stays in the cut after its card moved to a hidden zone (a hand): its card is
        # named without its id, so the card cannot be followed there
        "cut": [{"kind": c.kind, "owner": c.owner,
                 "card": brief(state, c.source) if _public(state, c.source) else
                 {k: v for k, v in brief(state, c.source).items() if k != "uid"},
                 "targets": [t for t in c.targets if _public(state, t)],
                 **({"area": c.area, "side": c.side} if c.kind == "guard" else {})}
                for c in state.cut],
        "prompt": None if prompt is None else {"kind": prompt.kind, "player": prompt.player,
                                               **({"count": prompt.data["count"]}
                                                  if "count" in prompt.data else {}),
                                               # a source an effect moved to a hidden zone is
                                               # shown as null (its id would name a hidden card)
                                               **({"items": [u if _public(state, u) else None
                                                             for u in prompt.data["items"]]}
                                                  if "items" in prompt.data else {}),
                                               **({"text": prompt.data["text"]}
                                                  if "text" in prompt.data else {}),
                                               **({"trait": prompt.data["trait"]}
                                                  if "trait" in prompt.data else {}),
                                               # 共有 (D-112): only its player sees the 本国's fits
                                               **({"options": share_options(state, prompt.player,
                                                                            prompt.data["trait"])}
                                                  if "trait" in prompt.data and viewer == prompt.player
                                                  else {}),
                                               # D-2: the card looked at, to its looker alone, with
                                               # no id (it stays a hidden 本国 card)
                                               **({"looked": {k: v for k, v in
                                                              brief(state, prompt.data["looked"]).items()
                                                              if k != "uid"}}
                                                  if "looked" in prompt.data and viewer == prompt.player
                                                  else {}),
                                               # D-2: the cards looked at, top first, to their
                                               # looker alone, with no ids (hidden 本国 cards)
                                               **({"looked_cards": [{k: v for k, v in brief(state, u).items()
                                                                     if k != "uid"}
                                                                    for u in prompt.data["looked_cards"]]}
                                                  if "looked_cards" in prompt.data and viewer == prompt.player
                                                  else {}),
                                               **({"source": brief(state, prompt.data["source"])}
                                                  if "source" in prompt.data
                                                  and _public(state, prompt.data["source"]) else {})},
    }


def snapshot(state: NexaState) -> dict:
    cards = {str(u): [c.number, c.owner, c.zone, c.holder, c.rolled, c.damage, c.destroyed, c.set_on,
                      c.sets, [_mod(m) for m in c.mods], c.played_turn,
                      c.is_g, c.battled_turn, c.gained]
             for u, c in sorted(state.cards.items())}
    prompt = state.prompt
    return {
        "players": list(state.players), "cards": cards, "zones": state.zones,
        "flags": {p: [f.redrawn, f.g_played, f.ace_played, [list(x) for x in f.used]]
                  for p, f in state.flags.items()},
        "rng": state.rng_counter, "next_uid": state.next_uid, "turn": state.turn, "first": state.first,
        "active": state.active, "phase": state.phase, "step": state.step, "window": state.window,
        "regulated": state.regulated, "priority": state.priority, "passes": state.passes,
        "cut": [[c.kind, c.owner, c.source, c.effect, c.targets, c.as_g, c.area, c.side, c.reveal, c.copy,
                 c.origin] for c in state.cut],
        "force_mods": sorted(state.force_mods.items()),
        "prompt": None if prompt is None else [prompt.kind, prompt.player, sorted(prompt.data.items())],
        "winner": state.winner, "over": state.over,
        "triggers": [[c.owner, c.source, c.effect, c.origin] for c in state.triggers], "fired": state.fired,
        "applying": [[c.owner, c.source, c.effect, c.targets, c.origin] for c in state.applying],
        "destroyed_now": state.destroyed_now, "resuming": state.resuming,
        "by_hand": None if state.by_hand is None else [state.by_hand.kind, state.by_hand.source,
                                                        state.by_hand.effect],
    }


def _mod(mod: Any) -> list[Any]:
    """A modifier in the snapshot: ±, until, and a keyword or terrain given for a time."""
    return [mod.melee, mod.ranged, mod.defense, mod.until, *([mod.keyword] if mod.keyword else [])]
