"""ALTCG scenario support (contracts/altcg.md): a board described in YAML becomes a state;
expectation keys are read back from the state."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...core.actions import Action
from ...core.game import MatchConfig, ScenarioError
from ...core.scenario import Now, ScenarioAdapterBase, rename, with_args
from . import flow
from .cards import BLANK_FLAGSHIP, FILLER, CardPool, demo_pool, parse_cards
from .state import SLOTS, AltState, Battle, Cubes, Mod

PLAYERS = ("A", "B")
PHASES = ("setup", "reset", "prepare", "main", "battle", "end")
STEPS = ("attack", "defense", "battle", "resolution")
COUNT_ZONES = ("hand", "deck", "trash", "durability")


# The fields each ALTCG action takes (contracts/altcg.md "Actions"), as actions.py reads them
# (a slot is `slot` there: the contract's `at`); `choose` also takes `slot`, read by `resolve`.
ACTION_FIELDS: dict[str, frozenset[str]] = {kind: frozenset(fields) for kind, fields in {
    "choose_order": {"first"}, "mulligan": {"redraw"},
    "play": {"card", "slot", "targets", "down", "pay"}, "retrofit": {"card", "onto", "slot", "down"},
    "activate": {"card", "ability", "pay"}, "end_main": set(), "attack": {"unit", "target"},
    "end_battle": set(), "support": {"card"}, "pass": set(), "comeback": {"use", "slot"},
    "deploy": {"card", "slot"},
    "choose": {"card", "cards", "slot", "ability", "place"},  # `place`: top / bottom (401, s17-games)
    "resolve": set(), "decline": set(), "concede": set(),
    # effect actions, for an ability resolved by hand
    "draw": {"n"}, "discard": {"cards"}, "power": {"target", "n", "until"}, "rest": {"target"},
    "set_active": {"target"}, "destroy": {"target"}, "move": {"card", "to"}, "awaken": set(),
    "look": {"n"}, "reveal": {"card"}, "search": {"card"},
}.items()}
SLOT_FIELD = ("play", "retrofit", "comeback", "deploy")  # where the contract's `at` is a slot


class AltScenario(ScenarioAdapterBase):
    id_fields = frozenset({"card", "unit", "target", "cards", "onto", "pay", "targets"})
    action_fields = ACTION_FIELDS

    def players(self, description: dict) -> tuple[str, ...]:
        return PLAYERS

    def fields(self, kind: str, given: dict) -> dict:
        """The contract's `at: FC` is the slot (the runner's own `at`, an action number or
        `stale`, never names a slot); `slot:` is read too."""
        given = super().fields(kind, given)
        if kind in SLOT_FIELD and isinstance(given.get("at"), str):
            given = rename(given, "at", "slot")
        return given

    def expand(self, action: Action, now: Now) -> Iterator[Action]:
        """`play` with `targets` (contracts/altcg.md: "if the effect needs them"): the play,
        then each choice the played card's abilities ask of its player, in order (103.4c:
        targets are chosen as the ability resolves)."""
        targets = action.args.get("targets")
        if action.kind != "play" or targets is None:
            yield action
            return
        if not isinstance(targets, list) or not targets:
            raise ScenarioError("field 'targets' is a list of card ids")
        yield with_args(action, {k: v for k, v in action.args.items() if k != "targets"})
        left = list(targets)
        while left:
            prompt = now().prompt
            if prompt is None or prompt.kind != "choose" or prompt.player != action.actor:
                raise ScenarioError(f"field 'targets': the card asked for no choice for {left[0]!r} (it asks "
                                    "only when more than one answer is legal; now: "
                                    f"{prompt.kind + ' by ' + prompt.player if prompt else 'nothing'})")
            n = prompt.data.get("n")
            if n:
                yield Action(action.actor, "choose", {"cards": left[:n]})
                left = left[n:]
            else:
                yield Action(action.actor, "choose", {"card": left.pop(0)})

    def resolve(self, state: AltState, action: Action) -> Action:
        """A `choose` in whichever form the prompt takes: `card`, `cards` (a one-card list
        answers a one-card prompt) or `slot` (the choice in that slot). `activate` leaves its
        `ability` out only on a card with one such ability (CONTRACTS.md §3b)."""
        card = action.get("card")
        if action.kind == "activate" and "ability" not in action.args and card in state.cards \
                and len(state.definition(card).effects_at("activate_main")) > 1:
            raise ScenarioError("field 'ability' is needed: the card has several 【主階段啟動】 "
                                "abilities (the engine would take the first)")
        prompt = state.prompt
        if action.kind != "choose" or prompt is None or prompt.kind != "choose":
            if action.kind == "choose" and "slot" in action.args:
                raise ScenarioError("field 'slot' answers a prompt to choose a card on the field")
            return action
        args = dict(action.args)
        if "slot" in args:
            if "card" in args or "cards" in args:
                raise ScenarioError("field 'slot' and `card` both name the choice: give one")
            args["card"] = _in_slot(state, prompt.options, args.pop("slot"))
        if prompt.data.get("n"):
            if "card" in args:
                args = rename(args, "card", "cards", lambda uid: [uid])
        elif "cards" in args:
            cards = args.pop("cards")
            if "card" in args or not isinstance(cards, list) or len(cards) != 1:
                raise ScenarioError("field 'cards': this prompt chooses one card")
            args["card"] = cards[0]
        return with_args(action, args) if args != action.args else action

    def build(self, description: dict, cards: list | None) -> tuple[MatchConfig, AltState, dict[str, int]]:
        state, ids = build(description, cards)
        return MatchConfig(game="altcg", players=PLAYERS, decks={}, seed=state.seed), state, ids

    def expectation(self, state: AltState, key: str, ids: dict[str, int]) -> Any:
        return expectation(state, key, ids)

    def rule_id(self, value: Any) -> str:
        """Clause ids as printed (`505.2b`); `508.1` must be quoted or YAML reads a number."""
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise ScenarioError(f"a clause id is written like 505.2b, not {value!r}")
        if isinstance(value, float):
            raise ScenarioError(f"{value!r} was read as a number: quote the clause id")
        return str(value)


def _in_slot(state: AltState, options: list, slot: Any) -> int:
    if slot not in SLOTS:
        raise ScenarioError(f"field 'slot' is one of {', '.join(SLOTS)}")
    found = [u for u in options if isinstance(u, int) and state.on_field(u) and state.cards[u].slot == slot]
    if len(found) != 1:
        raise ScenarioError(f"field 'slot': {len(found)} of the choices are in slot {slot}; name the card")
    return found[0]


class CardsUnder(list):
    """`<id>.stack`: the cards under a card (ids, else numbers), which the contract also
    reads as a count (`k2.stack: 1`)."""

    def __eq__(self, other: object) -> bool:
        if isinstance(other, int) and not isinstance(other, bool):
            return len(self) == other
        return list.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]


def build(description: dict, cards: list | None) -> tuple[AltState, dict[str, int]]:
    from .game import empty_state

    pool: CardPool = demo_pool().with_cards(parse_cards(cards or [], "cards"))
    state = empty_state(pool, PLAYERS, str(description.get("seed", "scenario")))
    ids: dict[str, int] = {}
    unknown = set(description) - {"turn", "active", "first", "phase", "step", "players", "attack", "seed"}
    if unknown:
        raise ScenarioError(f"unknown state key {sorted(unknown)[0]!r}")
    state.turn = int(description.get("turn", 1))
    state.active = str(description.get("active", "A"))
    state.first = str(description.get("first", "A"))
    state.phase = str(description.get("phase", "main"))
    if state.active not in PLAYERS or state.first not in PLAYERS:
        raise ScenarioError("players are named A and B")
    if state.phase not in PHASES:
        raise ScenarioError(f"unknown phase {state.phase!r}; one of {', '.join(PHASES)}")
    state.step = str(description.get("step", "attack")) if state.phase == "battle" else ""
    if state.phase == "battle" and state.step not in STEPS:
        raise ScenarioError(f"unknown step {state.step!r}")
    players = description.get("players") or {}
    if set(players) - set(PLAYERS):
        raise ScenarioError("players are named A and B")
    for player in PLAYERS:
        _player(state, player, players.get(player) or {}, ids)
    if state.phase == "setup":
        state.turn = 0
        flow.deal_opening_hands(state)
    else:
        state.mulligans_done = list(PLAYERS)
        if not state.zone("A", "deck") and not state.zone("B", "deck"):
            raise ScenarioError("both decks are empty: the game would be lost before the first step")
    attack = description.get("attack")
    if attack is not None:
        if state.phase != "battle" or not isinstance(attack, dict):
            raise ScenarioError("`attack: {unit, target}` is for the battle phase")
        try:
            unit, target = ids[str(attack["unit"])], ids[str(attack["target"])]
        except KeyError:
            raise ScenarioError("`attack` names the ids of the attacker and the target") from None
        state.battle = Battle(unit, state.cards[unit].inc, target, state.cards[target].inc)
        state.battles = 1
    elif state.phase == "battle" and state.step != "attack":
        raise ScenarioError(f"the {state.step} step needs `attack: {{unit, target}}`")
    flow.advance(state)
    state.events.clear()
    return state, ids


def _new(state: AltState, player: str, entry: Any, zone: str, ids: dict[str, int]) -> int:
    data = entry if isinstance(entry, dict) else {"card": entry}
    number = str(data.get("card", ""))
    if number not in state.pool:
        raise ScenarioError(f"unknown card {number!r}")
    uid = state.new_card(number, player, zone)
    if "id" in data:
        name = str(data["id"])
        if name in ids or name in PLAYERS or name in SLOTS:
            raise ScenarioError(f"id {name!r} is used twice or is reserved")
        ids[name] = uid
    return uid


def _list(value: Any, zone: str) -> list[Any]:
    if isinstance(value, bool):
        raise ScenarioError(f"zone {zone} must be a number or a list")
    if isinstance(value, int):
        return [FILLER.number] * value
    if not isinstance(value, list):
        raise ScenarioError(f"zone {zone} must be a number or a list")
    out: list[Any] = []
    for item in value:
        if isinstance(item, int) and not isinstance(item, bool):
            out.extend([FILLER.number] * item)
        else:
            out.append(item)
    return out


def _player(state: AltState, player: str, spec: dict, ids: dict[str, int]) -> None:
    known = {"flagship", "field", "hand", "deck", "durability", "cube_deck", "cost_area", "trash"}
    extra = set(spec) - known
    if extra:
        raise ScenarioError(f"{player}: unknown key {sorted(extra)[0]!r}")
    for zone in COUNT_ZONES:
        for entry in _list(spec.get(zone, 0), zone):
            _new(state, player, entry, zone, ids)
    flag = spec.get("flagship") or {"card": BLANK_FLAGSHIP.number}
    flag = flag if isinstance(flag, dict) else {"card": flag}
    uid = _new(state, player, flag, "field", ids)
    if state.pool[state.cards[uid].number].type != "flagship":
        raise ScenarioError(f"{player}.flagship: {state.cards[uid].number} is not a flagship")
    state.flagship[player] = uid
    _status(state, uid, flag, ids, flagship=True)
    field = spec.get("field") or {}
    if not isinstance(field, dict):
        raise ScenarioError(f"{player}.field maps slots to ships: {{FC: {{card: S-A, id: a1}}}}")
    for slot, entry in field.items():
        if slot not in SLOTS:
            raise ScenarioError(f"{player}.field: unknown slot {slot!r}")
        data = entry if isinstance(entry, dict) else {"card": entry}
        uid = _new(state, player, data, "field", ids)
        state.cards[uid].slot = slot
        _status(state, uid, data, ids)
    slots = [state.cards[u].slot for u in state.zone(player, "field")]
    if len(set(slots)) != len(slots):
        raise ScenarioError(f"{player}: two cards in one slot (403.3a)")
    cost = spec.get("cost_area", 0)
    if isinstance(cost, int) and not isinstance(cost, bool):
        cost = {"active": cost}
    if not isinstance(cost, dict) or set(cost) - {"active", "rested", "face_down"}:
        raise ScenarioError(f"{player}.cost_area is a number or {{active, rested, face_down}}")
    state.cubes[player] = Cubes(deck=int(spec.get("cube_deck", 0)), up=int(cost.get("active", 0)),
                                rested=int(cost.get("rested", 0)), down=int(cost.get("face_down", 0)))


def _status(state: AltState, uid: int, data: dict, ids: dict[str, int], flagship: bool = False) -> None:
    allowed = {"card", "id", "rested", "mods", "used"} | (
        {"at", "awakened"} if flagship else {"entered", "under"})
    extra = set(data) - allowed
    if extra:
        raise ScenarioError(f"unknown field {sorted(extra)[0]!r} on card {data.get('card')}")
    card = state.cards[uid]
    owner = card.owner
    if flagship:
        card.slot = str(data.get("at", "BC"))
        if card.slot not in SLOTS:
            raise ScenarioError(f"unknown slot {card.slot!r}")
        card.awakened = bool(data.get("awakened", False))
        if card.awakened and card.number not in state.pool.backs:
            raise ScenarioError(f"{card.number} has no back side")
    card.rested = bool(data.get("rested", False))
    card.entered = state.turn if data.get("entered") else state.turn - 1
    for mod in data.get("mods") or []:
        if not isinstance(mod, dict) or set(mod) - {"power", "until"} or "power" not in mod or \
                mod.get("until", "turn") not in ("battle", "turn", "permanent"):
            raise ScenarioError(f"a mod on card {data.get('card')} is "
                                "{power: ±n, until: battle|turn|permanent}")
        card.add_mod(Mod(int(mod["power"]), str(mod.get("until", "turn"))))
    card.used = [int(i) for i in data.get("used") or []]
    for entry in _list(data.get("under", []), "under"):
        below = _new(state, owner, entry, "hand", ids)
        state.remove(below)
        state.cards[below].zone = "field"
        card.under = [*card.under, below]


def expectation(state: AltState, key: str, ids: dict[str, int]) -> Any:
    reverse = {uid: name for name, uid in ids.items()}
    battle = state.battle
    simple = {"winner": state.winner, "turn": state.turn, "active": state.active, "first": state.first,
              "phase": state.phase, "step": state.step or None,
              "pending": state.prompt.player if state.prompt else None,
              "prompt": state.prompt.kind if state.prompt else None,
              "attacker": reverse.get(battle.attacker, battle.attacker) if battle else None,
              "target": reverse.get(battle.target, battle.target) if battle else None}
    if key in simple:
        return simple[key]
    parts = key.split(".")
    if parts[0] in PLAYERS and len(parts) >= 2:
        return _player_value(state, parts[0], parts[1:], key)
    if parts[0] in ids and len(parts) == 2:
        return _card_value(state, ids[parts[0]], parts[1], reverse)
    raise ScenarioError(f"unknown expectation {key!r}")


def _player_value(state: AltState, player: str, parts: list[str], key: str) -> Any:
    cubes = state.cubes[player]
    zone = parts[0]
    if zone == "cube_deck" and len(parts) == 1:
        return cubes.deck
    if zone == "cost_area":
        if len(parts) == 1:
            return cubes.area
        return {"active": cubes.up, "rested": cubes.rested, "face_down": cubes.down,
                "face_up": cubes.up + cubes.rested}.get(parts[1]) if parts[1] in (
            "active", "rested", "face_down", "face_up") else _bad(key)
    if zone == "field":
        uids = state.ships(player)
    elif zone in COUNT_ZONES:
        uids = list(state.zone(player, zone))
    else:
        return _bad(key)
    if len(parts) == 1:
        return len(uids)
    if parts[1] == "cards":
        return [state.cards[u].number for u in uids]
    return _bad(key)


def _bad(key: str) -> Any:
    raise ScenarioError(f"unknown expectation {key!r}")


def _card_value(state: AltState, uid: int, field: str, reverse: dict[int, str]) -> Any:
    card = state.cards[uid]
    stacked = card.zone == "field" and uid not in state.zone(card.owner, "field")
    values = {
        "zone": lambda: card.zone,
        # s17-games: its place in its owner's deck counted from the top (1 = the top card), else null
        "order": lambda: state.zone(card.owner, "deck").index(uid) + 1 if card.zone == "deck" else None,
        "at": lambda: card.slot,
        "rested": lambda: card.rested,
        "power": lambda: state.power(uid),
        "keywords": lambda: state.keywords(uid),  # 601: printed and given now
        "support": lambda: state.support_value(uid),  # 208.3, changed by effects
        "awakened": lambda: card.awakened,
        "under": lambda: stacked,
        "stack": lambda: CardsUnder(reverse.get(u, state.cards[u].number) for u in card.under),
    }
    if field not in values:
        raise ScenarioError(f"unknown card field {field!r}")
    return values[field]()
