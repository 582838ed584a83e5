"""s13-gcg-gen (issue 29): the parts matrix (parts_matrix.py) — every activation cost form the rules
give (10-1-7-2 … 10-1-7-4) × every marker carrying one × unit / base, in en / ja / zh-Hant, runs, and
pays every part it names: a cost part the executor does not pay may never be dropped silently."""

from __future__ import annotations

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import read

from .parts_matrix import COST_FORMS, cost_cells, optional_cells

COSTS = cost_cells()


@pytest.mark.parametrize("cell", COSTS, ids=lambda c: f"{c.lang}:{c.text}")
def test_every_cost_form_runs_under_every_activated_marker(cell):
    assert cell.outcome() == "runs", cell.text


@pytest.mark.parametrize("cell", COSTS, ids=lambda c: f"{c.lang}:{c.text}")
def test_a_cost_naming_other_cards_is_paid_first(cell):
    reading = read(cell.text, cell.lang, cell.card_type)
    cost = reading.abilities[0].cost
    effect = printed.translate(reading).effects[0]
    paid = [step for step in effect["script"] if step.get("cost")]
    named = [p for p in (cost.discard, cost.exile, cost.rest_other, cost.destroy_other, cost.return_other) if p]
    assert len(paid) == len(named), (cell.text, effect["script"])
    assert effect["script"][:len(paid)] == paid  # before any step of the effect (10-1-7-2)
    assert effect["cost"]["pay"] == cost.resources and effect["cost"]["rest_self"] == cost.rest_self


def test_the_matrix_covers_each_form_in_each_language():
    assert len(COSTS) == sum(len(kinds) for _, kinds, *_ in COST_FORMS) * 4 * 3


@pytest.mark.parametrize("cell", [c for c in optional_cells() if "exile" in c.row or "pay" in c.row],
                         ids=lambda c: f"{c.lang}:{c.column}:{c.row}")
def test_an_optional_payment_or_exile_then_if_you_do_runs(cell):
    assert cell.outcome() == "runs", cell.text


def test_two_parts_naming_units_of_yours_stay_by_hand():
    """"Rest 1 of your other Units, Destroy 1 of your other Units：" — one unit could be named by both
    parts; the engine does not pay that (by hand, never half paid)."""
    reading = read("【Activate･Main】Rest 1 of your other Units, Destroy 1 of your other Units：Draw 1.", "en", "unit")
    assert printed.run_reasons(reading)[0] is not None
