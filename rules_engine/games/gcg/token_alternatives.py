"""s11-gcg-read (issue 29): one token of several, chosen by a printed count of your units —

  "Deploy 1 [A](…) Unit token if you have no Units in play, deploy 1 [B](…) Unit token if you
   have only 1 Unit in play, or deploy 1 [C](…) Unit token if you have 2 or more Units in play."

The "or" makes them alternatives: the one whose condition holds as the effect resolves (10-2-1),
once. Run in the printed order, A's token would make B's condition hold. The script runs them in
turn, each with its condition, ordered from the highest count down: deploying a unit token
never lowers the count of your units in play (a full battle area trashes one of yours as the
token comes in, 11-4-2: the count stays), so once the alternative that holds is done, the ones
left all need fewer units than there are and none of them holds. That argument needs:

- every condition a count of your (or friendly) units in play with no other bound (a bound such
  as a trait could drop: the trashed unit may have it, the token not);
- the counts the conditions accept (== N, N or more, N or less) pairwise disjoint.

Anything else is resolved by hand.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from typing import Any

from ...core.effects.model import Selector, Step
from .reader.token_choice import ALTERNATIVE

_UNBOUNDED = 99


def _accepted(op: Any, n: Any) -> tuple[int, int] | None:
    """The counts a condition accepts, as an interval."""
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        return None
    return {"==": (n, n), ">=": (n, _UNBOUNDED), "<=": (0, n)}.get(op)


def script_steps(body: tuple[Step, ...], i: int, condition_of: Any, tokens_of: Any,
                 by_hand: Any) -> tuple[list[dict[str, Any]], int] | None:
    """The script of the alternatives starting at body[i], and the index after them; None when
    body[i] is not one."""
    if body[i].verb != "token" or not dict(body[i].extra).get(ALTERNATIVE):
        return None
    end = i
    while end < len(body) and body[end].verb == "token" and dict(body[end].extra).get(ALTERNATIVE):
        end += 1
    options: list[tuple[tuple[int, int], Step]] = []
    counted: tuple[Any, ...] | None = None
    for step in body[i:end]:
        cond = step.condition
        sel = cond.get("selector") if cond is not None and cond.kind == "count" else None
        accepted = _accepted(cond.get("op"), cond.get("n")) if cond is not None else None
        if step.may or step.if_done or not isinstance(sel, Selector) or accepted is None \
                or sel.kind != "unit" or sel.zone != "play" or sel.who not in ("yours", "friendly") \
                or sel.filters or sel.other:
            raise by_hand("one of several tokens by this condition: resolved by hand")
        if counted not in (None, (sel.who, sel.kind)):
            raise by_hand("one of several tokens by different counts: resolved by hand")
        counted = (sel.who, sel.kind)
        options.append((accepted, step))
    spans = sorted(accepted for accepted, _ in options)
    if any(low <= prev_high for (_, prev_high), (low, _) in pairwise(spans)):
        raise by_hand("one of several tokens whose conditions overlap: resolved by hand")
    script: list[dict[str, Any]] = []
    for _, step in sorted(options, key=lambda option: option[0][0], reverse=True):
        condition = condition_of(step.condition)
        plain = replace(step, condition=None, extra=tuple((k, v) for k, v in step.extra if k != ALTERNATIVE))
        script.extend({**token, "condition": condition} for token in tokens_of(plain))
    return script, end
