"""How a GCG match reads to a person: the table shape of a view, and a label for every
action. Built from views only (what the viewer may see), never from the state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.actions import Action
from ...core.game import ActionText
from ...core.table import Battle, Face, Fact, Note, Pile, Seat, Table

PHASES = {"setup": "Setup", "start": "Start phase", "draw": "Draw phase", "resource": "Resource phase",
          "main": "Main phase", "end": "End phase", "over": "Game over"}
STEPS = {"attack": "attack step", "block": "block step", "action": "action step", "damage": "damage step",
         "battle_end": "battle end step", "end": "end step", "hand": "hand step", "cleanup": "cleanup step",
         "mulligan": "redraws", "first_player": "choosing who goes first", "active": "active step",
         "start": "start step"}
# Where a player may ask auto-pass to stop (the bot's `/config stops`): the phases and
# steps where a player may act, as stop keys with their English labels.
STOPS = tuple((f"phase:{key}", PHASES[key]) for key in ('start', 'draw', 'resource', 'main', 'end')) + \
    tuple((f"step:{key}", STEPS[key]) for key in ('attack', 'block', 'action', 'damage', 'battle_end'))
KEYWORD_NAMES = {"blocker": "Blocker", "first_strike": "First Strike", "high_maneuver": "High-Maneuver",
                 "repair": "Repair", "breach": "Breach", "support": "Support"}  # 13-1
DECISIONS = {"first_player": "choose to go first or second", "mulligan": "keep or redraw their hand",
             "main": "act in their main phase", "block": "decide whether to block",
             "action_step": "act or pass in the action step", "burst": "decide on a Burst",
             "overflow": "choose a unit to trash (battle area full)", "target": "choose a target",
             "order": "order their effects", "discard": "discard down to 10 cards",
             "may": "decide whether to use an effect", "effect": "resolve an effect",
             "direction": "choose the direction of play (12-2-1)",
             "look": "choose among the cards they look at",
             "mode": "choose one of the effects",  # s9-gcg-c (modal.py)
             "player": "choose a player",  # s12-gcg-exec (enemy_discard.py)
             "effect_discard": "discard for an effect",  # an effect's "Discard N" (5-11-1)
             "they_may_draw": "decide whether to draw"}  # s11-gcg-read: "They may draw 1" (10-1-3)
GROUPS = (("play", "Play from hand"), ("attack", "Attack"), ("activate", "Activate"),
          ("effect", "Effect"), ("decide", "Decide"))
BATTLE_LIMIT = 6  # 4-5-4


# --- the table ---------------------------------------------------------------------------


def _count(value: Any) -> int:
    return len(value) if isinstance(value, list) else int((value or {}).get("count", 0))


def _cards(value: Any, face) -> tuple[Face, ...] | None:
    return tuple(face(c) for c in value) if isinstance(value, list) else None


def _plain(card: dict) -> Face:
    return Face(uid=card.get("uid"), number=card.get("number", ""), name=card.get("name", ""),
                kind=card.get("type", ""))


def _printed(card: dict) -> Face:
    """A card with its printed information (a hand, a judge's view of a hidden zone)."""
    if "level" not in card:
        return _plain(card)
    stats = f"Lv{card['level']} cost {card['cost']}"
    if card["type"] in ("unit", "base"):
        stats += f" · {card['ap']}/{card['hp']}"
    elif card["type"] == "pilot":
        stats += f" · AP+{card['ap']} HP+{card['hp']}"
    facts: list[Fact] = []
    if card.get("colors"):
        facts.append(Fact("", tuple(card["colors"])))
    if card.get("traits"):
        facts.append(Fact("Traits", tuple(card["traits"]), words=False))
    if card.get("link"):
        link = card["link"]
        facts.append(Fact("Link condition", tuple(link) if isinstance(link, list) else (link,), words=False))
    if card.get("keywords"):
        facts.append(Fact("Keywords", tuple(keyword_name(k) for k in card["keywords"])))
    if card.get("pilot"):
        pilot = card["pilot"]
        facts.append(Fact("Pilot", (f"{pilot['name']} AP+{pilot['ap']} HP+{pilot['hp']}",), words=False))
    return Face(uid=card.get("uid"), number=card["number"], name=card["name"], kind=card["type"],
                stats=stats, facts=tuple(facts), detail="\n".join(card.get("effects") or []))


printed_face = _printed  # a card's printed information as a Face (GcgGame.pool_faces)


def keyword_name(keyword: str) -> str:
    """A keyword as the card file spells it (`repair 2`) in the rules' English
    (`Repair 2`, 13-1), which the glossary says in every language."""
    name, _, value = keyword.partition(" ")
    words = KEYWORD_NAMES.get(name, name.replace("_", " "))
    return f"{words} {value}" if value else words


def _unit(card: dict) -> Face:
    marks = [f"dmg {card['damage']}"] if card.get("damage") else []
    marks.append("rested" if card.get("rested") else "active")
    if card.get("linked"):
        marks.append("linked")
    attached = (_plain(card["pilot"]),) if card.get("pilot") else ()
    # its keywords now, granted ones included (13-1): the picture's badges
    keywords = tuple(keyword_name(k) for k in card.get("keywords") or ())
    facts = (Fact("Keywords", keywords),) if keywords else ()
    return Face(uid=card.get("uid"), number=card["number"], name=card["name"], kind=card.get("type", ""),
                stats=f"{card['ap']}/{card['hp']}", marks=tuple(marks), attached=attached, facts=facts)


unit_face = _unit  # a unit or base in play as a Face (GcgGame.pool_faces)


def _seat(player: str, entry: dict, first: str) -> Seat:
    resources = entry["resources"]
    trash = entry["trash"]
    top = entry.get("trash_top")
    base = entry.get("base")
    piles = (
        Pile("hand", "Hand", entry["hand_count"], _cards(entry["hand"], _printed), private=True),
        Pile("battle", "Battle area", _count(entry["battle"]), _cards(entry["battle"], _unit),
             capacity=BATTLE_LIMIT),
        Pile("base", "Base", 1 if base else 0, (_unit(base),) if base else ()),
        Pile("shields", "Shields", _count(entry["shields"]), _cards(entry["shields"], _printed),
             summary=True),
        Pile("resources", "Resources", resources["total"],
             tuple(Face(uid=c["uid"], number=c["number"], name=c["name"], kind=c["type"],
                        marks=("rested",) if c.get("rested") else ())
                   for c in entry.get("resource_cards") or []), summary=True),
        Pile("deck", "Deck", _count(entry["deck"]), _cards(entry["deck"], _printed), summary=True),
        Pile("resource_deck", "Resource deck", _count(entry["resource_deck"]),
             _cards(entry["resource_deck"], _printed), summary=True),
        Pile("trash", "Trash", _count(trash), _cards(trash, _plain), summary=True,
             note=Note(f"top: {top['name']}", "core.note.top", {"card": top["name"]}) if top else None),
        Pile("removal", "Removal", _count(entry["removal"]), _cards(entry["removal"], _plain), summary=True),
    )
    res = f"{resources['active']}/{resources['total']} active"
    if resources["ex"]:
        res += f" (EX {resources['ex']})"
    stats = (("Lv", str(entry["level"])), ("Resources", res), ("Hand", str(entry["hand_count"])),
             ("Shields", str(_count(entry["shields"]))))
    tags = ["first player"] if first == player else []
    if entry.get("team"):
        tags.append(f"team {entry['team']}")
        piles = tuple(p for p in piles if p.key not in ("shields", "base"))  # the team's (12-3-3)
        stats = stats[:3]
    if entry.get("eliminated"):
        tags.append("eliminated")
    return Seat(player, piles, stats, tuple(tags), out=bool(entry.get("eliminated")))


def _team_piles(view: dict) -> tuple[Pile, ...]:
    """12-3-3, 12-3-7: each team's shared shield area and base."""
    out = []
    for team, data in (view.get("teams") or {}).items():
        members = "+".join(data["members"])
        base = data.get("base")
        shields = data["shields"]
        owners = data.get("shield_owners")
        out.append(Pile(f"{team}.shields", f"Team {team} ({members}) · Shields", _count(shields),
                        _cards(shields, _printed), summary=True,
                        note=Note(f"top: {owners[0]}'s", "gcg.note.top_owner", {"player": owners[0]})
                        if owners else None))
        out.append(Pile(f"{team}.base", f"Team {team} · Base", 1 if base else 0,
                        (_unit(base),) if base else ()))
    return tuple(out)


def table(view: dict) -> Table:
    prompt = view.get("prompt") or {}
    phase, step = view.get("phase", ""), view.get("step") or ""
    phase_label = PHASES.get(phase, phase) + (f" · {STEPS[step]}" if step in STEPS else "")
    if prompt.get("kind") == "first_player" and view.get("format") == "free_for_all":
        prompt = {**prompt, "kind": "direction"}
    notes = []
    if view.get("battle") and not view.get("over"):  # a battle the game's end cut short is over too
        notes.append(Note("⚔️ Battle in progress", "core.note.battle"))
    if view.get("limbo"):
        names = [c["name"] for c in view["limbo"]]
        notes.append(Note("Resolving: " + ", ".join(names), "core.note.resolving", {"cards": names}))
    deciding = (prompt["player"], *prompt.get("also", ())) if prompt and not view.get("over") else ()
    if view.get("order"):
        out = list(view.get("eliminated") or [])
        notes.append(Note("Turn order: " + " → ".join(view["order"])
                          + (f" · eliminated: {', '.join(out)}" if out else ""),
                          "gcg.note.order",
                          {"order": " → ".join(view["order"]), "eliminated": out, "out": len(out)}))
    if view.get("format") == "free_for_all":
        rule = {"first_hit": "first hit wins (12-2-5-1)", "last_standing": "last one standing (12-2-5-2)"}
        notes.append(Note("Victory: " + rule.get(view.get("victory"), ""), "gcg.note.victory",
                          {"victory": view.get("victory", "")}))
    return Table(
        game="gcg", turn=view.get("turn", 0), phase=phase, step=step, phase_label=phase_label,
        active=view.get("active") or None,
        seats=tuple(_seat(p, e, view.get("first", "")) for p, e in view["players"].items()),
        shared=_team_piles(view),
        deciding=deciding,
        decision=DECISIONS.get(prompt.get("task") or prompt.get("kind", ""), prompt.get("kind", "")),
        detail=prompt.get("text", "") or "", notes=tuple(notes), over=bool(view.get("over")),
        winner=view.get("winner"), action_number=view.get("action_number", 0),
        battle=_battle(view), order=tuple(view.get("order") or ()),
        waiting=tuple(str(text) for text in view.get("queue") or ()))


def _battle(view: dict) -> Battle | None:
    """8-2, 8-3: the attacking unit and its target (a unit, or the player it attacks);
    after a block (8-3-2) the blocker is the target."""
    battle = view.get("battle")
    if not battle or view.get("over"):
        return None
    return Battle(attacker=battle.get("attacker"), target=battle.get("target"),
                  player=battle.get("target_player") if battle.get("target") is None else None)


# --- actions -----------------------------------------------------------------------------

GROUP_OF = {
    **dict.fromkeys(("deploy", "deploy_base", "pair", "command"), "play"),
    "attack": "attack", "activate": "activate",
    **dict.fromkeys(("draw", "damage", "recover", "rest", "set_active", "destroy", "move", "modify",
                     "grant", "look", "reveal", "search", "token"), "effect"),
}
# Kinds whose every legal instance is built from public facts only (cards on the field,
# the step of the game), so the board may show them to everyone.
PUBLIC = {"end_main", "pass", "no_block", "block", "burst", "choose_order", "attack", "choose",
          "resolve", "decline", "activate"}
SUCCESS = {"end_main", "pass", "resolve"}
# s15-opt: the optional payment of a play, as its label says it (actions.ftl: `$pay-by`)
_PAY_WORDS = {"destroy": "destroy", "discard": "discard", "rest": "rest", "return_to_hand": "return to hand"}


def describe(action: Action, names: Mapping[int, str]) -> ActionText:
    def n(uid: Any) -> str:
        return names.get(uid, "a card") if isinstance(uid, int) else str(uid)

    a = action.args
    kind = action.kind

    def paying() -> str:
        """s15-opt: a play making the card's optional payment first ("— destroy Unicorn Mode first", 7-5-2-2);
        a discarded card is named to its player only (a play action is never public)."""
        if not a.get("pay"):
            return ""
        verb = _PAY_WORDS.get(str(a.get("pay_by")), "pay with")
        at = f" (Lv.{a['as_level']}, cost {a['as_cost']})" if a.get("as_level") is not None else ""
        return f" — {verb} {', '.join(n(c) for c in a['pay'])} first{at}"

    text = {
        "deploy": lambda: f"Deploy {n(a.get('card'))}{paying()}",
        "deploy_base": lambda: f"Deploy base {n(a.get('card'))}{paying()}",
        "pair": lambda: f"Pair {n(a.get('card'))} with {n(a.get('unit'))}{paying()}",
        "command": lambda: f"Use {n(a.get('card'))}{paying()}",
        "activate": lambda: (f"{n(a.get('card'))}: Support" if a.get("ability") == "support"
                             else f"Activate {n(a.get('card'))}'s pilot"
                             if str(a.get("ability")).startswith("pilot:")
                             else f"Activate {n(a.get('card'))}"),
        # one phrasing whatever the target (#30 §4): "<unit> attacks <unit or player>"
        "attack": lambda: (f"{n(a.get('unit'))} attacks "
                           + (a["target"] if isinstance(a.get("target"), str) else n(a.get("target")))),
        "end_main": lambda: "End main phase",
        "block": lambda: f"Block with {n(a.get('unit'))}",
        "no_block": lambda: "Don't block",
        "pass": lambda: "Pass",
        "burst": lambda: "Use Burst" if a.get("use") else "Don't use Burst",
        "choose_order": lambda: ({"clockwise": "Play clockwise", "counterclockwise": "Play counter-clockwise"}
                                 [a["direction"]] if a.get("direction") in ("clockwise", "counterclockwise")
                                 else "Go first" if a.get("first") else "Go second"),
        "mulligan": lambda: "Redraw hand" if a.get("redraw") else "Keep hand",
        "choose": lambda: (f"Choose {n(a['card'])}" if "card" in a
                           else f"Choose {a['player']}" if "player" in a  # s12-gcg-exec: a player, by seat
                           else f"■{a.get('effect', '')}" if "mode" in a  # s9-gcg-c: a ■ effect, as printed
                           else f"Resolve effect {a.get('index', 0) + 1} first"),
        "discard": lambda: "Discard " + ", ".join(n(c) for c in a.get("cards", [])),
        "resolve": lambda: "Done / use the effect",
        "decline": lambda: "Don't use the effect",
        "take": lambda: f"Take {n(a.get('card'))}",  # a looked-at card: never public (10-3-5)
        "draw": lambda: f"Draw {a.get('n', 1)}",
        "damage": lambda: f"Deal {a.get('n')} damage to {n(a.get('target'))}",
        "recover": lambda: f"{n(a.get('target'))} recovers {a.get('n')}",
        "rest": lambda: f"Rest {n(a.get('target'))}",
        "set_active": lambda: f"Set {n(a.get('target'))} active",
        "destroy": lambda: f"Destroy {n(a.get('target'))}",
        "modify": lambda: (f"{n(a.get('target'))} AP{a.get('ap', 0):+d} HP{a.get('hp', 0):+d} "
                           f"({a.get('until', 'turn')})"),
        "grant": lambda: (f"{n(a.get('target'))} gains {str(a.get('keyword')).replace('_', ' ')} "
                          f"({a.get('until', 'turn')})"),
        "move": lambda: f"Move {n(a.get('card'))} to {str(a.get('to')).replace('_', ' ')}",
        "token": lambda: f"Deploy {a.get('n', 1)} {a.get('name')} token (AP{a.get('ap')} HP{a.get('hp')})",
        "concede": lambda: "Concede",
    }.get(kind, lambda: kind.replace("_", " "))
    subject = ""
    for field_name in ("card", "unit", "target"):
        if isinstance(a.get(field_name), int):
            subject = n(a[field_name])
            break
    style = "success" if kind in SUCCESS else "danger" if kind == "concede" else "secondary"
    if kind in ("mulligan", "choose_order"):
        style = "primary"
    return ActionText(label=text(), group=GROUP_OF.get(kind, "decide"), public=kind in PUBLIC,
                      style=style, subject=subject, key=f"gcg.action.{kind}",
                      params={k: (n(v) if k in ("card", "unit", "target") and isinstance(v, int) else v)
                              for k, v in a.items()})
