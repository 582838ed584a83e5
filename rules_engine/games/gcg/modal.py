"""s9-gcg-c (issue 29): "choose 1 of the following effects and activate it: ■… ■…" — a modal
effect. Its controller chooses one of the ■ effects as it resolves (10-3-3: a choice the text
asks for is made at the point it is asked); only the ones that can be carried out are offered
(10-2-2 / 10-3-3-1: an effect whose target cannot be chosen does not activate; 1-3-2: what
cannot be done is not done), and the chosen one runs as an effect of its own through the
effect runner (its own targets and amounts). No ■ effect can be carried out: nothing happens.

Reading (printed.py): the whole effect is automated only when every ■ line reads as a script
the engine runs; one line by hand and the whole effect stays by hand.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ...core.effects.model import Ability, Condition, Step

# The rule cited for the choice itself and for an effect not offered.
CHOICE_RULE = "10-3-3"
NOT_OFFERED_RULE = "10-2-2"


def labels(text: str, count: int) -> list[str]:
    """Each ■ line of the printed text, as printed (the option's label: what the effect does)."""
    lines = [re.sub(r"\s+", " ", line).strip() for line in text.split("■")[1:]]
    lines = [line for line in lines if line]
    return lines if len(lines) == count else [f"■{i + 1}" for i in range(count)]


def effect(ability: Ability, header: dict[str, Any], timing: str, cost: Any,
           script_of: Callable[[tuple[Step, ...]], list[dict[str, Any]]]) -> dict[str, Any]:
    """The effect dict of a modal ability: `script: []` and `modes`, one script per ■ line."""
    from .printed import ByHand, paid_in_steps

    body = tuple(ability.body or ())
    if len(body) != 1 or body[0].verb != "choose_mode":
        raise ByHand("choosing one of the following effects beside other steps: resolved by hand")
    if ability.optional:
        raise ByHand("an optional choice of effects: resolved by hand")
    if cost is not None and paid_in_steps(cost):
        raise ByHand("this cost is paid by hand (the engine pays ① and rests this card)")
    choice = body[0]
    if choice.may or choice.if_done or choice.get("instead") is not None:
        raise ByHand("a choice of effects with a condition: resolved by hand")
    modes = [_under(choice.condition, tuple(mode)) for mode in dict(choice.extra)["modes"]]
    scripts = [script_of(mode) for mode in modes]  # ByHand from any line: the whole effect
    if any(not script for script in scripts):
        raise ByHand("an empty effect to choose: resolved by hand")
    named = _token_labels(scripts) if "■" not in ability.text else None  # s11-gcg-read: "deploy [A] or [B]"
    return {**header, "script": [], "modes": scripts,
            "mode_labels": named or labels(ability.text, len(scripts))}


def _token_labels(scripts: list[list[dict[str, Any]]]) -> list[str] | None:
    """s11-gcg-read: options that each deploy one printed token are named by it: "1 rested [Name]
    (AP1・HP1)" (the printed name and stats, public as the card's text is)."""
    out = []
    for script in scripts:
        tokens = [step.get("token") for step in script]
        if not tokens or any(not isinstance(t, dict) or "name" not in t for t in tokens) \
                or any(t != tokens[0] for t in tokens):
            return None
        t = tokens[0]
        rested = "rested " if t.get("rested") else ""
        out.append(f"{len(tokens)} {rested}[{t['name']}] (AP{t['ap']}・HP{t['hp']})")
    return out


def _under(condition: Condition | None, mode: tuple[Step, ...]) -> tuple[Step, ...]:
    """s11-gcg-read: "If <cond>, deploy 1 [A](…) or 1 [B](…) Unit token": the condition is
    each option's (10-2-1), checked as the chosen one resolves. Only a one-step option takes it
    (a later step of the option would run without it)."""
    if condition is None:
        return mode
    if len(mode) != 1:
        from .printed import ByHand

        raise ByHand("a choice of effects with a condition: resolved by hand")
    first = mode[0]
    both = condition if first.condition is None \
        else Condition.of("all", conditions=(condition, first.condition))
    return (replace(first, condition=both),)
