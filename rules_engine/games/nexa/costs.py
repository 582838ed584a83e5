"""Paying costs (B7-4 … B7-7, B10-7): the 合計国力 is compared with the 国力 generated (one
per standing G, nothing rolled for it); the ロールコスト rolls standing G of the named
colour; a purple roll cost is paid with that many purple G or twice as many G of other
colours, never a mix (B7-6, contract choice); `any` (a text's ① cost) takes G of any
colour."""

from __future__ import annotations

from ...core.errors import IllegalAction
from .cards import Need
from .state import NexaState


def standing_g(state: NexaState, player: str) -> list[int]:
    return [u for u in state.zone(player, "g") if not state.cards[u].rolled]


def auto_pay(state: NexaState, player: str, need: Need, exclude: int | None = None) -> list[int] | None:
    """The first fitting standing G in G-zone order (purple costs: purple G first), or None."""
    cards, definitions = state.cards, state.pool.cards  # the hot path of every listing
    free = [u for u in state.zones[player]["g"] if not cards[u].rolled and u != exclude]
    if len(free) < need.total:
        return None
    if not need.roll and not need.any:
        return []
    colour = {u: definitions[cards[u].number].g_colour for u in free}  # read once
    chosen: list[int] = []
    for wanted, n in sorted(need.roll.items()):
        if wanted == "purple":
            continue
        picks = [u for u in free if colour[u] == wanted][:n]
        if len(picks) < n:
            return None
        chosen += picks
    n = need.roll.get("purple", 0)
    if n:
        purple = [u for u in free if colour[u] == "purple"][:n]
        if len(purple) == n:
            chosen += purple
        else:
            others = [u for u in free if colour[u] != "purple" and u not in chosen][:2 * n]
            if len(others) < 2 * n:
                return None
            chosen += others
    if not need.any:
        return chosen
    rest = [u for u in free if u not in chosen][:need.any]
    if len(rest) < need.any:
        return None
    return chosen + rest


def check_pay(state: NexaState, player: str, need: Need, pay: object,
              exclude: int | None = None) -> list[int]:
    """The G to roll: `pay` when given (checked), else the automatic choice."""
    power = state.power(player)
    if power < need.total:  # B7-4 ①: checked before the roll cost
        raise IllegalAction(f"the total 国力 is {power}; the cost needs {need.total} (B7-4 ①)",
                            "B7-4",
                            key="nexa.refusal.total_power",
                            params={"power": power, "need": need.total})
    if pay is None:
        chosen = auto_pay(state, player, need, exclude)
        if chosen is None:
            raise IllegalAction(f"not enough standing G of the right colours for the roll cost "
                                f"{_roll_text(need)}", need.rule,
                                key="nexa.refusal.roll_cost_short", params={"cost": _roll_text(need)})
        return chosen
    if not isinstance(pay, list) or not all(isinstance(u, int) and not isinstance(u, bool) for u in pay):
        raise IllegalAction("`pay` is a list of your G to roll", need.rule, code="malformed",
                            key="nexa.refusal.pay_list")
    if len(set(pay)) != len(pay):
        raise IllegalAction("a G is named twice in `pay`", need.rule, key="nexa.refusal.pay_twice")
    free = set(standing_g(state, player)) - {exclude}
    if not set(pay) <= free:
        raise IllegalAction("`pay` may only name your own standing G", need.rule,
                            key="nexa.refusal.pay_own_standing")
    colours = [state.g_colour(u) for u in pay]
    rest = list(colours)
    for colour, n in need.roll.items():
        if colour == "purple":
            continue
        for _ in range(n):
            if colour not in rest:
                raise IllegalAction(f"the roll cost needs {n} {colour} G", need.rule,
                                    key="nexa.refusal.colour_needed", params={"count": n, "colour": colour})
            rest.remove(colour)
    n = need.roll.get("purple", 0)
    purple = rest.count("purple")
    ok = (purple >= n and len(rest) - n == need.any) or \
        (len(rest) - purple >= 2 * n and len(rest) - 2 * n == need.any and n > 0)
    if not ok:
        raise IllegalAction(f"those G do not pay the roll cost {_roll_text(need)} exactly", need.rule,
                            key="nexa.refusal.pay_exact", params={"cost": _roll_text(need)})
    return list(pay)


def _roll_text(need: Need) -> str:
    parts = [f"{c} {n}" for c, n in sorted(need.roll.items())]
    if need.any:
        parts.append(f"any {need.any}")
    return ", ".join(parts) or "0"


def roll_g(state: NexaState, uids: list[int]) -> None:
    for uid in uids:
        state.cards[uid].rolled = True
