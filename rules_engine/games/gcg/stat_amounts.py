"""s11-gcg-read (issue 29): amounts taken from a stat — "Deal 1 damage to it for each 4 AP this Unit
has", "It recovers 1 HP for each 2 HP it has". Read (printed.py) into a `damage`/`recover` step
with `per_stat`; run here: the stat of this card (the source) or of the card acted on, as the step
resolves (10-2-1), in whole multiples of `each` only (1-3-5: a number is a whole number, so 7 AP
holds one "4 AP"). 0 damage is not dealt (5-5-5), 0 HP not recovered."""

from __future__ import annotations

from typing import Any

from ...core.effects.model import Amount, Step
from .state import GcgState, PendingEffect

_WHOSE = {"this": "self", "it": "target"}


def script_of(step: Step, by_hand: Any) -> dict[str, Any]:
    """The executor step for a printed damage/recover by a stat; `by_hand` (an exception class)
    when the printed step carries anything else."""
    amount: Amount | None = step.amount
    if amount is None or amount.stat not in ("ap", "hp", "level") or amount.stat_of is None \
            or amount.stat_of.who not in _WHOSE or amount.count_of is not None or amount.n != 0 \
            or not 1 <= amount.per <= 10 or not 1 <= amount.stat_each <= 20 \
            or step.until.kind != "instant" or dict(step.extra) or step.target is None \
            or step.target.kind != "unit":  # units only: a shield has no HP (11-3-1-1)
        raise by_hand(f"{step.verb} by a stat: resolved by hand")
    return {step.verb: amount.per,
            "per_stat": {"stat": amount.stat, "of": _WHOSE[amount.stat_of.who], "each": amount.stat_each}}


def stat_now(state: GcgState, uid: int, stat: str) -> int | None:
    """The card's stat as it is now (continuous effects included); None when it is not in play."""
    card = state.cards.get(uid)
    if card is None or card.zone != "battle":
        return None
    if stat == "ap":
        return state.ap(uid)
    if stat == "hp":
        return state.hp(uid)
    return state.definition(uid).level


def resolve(state: GcgState, pending: PendingEffect, step: Any, target: int,
            run_step: Any, say: Any, label: Any) -> None:
    """Deal / recover `per` × whole `each` of the stat, counted now (10-2-1)."""
    rule = step.per_stat
    whose = pending.source if rule.of == "self" else target
    value = stat_now(state, whose, rule.stat) if whose is not None else None
    if value is None:  # the card left play: its stat is no longer there to count (by hand)
        say(state, f"{label(state, target)}: the amount counts a stat of a card no longer in play; "
                   "resolve it by hand", key="gcg.event.stat_amount_by_hand",
            params={"card": label(state, target)})
        return
    amount = getattr(step, step.verb) * (max(0, value) // rule.each)
    if amount <= 0:
        return  # 0 damage is not damage (5-5-5); 0 HP recovers nothing
    run_step(state, pending, step.model_copy(update={step.verb: amount, "per_stat": None}), target)
