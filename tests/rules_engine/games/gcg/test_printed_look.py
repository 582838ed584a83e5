"""A printed "Look at the top N cards of your deck. You may reveal 1 (X) … among them and add
it to your hand. Return the remaining cards randomly to the bottom of your deck." (10-3-5):
only the looker sees the looked-at cards — in the views, the log, the options and their labels;
the others see how many, and the card revealed (issue 29, session 3)."""

from pathlib import Path

from rules_engine.core.actions import Action
from rules_engine.core.game import names_in
from rules_engine.core.match import Match
from rules_engine.tools.scenario import Runner, load

from .seen import seen_by

SCENARIO = Path(__file__).parents[3] / "scenarios" / "gcg" / "printed-look-reveal-add-to-hand.yaml"
NOT_TAKEN = "Grovekin Elder Oak"  # d1: looked at, never revealed
TAKEN = "Grovekin Sapling"  # d2: revealed and added to the hand


def at_the_look() -> tuple[Match, dict[str, int]]:
    runner = Runner(*load(SCENARIO))
    match, ids = runner.match, runner.ids
    match.apply(Action("A", "deploy", {"card": ids["h1"]}))
    assert match.state.prompt.kind == "look" and match.state.prompt.player == "A"
    return match, ids


def test_only_the_looker_sees_the_looked_at_cards_and_the_options():
    match, ids = at_the_look()
    mine = match.view("A")["prompt"]
    assert mine["options"] == [ids["d2"]] and mine["n"] == 3
    assert {a.kind for a in match.legal_actions("A")} == {"take", "decline", "concede"}
    for viewer in ("B", None):
        prompt = match.view(viewer)["prompt"]
        assert prompt["kind"] == "look" and prompt["n"] == 3 and "options" not in prompt
        text = seen_by(match, viewer)
        assert NOT_TAKEN not in text and TAKEN not in text
        assert "looks at the top 3 card(s) of their deck" in text
    assert NOT_TAKEN in seen_by(match, "A") and TAKEN in seen_by(match, "A")
    labels = [match.game.describe(a, names_in(match.view("A"))).label for a in match.legal_actions("A")]
    assert f"Take {TAKEN}" in labels  # the looker's button names the card
    assert {a.kind for a in match.legal_actions("B")} <= {"concede"}
    assert match.game.invariants(match) == []


def test_the_taken_card_is_revealed_the_rest_stay_hidden():
    match, ids = at_the_look()
    match.apply(Action("A", "take", {"card": ids["d2"]}))
    for viewer in ("B", None):
        text = seen_by(match, viewer)
        assert TAKEN in text  # "reveal" (10-3-5): everyone sees the card added to the hand
        assert NOT_TAKEN not in text
        assert "2 card(s) on the bottom of their deck in random order" in text
    assert match.game.invariants(match) == []


def test_declining_takes_nothing_and_reveals_nothing():
    match, ids = at_the_look()
    hand = len(match.state.zone("A", "hand"))
    match.apply(Action("A", "decline", {}))
    assert len(match.state.zone("A", "hand")) == hand
    assert match.state.zone("A", "deck")[-3:] != [] and ids["d2"] in match.state.zone("A", "deck")[-3:]
    for viewer in ("B", None):
        text = seen_by(match, viewer)
        assert NOT_TAKEN not in text and TAKEN not in text
        assert "takes none of the cards" in text
