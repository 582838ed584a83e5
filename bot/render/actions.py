"""Human labels for legal actions, written from the acting player's own view (so a
label can name their hand cards, and never anyone else's)."""

from __future__ import annotations

from rules_engine.core.actions import Action

from .text import clip

PUBLIC_KINDS = {"end_main", "pass", "no_block", "block", "burst", "choose_order", "attack", "choose",
                "resolve", "decline", "activate", "concede"}
GROUPS = [
    ("Play from hand", {"deploy", "deploy_base", "pair", "command"}),
    ("Attack", {"attack"}),
    ("Activate", {"activate"}),
    ("Effect", {"draw", "damage", "recover", "rest", "set_active", "destroy", "move", "modify", "look",
                "reveal", "search"}),
    ("Decide", {"end_main", "pass", "no_block", "block", "burst", "choose_order", "choose", "resolve",
                "decline", "mulligan", "discard"}),
]


def card_names(view: dict) -> dict[int, str]:
    """uid -> name for every card the view shows."""
    names: dict[int, str] = {}

    def walk(value):
        if isinstance(value, dict):
            if isinstance(value.get("uid"), int) and value.get("name"):
                names[value["uid"]] = value["name"]
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(view)
    return names


def label(action: Action, names: dict[int, str]) -> str:
    """`names` is `card_names(view)` of the acting player's view (computed once)."""

    def n(uid) -> str:
        return names.get(uid, "a card") if isinstance(uid, int) else str(uid)

    a = action.args
    kind = action.kind
    text = {
        "deploy": lambda: f"Deploy {n(a.get('card'))}",
        "deploy_base": lambda: f"Deploy base {n(a.get('card'))}",
        "pair": lambda: f"Pair {n(a.get('card'))} with {n(a.get('unit'))}",
        "command": lambda: f"Use {n(a.get('card'))}",
        "activate": lambda: (f"{n(a.get('card'))}: Support" if a.get("ability") == "support"
                             else f"Activate {n(a.get('card'))}"),
        "attack": lambda: (f"Attack {a['target']} with {n(a.get('unit'))}" if isinstance(a.get("target"), str)
                           else f"{n(a.get('unit'))} attacks {n(a.get('target'))}"),
        "end_main": lambda: "End main phase",
        "block": lambda: f"Block with {n(a.get('unit'))}",
        "no_block": lambda: "Don't block",
        "pass": lambda: "Pass",
        "burst": lambda: "Use Burst" if a.get("use") else "Don't use Burst",
        "choose_order": lambda: "Go first" if a.get("first") else "Go second",
        "mulligan": lambda: "Redraw hand" if a.get("redraw") else "Keep hand",
        "choose": lambda: (f"Choose {n(a['card'])}" if "card" in a
                           else f"Resolve effect {a.get('index', 0) + 1} first"),
        "discard": lambda: "Discard " + ", ".join(n(c) for c in a.get("cards", [])),
        "resolve": lambda: "Done / use the effect",
        "decline": lambda: "Don't use the effect",
        "draw": lambda: f"Draw {a.get('n', 1)}",
        "damage": lambda: f"Deal {a.get('n')} damage to {n(a.get('target'))}",
        "recover": lambda: f"{n(a.get('target'))} recovers {a.get('n')}",
        "rest": lambda: f"Rest {n(a.get('target'))}",
        "set_active": lambda: f"Set {n(a.get('target'))} active",
        "destroy": lambda: f"Destroy {n(a.get('target'))}",
        "modify": lambda: (f"{n(a.get('target'))} AP{a.get('ap', 0):+d} HP{a.get('hp', 0):+d} "
                           f"({a.get('until', 'turn')})"),
        "move": lambda: f"Move {n(a.get('card'))} to {str(a.get('to')).replace('_', ' ')}",
        "concede": lambda: "Concede",
    }.get(kind, lambda: kind)
    return clip(text(), 80)


def group_of(action: Action) -> str:
    for name, kinds in GROUPS:
        if action.kind in kinds:
            return name
    return "Decide"
