"""`benchmarks/template_coverage.py` (#29): its figures are `rules_engine.cards check`'s, and a
scenario's printed card pins the corpus template of the same shape."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

from rules_engine.cards.check import check_files, summary
from rules_engine.core.registry import get_game

REPO = Path(__file__).resolve().parent.parent


def _module():
    spec = importlib.util.spec_from_file_location("template_coverage", REPO / "benchmarks" / "template_coverage.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_figures_are_checks_and_a_scenario_pins_its_shape():
    tc = _module()
    pinned = tc.scenario_shapes("nexa")
    row = tc.measure("nexa", "ja", pinned)
    expected = summary(check_files(get_game("nexa"), [REPO / "data/cards/corpus/nexa.yaml"], "ja"), top=5)
    assert (row["effects"], row["automated"], row["automated_share"]) == \
        (expected["effects"], expected["automated"], expected["automated_share"])
    assert row["by_hand_top"] == expected["unread"]
    assert 0 < row["sentence_templates_pinned"] < row["sentence_templates"]
    assert row["sentence_templates"] - row["sentence_templates_pinned"] == len(row["gaps"])
    gaps = [g["corpus"] for g in row["gaps"]]
    assert gaps == sorted(gaps, reverse=True)  # commonest first
    # a GCG s18 scenario's Japanese card pins its template in Japanese only
    sentences, _ = tc.scenario_shapes("gcg")
    files = sentences[("ja", "【バースト】このカードを手札に加える")]
    assert "gcg/printed-s18-ja-zh-burst-add-to-hand.yaml" in files
    assert "gcg/printed-s18-ja-zh-burst-add-to-hand.yaml" not in \
        sentences.get(("en", "【burst】add this card to your hand"), set())


def test_json_is_one_object_and_an_unknown_language_is_one_line():
    out = subprocess.run([sys.executable, "benchmarks/template_coverage.py", "--game", "nexa", "--json"],
                         capture_output=True, text=True, cwd=REPO, timeout=300)
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)["rows"]
    assert [(r["game"], r["lang"]) for r in rows] == [("nexa", "ja")]
    bad = subprocess.run([sys.executable, "benchmarks/template_coverage.py", "--game", "altcg", "--lang", "ja"],
                         capture_output=True, text=True, cwd=REPO, timeout=300)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr


_UNIT = """- number: TW-{n}
  name: {{en: Tallow Skiff, ja: タロウ・スキフ, zh-Hant: 脂燭小艇}}
  type: unit
  color: blue
  level: 2
  cost: 1
  ap: 2
  hp: 2
  traits: [Harbor Fleet]
  zone: [Space, Earth]
  text:
    en: "<Repair 1> (At the end of your turn, this Unit recovers the specified number of HP.)"
    ja: "《リペア{ja}》(自分のターン終了時、このユニットを指定の数回復する)"
"""


def test_a_template_is_pinned_through_a_twin_printing_only_when_both_read_the_same(tmp_path):
    """A ja template no scenario pins in ja counts as pinned through a twin when the card's en
    printing, pinned in en, reads the same language-neutral model (check's "reads differently"
    test); a ja printing that reads another number (Repair 2 against Repair 1) pins nothing."""
    tc = _module()
    text = "<Repair 1> (At the end of your turn, this Unit recovers the specified number of HP.)"
    [en], [ja] = tc.text_shapes(text, "gcg"), tc.text_shapes("《リペア1》", "gcg")
    pinned = ({("en", en): {"gcg/x.yaml"}}, {("en", tc.effect_shape(text, "gcg")): {"gcg/x.yaml"}})
    same, other = tmp_path / "same.yaml", tmp_path / "other.yaml"
    same.write_text(_UNIT.format(n=1, ja=1), encoding="utf-8")
    other.write_text(_UNIT.format(n=2, ja=2), encoding="utf-8")
    row = tc.measure("gcg", "ja", pinned, corpus=same)
    assert (row["sentence_templates"], row["sentence_templates_pinned"]) == (1, 0)  # the shape is what we think
    assert row["gaps"][0]["shape"] == ja and row["gaps"][0]["twin"] == ["en"]
    assert (row["sentence_templates_pinned_twin"], row["sentence_templates_unpinned"]) == (1, 0)
    assert row["effect_templates_pinned_twin"] == 1
    differ = tc.check_files(get_game("gcg"), [other], None)
    assert differ[0].differs  # check says the printings read differently ...
    row = tc.measure("gcg", "ja", pinned, corpus=other)
    assert row["gaps"][0]["shape"] == ja and row["gaps"][0]["twin"] == []  # ... so no twin
    assert (row["sentence_templates_pinned_twin"], row["sentence_templates_unpinned"]) == (0, 1)
    assert row["effect_templates_pinned_twin"] == 0
    # and an en printing no scenario pins gives no twin either
    row = tc.measure("gcg", "ja", ({}, {}), corpus=same)
    assert (row["sentence_templates_pinned_twin"], row["sentence_templates_unpinned"]) == (0, 1)
