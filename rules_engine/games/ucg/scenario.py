"""UCG scenario support (contracts/ucg.md): a board described in YAML becomes a state;
expectation keys are read back from the state."""

from __future__ import annotations

import itertools
from typing import Any

from ...core.actions import Action
from ...core.game import MatchConfig, ScenarioError
from ...core.scenario import ScenarioAdapterBase, with_args
from . import flow
from .battle import bp_of, wins
from .cards import FILLER, CardPool, demo_pool, parse_cards
from .state import MAX_STACK, PHASES, PILES, TWO_STEP, Character, Mod, UcgState

PLAYERS = ("A", "B")
ENTRY_KEYS = {"card", "id", "under", "charge", "face_down", "horizontal", "leveled", "mods", "used"}
# The fields each UCG action takes (contracts/ucg.md "Actions"), as actions.py reads them;
# `choose` also takes `area` (the contract's answer naming a battle area), read by `resolve`.
ACTION_FIELDS: dict[str, frozenset[str]] = {kind: frozenset(fields) for kind, fields in {
    "choose_order": {"first"}, "mulligan": {"redraw"}, "set_scene": {"card", "draw"},
    "set": {"card", "area"}, "level_up": {"card", "character"}, "activate": {"card", "ability", "pay"},
    "pass": set(), "choose": {"card", "cards", "area", "ability", "n"}, "resolve": set(),
    "decline": set(), "concede": set(),
    # effect actions, for an effect resolved by hand
    "look": {"n"}, "search": {"card"},
    "draw": {"n"}, "reveal": {"n"}, "bp": {"target", "n", "until"}, "level": {"target", "n", "until"},
    "result": {"target", "result", "until"}, "move": {"card", "to", "area", "draw"},
    "swap": {"target", "with"},
    "nullify": {"target", "ability"}, "charge": {"n", "character"},
}.items()}
# Fields that name a character: any card of its stack names it (contract "Expectation
# keys": asked of any card of a stack, they describe that character).
CHARACTER_FIELDS = {"level_up": ("character",), "charge": ("character",), "bp": ("target",),
                    "level": ("target",), "result": ("target",), "nullify": ("target",),
                    "swap": ("target", "with"), "move": ("card",)}


class UcgScenario(ScenarioAdapterBase):
    id_fields = frozenset({"card", "cards", "character", "target", "targets", "with"})
    action_fields = ACTION_FIELDS

    def players(self, description: dict) -> tuple[str, ...]:
        return PLAYERS

    def fields(self, kind: str, given: dict) -> dict:
        given = super().fields(kind, given)
        if kind == "swap" and "targets" in given:  # the contract's "swap (target, target)"
            pair = given["targets"]
            if "target" in given or "with" in given or not isinstance(pair, list) or len(pair) != 2:
                raise ScenarioError("field 'targets' of `swap` lists the two characters: "
                                    "targets: [a1, a2] (or target: a1, with: a2)")
            given = {**{k: v for k, v in given.items() if k != "targets"},
                     "target": pair[0], "with": pair[1]}
        return given

    def resolve(self, state: UcgState, action: Action) -> Action:
        args = dict(action.args)
        names = CHARACTER_FIELDS.get(action.kind, ())
        prompt = state.prompt
        if action.kind == "choose" and prompt is not None and prompt.kind in ("target", "count"):
            names = ("card",)  # these prompts offer characters
            if "area" in args:
                if "card" in args:
                    raise ScenarioError("field 'area' and `card` both name the choice: give one")
                args["card"] = _in_area(state, prompt.options, args.pop("area"))
        elif action.kind == "choose" and "area" in args:
            raise ScenarioError(f"field 'area' answers a prompt for a character; this one "
                                f"({prompt.kind if prompt else 'none'}) takes `card` or `cards`")
        for name in names:
            if isinstance(args.get(name), int):
                args[name] = _top(state, args[name])
        return with_args(action, args) if args != action.args else action

    def build(self, description: dict, cards: list | None) -> tuple[MatchConfig, UcgState, dict[str, int]]:
        state, ids = build(description, cards)
        return MatchConfig(game="ucg", players=PLAYERS, decks={}, seed=state.seed), state, ids

    def expectation(self, state: UcgState, key: str, ids: dict[str, int]) -> Any:
        return expectation(state, key, ids)

    def rule_id(self, value: Any) -> str:
        if isinstance(value, bool) or not isinstance(value, str):
            raise ScenarioError(f"a clause id is a string like 5.9.4.1 or \"11.16\" (quoted), not {value!r}")
        return value


def _top(state: UcgState, uid: int) -> int:
    """The top card of the character whose stack holds `uid` (a charge card is not in the
    stack, 11.17.2); any other card as it is."""
    char = state.character(uid)
    return char.top if char is not None and uid in char.stack else uid


def _in_area(state: UcgState, options: list, area: Any) -> int:
    if isinstance(area, bool) or not isinstance(area, int):
        raise ScenarioError("field 'area' is a battle area number (1 = the first)")
    found = [u for u in options if isinstance(u, int) and (state.locate(u) or (None,))[0] == area - 1]
    if len(found) != 1:
        raise ScenarioError(f"field 'area': {len(found)} of the choices are in area {area}; "
                            "name the card")
    return found[0]


def build(description: dict, cards: list | None) -> tuple[UcgState, dict[str, int]]:
    from .game import empty_state

    known = {"turn", "first", "phase", "step", "scene", "players", "seed"}
    extra = set(description) - known
    if extra:
        raise ScenarioError(f"unknown state key {sorted(extra)[0]!r}")
    pool: CardPool = demo_pool().with_cards(parse_cards(cards or [], "cards"))
    state = empty_state(pool, PLAYERS, str(description.get("seed", "scenario")))
    ids: dict[str, int] = {}
    state.turn = int(description.get("turn", 1))
    state.first = str(description.get("first", "A"))
    if state.first not in PLAYERS:
        raise ScenarioError("players are named A and B")
    state.phase = str(description.get("phase", "start"))
    if state.phase not in ("mulligan", *PHASES):
        raise ScenarioError(f"unknown phase {state.phase!r}; one of mulligan, {', '.join(PHASES)}")
    step = description.get("step")
    if state.phase in TWO_STEP:
        state.step = str(step or "first")
        if state.step not in ("first", "second"):
            raise ScenarioError("step is first or second")
    elif step:
        raise ScenarioError(f"the {state.phase} phase has no steps")
    # `phase: mulligan`: the opening hands are dealt (as written); both still to decide (4.2.3)
    state.mulligans_done = [] if state.phase == "mulligan" else list(PLAYERS)
    state.scene_done = state.phase not in ("start", "draw", "scene")
    players = description.get("players") or {}
    unknown = set(players) - set(PLAYERS)
    if unknown:
        raise ScenarioError(f"unknown player {sorted(unknown)[0]!r}; players are A and B")
    battles = {p: (players.get(p) or {}).get("battle") or [] for p in PLAYERS}
    rounds = max(len(b) for b in battles.values())
    state.areas = [{p: None for p in PLAYERS} for _ in range(rounds)]
    state.results = [None] * rounds
    for player in PLAYERS:
        spec = players.get(player) or {}
        extra = set(spec) - {*PILES, "battle"}
        if extra:
            raise ScenarioError(f"{player}: unknown zone {sorted(extra)[0]!r}")
        for zone in PILES:
            entries = _entries(spec.get(zone, 0), zone)
            if zone in ("trash", "removal"):
                entries.reverse()  # written top first; stored bottom first, new cards on top (3.7.2)
            for entry in entries:
                uid = _add(state, player, entry, zone, ids)
                if set(entry) - {"card", "id"}:
                    raise ScenarioError(f"{player}.{zone}: only card and id on a card here")
                del uid
        for index, entry in enumerate(battles[player]):
            if entry is None:
                continue
            state.areas[index][player] = _character(state, player, entry, ids)
    scene = description.get("scene")
    if scene is not None:
        entry = scene if isinstance(scene, dict) else {"card": scene}
        owner = str(entry.get("owner", "A"))
        if owner not in PLAYERS or set(entry) - {"card", "id", "owner", "used"}:
            raise ScenarioError("scene is {card, id, owner, used}")
        uid = _add(state, owner, entry, "scene", ids)
        if state.definition(uid).type != "scene":
            raise ScenarioError(f"{entry['card']} is not a scene card")
        state.scene = uid
        state.cards[uid].used = list(entry.get("used") or [])
    flow.advance(state)
    state.events.clear()
    return state, ids


def _entries(value: Any, zone: str) -> list[dict]:
    if isinstance(value, int) and not isinstance(value, bool):
        return [{"card": FILLER.number} for _ in range(value)]
    if not isinstance(value, list):
        raise ScenarioError(f"zone {zone} must be a number or a list")
    return [item if isinstance(item, dict) else {"card": item} for item in value]


def _add(state: UcgState, player: str, entry: dict, zone: str, ids: dict[str, int]) -> int:
    number = str(entry.get("card", ""))
    if number not in state.pool:
        raise ScenarioError(f"unknown card {number!r}")
    uid = state.new_card(number, player, zone)
    if "id" in entry:
        name = str(entry["id"])
        if name in ids or name in PLAYERS:
            raise ScenarioError(f"id {name!r} is used twice")
        ids[name] = uid
    return uid


def _character(state: UcgState, player: str, raw: Any, ids: dict[str, int]) -> Character:
    entry = raw if isinstance(raw, dict) else {"card": raw}
    extra = set(entry) - ENTRY_KEYS
    if extra:
        raise ScenarioError(f"unknown field {sorted(extra)[0]!r} on character {entry.get('card')}")
    top = _add(state, player, entry, "battle", ids)
    under = [_add(state, player, e, "battle", ids) for e in _entries(entry.get("under", []), "under")]
    charge = [_add(state, player, e, "battle", ids) for e in _entries(entry.get("charge", []), "charge")]
    stack = [top, *under]
    if len(stack) > MAX_STACK:
        raise ScenarioError(f"a stack has at most {MAX_STACK} cards (8.1.1)")
    for upper, lower in itertools.pairwise(stack):  # 5.6.2.2, 11.18.1, 12.1.1
        a, b = state.definition(upper), state.definition(lower)
        same = a.character == b.character or bool(set(a.team) & set(b.team))
        if not (a.is_character and b.is_character and same and (a.level or 0) == (b.level or 0) + 1):
            raise ScenarioError(f"illegal stack: {a.number} on {b.number} (5.6.2.2, 11.18.1, 12.1.1)")
    if not state.definition(top).is_character:
        raise ScenarioError(f"{entry['card']} is not a character card")
    for uid in charge:
        state.cards[uid].face_down = True  # 11.17.1
    state.cards[top].face_down = bool(entry.get("face_down", False))
    state.cards[top].used = list(entry.get("used") or [])
    mods = []
    for m in entry.get("mods") or []:
        if not isinstance(m, dict):
            raise ScenarioError("a mod is {bp: n} / {level: ±1} / {result: win|draw}, with until")
        kinds = [k for k in ("bp", "level", "result") if k in m]
        if len(kinds) != 1 or set(m) - {"bp", "level", "result", "until"}:
            raise ScenarioError("a mod is {bp: n} / {level: ±1} / {result: win|draw}, with until")
        mods.append(Mod(kinds[0], m[kinds[0]], str(m.get("until", "turn"))))
    return Character(stack=stack, charge=charge, horizontal=bool(entry.get("horizontal", False)),
                     leveled=bool(entry.get("leveled", False)), mods=mods)


def expectation(state: UcgState, key: str, ids: dict[str, int]) -> Any:
    simple = {"winner": state.winner, "turn": state.turn, "phase": state.phase, "step": state.step,
              "first": state.first, "active": state.step_player, "rounds": state.rounds,
              "pending": state.prompt.player if state.prompt else None,
              "prompt": state.prompt.kind if state.prompt else None,
              "scene": state.cards[state.scene].number if state.scene is not None else None,
              "scene.owner": state.cards[state.scene].owner if state.scene is not None else None}
    if key in simple:
        return simple[key]
    parts = key.split(".")
    if parts[0].startswith("area") and parts[0][4:].isdigit() and parts[1:] == ["winner"]:
        index = int(parts[0][4:]) - 1
        if not state.judged or index >= len(state.results):
            return None
        return state.results[index]
    if parts[0] in PLAYERS:
        player = parts[0]
        if len(parts) == 2 and parts[1] == "battle":
            return len(state.characters(player))
        if len(parts) == 2 and parts[1] == "vacant":
            return len(state.vacancies(player))
        if len(parts) == 2 and parts[1] == "wins":
            return wins(state, player)
        if len(parts) >= 2 and parts[1] in PILES:
            uids = state.zone(player, parts[1])
            if parts[1] in ("trash", "removal"):
                uids = uids[::-1]  # top first
            if len(parts) == 3 and parts[2] == "cards":
                return [state.cards[u].number for u in uids]
            if len(parts) == 2:
                return len(uids)
        raise ScenarioError(f"unknown expectation {key!r}")
    if parts[0] in ids and len(parts) == 2:
        return _card_field(state, ids[parts[0]], parts[1])
    raise ScenarioError(f"unknown expectation {key!r}")


def _card_field(state: UcgState, uid: int, field: str) -> Any:
    card = state.cards[uid]
    if field == "zone":
        return "battle" if card.zone == "detached" else card.zone
    char = state.character(uid)
    found = state.locate(uid)
    if field == "face_down":
        return card.face_down
    if char is None or found is None:
        if field in ("area", "horizontal", "bp", "state", "stack", "charge", "top", "result"):
            return None
        raise ScenarioError(f"unknown card field {field!r}")
    area, player = found
    if field == "area":
        return area + 1
    if field == "horizontal":
        return char.horizontal
    if field == "bp":
        return bp_of(state, char)[0]
    if field == "state":
        return char.state_name
    if field == "stack":
        return len(char.stack)
    if field == "charge":
        return len(char.charge)
    if field == "top":
        return state.cards[char.top].number
    if field == "result":
        if not state.judged or area >= len(state.results):
            return "none"
        r = state.results[area]
        return "none" if r is None else "draw" if r == "draw" else "win" if r == player else "lose"
    raise ScenarioError(f"unknown card field {field!r}")
