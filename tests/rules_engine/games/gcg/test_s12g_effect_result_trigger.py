"""s12-gcg-gen (issue 29), third round: "When this effect destroys <an enemy Unit>, <X>." — a trigger
on the effect's own result (10-1-6-1), composed after each way an effect destroys (its damage, 5-10-1 /
5-5-2 / 11-1-2; "Destroy it") with several subjects and bodies. Read as a `delayed` step lasting this
effect (`until` instant, build.this_effect_destroys); s13-gcg-exec runs it after damage (once, 10-1-6-3,
among the destruction's other triggers, 10-1-6-5, 10-1-6-6), "Destroy it" stays by hand. Never folded
with a step printed after it (part of X or not is not said)."""

from __future__ import annotations

import itertools

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.reader import read
from rules_engine.games.gcg.reader.build import THIS_EFFECT_DESTROYS

DESTROYING = [  # (the effect's steps before the trigger, the verbs read)
    ("Choose 1 enemy Unit. Deal 2 damage to it.", ("choose", "damage")),
    ("Choose 1 rested enemy Unit. Deal 1 damage to it.", ("choose", "damage")),
    ("Deal 2 damage to all enemy Units that are Lv.3 or lower.", ("damage",)),
    ("Choose 1 enemy Unit with 3 or less HP. Destroy it.", ("choose", "destroy")),
]
SUBJECTS = [  # (printed subject, the filters it carries)
    ("an enemy Unit", set()),
    ("an enemy (Zeon) Unit", {("trait", "has", ("Zeon",))}),
    ("an enemy Unit that is Lv.4 or lower", {("level", "<=", 4)}),
]
BODIES = [  # (printed, the verbs read)
    ("draw 1", ("draw",)),
    ("draw 2", ("draw",)),
    ("deal 1 damage to all enemy Units", ("damage",)),
]


@pytest.mark.parametrize(("before", "subject", "body"), list(itertools.product(DESTROYING, SUBJECTS, BODIES)))
def test_when_this_effect_destroys_reads_as_a_trigger_lasting_the_effect(before, subject, body):
    text = f"【Main】{before[0]} When this effect destroys {subject[0]}, {body[0]}."
    reading = read(text, "en")
    (ability,) = reading.abilities
    assert not ability.unread, (text, ability.unread)
    steps = ability.body
    assert tuple(s.verb for s in steps[:-1]) == before[1], text
    trigger = steps[-1]
    assert trigger.verb == "delayed" and trigger.until.kind == "instant", text
    on = trigger.get("on")
    assert on.kind == THIS_EFFECT_DESTROYS
    subject_read = on.get("subject")
    assert (subject_read.who, subject_read.kind) == ("enemy", "unit")
    assert {(f.attr, f.op, f.value) for f in subject_read.filters} == subject[1], text
    assert tuple(s.verb for s in trigger.get("body")) == body[1], text
    (effect,) = printed.translate(reading, "command").effects
    if "destroy" in before[1]:  # s13-gcg-exec: "Destroy it" is not traced — by hand
        assert "script" not in effect, text
        return
    # s13-gcg-exec: run — a holder the effect's lethal damage fires on the destruction (10-1-6-3, 10-1-6-6)
    holder = effect["script"][-1]["delayed"]
    assert holder["this_effect"] is True and holder["on"]["event"] == "destroyed", text
    assert holder["on"]["subject"] == "enemy" and bool(holder["on"].get("where")) == bool(subject[1]), text


@pytest.mark.parametrize("after", ["Then, discard 1.", "Draw 1.", "Rest this Unit.",
                                   "Choose 1 enemy Unit. Deal 1 damage to it."])
def test_a_step_after_the_trigger_is_not_guessed(after):
    text = f"【Main】Choose 1 enemy Unit. Deal 2 damage to it. When this effect destroys an enemy Unit, draw 1. {after}"
    (ability,) = read(text, "en").abilities
    assert ability.unread or "a step after a trigger on this effect's result" in ability.reason, text


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "【メイン】相手のユニット1つを選ぶ。それに2ダメージを与える。この効果で相手のユニットを破壊したとき、自分は1枚ドローする。"),
    ("zh-Hant", "【主要】選擇對方的 1 張機體。給予該機體 2 點傷害。當透過此效果破壞了對方的機體時，抽 1 張卡。"),
])
def test_ja_and_zh_hant_read_as_english(lang, text):
    english = read("【Main】Choose 1 enemy Unit. Deal 2 damage to it. When this effect destroys an enemy Unit, draw 1.",
                   "en").abilities[0].body
    assert read(text, lang).abilities[0].body == english


# --- s12-gcg-gen: a payment bound, "When you pay ⟦N⟧ or more / or less for <units>' effects" (10-1-7) ---

PAY_SUBJECTS = [  # (printed, the trigger's subject, its where)
    ("one of your Units'", "yours", None),
    ("a friendly Unit's", "friendly", None),
    ("one of your (Harbor Fleet) Units'", "yours", {"traits": ["Harbor Fleet"]}),
]
PAY_LEADS = [("", False), ("During your turn, ", True)]
CIRCLED = {1: "①", 2: "②", 3: "③"}


@pytest.mark.parametrize(("n", "bound", "subject", "lead"), list(itertools.product(
    (1, 2, 3), ("more", "less"), PAY_SUBJECTS, PAY_LEADS)))
def test_when_you_pay_n_or_more_or_less(n, bound, subject, lead):
    text = f"{lead[0]}{'when' if lead[0] else 'When'} you pay {CIRCLED[n]} or {bound} for {subject[0]} effect, draw 1."
    if subject[0].endswith("s'"):
        text = text.replace(" effect,", " effects,")
    (effect,) = printed.translate(read(text, "en"), "unit").effects
    assert effect.get("script") == [{"draw": 1, "player": "self"}], text
    on = effect["on"]
    assert on["event"] == "paid" and on["subject"] == subject[1] and on.get("where") == subject[2], text
    expected = {"at_least": n} if bound == "more" else {"at_most": n}
    assert {k: on[k] for k in ("at_least", "at_most") if k in on} == expected, text
    assert (effect.get("conditions") == [{"kind": "your_turn"}]) == lead[1], text
