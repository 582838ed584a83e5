"""How a UCG match reads to a person: the table shape of a view, and a label for every
action. Built from views only, never from the state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.actions import Action
from ...core.game import ActionText
from ...core.table import Face, Fact, Note, Pile, Seat, Table

PHASES = {"mulligan": "Setup · redraws", "start": "Start phase", "draw": "Draw phase",
          "scene": "Scene phase", "set": "Character set phase", "level_up": "Level-up phase",
          "open": "Open phase", "activate": "Activation phase", "judgment": "Battle judgment",
          "end": "End phase"}
# Where a player may ask auto-pass to stop (the bot's `/config stops`): the phases and
# steps where a player may act, as stop keys with their English labels.
STOPS = tuple((f"phase:{key}", PHASES[key])
              for key in ('start', 'draw', 'scene', 'set', 'level_up', 'open', 'activate', 'judgment', 'end'))
GROUPS = (("play", "Play from hand"), ("activate", "Activate"), ("effect", "Effect"),
          ("decide", "Decide"))


def _printed(card: dict) -> Face:
    if card.get("face_down") and "uid" not in card:
        return Face(uid=None, number="", name="face-down card", marks=("face down",))
    stats, lines = "", []
    if card.get("bp"):
        bp = card["bp"]
        stats = "Lv{} · BP {}".format(card.get("level"), "/".join(
            str(bp.get(k, "-")) for k in ("single", "double", "triple", "quad")))
        if "extra" in bp:
            stats += f" · EXTRA {bp['extra']}"
    elif card.get("round") is not None:
        stats = f"round {card['round']}"
    facts = (Fact("Team", tuple(card["team"]), words=False),) if card.get("team") else ()
    lines += list(card.get("effects") or [])
    return Face(uid=card.get("uid"), number=card.get("number", ""), name=card.get("name", ""),
                kind=card.get("type", ""), stats=stats, facts=facts, detail="\n".join(lines))


def _character(char: dict, result: str | None) -> Face:
    marks = [f"area {char['area']}", "horizontal" if char["horizontal"] else "vertical"]
    if char["face_down"]:
        marks.append("face down")
    if char.get("shifted"):
        marks.append("level shifted")
    if char.get("forced"):
        marks.append(f"result: {char['forced']}")
    if result:
        marks.append(f"last judgment: {result}")
    attached = tuple(_printed(c) for c in char["under"]) + tuple(
        Face(uid=c.get("uid"), number=c.get("number", ""), name=c.get("name", "charge card"),
             marks=("charge",)) for c in char["charge"])
    if "uid" in char:
        base = _printed(char)
        stats = f"{char['state'].upper()} · BP {char['current_bp']}" if "current_bp" in char else base.stats
        return Face(uid=char["uid"], number=char["number"], name=char["name"], kind=char["type"],
                    stats=stats, marks=tuple(marks), attached=attached, detail=base.detail)
    return Face(uid=None, number="", name="face-down card", stats=char["state"].upper(),
                marks=tuple(marks), attached=attached)


printed_face = _printed  # a card's printed information as a Face (UcgGame.pool_faces)
character_face = _character  # a character in an area as a Face (UcgGame.pool_faces)


def _count(value: Any) -> int:
    return len(value) if isinstance(value, list) else int((value or {}).get("count", 0))


def table(view: dict) -> Table:
    seats = []
    for player, entry in view["players"].items():
        chars = []
        vacant = 0
        for area in view["areas"]:
            side = area["sides"].get(player)
            if side is None:
                vacant += 1
            else:
                r = area.get("result")
                chars.append(_character(side, None if r is None else
                                        ("win" if r == player else "draw" if r == "draw" else "lose")))
        hand = entry["hand"]
        piles = (
            Pile("hand", "Hand", entry["hand_count"], tuple(_printed(c) for c in hand)
                 if isinstance(hand, list) else None, private=True),
            Pile("battle", "Battle areas", len(chars), tuple(chars),
                 note=Note(f"{vacant} vacant", "ucg.note.vacant", {"count": vacant}) if vacant else None),
            Pile("deck", "Deck", _count(entry["deck"]), tuple(_printed(c) for c in entry["deck"])
                 if isinstance(entry["deck"], list) else None, summary=True),
            Pile("trash", "Trash", len(entry["trash"]), tuple(_printed(c) for c in entry["trash"]),
                 summary=True, note=Note(f"top: {entry['trash'][-1]['name']}", "core.note.top",
                                         {"card": entry["trash"][-1]["name"]}) if entry["trash"] else None),
            Pile("removal", "Removed", len(entry["removal"]), tuple(_printed(c) for c in entry["removal"]),
                 summary=True),
        )
        stats = (("Hand", str(entry["hand_count"])), ("Wins", str(entry["wins"])))
        seats.append(Seat(player, piles, stats, ("first player",) if view.get("first") == player else ()))
    scene = view.get("scene")
    shared = (Pile("scene", "Scene", 1 if scene else 0, (_printed(scene),) if scene else (),
                   capacity=1, note=Note(f"owner {scene['owner']}", "ucg.note.scene_owner",
                                         {"player": scene["owner"]}) if scene else None),)
    prompt = view.get("prompt") or {}
    phase, step = view.get("phase", ""), view.get("step") or ""
    label = PHASES.get(phase, phase) + (f" · {step} player's step" if step else "")
    rounds = view.get("rounds", 0)
    notes = [Note(f"Field rounds: {rounds}", "ucg.note.rounds", {"rounds": rounds})]
    resolving = view.get("resolving") or ""
    text = prompt.get("text") or ""
    # the decision quotes the effect: the line names the card only, or goes (#30 §4)
    if text and text == resolving:
        resolving = ""
    elif text and resolving.endswith(f": {text}"):
        resolving = resolving[:-len(text) - 2]
    if resolving:
        notes.append(Note("Resolving: " + resolving, "core.note.resolving", {"cards": [resolving]}))
    return Table(game="ucg", turn=view.get("turn", 0), phase=phase, step=step, phase_label=label,
                 active=view.get("active"), seats=tuple(seats), shared=shared,
                 deciding=(prompt["player"],) if prompt and not view.get("over") else (),
                 decision=prompt.get("words", ""), detail=prompt.get("text", ""), notes=tuple(notes),
                 over=bool(view.get("over")), winner=view.get("winner"),
                 action_number=view.get("action_number", 0))


GROUP_OF = {"set_scene": "play", "set": "play", "level_up": "play", "activate": "activate",
            **dict.fromkeys(("draw", "reveal", "bp", "level", "result", "move", "swap", "nullify",
                             "charge"), "effect")}
# Kinds whose every instance is built from public facts (the field, the step).
PUBLIC = {"pass", "choose_order", "resolve", "decline"}
SUCCESS = {"pass", "resolve"}


def describe(action: Action, names: Mapping[int, str]) -> ActionText:
    def n(uid: Any) -> str:
        return names.get(uid, "a card") if isinstance(uid, int) else str(uid)

    a = action.args
    kind = action.kind
    text = {
        "choose_order": lambda: "Go first" if a.get("first") else "Go second",
        "mulligan": lambda: "Redraw 6" if a.get("redraw") else "Keep hand",
        "set_scene": lambda: f"Set scene {n(a.get('card'))}" + (" and draw" if a.get("draw") else ""),
        "set": lambda: f"Set {n(a.get('card'))} face down" + (f" in area {a['area']}" if "area" in a else ""),
        "level_up": lambda: f"Level up {n(a.get('character'))} with {n(a.get('card'))}",
        "activate": lambda: f"Use [發動] of {n(a.get('card'))}" + (
            " paying " + ", ".join(n(p) for p in a["pay"]) if a.get("pay") else ""),
        "pass": lambda: "Pass",
        "choose": lambda: ("Discard " + ", ".join(n(c) for c in a["cards"]) if "cards" in a
                           else ((f"Charge {a['n']}" if a["n"] else "Charge no cards")  # not "Charge 0"
                                 + f" under {n(a.get('card'))}") if "n" in a
                           else f"Resolve {n(a.get('card'))} next" if "ability" in a
                           else f"Choose {n(a.get('card'))}"),
        "resolve": lambda: "Done / use the effect",  # worded alike in every game (#30 §4)
        "decline": lambda: "Don't use the effect",
        "draw": lambda: f"Draw {a.get('n')}",
        "reveal": lambda: f"Reveal the top {a.get('n')} of your deck",
        "bp": lambda: f"{n(a.get('target'))} BP{int(a.get('n') or 0):+d}",
        "level": lambda: f"{n(a.get('target'))} level {'up' if a.get('n') == 1 else 'down'}",
        "result": lambda: f"{n(a.get('target'))}: battle result {a.get('result')}",
        "move": lambda: f"Move {n(a.get('card'))} to {str(a.get('to')).replace('_', ' ')}",
        "swap": lambda: f"Swap {n(a.get('target'))} and {n(a.get('with'))}",
        "nullify": lambda: f"Nullify effect {int(a.get('ability') or 0) + 1} of {n(a.get('target'))}",
        "charge": lambda: f"Charge {a.get('n')} under {n(a.get('character'))}",
        "concede": lambda: "Concede",
    }.get(kind, lambda: kind.replace("_", " "))
    subject = ""
    for field_name in ("card", "character", "target"):
        if isinstance(a.get(field_name), int):
            subject = n(a[field_name])
            break
    style = "success" if kind in SUCCESS else "danger" if kind == "concede" else \
        "primary" if kind in ("mulligan", "choose_order") else "secondary"
    return ActionText(label=text(), group=GROUP_OF.get(kind, "decide"), public=kind in PUBLIC,
                      style=style, subject=subject, key=f"ucg.action.{kind}",
                      params={k: (n(v) if k in ("card", "character", "target") and isinstance(v, int) else v)
                              for k, v in a.items()})
