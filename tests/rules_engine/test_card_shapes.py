"""`rules_engine.cards.shapes` (#29): a printed effect text brought to its template's shape in each
game's typography; `benchmarks/template_coverage.py` counts scenarios per shape."""

from __future__ import annotations

from rules_engine.cards.shapes import effect_shape, sentence_shape, shape, text_shapes


def test_gcg_english_names_traits_numbers_colours_and_reminder():
    text = ("【Deploy】Choose 1 of your (Harbor Fleet)/(Skyward Order) Units. It gains <Breach 2> "
            "during this turn. If you have a blue [Vesper Lancer] in play, draw 1.")
    assert text_shapes(text, "gcg") == [
        "【deploy】choose n of your (x) units", "it gains <breach n> during this turn",
        "if you have a colour [name] in play, draw n"]
    assert text_shapes("<Repair 1> (At the end of your turn, this Unit recovers the specified number "
                       "of HP.)", "gcg") == ["<repair n>"]
    assert sentence_shape("【Burst】Draw 1.", "gcg") == shape("【Burst】Draw 1.") == "【burst】draw n"


def test_gcg_japanese_keeps_the_keyword_and_drops_its_reminder():
    assert text_shapes("《リペア1》(自分のターン終了時、このユニットを指定の数回復する)", "gcg") == ["《リペアn》"]
    assert text_shapes("【配備】〔港湾艦隊〕のユニット1枚を選ぶ。「ミラ」がいる場合、カードを2枚引く。", "gcg") == [
        "【配備】(x)のユニットn枚を選ぶ", "[name]がいる場合、カードをn枚引く"]


def test_ucg_keeps_its_triggers_and_activate_and_blanks_names():
    text = "[SIN]《When this character enters play》Give one of your 『Mira』 +2000 BP. It becomes 【POWER】."
    assert text_shapes(text, "ucg") == [
        "[lv]《when this character enters play》give one of your [name] +n bp",
        "it becomes 【type】"]
    assert text_shapes("[Activate] (Once per turn) No cost → Draw a card.", "ucg") == [
        "[activate] (x) no cost → draw a card"]


def test_altcg_factions_are_filters_and_timings_stay():
    assert text_shapes("【登場時】選擇己方的1張《重櫻》(驅逐)艦船卡，本回合中，該卡戰力+2000。", "altcg") == [
        "【登場時】選擇己方的n張(x)(x)艦船卡，本回合中，該卡戰力+n"]


def test_nexa_keeps_its_headers_timings_keywords_and_cost_brackets():
    text = "『起動』（戦闘フェイズ）〔１〕：このカードは、ターン終了時まで「速攻」を得る。青のGサインを持つ[ガンダム]は+2/+2/+2を得る。"
    assert text_shapes(text, "nexa") == [
        "『起動』（戦闘フェイズ）〔n〕：このカードは、ターン終了時まで「速攻」を得る",
        "COLOURのgサインを持つ[name]は+n/+n/+nを得る".lower()]
    assert effect_shape(text, "nexa") == " | ".join(text_shapes(text, "nexa"))


def test_ucg_level_prefixes_and_types_are_values():
    a = text_shapes("[SIN]While this character's battle opponent has TYPE 【SPEED】, this character's BP "
                    "grade increases by 1.", "ucg")
    b = text_shapes("[SIN][DBL]While this character's battle opponent has TYPE 【POWER】, this character's BP "
                    "grade increases by 2.", "ucg")
    assert a == b == ["[lv]while this character's battle opponent has type 【type】, this character's bp "
                      "grade increases by n"]


def test_the_ucg_type_words_are_the_readers():
    from rules_engine.cards.shapes import _UCG_TYPE_WORDS
    from rules_engine.games.ucg.reader import _TYPE_WORDS
    assert set(_UCG_TYPE_WORDS) == set(_TYPE_WORDS)


def test_altcg_drops_a_keywords_reminder_and_nexa_keeps_its_timing():
    assert text_shapes("【強擊+100】(此卡發起攻擊的戰鬥中，此卡戰力+100)", "altcg") == ["【強擊+n】"]
    assert text_shapes("(防御ステップ):自軍ユニット1枚は、ターン終了時まで+2/+2/+2を得る。", "nexa") == [
        "(防御ステップ):自軍ユニットn枚は、ターン終了時まで+n/+n/+nを得る"]


def test_ucg_a_level_prefix_with_or_without_a_space_is_one_shape():
    """UCG prints "[SIN]《When …》" and "[SIN] 《When …》" for one template (the s18 round-3 twin check
    found four ja / zh-Hant templates whose English twins split on the space)."""
    a = text_shapes("[SIN]《When this character enters play》 You may return one of your opponent's scenes "
                    "to their hand.", "ucg")
    b = text_shapes("[SIN][DBL] 《When this character enters play》 You may return one of your opponent's "
                    "scenes to their hand.", "ucg")
    assert a == b == ["[lv]《when this character enters play》 you may return one of your opponent's scenes "
                      "to their hand"]
