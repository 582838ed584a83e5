"""s12-gcg-exec (issue 29): the executor's matrix — every verb of the effect model
(rules_engine/core/effects/model.py) that acts on cards × how the cards are named (this card /
chosen / every matching one) × whose (friendly / enemy / yours / any) × what they are (unit, base,
pilot, shield, resource, a card in the hand, the trash, the deck), built as readings (not texts:
the reader is not what this measures) and given to `printed.translate`; each cell either runs or
is resolved by hand with the translator's reason. `python -m tests.rules_engine.games.gcg.effect_matrix`
prints the table docs/cards.md keeps and the counts; test_effect_matrix.py pins the cells."""

from __future__ import annotations

import collections
import itertools
from typing import Any

from rules_engine.core.effects.model import (
    BATTLE,
    INSTANT,
    IT,
    PERMANENT,
    THIS,
    TURN,
    Ability,
    Amount,
    Condition,
    Duration,
    Keyword,
    Reading,
    Selector,
    Step,
)
from rules_engine.games.gcg import printed

# verb → the step's other fields (amounts, durations) as a reader gives them
VERBS: dict[str, dict[str, Any]] = {
    "damage": {"amount": Amount(n=2)},
    "recover": {"amount": Amount(n=2)},
    "destroy": {},
    "rest": {},
    "set_active": {},
    "return_to_hand": {},
    "to_deck": {"zone_to": "deck_bottom"},
    "to_trash": {},
    "exile": {},
    "modify": {"amount": Amount(n=2), "stat": "ap", "until": TURN},
    "grant": {"keyword": Keyword("blocker"), "until": TURN},
    "remove": {"keyword": Keyword("blocker"), "until": TURN},
    "cant": {"until": TURN, "extra": (("what", "attack"),)},
    "add_to_hand": {},
    "deploy": {},
}
FORMS = ("this", "chosen", "all")
OWNERS = ("friendly", "enemy", "yours", "any")
# what the cards are: (label, Selector kind, zone)
KINDS: tuple[tuple[str, str, str], ...] = (
    ("unit", "unit", "play"), ("base", "base", "play"), ("pilot", "pilot", "play"),
    ("shield", "shield", "shields"), ("resource", "resource", "resources"),
    ("card in hand", "card", "hand"), ("unit card in trash", "unit", "trash"), ("card in deck", "card", "deck"),
)


def cell_reading(verb: str, form: str, owner: str, kind: str, zone: str) -> tuple[Reading, str] | None:
    """The reading of "<verb> <form> <owner> <kind>" and the card type it is printed on; None for a
    cell with no such phrase ("this" is the card itself: a unit or a base, whoever's)."""
    fields = VERBS[verb]
    if form == "this":
        if kind not in ("unit", "base") or zone != "play" or owner != "yours":
            return None
        body: tuple[Step, ...] = (Step(verb, target=Selector(who="this", kind=kind), **fields),)
        card_type = kind
    elif form == "chosen":
        chosen = Selector(who=owner, kind=kind, zone=zone)
        body = (Step("choose", target=chosen), Step(verb, target=Selector(who="it"), **fields))
        card_type = "command"
    else:
        body = (Step(verb, target=Selector(who=owner, kind=kind, zone=zone, count=0, all=True), **fields),)
        card_type = "command"
    timing = "deploy" if card_type != "command" else "main"
    return Reading(lang="en", abilities=(Ability(text=f"{verb} {form} {owner} {kind}", index=0, timing=timing, body=body),)), card_type


def cells() -> dict[tuple[str, str, str, str], str | None]:
    """(verb, form, owner, kind label) → None when it runs, else the by-hand reason."""
    out: dict[tuple[str, str, str, str], str | None] = {}
    for verb, form, owner, (label, kind, zone) in itertools.product(VERBS, FORMS, OWNERS, KINDS):
        built = cell_reading(verb, form, owner, kind, zone)
        if built is None:
            continue
        reading, card_type = built
        (reason,) = printed.run_reasons(reading)
        if reason is None:
            printed.translate(reading, card_type)  # a cell that runs must also translate (never raises)
        out[(verb, form, owner, label)] = reason
    return out


# durations of the lasting verbs (a one-shot step's; a continuous ability is another path, 10-1-5)
DURATIONS: dict[str, Duration] = {"instant": INSTANT, "turn": TURN, "battle": BATTLE, "permanent": PERMANENT,
                                  "while": Duration("while", condition=Condition.of("your_turn"))}
LASTING = ("modify", "grant", "remove", "cant")


def duration_cells() -> dict[tuple[str, str, str], str | None]:
    """(verb, form, duration) → None when it runs, else the by-hand reason; on enemy units."""
    out: dict[tuple[str, str, str], str | None] = {}
    for verb, form, (name, until) in itertools.product(LASTING, FORMS, DURATIONS.items()):
        fields = {**VERBS[verb], "until": until}
        if form == "this":
            body: tuple[Step, ...] = (Step(verb, target=THIS, **fields),)
        elif form == "chosen":
            body = (Step("choose", target=Selector(who="enemy")), Step(verb, target=IT, **fields))
        else:
            body = (Step(verb, target=Selector(who="enemy", count=0, all=True), **fields),)
        timing = "deploy" if form == "this" else "main"
        reading = Reading(lang="en", abilities=(Ability(text=f"{verb} {form} {name}", index=0, timing=timing,
                                                        body=body),))
        (out[(verb, form, name)],) = printed.run_reasons(reading)
    return out


def duration_table(result: dict[tuple[str, str, str], str | None]) -> str:
    rows = ["| verb | cards | " + " | ".join(DURATIONS) + " |", "|---|---|" + "---|" * len(DURATIONS)]
    for verb, form in itertools.product(LASTING, FORMS):
        cells_ = ["runs" if result[(verb, form, d)] is None else f"by hand ({result[(verb, form, d)]})"
                  for d in DURATIONS]
        rows.append(f"| {verb} | {form} | " + " | ".join(cells_) + " |")
    return "\n".join(rows)


def table(result: dict[tuple[str, str, str, str], str | None]) -> str:
    """One row per verb × kind: the forms × owners that run, and the reasons of the others."""
    rows = ["| verb | cards | runs | by hand (reason) |", "|---|---|---|---|"]
    for verb, (label, _, _) in itertools.product(VERBS, KINDS):
        mine = {k: v for k, v in result.items() if k[0] == verb and k[3] == label}
        if not mine:
            continue
        runs = [f"{f} {o}" if f != "this" else "this" for (_, f, o, _), r in mine.items() if r is None]
        reasons = collections.Counter(r for r in mine.values() if r is not None)
        why = "; ".join(f"{r} ×{n}" for r, n in reasons.most_common())
        rows.append(f"| {verb} | {label} | {', '.join(runs) or '—'} | {why or '—'} |")
    return "\n".join(rows)


if __name__ == "__main__":
    result = cells()
    print(table(result))
    runs = sum(r is None for r in result.values())
    print(f"\n{len(result)} cells, {runs} run, {len(result) - runs} by hand\n")
    lasting = duration_cells()
    print(duration_table(lasting))
    runs = sum(r is None for r in lasting.values())
    print(f"\n{len(lasting)} duration cells, {runs} run, {len(lasting) - runs} by hand")
