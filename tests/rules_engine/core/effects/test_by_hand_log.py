"""Issue 29 §3: every by-hand action, in every game, is logged as "<player> resolves <card>'s
effect by hand: <what>" for the other players and the judges; a card only its player sees
(the top cards a `look` shows, the card a `search` takes, a hand card put back in the deck)
is named to that player alone. The scenarios of tests/scenarios play the actions."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import i18n
from rules_engine.tools.scenario import Runner, load

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def _lines(path: str) -> list:
    data, positions, game = load(SCENARIOS / path)
    runner = Runner(data, positions, game)
    runner.run()
    return [e for batch in runner.match.events for e in batch if ".by_hand_" in e.key]


@pytest.mark.parametrize("path, expected", [
    ("gcg/effect-actions-by-hand.yaml", [
        "A resolves Hand-Led Rally [T-RALLY]'s effect by hand: A draws 1",
        "A resolves Hand-Led Rally [T-RALLY]'s effect by hand: deal 2 damage to",
        "A resolves Hand-Led Rally [T-RALLY]'s effect by hand: look at the top 2 cards of A's deck",
        "A resolves Hand-Led Rally [T-RALLY]'s effect by hand: search A's deck for a card and shuffle it",
        "A resolves Hand-Led Rally [T-RALLY]'s effect by hand: the effect is done"]),
    ("gcg/by-hand-token.yaml", ["A resolves Reinforcement Call [T-CALL]'s effect by hand: deploy 2 Drone token"]),
    ("ucg/effect-actions-by-hand.yaml", [
        "A resolves Hand Worker (T-HAND)'s effect by hand: reveal the top 1 cards of A's deck: Skarn Scout",
        "A resolves Hand Worker (T-HAND)'s effect by hand: Gravelmaw (UCG-D020, B1) gets BP-1000 during this turn",
        "A resolves Hand Worker (T-HAND)'s effect by hand: swap the characters in areas 1 and 2"]),
    ("ucg/by-hand-look-search.yaml", [
        "A resolves Deck Scout (T-SCOUT)'s effect by hand: look at the top 2 cards of A's deck",
        "A resolves Deck Scout (T-SCOUT)'s effect by hand: search A's deck for a card and shuffle it"]),
    ("ucg/effect-by-hand-nullify.yaml", ["nullify effect 1 of "]),
    ("altcg/71-effect-actions-by-hand.yaml", [
        "A resolves Cartographer [ALT-046]'s effect by hand: Emberwake [ALT-003] (A2) gets power+1000 during this turn",
        "A resolves Cartographer [ALT-046]'s effect by hand: move a card to deck bottom",
        "A resolves Cartographer [ALT-046]'s effect by hand: A's flagship awakens"]),
    ("altcg/by-hand-look-reveal-search.yaml", [
        "A resolves Cartographer [ALT-046]'s effect by hand: look at the top 2 cards of A's deck",
        "A resolves Cartographer [ALT-046]'s effect by hand: reveal Emberwake [ALT-003]",
        "A resolves Cartographer [ALT-046]'s effect by hand: search A's deck for a card and shuffle it"]),
    ("nexa/by-hand-look-reveal-search.yaml", [
        "look at the top 3 cards of A's deck", "search A's deck for a card and shuffle it"]),
    ("nexa/effect-actions-modify-and-move.yaml", [
        "A resolves Field Improvisation's effect by hand: Aegis Lancer (A1) gets +1/+0/+2 during this turn",
        "A resolves Field Improvisation's effect by hand: move Ember Sentry to hand"]),
])
def test_each_by_hand_action_is_one_public_line(path, expected):
    lines = _lines(path)
    texts = [e.text for e in lines]
    assert lines and all(" resolves " in t and "'s effect by hand: " in t for t in texts), texts
    for wanted in expected:
        assert any(t.startswith(wanted) or f": {wanted}" in t for t in texts), (wanted, texts)
    for event in lines:  # said in every language, the English word for word (events.ftl)
        game = path.split("/")[0]
        for lang in i18n.LOCALES:
            for viewer in (None, *event.private):
                said = i18n.event_line(event, game, viewer, lang)
                assert said and "{" not in said, (lang, said)
        assert i18n.event_line(event, game, None, "en") == event.text


def test_a_hand_card_put_back_in_the_deck_is_named_to_its_player_only():
    moved = next(e for e in _lines("altcg/71-effect-actions-by-hand.yaml") if e.key.endswith("_move_hidden"))
    assert "Bastion Gate" not in moved.text and "Bastion Gate" not in moved.for_viewer("B")
    assert "Bastion Gate" in moved.for_viewer("A")
    assert "Bastion Gate" not in i18n.event_line(moved, "altcg", "B", "ja")


def test_a_look_and_a_search_name_the_cards_to_their_player_only():
    lines = {e.key: e for e in _lines("gcg/effect-actions-by-hand.yaml")}
    look, search = lines["core.event.by_hand_look"], lines["core.event.by_hand_search"]
    for event, hidden in ((look, "DEMO-021"), (search, "DEMO-038")):
        assert hidden not in event.text and hidden not in str(event.params)  # the public line
        assert hidden not in event.for_viewer("B")
        assert hidden in event.for_viewer("A")  # the looker reads which cards
        assert hidden in i18n.event_line(event, "gcg", "judge", "ja")  # and the judge
        assert hidden not in i18n.event_line(event, "gcg", "B", "zh-Hant")
    assert look.for_viewer("A").endswith("look at the top 2 cards of A's deck: Ember Raider [DEMO-021], "
                                         "Ember Raider [DEMO-021]")


@pytest.mark.parametrize("path, taken", [("altcg/by-hand-look-reveal-search.yaml", "Bastion Gate [ALT-024]"),
                                         ("ucg/by-hand-look-search.yaml", "(UCG-D011)"),
                                         ("nexa/by-hand-look-reveal-search.yaml", "Ember Sentry")])
def test_a_search_names_the_card_to_its_player_only(path, taken):
    search = next(e for e in _lines(path) if e.key.endswith("_search"))
    assert taken not in search.text and taken not in search.for_viewer("B")
    assert taken in search.for_viewer("A") and search.for_viewer("A").endswith(" and shuffle it")
