"""How a NEX-A match reads to a person: the table shape of a view and a label for every
action, built from views only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.actions import Action
from ...core.game import ActionText
from ...core.table import Face, Fact, Note, Pile, Seat, Table

PHASES = {"mulligan": "Redraws", "reroll": "Reroll phase", "draw": "Draw phase", "deploy": "Deploy phase",
          "battle": "Battle phase", "end": "Turn end"}
STEPS = {"attack": "attack step", "defense": "defense step", "damage": "damage step",
         "return": "return step"}
# Where a player may ask auto-pass to stop (the bot's `/config stops`): the phases and
# steps where a player may act, as stop keys with their English labels.
STOPS = tuple((f"phase:{key}", PHASES[key]) for key in ('reroll', 'draw', 'deploy', 'battle', 'end')) + \
    tuple((f"step:{key}", STEPS[key]) for key in ('attack', 'defense', 'damage', 'return'))
DECISIONS = {"redraw": "keep or redraw their hand", "free": "play or pass (free timing)",
             "cut_in": "cut in or pass", "sortie": "sortie units", "discard": "discard down to 6",
             "order": "order the automatic effects", "target": "choose the targets of an automatic effect",
             "effect": "apply an effect by hand", "search": "choose a card for 共有",
             "hand_discard": "choose the cards of their hand the effect discards",
             "look_place": "put the card they looked at on the top or the bottom of their Home country",
             "look_take": "move one of the cards they looked at to their hand"}
GROUPS = (("play", "Play"), ("activate", "Texts"), ("battle", "Battle"), ("decide", "Decide"))
PUBLIC = {"pass", "sortie", "mulligan", "activate", "choose"}
KEYWORD_NAMES = {"battle_deploy": "Combat deployment"}  # the glossary's English for 戦闘配備 (D-117)


def _public(kind: str, a: Mapping[str, Any]) -> bool:
    """Whether the board may offer the action. A 共有 search (D-112) names card numbers
    from its player's hidden 本国, the cards not taken included: every option of it,
    "nothing" too, goes to its player only, so the decision is theirs alone. A 改装 text
    (D-111) names the unit it reveals, from the hand (or the hangar): one option per
    fitting hand card would tell the table what the hand holds."""
    if kind == "choose":
        return "number" not in a
    return kind in PUBLIC and "reveal" not in a


def _count(value: Any) -> int:
    return len(value) if isinstance(value, list) else int((value or {}).get("count", 0))


def _face(card: dict) -> Face:
    marks = []
    if card.get("rolled"):
        marks.append("rolled")
    if card.get("damage"):
        marks.append(f"dmg {card['damage']}")
    if card.get("destroyed"):
        marks.append("destroyed")
    stats = "/".join(str(v) for v in card["combat"]) if card.get("combat") and card.get("type") != "g" else ""
    if card.get("color"):
        stats = f"G {card['color']}"
    detail = "\n".join([*card.get("effects", []), *card.get("gained", []), card.get("text") or ""]).strip()
    if card.get("cost"):
        cost = card["cost"]
        roll = ", ".join(f"{c} {n}" for c, n in cost.get("roll", {}).items())
        stats = f"cost {cost.get('total', 0)} ({roll})" + (f" · {stats}" if stats else "")
    keywords = tuple(KEYWORD_NAMES.get(k, k.replace("_", " ")) for k in card.get("keywords") or ())  # D-114
    return Face(uid=card.get("uid"), number=card.get("number", ""), name=card.get("name", ""),
                kind=card.get("type", ""), stats=stats, marks=tuple(marks),
                attached=tuple(_face(c) for c in card.get("sets", [])), detail=detail,
                facts=(Fact("Keywords", keywords),) if keywords else ())


face_of = _face  # a card's view as a Face (NexaGame.pool_faces)


def _cards(value: Any) -> tuple[Face, ...] | None:
    return tuple(_face(c) for c in value) if isinstance(value, list) else None


def _seat(player: str, entry: dict, first: str) -> Seat:
    def pile(key: str, label: str, **kw: Any) -> Pile:
        return Pile(key, label, _count(entry[key]), _cards(entry[key]), **kw)

    piles = (
        Pile("hand", "Hand", entry["hand_count"], _cards(entry["hand"]), private=True),
        pile("deploy", "Deploy area"), pile("g", "G zone"),
        pile("space", "Space force"), pile("earth", "Earth force"), pile("played", "In the cut"),
        # The table speaks English; the glossary gives 本国/本國, 捨て山/捨棄堆 (data/glossary/terms.yaml)
        pile("deck", "Home country", summary=True), pile("pile", "Discard pile", summary=True),
        pile("junkyard", "Junkyard", summary=True), pile("hangar", "Hangar", summary=True),
        pile("removed", "Removed", summary=True),
    )
    g = entry["g"] if isinstance(entry["g"], list) else []
    stats = (("Home country", str(_count(entry["deck"]))), ("National power", f"{entry['power']}/{len(g)}"),
             ("Hand", str(entry["hand_count"])))
    return Seat(player, piles, stats, ("first player",) if first == player else ())


def table(view: dict) -> Table:
    prompt = view.get("prompt") or {}
    phase, step = view.get("phase", ""), view.get("step") or ""
    label = PHASES.get(phase, phase) + (f" · {STEPS[step]}" if step in STEPS else "")
    if view.get("window"):
        label += f" ({view['window']})"
    notes = []
    if view.get("cut"):
        names = [c["card"]["name"] for c in view["cut"]]
        notes.append(Note("Cut: " + ", ".join(names), "nexa.note.cut", {"cards": names}))
    if prompt.get("looked"):  # s17-games, D-2: in the looker's view only (view.py)
        name = prompt["looked"]["name"]
        notes.append(Note(f"Top card of your Home country: {name}", "nexa.note.looked", {"card": name}))
    if prompt.get("looked_cards"):  # D-2: in the looker's view only (view.py), top first
        names = [f"{i}. {c['name']}" for i, c in enumerate(prompt["looked_cards"], 1)]
        notes.append(Note("Top cards of your Home country: " + ", ".join(names), "nexa.note.looked_cards",
                          {"cards": names}))
    for area, on in (view.get("engaged") or {}).items():
        if on:  # B9-2: the forces of this area are in battle
            notes.append(Note(f"{area}: engaged", "nexa.note.engaged", {"area": area}))
    deciding = (prompt["player"],) if prompt and not view.get("over") else ()
    return Table(game="nexa", turn=view.get("turn", 0), phase=phase, step=step, phase_label=label,
                 active=view.get("active") or None,
                 seats=tuple(_seat(p, e, view.get("first", "")) for p, e in view["players"].items()),
                 deciding=deciding, decision=DECISIONS.get(prompt.get("kind", ""), ""),
                 notes=tuple(notes), over=bool(view.get("over")), winner=view.get("winner"),
                 action_number=view.get("action_number", 0))


def describe(action: Action, names: Mapping[int, str]) -> ActionText:
    def n(uid: Any) -> str:
        return names.get(uid, "a card") if isinstance(uid, int) else str(uid)

    a = action.args
    kind = action.kind
    targets = a.get("targets") or []
    on = f" → {', '.join(n(t) for t in targets)}" if targets else ""
    if kind == "play":
        label = f"Play {n(a.get('card'))} as a G" if a.get("as") == "g" else f"Play {n(a.get('card'))}{on}"
    elif kind == "activate":
        effect = a.get("effect", 0)
        label = (f"{n(a.get('card'))}: guard system on the {a.get('side')} force in {a.get('area')}"
                 if effect == "guard" else f"{n(a.get('card'))}: text {int(effect) + 1}{on}")
        if a.get("cost") in (0, 1):  # B10-7: which way an A / B cost is paid
            label += f" (pay {'AB'[a['cost']]})"
        if isinstance(a.get("copy"), int):  # D-114: which original text クロスウェポン copies
            label += f" (copy text {a['copy'] + 1})"
        if isinstance(a.get("reveal"), int):  # D-111: the unit 改装 reveals and puts in its place
            label += f" (reveal {n(a['reveal'])})"
    elif kind == "sortie":
        parts = [f"{area}: {', '.join(n(u) for u in a[area])}" for area in ("space", "earth") if a.get(area)]
        label = "Sortie " + "; ".join(parts) if parts else "No sortie"
    elif kind == "mulligan":
        label = "Redraw hand" if a.get("redraw") else "Keep hand"
    elif kind == "discard":
        label = "Discard " + ", ".join(n(c) for c in a.get("cards", []))
    elif kind == "choose" and isinstance(a.get("order"), list):
        label = "Apply " + " → ".join(n(u) for u in a["order"])
    elif kind == "choose" and "number" in a:  # 共有 (D-112)
        label = f"Move {a['number']} to the hangar" if a.get("number") else "Move nothing to the hangar"
    elif kind == "choose" and "position" in a:  # D-2: a looked card by its place, never its name
        label = f"Move card {a['position']} from the top to your hand"
    elif kind == "choose" and a.get("place") in ("top", "bottom"):  # D-2: the card looked at
        label = "Keep it on top of the Home country" if a["place"] == "top" else \
            "Put it on the bottom of the Home country"
    elif kind == "choose" and isinstance(a.get("cards"), list):  # no card: an optional text not applied
        label = "Target " + ", ".join(n(u) for u in a["cards"]) if a["cards"] else \
            "Apply nothing (the text is optional)"
    elif kind in ("damage", "deck_damage", "modify", "roll", "reroll", "destroy", "move", "draw"):
        # effect actions of a text applied by hand (by_hand.py)
        what = n(a.get("target", a.get("card"))) if kind not in ("draw", "deck_damage") else \
            str(a.get("player", "you"))
        extra = f" {a.get('n', 1)}" if kind in ("damage", "deck_damage", "draw") else \
            f" {a.get('m', 0):+d}/{a.get('r', 0):+d}/{a.get('d', 0):+d}" if kind == "modify" else \
            f" to {a.get('to')}" if kind == "move" else ""
        label = f"Effect: {kind.replace('_', ' ')}{extra}" + ("" if kind == "draw" else f" ({what})")
    elif kind == "resolve":
        label = "Done / use the effect"  # worded alike in every game (#30 §4)
    elif kind == "decline":
        label = "Don't use the effect"
    elif kind == "pass":
        label = "Pass"
    elif kind == "concede":
        label = "Concede"
    else:
        label = kind.replace("_", " ")
    group = {"play": "play", "activate": "activate", "sortie": "battle"}.get(kind, "decide")
    subject = n(a["card"]) if isinstance(a.get("card"), int) else ""
    style = "success" if kind == "pass" else "danger" if kind == "concede" else \
        "primary" if kind in ("mulligan", "sortie") else "secondary"
    return ActionText(label=label, group=group, public=_public(kind, a), style=style, subject=subject,
                      key=f"nexa.action.{kind}", params=_params(a, kind, n))


def _params(a: Mapping[str, Any], kind: str, n: Any) -> dict[str, Any]:
    """The label's arguments for translation: the action's own, card names in place, and
    the pieces the English label derives (what an effect action acts on, an order)."""
    out = {k: (n(v) if k in ("card", "target", "reveal") and isinstance(v, int) else v) for k, v in a.items()}
    if kind == "choose" and isinstance(a.get("order"), list):
        out["order"] = " → ".join(n(u) for u in a["order"])
    if kind in ("damage", "deck_damage", "modify", "roll", "reroll", "destroy", "move", "draw"):
        out["what"] = n(a.get("target", a.get("card"))) if kind not in ("draw", "deck_damage") else \
            str(a.get("player", "you"))
        out.setdefault("n", 1)
        for stat in ("m", "r", "d"):
            out.setdefault(stat, 0)
    return out
