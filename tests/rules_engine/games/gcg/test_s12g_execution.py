"""s12-gcg-gen (issue 29): what the executor now runs of the classes the variant harness found —
the log of a conditional choice of effects whose condition does not hold (10-2-1)."""

from __future__ import annotations

from pathlib import Path

from rules_engine.tools.scenario import Runner, load

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "gcg"


def _event_texts(name: str) -> list[str]:
    data, positions, game = load(SCENARIOS / name)
    runner = Runner(data, positions, game)
    runner.run()
    return [e.text for batch in runner.match.events for e in batch]


def test_if_c_choose_one_of_the_following_is_not_offered_when_c_fails():
    texts = _event_texts("printed-s12g-if-choose-mode-not.yaml")
    assert any("its condition does not hold: it does not activate (10-2-1)" in t for t in texts), texts
    assert not any("chooses the effect" in t for t in texts)


def test_if_c_choose_one_of_the_following_is_offered_when_c_holds():
    texts = _event_texts("printed-s12g-if-choose-mode.yaml")
    assert any("chooses the effect" in t for t in texts)
    assert not any("its condition does not hold" in t for t in texts)


# --- composed: every condition of the sequencing harness in front of each template run here ---------

import pytest  # noqa: E402

from rules_engine.games.gcg import printed  # noqa: E402
from rules_engine.games.gcg.reader import read  # noqa: E402

from .sequencing_fragments import CONDITIONS  # noqa: E402


def _script(text: str, card_type: str = "unit") -> list[dict] | None:
    translation = printed.translate(read(text, "en"), card_type)
    assert len(translation.effects) == 1, text
    return translation.effects[0].get("script")


def _alone(phrase: str) -> bool:
    """The condition runs in front of a plain step: the templates below are judged against it."""
    script = _script(f"【Deploy】If {phrase}, draw 1.")
    return script is not None and len(script) == 1


RUNNING = [(p, c) for p, c in CONDITIONS if _alone(p)]


def _and(first: dict, second: dict) -> dict:
    parts = [*(first["all_of"] if first["kind"] == "all" else [first]),
             *(second["all_of"] if second["kind"] == "all" else [second])]
    return {"kind": "all", "all_of": parts}


@pytest.mark.parametrize(("phrase", "condition"), RUNNING, ids=[p for p, _ in RUNNING])
def test_if_c_may_rest_if_you_do(phrase, condition):
    script = _script(f"【Deploy】If {phrase}, you may rest this Unit. If you do, choose 1 enemy Unit. "
                     "Deal 2 damage to it.")
    assert script == [{"rest": True, "target": "self", "condition": condition},
                      {"damage": 2, "target": "enemy_unit", "condition": {"kind": "done"}}]


@pytest.mark.parametrize(("phrase", "condition"), RUNNING, ids=[p for p, _ in RUNNING])
def test_if_c_look(phrase, condition):
    script = _script(f"【Deploy】If {phrase}, look at the top 3 cards of your deck. You may reveal 1 (Wildwood) "
                     "Unit card among them and add it to your hand. Return the remaining cards randomly to the "
                     "bottom of your deck.")
    assert script == [{"look": 3, "look_types": ["unit"], "where": {"traits": ["Wildwood"]},
                       "condition": condition}]


@pytest.mark.parametrize(("phrase", "condition"), RUNNING, ids=[p for p, _ in RUNNING])
def test_if_c_choose_instead(phrase, condition):
    script = _script(f"【Main】If {phrase}, choose 1 enemy Unit with 3 or less HP. Return it to its owner's hand. "
                     "If you are Lv.7 or higher, choose 1 enemy Unit with 5 or less HP instead.", "command")
    low, high = {"kind": "player_level", "op": "<=", "n": 6}, {"kind": "player_level", "op": ">=", "n": 7}
    assert script == [
        {"return_to_hand": True, "target": "enemy_unit", "where": {"max_hp": 3}, "condition": _and(condition, low)},
        {"return_to_hand": True, "target": "enemy_unit", "where": {"max_hp": 5}, "condition": _and(condition, high)}]


@pytest.mark.parametrize(("phrase", "condition"), RUNNING, ids=[p for p, _ in RUNNING])
def test_if_c_exile_from_trash_if_you_do(phrase, condition):
    """Run only when no exile from a trash can turn C (printed._unchanged_by_an_exile); else by hand."""
    text = (f"【Deploy】If {phrase}, you may choose 2 (Star Nomads) cards from your trash. Exile them from the "
            "game. If you do, choose 1 enemy Unit. Deal 2 damage to it.")
    script = _script(text)
    if not printed._unchanged_by_an_exile(condition):  # e.g. a count of a trash, this unit's state
        assert script is None
        return
    assert script == [{"exile": True, "target": "your_trash_cards", "count": 2, "whole": True,
                       "where": {"traits": ["Star Nomads"]}, "condition": condition},
                      {"damage": 2, "target": "enemy_unit", "condition": condition}]


@pytest.mark.parametrize("count", [2, 3, 5])
@pytest.mark.parametrize(("printed_bound", "at_least"), [("", None), ("up to ", 0), ("1 to ", 1)])
@pytest.mark.parametrize(("kind", "type_"), [("Unit cards", "unit"), ("Pilot cards", "pilot"),
                                             ("Command cards", "command"), ("cards", None)])
def test_several_from_trash(count, printed_bound, at_least, kind, type_):
    text = f"【Main】Choose {printed_bound}{count} (Wildwood) {kind} from your trash. Add them to your hand."
    where = {"traits": ["Wildwood"], **({"type": type_} if type_ else {})}
    want = {"add_to_hand": True, "target": "your_trash_card", "count": count, "where": where}
    if at_least is not None:
        want["at_least"] = at_least
    assert _script(text, "command") == [want]
    # "You may choose … and add them to your hand." reads and runs the same, the effect's "may" aside
    joined = f"【Main】You may choose {printed_bound}{count} (Wildwood) {kind} from your trash and add them to your hand."
    assert _script(joined, "command") == [want]


def test_several_from_trash_then_if_you_do_stays_by_hand():
    """Done with fewer than N? 10-2-1 does not say: by hand."""
    assert _script("【Deploy】You may choose 2 (Harbor Fleet) cards from your trash and add them to your hand. "
                   "If you do, discard 1.") is None


def test_burst_activate_main_with_a_condition_is_not_run_without_it():
    """Was run as the 【Main】 alone, its "If C," dropped; now by hand (10-2-1)."""
    text = ("【Main】Choose 1 enemy Unit. Deal 2 damage to it.\n"
            "【Burst】If you have 2 or more Units in play, activate this card's 【Main】.")
    reading = read(text, "en")
    assert printed.run_reasons(reading) == [None, "activate: not run by the engine yet"]


@pytest.mark.parametrize("text", [
    "【Main】Draw 2.\n【Burst】Activate this card's 【Main】. Then, discard 1.",
    "【Main】Deal 1 damage to all enemy Units.\n【Burst】Activate this card's 【Main】. Then, draw 1.",
])
def test_burst_activate_main_then(text):
    reading = read(text, "en")
    main, burst = printed.translate(reading, "command").effects
    assert burst["script"][:len(main["script"])] == main["script"] and len(burst["script"]) == len(main["script"]) + 1


@pytest.mark.parametrize("main", ["You may draw 1.", "Choose up to 1 enemy Unit. Rest it."])
def test_burst_activate_main_then_stays_by_hand(main):
    """A "may" on the 【Main】, or a choice of up to 1 (s13-gcg-exec runs a 【Main】 choosing 1: the 【Main】 as a
    group skipped without a target, 10-2-2 — test_s13e_execution.py)."""
    reading = read(f"【Main】{main}\n【Burst】Activate this card's 【Main】. Then, draw 1.", "en")
    assert printed.run_reasons(reading)[1] is not None
