"""GCG scenario support (CONTRACTS.md §2): a board described in YAML becomes a state;
expectation keys are read back from the state."""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.game import MatchConfig, ScenarioError
from ...core.scenario import ScenarioAdapterBase, rename, with_args
from . import flow
from .cards import FILLER, CardPool, demo_pool, parse_cards
from .conditions import traits_now
from .state import GcgState, Modifier

PLAYERS = ("A", "B")
ZONE_KEYS = ("hand", "deck", "resource_deck", "shields", "trash", "removal", "battle",
             "resources", "ex_resources", "base")
STATE_KEYS = {"turn", "active", "first", "phase", "step", "seed", "players", "setup"}
SETUP_KEYS = {"setup", "first", "seed"}
MULTI_KEYS = {"format", "victory", "order", "teams", "decks"}
MULTI_SETUP_KEYS = SETUP_KEYS | {"format", "victory", "order", "teams", "decks"}
DEFAULT_TEAMS = {"X": ["A", "C"], "Y": ["B", "D"]}  # what a real team setup seats (12-3-2)
# The fields each GCG action takes (CONTRACTS.md §2, contracts/gcg-multiplayer.md §7), as
# actions.py reads them.
ACTION_FIELDS: dict[str, frozenset[str]] = {kind: frozenset(fields) for kind, fields in {
    "choose_order": {"first", "direction"}, "mulligan": {"redraw"},
    # s15-opt: `pay` / `pay_by`, an optional payment printed on the card ("you may destroy … If you do, …")
    "deploy": {"card", "ex", "pay", "pay_by"}, "deploy_base": {"card", "ex", "pay", "pay_by"},
    "pair": {"card", "unit", "ex", "pay", "pay_by"}, "command": {"card", "targets", "ex", "pay", "pay_by"},
    "activate": {"card", "ability"},
    "attack": {"unit", "target"}, "block": {"unit"}, "no_block": set(), "pass": set(),
    "end_main": set(), "burst": {"use"}, "choose": {"card", "index", "mode", "player"}, "discard": {"cards"},
    "resolve": set(), "decline": set(), "concede": set(), "take": {"card"},
    # effect actions, for an effect resolved by hand
    "draw": {"n"}, "damage": {"target", "n"}, "recover": {"target", "n"}, "rest": {"target"},
    "set_active": {"target"}, "destroy": {"target"}, "move": {"card", "to"},
    "modify": {"target", "ap", "hp", "until"}, "grant": {"target", "keyword", "until"},
    "look": {"n"}, "reveal": {"card"}, "search": {"card"}, "token": {"name", "ap", "hp", "traits", "n"},
}.items()}
ALL_PLAYERS = ("A", "B", "C", "D")
TOP_SHIELD = {f"{p}.shields": p for p in PLAYERS}


# The keyword effects the rules define (13-1), in the order `<id>.keywords` lists them.
KEYWORD_NAMES = ("repair", "breach", "support", "blocker", "first_strike", "high_maneuver")
FLAG_KEYWORDS = ("blocker", "first_strike", "high_maneuver")


def _top_key(key: object, state: GcgState | None) -> str | None:
    """`A.shields` (any player, or a team name in team format): the top shield."""
    if not isinstance(key, str) or not key.endswith(".shields"):
        return None
    who = key.removesuffix(".shields")
    if key in TOP_SHIELD or (state is not None and (who in state.players or who in state.teams)):
        return who
    return None


class ScenarioIds(dict):
    """The scenario's card ids, plus `A.shields` / `B.shields`: the player's top shield
    at the moment a step names it (CONTRACTS.md §2b)."""

    state: GcgState | None = None

    def __contains__(self, key: object) -> bool:
        if self.state is not None and key in self.state.teams:
            return True  # a team name stands for itself (an attack target, 12-3-12)
        if _top_key(key, self.state) is not None:
            return self._top(key) is not None
        return super().__contains__(key)

    def __getitem__(self, key: str) -> Any:
        if self.state is not None and key in self.state.teams:
            return key
        if _top_key(key, self.state) is not None:
            top = self._top(key)
            if top is None:
                raise KeyError(key)
            return top
        return super().__getitem__(key)

    def _top(self, key: str) -> int | None:
        shields = self.state.zone(_top_key(key, self.state), "shields") if self.state is not None else []
        return shields[0] if shields else None


class GcgScenario(ScenarioAdapterBase):
    """The GCG part of the scenario format (CONTRACTS.md §2, §2b; gcg-multiplayer.md)."""

    id_fields = frozenset({"card", "unit", "target", "cards", "targets"})
    # contract gcg-multiplayer §1: `format` (and `victory`) sit next to `game`, since they
    # decide the players; written under `state:` they are read the same (the older form)
    top_keys = frozenset({"format", "victory"})
    action_fields = ACTION_FIELDS

    def players(self, description: dict) -> tuple[str, ...]:
        return seats_of(description)

    def fields(self, kind: str, given: dict) -> dict:
        given = super().fields(kind, given)
        if kind == "choose":  # CONTRACTS.md §2: `choose` (card or cards); a GCG prompt takes one
            given = rename(given, "cards", "card", _one_card)
        return given

    def resolve(self, state: GcgState, action: Action) -> Action:
        if action.kind == "command" and action.actor in state.players:
            _check_preset(state, action)
        if action.kind != "choose" or action.actor not in state.players:
            return action
        prompt = state.prompt
        ordering = prompt is not None and prompt.kind == "order" and prompt.player == action.actor
        if "index" in action.args and not ordering:
            raise ScenarioError("field 'index' answers an order prompt (which effect resolves "
                                "next); this prompt takes `card`")
        if ordering and "card" in action.args:  # the effect of that card resolves next
            if "index" in action.args:
                raise ScenarioError("field 'index' and `card` both name the next effect: give one")
            sources = [source for source, _ in prompt.data["effects"]]
            card = action.args["card"]
            if sources.count(card) != 1:
                raise ScenarioError(f"field 'card' names {sources.count(card)} of the waiting effects: "
                                    "give `index` (0 = the first listed)")
            return with_args(action, {"index": sources.index(card)})
        return action

    def build(self, description: dict, cards: list | None) -> tuple[MatchConfig, GcgState, dict[str, int]]:
        if description.get("format", "duel") == "duel":
            if description.get("victory") is not None:
                raise ScenarioError("victory: only free_for_all has a victory rule (12-2-5)")
            description = {k: v for k, v in description.items() if k not in ("format", "victory")}
        if description.get("format", "duel") != "duel":
            state, ids = build_multi(description, cards)
            options = {"format": state.format, **({"victory": state.victory} if state.victory else {})}
            config = MatchConfig(game="gcg", players=state.players, decks={}, seed=state.seed,
                                 options=options)
            return config, state, ids
        state, ids = build(description, cards)
        config = MatchConfig(game="gcg", players=PLAYERS, decks={}, seed=state.seed)
        return config, state, ids

    def expectation(self, state: GcgState, key: str, ids: dict[str, int]) -> Any:
        return expectation(state, key, ids)

    def rule_id(self, value: Any) -> str:
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise ScenarioError(f"a clause id is written like 8-3-1, not {value!r}")
        return str(value)


def seats_of(description: dict) -> tuple[str, ...]:
    """The players of a scenario (contract gcg-multiplayer §1): A, B for a duel; A-C or
    A-D for free-for-all (from `order`, else from `players`); A-D for a team battle."""
    format_ = description.get("format", "duel")
    if format_ == "duel":
        return PLAYERS
    if format_ == "team":
        return ALL_PLAYERS
    if format_ != "free_for_all":
        raise ScenarioError(f"format: unknown format {format_!r} (duel, free_for_all, team)")
    named = description.get("order") or list((description.get("players") or {}).keys())
    count = 3 if len(named) == 3 else 4
    return ALL_PLAYERS[:count]


def build(description: dict, cards: list | None) -> tuple[GcgState, dict[str, int]]:
    from .game import empty_state

    unknown_keys = set(description) - (SETUP_KEYS if description.get("setup") else STATE_KEYS)
    if unknown_keys:
        key = sorted(map(str, unknown_keys))[0]
        also = " (with `setup: true` only `first` and `seed` apply)" if description.get("setup") else ""
        raise ScenarioError(f"unknown key {key!r}{also}")
    if description.get("setup"):
        state = _real_setup(description, cards)
        ids = ScenarioIds()
        ids.state = state
        return state, ids
    pool: CardPool = demo_pool().with_cards([FILLER, *parse_cards(cards or [], "cards")])
    state = empty_state(pool, PLAYERS, str(description.get("seed", "scenario")))
    ids = ScenarioIds()
    ids.state = state
    state.turn = int(description.get("turn", 3))
    state.active = str(description.get("active", "A"))
    state.first = str(description.get("first", "A"))
    state.phase = str(description.get("phase", "main"))
    state.step = str(description.get("step", ""))
    state.mulligans_done = list(PLAYERS)
    if state.active not in PLAYERS or state.first not in PLAYERS:
        raise ScenarioError("active, first: players are named A and B")
    if state.phase not in ("main", "end", "start", "draw", "resource"):
        raise ScenarioError(f"phase: unknown phase {state.phase!r}")
    if state.phase == "end" and not state.step:
        state.step = "action"
    players = description.get("players") or {}
    unknown = set(players) - set(PLAYERS)
    if unknown:
        raise ScenarioError(f"players: unknown player {sorted(map(str, unknown))[0]!r}; "
                            "players are A and B")
    for player in PLAYERS:
        _build_player(state, player, players.get(player) or {}, ids)
    flow.advance(state)
    state.events.clear()
    return state, ids


def build_multi(description: dict, cards: list | None) -> tuple[GcgState, dict[str, int]]:
    """Chapter 12 boards: free-for-all (12-2) and team battle (12-3)."""
    from .game import empty_state

    format_ = str(description["format"])
    seats = seats_of(description)
    setup = bool(description.get("setup"))
    allowed = MULTI_SETUP_KEYS if setup else (STATE_KEYS | MULTI_KEYS)
    unknown_keys = set(description) - allowed
    if unknown_keys:
        key = sorted(map(str, unknown_keys))[0]
        also = " (with `setup: true`: first, seed, order, decks, teams)" if setup else ""
        raise ScenarioError(f"unknown key {key!r}{also}")
    if setup and format_ == "team" and "order" in description:
        raise ScenarioError("order: a team battle's order is its teams' (12-3-1); use `first`")
    if setup and format_ == "free_for_all" and "teams" in description:
        raise ScenarioError("teams: free-for-all has no teams (12-2)")
    victory = description.get("victory")
    if format_ == "free_for_all":
        if victory not in ("first_hit", "last_standing"):
            raise ScenarioError("victory: free_for_all needs victory: first_hit or last_standing "
                                "(12-2-5)")
    elif victory is not None:
        raise ScenarioError("victory: only free_for_all has a victory rule (12-2-5)")
    teams = None
    if format_ == "team":
        teams = _teams(description.get("teams"), setup)
    if setup:
        state = _real_multi_setup(description, cards, seats, format_, victory, teams)
        ids = ScenarioIds()
        ids.state = state
        return state, ids
    pool: CardPool = demo_pool().with_cards([FILLER, *parse_cards(cards or [], "cards")])
    state = empty_state(pool, seats, str(description.get("seed", "scenario")), format_,
                        victory or "", {t: spec["members"] for t, spec in teams.items()} if teams else None)
    ids = ScenarioIds()
    ids.state = state
    state.turn = int(description.get("turn", 3))
    state.phase = str(description.get("phase", "main"))
    state.step = str(description.get("step", ""))
    state.mulligans_done = list(seats)
    if format_ == "free_for_all":
        order = [str(p) for p in description.get("order", seats)]
        if sorted(order) != sorted(seats):
            raise ScenarioError(f"order: name each of {', '.join(seats)} once")
        state.order = order
        state.active = str(description.get("active", order[0]))
        state.first = order[0]
        if "first" in description:
            raise ScenarioError("first: free-for-all uses order (order[0] goes first, 12-2-1)")
        if state.active not in seats:
            raise ScenarioError(f"active: one of {', '.join(seats)}")
    else:
        names = list(teams)
        state.first = str(description.get("first", names[0]))
        if state.first not in names:
            raise ScenarioError(f"first: a team name ({', '.join(names)})")
        state.order = [state.first, next(t for t in names if t != state.first)]
        state.active = str(description.get("active", state.first))
        if state.active not in names:
            raise ScenarioError(f"active: in team format a team name ({', '.join(names)}, 12-3-1)")
    if state.phase not in ("main", "end", "start", "draw", "resource"):
        raise ScenarioError(f"phase: unknown phase {state.phase!r}")
    if state.phase == "end" and not state.step:
        state.step = "action"
    players = description.get("players") or {}
    unknown = set(players) - set(seats)
    if unknown:
        raise ScenarioError(f"players: unknown player {sorted(map(str, unknown))[0]!r}; the players "
                            f"of this format are {', '.join(seats)}")
    missing = set(seats) - set(players)
    if missing:
        raise ScenarioError(f"players: player {sorted(missing)[0]!r} is missing")
    for player in seats:
        spec = players.get(player) or {}
        if format_ == "team" and isinstance(spec, dict) and ({"shields", "base"} & set(spec)):
            raise ScenarioError(f"players.{player}: shields and base belong to the team in team "
                                "format (12-3-3, 12-3-7)")
        _build_player(state, player, spec, ids)
    if teams:
        for team, spec in teams.items():
            _build_team(state, team, spec, ids)
    flow.advance(state)
    state.events.clear()
    return state, ids


def _check_preset(state: GcgState, action: Action) -> None:
    """A command's `targets` answer its effect's target choices in order; more than the
    effect makes would be silently dropped by the engine."""
    uid, targets = action.args.get("card"), action.args.get("targets")
    if not isinstance(targets, list) or not isinstance(uid, int) or uid not in state.cards:
        return
    timing = "main" if state.prompt is not None and state.prompt.kind == "main" else "action"
    found = state.definition(uid).effects_at(timing)
    if not found:
        return  # not usable now: the engine's refusal says why
    aims = sum(1 for step in found[0][1].script or () if step.needs_target)
    if len(targets) > aims:
        raise ScenarioError(f"field 'targets' names {len(targets)} target(s); "
                            f"{state.definition(uid).name} chooses {aims}")


def _one_card(value: Any) -> Any:
    if not isinstance(value, list):
        return value
    if len(value) != 1:
        raise ScenarioError(f"field 'cards' lists {len(value)} cards; a GCG prompt chooses one card")
    return value[0]


def _teams(value: Any, setup: bool) -> dict[str, dict]:
    if setup:  # a real setup seats the teams as GcgGame.setup does (12-3-2)
        default = {team: {"members": members} for team, members in DEFAULT_TEAMS.items()}
        if value is not None and value != default:
            raise ScenarioError("teams: with `setup: true` the teams are X: {members: [A, C]} and "
                                "Y: {members: [B, D]} (a team's captain first, 12-3-2)")
        return default
    if not isinstance(value, dict) or len(value) != 2:
        raise ScenarioError("teams: exactly two teams, e.g. {X: {members: [A, C]}, Y: {members: [B, D]}}")
    seen: list[str] = []
    for team, spec in value.items():
        if team in ALL_PLAYERS or not str(team).isidentifier():
            raise ScenarioError(f"teams: {team!r} is not a team name (not a player letter)")
        if not isinstance(spec, dict) or set(spec) - {"members", "shields", "base"}:
            raise ScenarioError(f"teams.{team}: a team has members, shields and base")
        members = spec.get("members")
        if not isinstance(members, list) or len(members) != 2:
            raise ScenarioError(f"teams.{team}.members: two players, captain first (12-3-2)")
        seen += members
    if sorted(seen) != list(ALL_PLAYERS):
        raise ScenarioError("teams: A, B, C and D each in exactly one team")
    return {str(t): spec for t, spec in value.items()}


def _build_team(state: GcgState, team: str, spec: dict, ids: dict[str, int]) -> None:
    where = f"teams.{team}"
    captain, mate = state.teams[team]
    shields = spec.get("shields", 0)
    if isinstance(shields, int) and not isinstance(shields, bool):
        for n in range(shields):  # 12-3-5 (contract choice): the captain's card at the bottom
            state.new_card(FILLER.number, captain if n % 2 == 0 else mate, "shields")
        state.zones[team]["shields"].reverse()  # listed top first
    elif isinstance(shields, list):
        for n, entry in enumerate(shields):
            if not isinstance(entry, dict) or "owner" not in entry:
                raise ScenarioError(f"{where}.shields[{n}]: a shared shield is {{card, owner, id?}} "
                                    "(12-3-8: it goes to its owner's trash or hand)")
            owner = entry["owner"]
            if owner not in (captain, mate):
                raise ScenarioError(f"{where}.shields[{n}]: owner {owner!r} is not in team {team}")
            _add(state, owner, {k: v for k, v in entry.items() if k != "owner"}, "shields", ids,
                 f"{where}.shields[{n}]")
    else:
        raise ScenarioError(f"{where}.shields must be a number or a list")
    base = spec.get("base", "none")
    if base == "ex":  # 12-3-7; owned by the captain (contract choice)
        state.new_card("EX-BASE", captain, "base")
    elif isinstance(base, dict):
        owner = base.get("owner", captain if base.get("ex") else None)
        if owner not in (captain, mate):
            raise ScenarioError(f"{where}.base: a printed base needs the owner (one of {captain}, {mate})")
        entry = {k: v for k, v in base.items() if k not in ("owner", "ex")}
        if base.get("ex"):
            entry["card"] = "EX-BASE"
        uid = _add(state, owner, entry, "base", ids, f"{where}.base")
        _unit_status(state, uid, entry, ids, owner, f"{where}.base")
    elif base not in ("none", None):
        raise ScenarioError(f"{where}.base must be ex, none or {{card, owner, id?}}")


def _real_multi_setup(description: dict, cards: list | None, seats: tuple[str, ...], format_: str,
                      victory: str | None, teams: dict | None) -> GcgState:
    from .decks import demo_decks
    from .game import GAME

    decks = demo_decks()
    names = list(decks)
    chosen = description.get("decks") or {}
    options: dict[str, Any] = {"format": format_}
    if victory:
        options["victory"] = victory
    if cards:
        options["cards"] = cards
    first = description.get("first")
    order = _setup_order(description, seats, first) if format_ == "free_for_all" else None
    if order is not None:
        first = order[0]
    if first is not None:
        if format_ == "team":
            if first not in teams:
                raise ScenarioError(f"first: in team format a team name ({', '.join(teams)}, 12-3-2)")
            first = teams[first]["members"][0]
        elif first not in seats:
            raise ScenarioError(f"first: one of {', '.join(seats)}")
        options["first_player"] = first
    if not isinstance(chosen, dict) or any(p not in seats or d not in decks for p, d in chosen.items()):
        raise ScenarioError(f"decks: a player's demo deck, e.g. {{C: {names[0]}}} "
                            f"(decks: {', '.join(names)})")
    config = MatchConfig(game="gcg", players=seats, seed=str(description.get("seed", "scenario")),
                         decks={p: decks[chosen.get(p, names[i % len(names)])] for i, p in enumerate(seats)},
                         options=options)
    state = GAME.setup(config)
    if order is not None:  # 12-2-1: the seating in the direction the first player chose;
        state.order = order  # the redraws (12-2-3) then go round it from order[0]
    return state


def _setup_order(description: dict, seats: tuple[str, ...], first: Any) -> list[str] | None:
    """`order:` with `setup: true` (contract gcg-multiplayer §1.1): the turn order, whose
    first player goes first; without it the first player (or the seeded coin's) chooses
    the direction with `choose_order` (12-2-1)."""
    if "order" not in description:
        return None
    order = description["order"]
    if not isinstance(order, list) or sorted(map(str, order)) != sorted(seats):
        raise ScenarioError(f"order: name each of {', '.join(seats)} once (12-2-1)")
    order = [str(p) for p in order]
    if first is not None and first != order[0]:
        raise ScenarioError(f"first: {first} is not order[0] ({order[0]}); the order starts with the "
                            "first player (12-2-1)")
    return order


def _real_setup(description: dict, cards: list | None) -> GcgState:
    """`setup: true`: a real match start with the two demo decks (6-2)."""
    from .decks import demo_decks
    from .game import GAME

    decks = demo_decks()
    first = description.get("first")
    options: dict[str, Any] = {"cards": cards} if cards else {}
    if first is not None:
        options["first_player"] = first
    config = MatchConfig(game="gcg", players=PLAYERS, seed=str(description.get("seed", "scenario")),
                         decks={"A": decks["tidewall-blue-white"], "B": decks["emberroot-red-green"]},
                         options=options)
    return GAME.setup(config)


def _build_player(state: GcgState, player: str, spec: dict, ids: dict[str, int]) -> None:
    known = {"battle", "resources", "hand", "deck", "resource_deck", "shields", "base", "trash",
             "removal"}
    where = f"players.{player}"
    if not isinstance(spec, dict):
        raise ScenarioError(f"{where}: a player is a mapping of zones")
    extra = set(spec) - known
    if extra:
        raise ScenarioError(f"{where}: unknown zone {sorted(map(str, extra))[0]!r}")
    for zone in ("hand", "deck", "resource_deck", "shields", "trash", "removal"):
        for n, entry in enumerate(_entries(spec.get(zone, 0), zone, f"{where}.{zone}")):
            _add(state, player, entry, zone, ids, f"{where}.{zone}[{n}]")
    for n, entry in enumerate(_entries(spec.get("battle", []), "battle", f"{where}.battle")):
        uid = _add(state, player, entry, "battle", ids, f"{where}.battle[{n}]")
        _unit_status(state, uid, entry, ids, player, f"{where}.battle[{n}]")
    base = spec.get("base", "none")
    if base == "ex":
        state.new_card("EX-BASE", player, "base")
    elif isinstance(base, dict):
        if base.get("ex") is True:  # an EX Base the scenario names: {ex: true, id: e1, damage: 1}
            if "card" in base:
                raise ScenarioError(f"{where}.base: give `ex: true` or `card`, not both")
            base = {**base, "card": "EX-BASE"}
        elif "ex" in base and base["ex"] is not False:
            raise ScenarioError(f"{where}.base.ex must be true or false")
        elif "card" not in base:
            raise ScenarioError(f"{where}.base needs `card: NUMBER` or `ex: true`")
        uid = _add(state, player, base, "base", ids, f"{where}.base")
        _unit_status(state, uid, {k: v for k, v in base.items() if k != "ex"}, ids, player,
                     f"{where}.base")
    elif base not in ("none", None):
        raise ScenarioError(f"{where}.base must be ex, none, {{card: NUMBER}} or {{ex: true}}")
    resources = spec.get("resources", 0)
    if isinstance(resources, int):
        resources = {"active": resources}
    if not isinstance(resources, dict):
        raise ScenarioError(f"{where}.resources must be a number or {{active, rested, ex, named}}")
    extra = set(resources) - {"active", "rested", "ex", "named"}
    if extra:
        raise ScenarioError(f"{where}.resources: unknown key {sorted(map(str, extra))[0]!r}")
    for _ in range(int(resources.get("active", 0))):
        state.new_card("DEMO-R01", player, "resources")
    for _ in range(int(resources.get("rested", 0))):
        uid = state.new_card("DEMO-R01", player, "resources")
        state.cards[uid].rested = True
    for _ in range(int(resources.get("ex", 0))):
        state.new_card("EX-RESOURCE", player, "resources")
    # s7-gcg: resources a step can name (a choice among resources): named: [{id: r1, rested: true}]
    named = resources.get("named", [])
    if not isinstance(named, list):
        raise ScenarioError(f"{where}.resources.named must be a list of {{id, rested}}")
    for n, entry in enumerate(named):
        at = f"{where}.resources.named[{n}]"
        if not isinstance(entry, dict) or "id" not in entry or set(entry) - {"id", "rested"}:
            raise ScenarioError(f"{at}: a named resource is {{id: NAME, rested: true|false}}")
        uid = _add(state, player, {"card": "DEMO-R01", "id": entry["id"]}, "resources", ids, at)
        state.cards[uid].rested = bool(entry.get("rested", False))


def _entries(value: Any, zone: str, where: str) -> list[dict]:
    if isinstance(value, int) and not isinstance(value, bool):
        default = "DEMO-R01" if zone == "resource_deck" else FILLER.number
        return [{"card": default} for _ in range(value)]
    if not isinstance(value, list):
        raise ScenarioError(f"{where} must be a number or a list")
    entries = [item if isinstance(item, dict) else {"card": item} for item in value]
    if zone != "battle":  # a card outside the field has only a number and an id
        for n, entry in enumerate(entries):
            extra = set(entry) - {"card", "id"}
            if extra:
                raise ScenarioError(f"{where}[{n}]: unknown key {sorted(map(str, extra))[0]!r} "
                                    f"(a card in {zone} takes `card` and `id`)")
    return entries


def _add(state: GcgState, player: str, entry: dict, zone: str, ids: dict[str, int],
         where: str = "") -> int:
    number = str(entry.get("card", ""))
    if number not in state.pool:
        raise ScenarioError(f"{where}: unknown card {number!r}")
    uid = state.new_card(number, player, zone)
    if "id" in entry:
        name = str(entry["id"])
        if "." in name:
            raise ScenarioError(f"{where}: an id has no dot ({name!r}); `A.shields` names the top "
                                "shield")
        if name in ids or name in state.players or name in state.teams:
            raise ScenarioError(f"{where}: id {name!r} is used twice")
        ids[name] = uid
    return uid


def _unit_status(state: GcgState, uid: int, entry: dict, ids: dict[str, int], player: str,
                 where: str = "") -> None:
    allowed = {"card", "id", "rested", "damage", "pilot", "deployed", "ap", "hp"}
    extra = set(entry) - allowed
    if extra:
        raise ScenarioError(f"{where}: unknown key {sorted(map(str, extra))[0]!r} on card "
                            f"{entry.get('card')}")
    card = state.cards[uid]
    card.rested = bool(entry.get("rested", False))
    card.damage = int(entry.get("damage", 0))
    card.deployed_turn = state.turn if entry.get("deployed") else state.turn - 1
    if entry.get("ap") or entry.get("hp"):
        card.add_modifier(Modifier(int(entry.get("ap", 0)), int(entry.get("hp", 0)), "permanent"))
    pilot = entry.get("pilot")
    if pilot:
        pilot_entry = pilot if isinstance(pilot, dict) else {"card": pilot}
        extra = set(pilot_entry) - {"card", "id"}
        if extra:
            raise ScenarioError(f"{where}.pilot: unknown key {sorted(map(str, extra))[0]!r}")
        pid = _add(state, player, pilot_entry, "hand", ids, f"{where}.pilot")
        state.pair(pid, uid)


def expectation(state: GcgState, key: str, ids: dict[str, int]) -> Any:
    """The value an expectation key names (CONTRACTS.md §2)."""
    reverse = {uid: name for name, uid in ids.items()}
    simple = {"winner": state.winner, "turn": state.turn, "active": state.active,
              "phase": state.phase, "step": state.step or None,
              "pending": state.prompt.player if state.prompt else None,
              "prompt": state.prompt.kind if state.prompt else None,
              # s9-gcg-c: the ■ effects a modal effect offers (0 = the first printed, modal.py)
              "modes": list(state.prompt.options) if state.prompt and state.prompt.kind == "mode" else None,
              # s12-gcg-exec: the players a "Choose 1 enemy player" offers (enemy_discard.py)
              "players_offered": list(state.prompt.options)
              if state.prompt and state.prompt.kind == "player" else None}
    if state.format != "duel":
        simple.update({"eliminated": list(state.eliminated), "priority": state.priority,
                       "order": [p for p in state.seats() if p not in state.eliminated]
                       if state.format == "free_for_all" else list(state.order),
                       "first": state.first})
    if key in simple:
        return simple[key]
    parts = key.split(".")
    if parts[0] in state.teams and len(parts) >= 2:
        team = parts[0]
        if parts[1] == "members":
            return list(state.teams[team])
        if parts[1] not in ("shields", "base"):
            raise ScenarioError(f"unknown expectation {key!r} (a team has shields, base, members)")
        uids = list(state.zones[team][parts[1]])
        if len(parts) == 3 and parts[2] == "cards":
            return [state.cards[u].number for u in uids]
        if len(parts) == 3 and parts[2] == "owners":
            return [state.cards[u].owner for u in uids]
        return len(uids)
    if parts[0] in state.players and len(parts) == 2 and parts[1] == "eliminated" \
            and state.format != "duel":
        return parts[0] in state.eliminated
    if state.format == "team" and parts[0] in state.players and len(parts) >= 2 \
            and parts[1] in ("shields", "base"):
        raise ScenarioError(f"{key!r}: in team format shields and base are the team's (12-3-3)")
    if parts[0] in state.players:
        player = parts[0]
        if len(parts) < 2 or parts[1] not in ZONE_KEYS:
            raise ScenarioError(f"unknown expectation {key!r}")
        if parts[1] == "ex_resources":
            uids = [u for u in state.zone(player, "resources") if state.definition(u).token]
        else:
            uids = list(state.zone(player, parts[1]))
        if len(parts) == 3 and parts[2] == "cards":
            return [state.cards[u].number for u in uids]
        if len(parts) == 3 and parts[2] == "active":
            return sum(1 for u in uids if not state.cards[u].rested)
        return len(uids)
    if parts[0] in ids and len(parts) == 2:
        uid = ids[parts[0]]
        card = state.cards.get(uid)
        field = parts[1]
        if card is None:
            return "gone" if field == "zone" else None
        if field == "zone":
            return card.zone
        if field == "rested":
            return card.rested
        if field == "damage":
            return card.damage
        if field == "ap":
            return state.ap(uid)
        if field == "hp":
            return state.hp(uid)
        if field == "keywords":  # the keyword effects it has now (13-1; granted ones included)
            values = {k: state.keyword(uid, k) for k in KEYWORD_NAMES}
            return [k if k in FLAG_KEYWORDS else f"{k} {v}" for k, v in values.items() if v]
        if field == "traits":  # s11-gcg-read: the traits it has now (2-5-3; gained ones included)
            return sorted(traits_now(state, uid))
        if field == "pilot":
            return reverse.get(card.pilot, card.pilot) if card.pilot else None
        if field == "linked":
            return state.linked(uid)
        if field == "face_up":
            return card.face_up
        if field == "owner":
            return card.owner
        raise ScenarioError(f"unknown card field {field!r}")
    raise ScenarioError(f"unknown expectation {key!r}")
