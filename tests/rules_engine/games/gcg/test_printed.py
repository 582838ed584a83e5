"""Printed GCG cards run by the engine (issue 29 phase 2): the reader's model translated into
the executor (rules_engine/games/gcg/printed.py). What runs must do exactly what it prints;
what cannot is by hand, with its timing, cost and limit still enforced."""

from pathlib import Path

import pytest

from rules_engine.core.registry import get_game
from rules_engine.games.gcg import printed, reader
from rules_engine.games.gcg.cards import Card, load_card_file, parse_cards
from rules_engine.paths import data_dir

DEMO = data_dir() / "cards" / "gcg-demo.yaml"


def card(text, **fields):
    return parse_cards([{"number": "P-1", "name": "Printed", "type": "unit", "color": "blue",
                         "level": 2, "cost": 1, "ap": 2, "hp": 2, **fields, "text": text}])[0]


def test_demo_cards_are_printed_in_three_languages_and_read_alike():
    import yaml

    rows = yaml.safe_load(DEMO.read_text(encoding="utf-8"))
    for row in rows:
        assert "effects" not in row and "keywords" not in row and "script" not in str(row)
        assert set(row["name"]) == {"en", "ja", "zh-Hant"}, row["number"]
        if "text" not in row:
            continue
        assert set(row["text"]) == {"en", "ja", "zh-Hant"}, row["number"]
        runs = {lang: printed.translate(reader.read(text, lang), row["type"])
                for lang, text in row["text"].items()}
        shapes = {lang: (t.keywords, [(e["timing"], e.get("script"), e.get("cost"), e["once_per_turn"],
                                       e["optional"]) for e in t.effects]) for lang, t in runs.items()}
        # the three printings run the same effects (traits and names aside, which stay English)
        assert shapes["ja"] == shapes["en"] == shapes["zh-Hant"] or row["number"] in (
            "DEMO-008", "DEMO-031"), row["number"]
        by_hand = [r for t in runs.values() for r in t.reasons if r is not None]
        assert not by_hand or row["number"] == "DEMO-033", (row["number"], by_hand)


def test_demo_pool_runs_the_same_effects_as_the_scripts_it_replaced():
    cards = {c.number: c for c in load_card_file(DEMO)}
    assert cards["DEMO-009"].effects[0].script[0].damage == 2
    assert cards["DEMO-009"].effects[0].script[0].target == "enemy_unit"
    assert cards["DEMO-010"].effects[0].script[0].where.max_level == 3
    assert cards["DEMO-016"].keywords == ["blocker", "repair 2"]
    assert cards["DEMO-014"].keywords == ["support 2"]
    assert [e.timing for e in cards["DEMO-011"].effects] == ["main", "action", "burst"]
    assert cards["DEMO-013"].pilot.name == "Orla Venn" and cards["DEMO-013"].pilot.ap == 1
    assert cards["DEMO-029"].effects[1].cost.pay == 1 and cards["DEMO-029"].effects[1].once_per_turn
    assert cards["DEMO-031"].effects[0].condition.trait == "Ranger"


@pytest.mark.parametrize("text,reason", [
    ("【Deploy】Look at the top 3 cards of your deck. Return them to the bottom of your deck in any order.",
     ""),
    # r2-chosen: "It won't be set as active …" is run now (printed-chosen-wont-be-set-active.yaml)
    # s5-gcg-b: "Choose 1 Unit card … from your trash. Pay its cost to deploy it." is run now
    # (printed-deploy-from-trash-pay-cost.yaml)
    # s11-gcg-exec: "This Unit can't be destroyed by enemy effects." is run now (printed-s11f-cant-be-destroyed)
    ("This Unit can't activate <Repair>.", "continuous"),  # pairing, damage: now run
])
def test_what_the_engine_cannot_run_exactly_is_by_hand_with_its_header(text, reason):
    ability = reader.read(text, "en").abilities[0]
    why = printed.run_reason(ability)
    assert why and reason in why
    loaded = card(text, type="command" if text.startswith("【Main】") else "unit")
    assert all(e.script is None for e in loaded.effects)  # never a load error, never dropped
    assert [e.text for e in loaded.effects] and loaded.effects[0].text == text


def test_a_by_hand_activated_effect_keeps_its_cost_and_limit():
    # s16-verb: "Return them to the top of your deck in any order" runs now (4-1-6); two of four on top does not
    loaded = card("【Activate･Main】【Once per Turn】②：Look at the top 4 cards of your deck and return 2 to the top. "
                  "Return the remaining cards to the bottom of your deck.")
    effect = loaded.effects[0]
    assert effect.script is None and effect.timing == "activate_main"
    assert effect.cost.pay == 2 and effect.once_per_turn
    runs = card("【Activate･Main】【Once per Turn】②：Look at the top 2 cards of your deck. "
                "Return them to the top of your deck in any order.").effects[0]
    assert runs.script is not None and runs.cost.pay == 2 and runs.once_per_turn


def test_undefined_keywords_stay_by_hand():
    ability = reader.read("<Suppression>", "en").abilities[0]
    assert printed.run_reason(ability)
    assert card("<Suppression>").keywords == []


def test_printed_fields_link_and_pilot_line():
    unit = card("<Blocker>", link="[Ria Sorel]")
    assert unit.link == "Ria Sorel" and unit.keywords == ["blocker"]
    assert card("<Blocker>", link="(Ace Pilot) Trait").link == ["Ace Pilot"]
    command = parse_cards([{"number": "P-2", "name": "Orders", "type": "command", "color": "blue",
                            "level": 1, "cost": 1, "ap": 1, "hp": 2,
                            "text": "【Main】Choose 1 enemy Unit. Rest it.\n【Pilot】[Kai Brand]"}])[0]
    assert command.pilot.name == "Kai Brand" and (command.pilot.ap, command.pilot.hp) == (1, 2)


def test_a_printed_card_refuses_scripts_beside_its_text():
    with pytest.raises(Exception, match="read from its text"):
        parse_cards([{"number": "P-3", "name": "X", "type": "unit", "color": "red",
                      "text": "<Blocker>", "keywords": ["blocker"]}])


def test_check_counts_automated_as_read_and_run(tmp_path: Path):
    from rules_engine.cards.check import check_files, summary

    path = tmp_path / "cards.yaml"
    path.write_text(
        "- {number: A-1, name: A, type: unit, color: red, text: \"【Deploy】Draw 1.\"}\n"
        "- {number: A-2, name: B, type: unit, color: red, text: \"This Unit can't activate <Repair>.\"}\n",
        encoding="utf-8")
    totals = summary(check_files(get_game("gcg"), [path]), top=5)
    assert totals["effects"] == 2 and totals["automated"] == 1 and totals["read"] == 2


def test_card_model_accepts_printed_zone_and_lang():
    loaded = Card.model_validate({"number": "Z-1", "name": "Z", "type": "unit", "color": "green",
                                  "zone": ["Space", "Earth"], "lang": "en", "text": "<Repair 1>"})
    assert loaded.zone == ["Space", "Earth"] and loaded.keywords == ["repair 1"]


def test_check_judges_a_burst_that_activates_the_main_by_that_main(tmp_path: Path):
    """`check` asks the game about each ability knowing the card's others (run_reasons): a
    【Burst】 "Activate this card's 【Main】" is automated exactly when that 【Main】 is."""
    from rules_engine.cards.check import check_files, summary

    path = tmp_path / "cards.yaml"
    path.write_text(
        "- {number: B-1, name: A, type: command, color: red, level: 1, cost: 1, text: \"【Main】Choose 1 "
        "enemy Unit. Deal 2 damage to it.\\n【Burst】Activate this card's 【Main】.\"}\n"
        "- {number: B-2, name: B, type: command, color: red, level: 1, cost: 1, text: \"【Main】Look at the "
        "top 3 cards of your deck. Return them to the bottom of your deck in any order.\\n"
        "【Burst】Activate this card's 【Main】.\"}\n", encoding="utf-8")
    reports = list(check_files(get_game("gcg"), [path]))
    automated = {r.number: [e.automated for e in r.effects] for r in reports}
    assert automated == {"B-1": [True, True], "B-2": [False, False]}
    assert summary(reports, top=5)["automated"] == 2
    burst = card("【Main】Choose 1 enemy Unit. Deal 2 damage to it.\n【Burst】Activate this card's 【Main】.",
                 type="command").effects[-1]
    assert burst.timing == "burst" and burst.script[0].damage == 2 and burst.script[0].target == "enemy_unit"


def test_tokens_load_with_their_type_as_real_lists_print_it(tmp_path: Path):
    """Real card lists print a token's type as "UNIT TOKEN", "EX RESOURCE" or "EX BASE" (5-17):
    each loads as that card type and as a token — never a load error, never a deck card."""
    from rules_engine.cards.check import check_files, summary

    path = tmp_path / "tokens.csv"
    path.write_text("number,name,type,ap,hp,traits,text\n"
                    "T-9,Scout Drone,UNIT TOKEN,,,White Base Team,\n"
                    "T-10,Harbor Skiff,Unit Token,1,1,Harbor Fleet,\n"
                    "EXR-9,EX Resource,EX RESOURCE,,,,\n"
                    "EXB-9,EX Base,EX Base,0,3,,\n", encoding="utf-8")
    totals = summary(check_files(get_game("gcg"), [path]), top=5)
    assert totals["cards"] == totals["loaded"] == 4
    listed = tmp_path / "tokens.yaml"
    listed.write_text("- {number: T-9, name: Scout Drone, type: UNIT TOKEN, traits: [White Base Team]}\n"
                      "- {number: T-10, name: Harbor Skiff, type: Unit Token, ap: 1, hp: 1}\n"
                      "- {number: EXR-9, name: EX Resource, type: EX RESOURCE}\n"
                      "- {number: EXB-9, name: EX Base, type: EX Base, ap: 0, hp: 3}\n", encoding="utf-8")
    cards = {card.number: card for card in load_card_file(listed)}
    assert [(cards[n].type, cards[n].token) for n in ("T-9", "T-10", "EXR-9", "EXB-9")] == [
        ("unit", True), ("unit", True), ("resource", True), ("base", True)]
    assert (cards["T-10"].ap, cards["T-10"].hp) == (1, 1)
