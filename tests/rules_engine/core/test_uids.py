"""`uids_in`: the card ids a view shows, which the leak checks of every game rely on."""

from rules_engine.core.game import uids_in


def test_finds_every_uid_at_any_depth():
    view = {"uid": 1, "zones": [{"uid": 2}, ({"cards": [{"uid": -3}]},)], "prompt": {"choices": [{"uid": 40}]}}
    assert uids_in(view) == {1, 2, -3, 40}


def test_a_string_or_a_non_integer_is_not_a_uid():
    view = {"text": '{"uid": 7, "x": 1}', "note": 'say "uid": 8}', "flag": {"uid": True},
            "ratio": {"uid": 1.5}, "name": {"uid": "9"}, "none": {"uid": None}}
    assert uids_in(view) == set()


def test_keys_json_cannot_hold_are_walked_instead():
    view = {(1, 2): {"uid": 5}, "more": [{"uid": 6}]}
    assert uids_in(view) == {5, 6}


def test_adds_to_the_set_given():
    found = {9}
    assert uids_in([{"uid": 1}], found) is found and found == {1, 9}
