"""The results file: every malformed part is refused with one line naming the place."""

from __future__ import annotations

import pytest

from bot.services.tournament import EventError, Match, parse_event

GOOD = {"players": ["a", "b", "c"],
        "rounds": [[{"a": "a", "b": "b", "wins_a": 2, "wins_b": 1, "draws": 0}, {"a": "c", "b": None}]],
        "drops": {"b": 1}, "late": {}, "seeds": [7]}


def with_(**changes):
    return {**GOOD, **changes}


def match(**changes):
    return with_(rounds=[[{"a": "a", "b": "b", "wins_a": 2, "wins_b": 1, "draws": 0, **changes}]])


@pytest.mark.parametrize(("data", "message"), [
    ([], "JSON object"),
    ({"players": []}, "players must be a non-empty list"),
    (with_(players=["a", "a"]), "listed twice"),
    (with_(players=[1, "1"]), "listed twice"),
    (with_(players=["a", True]), "not True"),
    (with_(players=["a", 1.5]), "not 1.5"),
    (with_(extra=1), "unknown key 'extra'"),
    (with_(rounds={}), "rounds must be a list"),
    (with_(rounds=[{}]), "round 1: must be a list"),
    (with_(rounds=[["x"]]), "round 1, match 1: must be an object"),
    (match(a="zed"), "'zed' is not in players"),
    (match(b="a"), "cannot play themself"),
    (match(wins_a=-1), "wins_a must be a whole number from 0 to 99"),
    (match(wins_b="2"), "wins_b must be a whole number"),
    (match(draws=100), "draws must be a whole number from 0 to 99"),
    (match(wins_a=0, wins_b=0), "at least one game"),
    (match(colour="red"), "unknown key 'colour'"),
    (with_(rounds=[[{"a": "a", "b": None, "wins_a": 1}]]), "a bye is a 2-0-0 win"),
    (with_(rounds=[[{"a": "a", "b": "b", "wins_a": 2, "wins_b": 0, "draws": 0}, {"a": "b", "b": None}]]),
     "'b' is paired twice"),
    (with_(drops={"b": 0}), "plays after dropping"),
    (with_(drops={"zed": 1}), "'zed' is not in players"),
    (with_(drops={"b": 5}), "must map to a round from 0 to 1"),
    (with_(late={"c": 2}, drops={}), "plays before joining"),
    (with_(seeds=["x"]), "seeds must be a list of whole numbers"),
])
def test_bad_results_are_refused_with_the_place(data, message):
    with pytest.raises(EventError) as caught:
        parse_event(data)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_good_file_round_trips():
    event = parse_event(GOOD)
    assert event.rounds[0] == (Match("a", "b", 2, 1, 0), Match.bye("c"))
    assert parse_event(event.to_json()) == event
    assert event.active(2) == ["a", "c"]  # b dropped after round 1


def test_a_bye_may_spell_out_its_two_nil():
    event = parse_event(with_(rounds=[[{"a": "c", "b": None, "wins_a": 2, "wins_b": 0, "draws": 0},
                                       {"a": "a", "b": "b", "wins_a": 0, "wins_b": 0, "draws": 3}]]))
    assert event.rounds[0][0].is_bye and event.rounds[0][1] == Match.intentional_draw("a", "b")
