"""How an ALTCG match reads to a person: the table shape of a view, and a label for every
action. Built from views only (what the viewer may see), never from the state."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ...core.actions import Action
from ...core.game import ActionText
from ...core.table import Battle, Face, Fact, Note, Pile, Seat, Table

PHASES = {"setup": "Setup", "reset": "Reset phase", "prepare": "Prepare phase", "main": "Main phase",
          "battle": "Battle phase", "end": "End phase", "over": "Game over"}
STEPS = {"attack": "attack step", "defense": "defense step", "battle": "battle step",
         "resolution": "battle resolution step", "mulligan": "redraws", "first_player": "choosing who starts"}
# Where a player may ask auto-pass to stop (the bot's `/config stops`): the phases and
# steps where a player may act, as stop keys with their English labels.
STOPS = tuple((f"phase:{key}", PHASES[key]) for key in ('reset', 'prepare', 'main', 'battle', 'end')) + \
    tuple((f"step:{key}", STEPS[key]) for key in ('attack', 'defense', 'battle', 'resolution'))
DECISIONS = {"first_player": "choose to go first or second", "mulligan": "keep or redraw their hand",
             "main": "act in their main phase", "attack": "attack or end the battle phase",
             "support": "support the attacker or pass", "defense": "support the attacked card, use "
             "【反制】, or pass", "comeback": "decide on 【絕地反擊】", "trigger_order": "choose which "
             "ability resolves next", "choose": "choose for an ability", "effect": "resolve an ability",
             "deploy": "choose a ship of their hand and its slot",
             "place": "put a card of their hand on the top or the bottom of their deck"}  # 401 (s17-games)
GROUPS = (("play", "Play from hand"), ("attack", "Attack"), ("support", "Support"),
          ("activate", "Activate"), ("effect", "Effect"), ("decide", "Decide"))
GROUP_OF = {"play": "play", "retrofit": "play", "attack": "attack", "support": "support",
            "activate": "activate", **dict.fromkeys(("draw", "discard", "power", "rest", "set_active",
                                                      "destroy", "move", "awaken", "look", "reveal",
                                                      "search"), "effect")}
PUBLIC = {"end_main", "end_battle", "pass", "attack", "resolve", "decline", "activate", "choose_order"}
SUCCESS = {"end_main", "pass", "resolve"}
CARD_FIELDS = ("card", "unit", "target", "onto")


def _count(value: Any) -> int:
    return len(value) if isinstance(value, list) else int((value or {}).get("count", 0))


def _printed(card: dict) -> Face:
    bits = []
    if card.get("cost") is not None:
        bits.append(f"cost {card['cost']}")
    if card.get("type") in ("ship", "flagship"):
        bits.append(f"power {card.get('power', 0)}")
    if card.get("support"):
        bits.append(f"support {card['support']}")
    facts: list[Fact] = []
    if card.get("colors"):
        facts.append(Fact("", tuple(card["colors"].split("/"))))
    if card.get("keywords"):
        facts.append(Fact("Keywords", tuple(_keyword(k) for k in card["keywords"].split(", "))))
    return Face(uid=card.get("uid"), number=card.get("number", ""), name=card.get("name", ""),
                kind=card.get("type", ""), stats=" · ".join(bits), facts=tuple(facts),
                detail=card.get("effects") or "")


def _keyword(text: str) -> str:
    """A keyword as the view spells it (`long_range`, `retrofit onto Kestrel for 2`) in
    words a reader's language can say (`long range`, `Retrofit 2 → Kestrel`, 601)."""
    retrofit = re.fullmatch(r"retrofit onto (.+) for (\d+)", text)
    if retrofit:
        return f"Retrofit {retrofit.group(2)} → {retrofit.group(1)}"
    return text.replace("_", " ")


def _plain(card: dict) -> Face:
    return Face(uid=card.get("uid"), number=card.get("number", ""), name=card.get("name", ""),
                kind=card.get("type", ""))


def _field(card: dict) -> Face:
    marks = [card.get("slot") or "", "rested" if card.get("rested") else "active"]
    if card.get("flagship"):
        marks.append("flagship" + (" (awakened)" if card.get("awakened") else ""))
    face = _printed(card)
    return Face(uid=face.uid, number=face.number, name=face.name, kind=face.kind,
                stats=f"power {card.get('current_power', 0)}", marks=tuple(m for m in marks if m),
                attached=tuple(_plain(c) for c in card.get("under") or ()), facts=face.facts,
                detail=face.detail)


printed_face = _printed  # a card's printed information as a Face (AltcgGame.pool_faces)
field_face = _field  # a card in a field slot as a Face (AltcgGame.pool_faces)


def _cards(value: Any, face) -> tuple[Face, ...] | None:
    return tuple(face(c) for c in value) if isinstance(value, list) else None


def _seat(player: str, entry: dict, first: str) -> Seat:
    cost = entry["cost_area"]
    top = entry.get("trash_top")
    piles = (
        Pile("hand", "Hand", entry["hand_count"], _cards(entry["hand"], _printed), private=True),
        Pile("field", "Field", _count(entry["field"]), _cards(entry["field"], _field), capacity=6),
        Pile("durability", "Durability", _count(entry["durability"]), _cards(entry["durability"], _printed),
             summary=True),
        Pile("deck", "Deck", _count(entry["deck"]), _cards(entry["deck"], _printed), summary=True),
        Pile("trash", "Trash", _count(entry["trash"]), _cards(entry["trash"], _plain), summary=True,
             note=Note(f"top: {top['name']}", "core.note.top", {"card": top["name"]}) if top else None),
    )
    total = cost["active"] + cost["rested"] + cost["face_down"]
    cubes = f"{cost['active'] + cost['face_down']}/{total} active"
    if cost["face_down"]:
        cubes += f" ({cost['face_down']} face down)"
    stats = (("Cubes", cubes), ("Cube deck", str(entry["cube_deck"])), ("Hand", str(entry["hand_count"])),
             ("Durability", str(_count(entry["durability"]))), ("Deck", str(_count(entry["deck"]))))
    return Seat(player, piles, stats, ("start player",) if first == player else ())


def table(view: dict) -> Table:
    prompt = view.get("prompt") or {}
    phase, step = view.get("phase", ""), view.get("step") or ""
    phase_label = PHASES.get(phase, phase) + (f" · {STEPS[step]}" if step in STEPS else "")
    notes = []
    if view.get("battle") and not view.get("over"):  # a battle the game's end cut short is over too
        notes.append(Note("⚔️ Battle in progress", "core.note.battle"))
    if view.get("resolving"):
        notes.append(Note("Resolving: " + view["resolving"], "core.note.resolving",
                          {"cards": [view["resolving"]]}))
    if prompt.get("kind") == "place" and prompt.get("card"):  # s17-games: in its owner's view only (view.py)
        name = prompt["card"]["name"]
        notes.append(Note(f"To put on the top or the bottom of your deck: {name}", "altcg.note.place",
                          {"card": name}))
    deciding = (prompt["player"],) if prompt and not view.get("over") else ()
    return Table(
        game="altcg", turn=view.get("turn", 0), phase=phase, step=step, phase_label=phase_label,
        active=view.get("active") or None,
        seats=tuple(_seat(p, e, view.get("first", "")) for p, e in view["players"].items()),
        deciding=deciding, decision=DECISIONS.get(prompt.get("kind", ""), prompt.get("kind", "")),
        detail=prompt.get("text", "") or "", notes=tuple(notes), over=bool(view.get("over")),
        winner=view.get("winner"), action_number=view.get("action_number", 0),
        battle=Battle(attacker=view["battle"].get("attacker"), target=view["battle"].get("target"))
        if view.get("battle") and not view.get("over") else None,  # 505: attacker and attacked card
        waiting=tuple(str(text) for text in view.get("waiting") or ()))


def describe(action: Action, names: Mapping[int, str]) -> ActionText:
    def n(uid: Any) -> str:
        return names.get(uid, "a card") if isinstance(uid, int) else str(uid)

    a = action.args
    kind = action.kind
    text = {
        "play": lambda: f"Play {n(a.get('card'))}" + (f" at {a['slot']}" if a.get("slot") else "")
                        + (" discarding " + ", ".join(n(c) for c in a["pay"]) if a.get("pay") else ""),
        "retrofit": lambda: f"Retrofit {n(a.get('onto'))} into {n(a.get('card'))}",
        "activate": lambda: f"Activate {n(a.get('card'))}" + (f" (ability {a['ability'] + 1})"
                                                                if isinstance(a.get("ability"), int) else ""),
        "end_main": lambda: "End main phase",
        "attack": lambda: f"{n(a.get('unit'))} attacks {n(a.get('target'))}",
        "end_battle": lambda: "End the battle phase",
        "support": lambda: f"Support with {n(a.get('card'))}",
        "pass": lambda: "Pass",
        "comeback": lambda: ("Use 【絕地反擊】" + (f" at {a['slot']}" if a.get("slot") else ""))
        if a.get("use")
        else "Keep the card in hand",
        "deploy": lambda: f"Play {n(a.get('card'))} at {a.get('slot')}",
        "choose_order": lambda: "Go first" if a.get("first") else "Go second",
        "mulligan": lambda: "Redraw hand" if a.get("redraw") else "Keep hand",
        "choose": lambda: ("Choose " + ", ".join(n(c) for c in a["cards"])) if "cards" in a else
        (f"Put it on the {a['place']} of your deck") if "place" in a else
        (f"Resolve {n(a.get('card'))}'s ability next" if "ability" in a else f"Choose {n(a.get('card'))}"),
        "resolve": lambda: "Done / use the effect",  # worded alike in every game (#30 §4)
        "decline": lambda: "Don't use the effect",
        "draw": lambda: f"Draw {a.get('n', 1)}",
        "discard": lambda: "Discard " + ", ".join(n(c) for c in a.get("cards", [])),
        "power": lambda: f"{n(a.get('target'))} power {a.get('n', 0):+d} ({a.get('until', 'turn')})",
        "rest": lambda: f"Rest {n(a.get('target'))}",
        "set_active": lambda: f"Set {n(a.get('target'))} active",
        "destroy": lambda: f"Destroy {n(a.get('target'))}",
        "move": lambda: f"Move {n(a.get('card'))} to {str(a.get('to')).replace('_', ' ')}",
        "awaken": lambda: "Awaken your flagship",
        "concede": lambda: "Concede",
    }.get(kind, lambda: kind.replace("_", " "))
    subject = ""
    for field_name in ("card", "unit", "target", "onto"):
        if isinstance(a.get(field_name), int):
            subject = n(a[field_name])
            break
    public = kind in PUBLIC or (kind == "choose" and "cards" not in a) or \
        (kind in ("rest", "set_active", "destroy", "power"))
    public = public and not a.get("pay")
    style = "success" if kind in SUCCESS else "danger" if kind == "concede" else "secondary"
    if kind in ("mulligan", "choose_order"):
        style = "primary"
    return ActionText(label=text(), group=GROUP_OF.get(kind, "decide"), public=public, style=style,
                      subject=subject, key=f"altcg.action.{kind}",
                      params={k: (n(v) if k in CARD_FIELDS and isinstance(v, int) else v)
                              for k, v in a.items()})
