"""s17-fmt (#29): phrasings other printings and shops use for known GCG templates, composed as a class.

- "its paired Pilot" / "that Unit's paired Pilot" / "the Pilot paired with it": the paired Pilot of the
  card "it" means (2-3-4-4). When that card is this Unit (named in a condition or an earlier step), it is
  "this Unit's paired Pilot"; the paired Pilot of a chosen or an event's card has no target yet: by hand.
- a 【Destroyed】 effect's "If this (Unit) is …" is judged on the unit's last state in play (13-2-8-2-1):
  over every step, the effect's own condition (judged as it triggers, before the card moves); the
  【During Link】 marker's own "If this is a Link Unit" is met; anything else on this card by hand.
"""

from __future__ import annotations

import itertools

import pytest

from rules_engine.core.registry import get_game
from rules_engine.games.gcg import printed
from rules_engine.games.gcg.cards import Effect

GAME = get_game("gcg")
PRONOUNS = ("its paired Pilot", "that Unit's paired Pilot", "the Pilot paired with it", "the Pilot paired with that Unit")
VERBS = [("return {p} to its owner's hand", {"return_to_hand": True, "target": "paired_pilot"}),
         ("Return {p} to its owner's hand", {"return_to_hand": True, "target": "paired_pilot"})]
# what names this Unit before the pronoun: (printed lead, the step's condition or None, the effect's timing)
LEADS = [
    ("【Attack】If this is a Link Unit, ", {"kind": "self", "where": {"state": "link"}}, "attack"),
    ("【Attack】If this Unit is a Link Unit, ", {"kind": "self", "where": {"state": "link"}}, "attack"),
    ("【When Paired】Rest this Unit. Then, ", None, "when_paired"),
]


def _translate(text: str) -> tuple[list[dict], tuple]:
    translation = printed.translate(GAME.read_text(text, "en"), "unit")
    for effect in translation.effects:
        Effect.model_validate(effect)
    return list(translation.effects), translation.reasons


CASES = [(lead, pronoun, verb) for (lead, *_), pronoun, (verb, _) in itertools.product(LEADS, PRONOUNS, VERBS)
         if lead.endswith(", ") == verb[0].islower()]


@pytest.mark.parametrize(("lead", "pronoun", "verb"), CASES, ids=[f"{c[0]}{c[2].format(p=c[1])}" for c in CASES])
def test_the_paired_pilot_of_this_unit_by_a_pronoun(lead: str, pronoun: str, verb: str) -> None:
    text = f"{lead}{verb.format(p=pronoun)}."
    effects, reasons = _translate(text)
    assert reasons == (None,), (text, reasons)
    condition, timing = next((c, t) for lead_, c, t in LEADS if lead_ == lead)
    (effect,) = effects
    assert effect["timing"] == timing
    step = effect["script"][-1]
    assert {k: step[k] for k in ("return_to_hand", "target")} == {"return_to_hand": True, "target": "paired_pilot"}
    assert step.get("condition") == condition


@pytest.mark.parametrize("pronoun", PRONOUNS)
@pytest.mark.parametrize("before", ["【Deploy】Choose 1 enemy Unit. ", "【Main】Choose 1 friendly Unit. ",
                                    "When one of your Units is destroyed, ", "【Destroyed】"])
def test_the_paired_pilot_of_another_card_or_of_nothing_named_stays_by_hand(before: str, pronoun: str) -> None:
    verb = "return" if before.endswith(", ") else "Return"
    effects, reasons = _translate(f"{before}{verb} {pronoun} to its owner's hand.")
    assert reasons != (None,) and all("script" not in e for e in effects), reasons


def test_the_older_printing_reads_as_the_official_one() -> None:
    older, _ = _translate("【During Link】【Destroyed】If this is a Link Unit, return its paired Pilot to its owner's "
                          "hand. Then, discard 1.")
    official, _ = _translate("【During Link】【Destroyed】Return this Unit's paired Pilot to its owner's hand. "
                             "Then, discard 1.")
    assert [{k: v for k, v in e.items() if k != "text"} for e in older] == \
        [{k: v for k, v in e.items() if k != "text"} for e in official]


SELF_CONDITIONS = [
    ("If this is a (Harbor Fleet) Unit", {"kind": "self", "where": {"traits": ["Harbor Fleet"]}}),
    ("If this Unit is a Link Unit", {"kind": "self", "where": {"state": "link"}}),
    ("If this Unit has 5 or more AP", {"kind": "self", "where": {"min_ap": 5}}),
    ("If it is your opponent's turn and this is a (Harbor Fleet) Unit",
     {"kind": "all", "all_of": [{"kind": "opponents_turn"},
                                {"kind": "self", "where": {"traits": ["Harbor Fleet"]}}]}),
]
STEPS = [("draw 1", {"draw": 1, "player": "self"}),
         ("choose 1 enemy Unit. Deal 1 damage to it", None)]


@pytest.mark.parametrize(("words", "condition"), SELF_CONDITIONS, ids=[c[0] for c in SELF_CONDITIONS])
def test_destroyed_condition_on_this_card_is_the_effects_own(words: str, condition: dict) -> None:
    """13-2-8-2-1: judged as the effect triggers, on its last state (effects.destroy), not in the trash."""
    effects, reasons = _translate(f"【Destroyed】{words}, draw 1.")
    assert reasons == (None,)
    (effect,) = effects
    assert effect["conditions"] == [condition]
    assert effect["script"] == [{"draw": 1, "player": "self"}]
    # "When this Unit is destroyed, …" is 【Destroyed】 in words (13-2-8-1): the same
    (event,), reasons = _translate(f"When this Unit is destroyed, {words[0].lower()}{words[1:]}, draw 1.")
    assert reasons == (None,) and event["conditions"] == [condition], reasons
    assert event["script"] == [{"draw": 1, "player": "self"}]
    # at another timing the card is in play as it resolves: the step keeps its condition
    (attack,), reasons = _translate(f"【Attack】{words}, draw 1.")
    assert reasons == (None,) and attack["script"][0]["condition"] == condition and "conditions" not in attack


@pytest.mark.parametrize(("words", "condition"), SELF_CONDITIONS, ids=[c[0] for c in SELF_CONDITIONS])
def test_destroyed_condition_on_this_card_over_some_steps_only_stays_by_hand(words: str, condition: dict) -> None:
    for text in (f"【Destroyed】{words}, draw 1. Then, discard 1.",
                 f"【Destroyed】Draw 1. {words}, draw 1.",
                 f"【Destroyed】【Once per Turn】{words}, draw 1."):
        _, reasons = _translate(text)
        assert reasons != (None,), text
