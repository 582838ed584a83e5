"""The shared effect model: frozen, hashable, canonical (one order for filters and parameters),
and JSON and back without loss."""

from __future__ import annotations

import json

import pytest

from rules_engine.core.effects.model import (
    IT,
    TURN,
    Ability,
    Amount,
    Condition,
    Cost,
    Duration,
    Filter,
    Keyword,
    Reading,
    Selector,
    Step,
)

ENEMY_TRAIT = Selector(who="enemy", count=2, up_to=True, at_least=1,
                       filters=(Filter("trait", "has", ["Zeon", "Neo Zeon"]), Filter("hp", "<=", 3)))
READING = Reading("en", (
    Ability("【Deploy】…", index=0, timing="deploy", conditions=(Condition.of("linked"),), limit="once_per_turn",
            cost=Cost(resources=2, exile=Selector(who="yours", kind="card", zone="trash"),
                      either=(Cost(rest_self=True), Cost(destroy_self=True))),
            body=(Step("choose", target=ENEMY_TRAIT),
                  Step("modify", target=IT, stat="ap", amount=Amount(-2), until=TURN,
                       condition=Condition.of("count", selector=Selector(who="yours", all=True, count=0), op=">=",
                                              n=2)),
                  Step("token", amount=Amount(1), extra={"name": "Zaku", "traits": ["Zeon"], "ap": 1}))),
    Ability("<Suppression>", keyword=Keyword("suppression"), body=None, reason="undefined", unread="<Suppression>"),
    Ability("While …", index=1, static=True, body=(
        Step("grant", target=Selector(who="this"), keyword=Keyword("repair", 1),
             until=Duration("while", Condition.of("self_state", state="rested"))),)),
))


def test_json_and_back():
    assert Reading.from_dict(json.loads(json.dumps(READING.to_dict()))) == READING


def test_hashable_and_canonical():
    assert hash(READING) == hash(Reading.from_dict(READING.to_dict()))
    a = Selector(filters=(Filter("hp", "<=", 3), Filter("level", ">=", 2)))
    b = Selector(filters=(Filter("level", ">=", 2), Filter("hp", "<=", 3)))
    assert a == b  # a conjunction has one order
    assert Condition.of("count", n=1, op=">=") == Condition.of("count", op=">=", n=1)
    assert Step("x", extra={"b": 1, "a": 2}) == Step("x", extra={"a": 2, "b": 1})


def test_by_hand_and_automated():
    assert [a.automated for a in READING.abilities] == [True, False, True]
    assert READING.automated == 2 and READING.abilities[1].by_hand


def test_unknown_operators_and_durations_are_refused():
    with pytest.raises(ValueError, match="operator"):
        Filter("hp", "<", 3)
    with pytest.raises(ValueError, match="duration"):
        Duration("forever")
