"""s16-filt round 2: a card the turn's record kept (a unit deployed / destroyed, a killer, a unit paid for, a
command activated, the card whose effect destroyed a unit) is matched against the printed filter whole —
`any_of` ("… or …") included — and the reader refuses, by hand, any filter field a record's matcher does not
check (filter_fields.HONOURED["record_…"], printed._where_of; every matcher: test_s16f_filter_fields.py): no printed bound is dropped silently (10-2-1, 7-6-6)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from rules_engine.games.gcg import events, printed
from rules_engine.games.gcg.cards import Card, StepCondition, TargetFilter
from rules_engine.games.gcg.reader import read

RED = Card(number="S16F-R", name="Red Frame", type="unit", color="red", level=2, cost=2, ap=2, hp=2,
           traits=["Earth Federation"])


def _deployed_state(card: Card) -> SimpleNamespace:
    """The record of one unit of A's deployed this turn (events.record_event's entry)."""
    return SimpleNamespace(pool={card.number: card}, friends=lambda player: [player],
                           turn_record=[["deployed", "A", card.number, sorted(card.traits), None]])


def _deployed(where: TargetFilter) -> StepCondition:
    return StepCondition(kind="this_turn", happened="deployed", who="yours", where=where)


def test_an_or_filter_on_a_recorded_unit_is_checked_not_dropped():
    """"a blue or (Zeon) Unit": a red Earth Federation unit is neither — before, `any_of` was ignored and the
    record counted."""
    neither = TargetFilter(any_of=[TargetFilter(colors=["blue"]), TargetFilter(traits=["Zeon"])])
    assert not events.happened(_deployed_state(RED), "A", None, _deployed(neither))
    either = TargetFilter(any_of=[TargetFilter(colors=["blue"]), TargetFilter(traits=["Earth Federation"])])
    assert events.happened(_deployed_state(RED), "A", None, _deployed(either))


def test_an_or_filter_judges_the_traits_the_record_kept():
    """The traits in an `any_of` alternative are the unit's as it was deployed (2-5-3), not its printed ones."""
    state = _deployed_state(RED)
    state.turn_record[0][3] = ["Earth Federation", "Zeon"]  # it had gained (Zeon) as it entered
    zeon = TargetFilter(any_of=[TargetFilter(colors=["blue"]), TargetFilter(traits=["Zeon"])])
    assert events.happened(state, "A", None, _deployed(zeon))


@pytest.mark.parametrize("text", [
    # an "or" of two keywords on a unit deployed this turn: keywords are not what the record keeps
    "【Main】If you have deployed a Unit with <Repair> or <Breach> this turn, draw 1.",
    # an "or" of Lv. / AP bounds on a unit destroyed this turn: neither is a field its matcher checks
    "【Main】If one of your Units that is Lv.2 or lower or has 2 or less AP has been destroyed this turn, draw 1.",
])
def test_the_reader_refuses_an_or_filter_a_record_cannot_check(text):
    translation = printed.translate(read(text, "en"), "command")
    assert "script" not in translation.effects[0], text  # not run by the engine: the player resolves it
    assert any("checked by hand" in reason for reason in translation.reasons), translation.reasons
