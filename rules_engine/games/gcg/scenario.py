"""GCG scenario support (CONTRACTS.md §2): a board described in YAML becomes a state;
expectation keys are read back from the state."""

from __future__ import annotations

from typing import Any

from ...core.game import MatchConfig, ScenarioError
from . import flow
from .cards import FILLER, CardPool, demo_pool, parse_cards
from .state import GcgState, Modifier

PLAYERS = ("A", "B")
ZONE_KEYS = ("hand", "deck", "resource_deck", "shields", "trash", "removal", "battle",
             "resources", "ex_resources", "base")
STATE_KEYS = {"turn", "active", "first", "phase", "step", "seed", "players", "setup"}
SETUP_KEYS = {"setup", "first", "seed"}
TOP_SHIELD = {f"{p}.shields": p for p in PLAYERS}


class ScenarioIds(dict):
    """The scenario's card ids, plus `A.shields` / `B.shields`: the player's top shield
    at the moment a step names it (CONTRACTS.md §2b)."""

    state: GcgState | None = None

    def __contains__(self, key: object) -> bool:
        if key in TOP_SHIELD:
            return self._top(key) is not None
        return super().__contains__(key)

    def __getitem__(self, key: str) -> int:
        if key in TOP_SHIELD:
            top = self._top(key)
            if top is None:
                raise KeyError(key)
            return top
        return super().__getitem__(key)

    def _top(self, key: str) -> int | None:
        shields = self.state.zone(TOP_SHIELD[key], "shields") if self.state is not None else []
        return shields[0] if shields else None


class GcgScenario:
    """The GCG part of the scenario format (CONTRACTS.md §2, §2b)."""

    id_fields = frozenset({"card", "unit", "target", "cards", "targets"})

    def players(self, description: dict) -> tuple[str, ...]:
        return PLAYERS

    def build(self, description: dict, cards: list | None) -> tuple[MatchConfig, GcgState, dict[str, int]]:
        state, ids = build(description, cards)
        config = MatchConfig(game="gcg", players=PLAYERS, decks={}, seed=state.seed)
        return config, state, ids

    def expectation(self, state: GcgState, key: str, ids: dict[str, int]) -> Any:
        return expectation(state, key, ids)

    def rule_id(self, value: Any) -> str:
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise ScenarioError(f"a clause id is written like 8-3-1, not {value!r}")
        return str(value)


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
        raise ScenarioError(f"{where}.resources must be a number or {{active, rested, ex}}")
    extra = set(resources) - {"active", "rested", "ex"}
    if extra:
        raise ScenarioError(f"{where}.resources: unknown key {sorted(map(str, extra))[0]!r}")
    for _ in range(int(resources.get("active", 0))):
        state.new_card("DEMO-R01", player, "resources")
    for _ in range(int(resources.get("rested", 0))):
        uid = state.new_card("DEMO-R01", player, "resources")
        state.cards[uid].rested = True
    for _ in range(int(resources.get("ex", 0))):
        state.new_card("EX-RESOURCE", player, "resources")


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
        if name in ids or name in PLAYERS:
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
        card.modifiers.append(Modifier(int(entry.get("ap", 0)), int(entry.get("hp", 0)), "permanent"))
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
              "prompt": state.prompt.kind if state.prompt else None}
    if key in simple:
        return simple[key]
    parts = key.split(".")
    if parts[0] in PLAYERS:
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
        if field == "pilot":
            return reverse.get(card.pilot, card.pilot) if card.pilot else None
        if field == "linked":
            return state.linked(uid)
        if field == "face_up":
            return card.face_up
        raise ScenarioError(f"unknown card field {field!r}")
    raise ScenarioError(f"unknown expectation {key!r}")
