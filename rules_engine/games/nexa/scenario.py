"""NEX-A scenario support (contracts/nexa.md "State" and "Expectation keys"): a board in YAML
becomes a state; expectation keys are read back from the state."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from ...core.actions import Action
from ...core.game import MatchConfig, ScenarioError
from ...core.scenario import Now, ScenarioAdapterBase, ScenarioFailed, as_list, rename, with_args
from . import flow
from .battle import engaged, force_power
from .cards import COLOURS, FILLER, FILLER_G, CardPool, demo_pool, parse_cards
from .state import AREAS, Mod, NexaState

PLAYERS = ("A", "B")
RULE_ID = re.compile(r"^(B\d{1,2}|D)(-\d{1,3}){0,2}$")
PHASES = ("mulligan", "reroll", "draw", "deploy", "battle", "end")
STEPS = ("attack", "defense", "damage", "return")
PLAYER_KEYS = {"deck", "pile", "hand", "hangar", "junkyard", "removed", "g", "deploy", "space", "earth",
               "used", "g_played", "ace_played", "redrawn"}
ENTRY_KEYS = {"card", "id", "rolled", "damage", "destroyed", "sets", "mods", "played_this_turn", "owner"}
COUNT_ZONES = ("deck", "pile", "hand", "hangar", "junkyard", "removed")
# The fields each NEX-A action takes (contracts/nexa.md "Actions"), as actions.py and
# by_hand.py read them; `choose` also takes `card`, read by `resolve`.
ACTION_FIELDS: dict[str, frozenset[str]] = {kind: frozenset(fields) for kind, fields in {
    "mulligan": {"redraw"}, "play": {"card", "as", "targets", "pay"},
    # `effect: guard` (B7-11) also takes `area` and `side`; 改装 `reveal`, クロスウェポン
    # `copy`, an A / B cost `cost` (which way, B10-7)
    "activate": {"card", "effect", "targets", "pay", "reveal", "copy", "cost", "area", "side"},
    "sortie": {"space", "earth"}, "pass": set(), "discard": {"cards"},
    # `place`: top / bottom, `position`: a looked card from the top (D-2)
    "choose": {"order", "card", "cards", "number", "place", "position"},
    "resolve": set(), "decline": set(), "concede": set(),
    # effect actions, for a text applied by hand
    "damage": {"target", "n"}, "deck_damage": {"player", "n"},
    "modify": {"target", "m", "r", "d", "until"}, "roll": {"target"}, "reroll": {"target"},
    "destroy": {"target"}, "move": {"card", "to"}, "draw": {"n"},
    "look": {"n"}, "reveal": {"card"}, "search": {"card"},
}.items()}
# Where `{advance: ...}` may stop: every point of a turn in order (contracts/nexa.md
# "Phases, steps and windows"); a window is reached once its cut has resolved.
POINTS = [("reroll", None, None), ("reroll", None, "after"), ("draw", None, None), ("draw", None, "after"),
          ("deploy", None, "main"),
          *[("battle", step, window) for step in STEPS for window in ("before", None, "after")],
          ("end", None, None)]
ADVANCE_LIMIT = 400  # passes: more means the game never gets there


class NexaScenario(ScenarioAdapterBase):
    id_fields = frozenset({"card", "cards", "targets", "pay", "space", "earth", "order", "reveal"})
    action_fields = ACTION_FIELDS
    shorthands = frozenset({"advance"})

    def players(self, description: dict) -> tuple[str, ...]:
        return PLAYERS

    def fields(self, kind: str, given: dict) -> dict:
        """The contract's `target` (one card) is `targets: [it]`."""
        given = super().fields(kind, given)
        if kind in ("play", "activate"):
            given = rename(given, "target", "targets", as_list)
        return given

    def resolve(self, state: NexaState, action: Action) -> Action:
        if action.kind == "choose" and "card" in action.args:
            return _choose_card(state, action)
        if action.kind == "activate" and "effect" not in action.args and isinstance(action.get("card"), int):
            only = _only_text(state, action.args["card"])  # CONTRACTS.md §3b: one text, no index
            if only is not None:
                return with_args(action, {**action.args, "effect": only})
        return action

    def shorthand(self, name: str, value: Any, now: Now) -> Iterator[Action]:
        """`{advance: <phase>[.<step>][.<window>]}`: both players pass at every free timing
        until the game next reaches that point; any other decision first fails the step."""
        if name != "advance":
            return super().shorthand(name, value, now)
        return _advance(_point(value), str(value), now)

    def build(self, description: dict, cards: list | None) -> tuple[MatchConfig, NexaState, dict[str, int]]:
        state, ids = build(description, cards)
        return MatchConfig(game="nexa", players=PLAYERS, decks={}, seed=state.seed), state, ids

    def expectation(self, state: NexaState, key: str, ids: dict[str, int]) -> Any:
        return expectation(state, key, ids)

    def rule_id(self, value: Any) -> str:
        """The project's rulebook ids (B5-1, D-106-1); a YAML number is never one."""
        if not isinstance(value, str) or not RULE_ID.match(value):
            raise ScenarioError(f"{value!r} is not a NEX-A clause id (B5-1, D-45-6, …)")
        return value


def _choose_card(state: NexaState, action: Action) -> Action:
    """`choose` with `card` (the contract's spelling): a target prompt's one target, or the
    card a 共有 search takes (its `number`, D-112)."""
    prompt = state.prompt
    kind = prompt.kind if prompt is not None else None
    args = {k: v for k, v in action.args.items() if k != "card"}
    card = action.args["card"]
    if kind == "target" and "cards" not in args:
        return with_args(action, {**args, "cards": [card]})
    if kind == "search" and "number" not in args and card in state.cards:
        return with_args(action, {**args, "number": state.cards[card].number})
    raise ScenarioError(f"field 'card' answers a target or search prompt; this one ({kind}) takes "
                        + ("`order`" if kind == "order" else "`cards`" if kind == "target" else "`number`"))


def _only_text(state: NexaState, uid: int) -> int | str | None:
    """The index of the card's one played text (or `guard` for a G whose only use is its
    guard system, B7-11), if it has exactly one."""
    if uid not in state.cards:
        return None
    played = [i for i, e in enumerate(state.effects(uid))
              if e.timing not in ("continuous", "static", "trigger")]
    if state.cards[uid].is_g:
        played = ["guard"] if state.definition(uid).guard else []
    return played[0] if len(played) == 1 else None


def _point(value: Any) -> tuple[str, str | None, str | None]:
    """A point of the turn: a phase alone is its first window, a battle step its `before`."""
    parts = str(value).split(".") if isinstance(value, str) else []
    phase, rest = (parts[0], parts[1:]) if parts else ("", [])
    if phase == "battle":
        step = rest[0] if rest else "attack"
        window = rest[1] if len(rest) > 1 else "before"
        point = ("battle", step, None if window in ("null", "effect") else window)
        extra = rest[2:]
    elif phase in ("reroll", "draw"):
        point, extra = (phase, None, rest[0] if rest else "after"), rest[1:]
    elif phase == "deploy":
        point, extra = ("deploy", None, rest[0] if rest else "main"), rest[1:]
    else:
        point, extra = (phase, None, None), rest
    if point not in POINTS or extra:
        raise ScenarioError(f"advance: {value!r} is not a point of the turn: <phase>[.<step>][.<window>], "
                            "e.g. deploy, battle.damage.after, end")
    return point


def _advance(target: tuple[str, str | None, str | None], name: str, now: Now) -> Iterator[Action]:
    goal = POINTS.index(target)
    state = now()
    start = _position(state)
    turn = start[0] if goal > start[1] else start[0] + 1
    for _ in range(ADVANCE_LIMIT):
        state = now()
        if state.over:
            raise ScenarioFailed(f"the game ended (winner {state.winner}) before {name}")
        here = _position(state)
        if here == (turn, goal) and not state.cut:
            return
        if here > (turn, goal):
            if target[0] == "end":  # the turn-end processing has no stop of its own
                return
            raise ScenarioFailed(f"the game went past {name} without stopping there")
        prompt = state.prompt
        if prompt is None or prompt.kind not in ("free", "cut_in"):
            what = f"{prompt.player} must answer a {prompt.kind} prompt" if prompt else "nobody may act"
            raise ScenarioFailed(f"stopped before {name}: {what} (advance only passes)")
        yield Action(prompt.player, "pass")
    raise ScenarioFailed(f"{name} not reached after {ADVANCE_LIMIT} passes")


def _position(state: NexaState) -> tuple[int, int]:
    if state.phase == "mulligan":
        return (0, -1)
    point = (state.phase, state.step if state.phase == "battle" else None,
             None if state.phase == "end" else state.window)
    return (state.turn, POINTS.index(point) if point in POINTS else -1)


def build(description: dict, cards: list | None) -> tuple[NexaState, dict[str, int]]:
    from .game import empty_state

    pool: CardPool = demo_pool().with_cards(parse_cards(cards or [], "cards"))
    unknown = set(description) - {"turn", "first", "active", "phase", "step", "window", "players", "seed"}
    if unknown:
        raise ScenarioError(f"unknown state key {sorted(unknown)[0]!r}")
    state = empty_state(pool, PLAYERS, str(description.get("seed", "scenario")))
    state.turn = int(description.get("turn", 1))
    state.first = str(description.get("first", "A"))
    if state.first not in PLAYERS:
        raise ScenarioError("players are A and B")
    default_active = state.first if state.turn % 2 == 1 else state.opponent(state.first)
    state.active = str(description.get("active", default_active))
    if state.active != default_active:
        raise ScenarioError(f"on turn {state.turn} the attacker is {default_active} (B5)")
    phase = str(description.get("phase", "deploy"))
    if phase not in PHASES:
        raise ScenarioError(f"unknown phase {phase!r}")
    step = description.get("step")
    if phase == "battle":
        step = step or "attack"
        if step not in STEPS:
            raise ScenarioError(f"unknown step {step!r}")
    elif step is not None:
        raise ScenarioError("only the battle phase has steps")
    state.phase, state.step = phase, step
    ids: dict[str, int] = {}
    players = description.get("players") or {}
    if set(players) - set(PLAYERS):
        raise ScenarioError("players are A and B")
    for player in PLAYERS:
        _player(state, player, players.get(player) or {}, ids)
    if phase != "mulligan":
        for flags in state.flags.values():
            flags.redrawn = flags.redrawn or True
    window = description.get("window", "default")
    if phase in ("reroll", "draw"):
        if window not in ("default", None, "after"):
            raise ScenarioError("reroll and draw have only the window `after`")
        state.regulated = window == "after"
        state.window = "after" if window == "after" else None
    elif phase == "deploy":
        state.regulated, state.window = True, "main"
    elif phase == "battle":
        if window == "default":
            window = "before"
        if window not in ("before", "after", None):
            raise ScenarioError("a battle step's window is before, after or null")
        state.window = window
        state.regulated = window == "after"
    elif phase == "end":
        state.window = None
    state.priority = state.active
    flow.open_discards(state)  # a destroyed card waits for its 廃棄 effect in a cut (D-93, D-96)
    flow.advance(state)
    state.events.clear()
    return state, ids


def _player(state: NexaState, player: str, spec: dict, ids: dict[str, int]) -> None:
    extra = set(spec) - PLAYER_KEYS
    if extra:
        raise ScenarioError(f"{player}: unknown key {sorted(extra)[0]!r}")
    for zone in ("deck", "pile", "hand", "hangar", "junkyard", "removed"):
        for entry in _entries(spec.get(zone, 0), zone):
            _add(state, player, entry, zone, ids)
    g = spec.get("g", [])
    if isinstance(g, dict):
        for colour, count in g.items():
            if colour not in COLOURS:
                raise ScenarioError(f"unknown colour {colour!r}")
            counts = count if isinstance(count, dict) else {"standing": count}
            if set(counts) - {"standing", "rolled"}:
                raise ScenarioError(f"{player}.g.{colour}: a number or {{standing: n, rolled: n}}")
            for how in ("standing", "rolled"):
                for _ in range(int(counts.get(how, 0))):
                    uid = state.new_card(FILLER_G[colour].number, player, "g")
                    state.cards[uid].is_g = True
                    state.cards[uid].rolled = how == "rolled"
    else:
        for entry in _entries(g, "g"):
            uid = _add(state, player, entry, "g", ids)
            state.cards[uid].is_g = True
    for zone in ("deploy", *AREAS):
        for entry in _entries(spec.get(zone, []), zone):
            _add(state, player, entry, zone, ids)
    flags = state.flags[player]
    flags.g_played = bool(spec.get("g_played", False))
    flags.ace_played = bool(spec.get("ace_played", False))
    flags.redrawn = bool(spec.get("redrawn", False))
    for used in spec.get("used", []) or []:
        if not isinstance(used, dict) or used.get("card") not in ids or set(used) - {"card", "effect"}:
            raise ScenarioError(f"{player}.used: {{card: <id>, effect: n}}")
        effect = used.get("effect", 0)
        flags.used.append((-1, -1) if effect == "guard" else (ids[used["card"]], int(effect)))


def _entries(value: Any, zone: str) -> list[dict]:
    if isinstance(value, int) and not isinstance(value, bool):
        return [{"card": FILLER.number} for _ in range(value)]
    if not isinstance(value, list):
        raise ScenarioError(f"zone {zone} is a number or a list")
    out: list[dict] = []
    for item in value:
        if isinstance(item, int) and not isinstance(item, bool):
            out += [{"card": FILLER.number}] * item
        elif isinstance(item, dict):
            out.append(item)
        elif isinstance(item, str):
            out.append({"card": item})
        else:
            raise ScenarioError(f"zone {zone}: {item!r} is not a card entry")
    return out


def _add(state: NexaState, player: str, entry: dict, zone: str, ids: dict[str, int],
         parent: int | None = None) -> int:
    extra = set(entry) - ENTRY_KEYS
    if extra:
        raise ScenarioError(f"unknown field {sorted(extra)[0]!r} on card {entry.get('card')}")
    number = str(entry.get("card", ""))
    if number not in state.pool:
        raise ScenarioError(f"unknown card {number!r}")
    owner = str(entry.get("owner", player))
    if owner not in PLAYERS:
        raise ScenarioError(f"unknown owner {owner!r}")
    uid = state.new_card(number, player, zone)
    card = state.cards[uid]
    card.owner = owner
    if parent is not None:
        state.set_under(uid, parent)
    card.rolled = bool(entry.get("rolled", False))
    card.damage = int(entry.get("damage", 0))
    card.destroyed = bool(entry.get("destroyed", False))
    if zone in AREAS:
        card.battled_turn = state.turn
    if entry.get("played_this_turn"):
        card.played_turn = state.turn
    for mod in entry.get("mods", []) or []:
        values = mod.get("modify") if isinstance(mod, dict) else None
        if not isinstance(values, list) or len(values) != 3 or set(mod) - {"modify", "until"} or \
                mod.get("until", "turn_end") not in ("turn_end", "force_disband", "permanent"):
            raise ScenarioError("a mod is {modify: [m, r, d], until: turn_end | force_disband | permanent}")
        card.add_mod(Mod(*map(int, values), until=str(mod.get("until", "turn_end"))))
    if "id" in entry:
        name = str(entry["id"])
        if name in ids or name in PLAYERS:
            raise ScenarioError(f"id {name!r} is used twice")
        ids[name] = uid
    for child in entry.get("sets", []) or []:
        _add(state, player, child if isinstance(child, dict) else {"card": child}, zone, ids, parent=uid)
    if zone in AREAS and state.definition(uid).is_unit and zone not in (state.definition(uid).terrain or []):
        raise ScenarioError(f"{number} has no {zone} terrain")
    return uid


def expectation(state: NexaState, key: str, ids: dict[str, int]) -> Any:
    reverse = {uid: name for name, uid in ids.items()}
    prompt = state.prompt
    simple = {"winner": state.winner, "turn": state.turn, "first": state.first, "active": state.active,
              "phase": state.phase, "step": state.step, "window": state.window, "cut": len(state.cut),
              "pending": prompt.player if prompt else None, "prompt": prompt.kind if prompt else None,
              "space.engaged": engaged(state, "space"), "earth.engaged": engaged(state, "earth")}
    if key in simple:
        return simple[key]
    parts = key.split(".")
    if parts[0] in PLAYERS:
        return _player_key(state, parts[0], parts[1:], key)
    if parts[0] in ids and len(parts) == 2:
        return _card_key(state, ids[parts[0]], parts[1], reverse)
    raise ScenarioError(f"unknown expectation {key!r}")


def _player_key(state: NexaState, player: str, rest: list[str], key: str) -> Any:
    if rest and rest[0] in COUNT_ZONES and len(rest) == 1:
        return len(state.zone(player, rest[0]))
    if rest == ["deploy"]:
        return len(state.zone(player, "deploy"))
    if rest == ["g"]:
        return len(state.zone(player, "g"))
    if rest == ["g", "standing"]:
        return state.power(player)
    if rest == ["power"]:
        return state.power(player)
    if len(rest) == 2 and rest[0] == "power" and rest[1] in COLOURS:
        return sum(1 for u in state.zone(player, "g")
                   if not state.cards[u].rolled and state.g_colour(u) == rest[1])
    if rest and rest[0] in AREAS:
        if len(rest) == 1:
            return len(state.zone(player, rest[0]))
        if rest[1:] == ["power"]:
            return force_power(state, player, rest[0])
    raise ScenarioError(f"unknown expectation {key!r}")


def _card_key(state: NexaState, uid: int, field: str, reverse: dict[int, str]) -> Any:
    card = state.cards[uid]
    host = uid
    while state.cards[host].set_on is not None:
        host = state.cards[host].set_on  # type: ignore[assignment]
    values = {
        "zone": lambda: state.cards[host].zone,
        "rolled": lambda: card.rolled, "damage": lambda: card.damage, "destroyed": lambda: card.destroyed,
        "melee": lambda: state.stat(uid, 0), "ranged": lambda: state.stat(uid, 1),
        "defense": lambda: state.stat(uid, 2),
        "set_on": lambda: reverse.get(card.set_on, card.set_on) if card.set_on is not None else None,
        # its place in a force (B9-1), or in its 本国 counted from the top (1 = the top card)
        "order": lambda: (state.zone(card.holder, card.zone).index(uid) + 1) if card.zone in (*AREAS, "deck")
        else None,
        "engaged": lambda: state.cards[host].zone in AREAS and engaged(state, state.cards[host].zone),
        "gained": lambda: len(card.gained),  # texts gained from クロスウェポン (D-114)
        # the battle keywords it has now, printed or given (D-105 … D-107), and its 地形適性 (B9-1)
        "keywords": lambda: [k for k in ("high_mobility", "first_strike", "assault")
                             if state.keyword(uid, k)],
        "terrain": lambda: sorted(set(state.terrain(uid))) if state.definition(uid).is_unit else [],
        "is_g": lambda: card.is_g, "controller": lambda: state.controller(uid), "owner": lambda: card.owner,
    }
    if field not in values:
        raise ScenarioError(f"unknown card field {field!r}")
    return values[field]()

