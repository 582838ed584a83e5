"""The clause trees of the five documents: counts, exact texts, links, noise."""

import pytest

from rules_engine.rulebook.library import documents
from rules_engine.rulebook.parse import parse_document

DOCS = {d.code: d for d in documents()}

# Counted by hand once: every line that prints a clause id in the body (after the
# table of contents, before the change list), plus for NEX-A the chapters and the
# ●/○ headings of the rules (README "Clause ids"). Azur Lane prints `505.` twice, its
# heading and then its text: one clause.
CLAUSE_COUNTS = {
    "gcg/zh-Hant": 536,
    "gcg/ja": 423,
    "ucg/zh-Hant": 308,
    "altcg/zh-Hant": 316,
    "nexa/ja": 209,
}


@pytest.mark.parametrize("code,count", CLAUSE_COUNTS.items())
def test_clause_count(code, count):
    assert len(DOCS[code].clauses) == count


# (document, key, heading, text) exactly as the reader sees them.
SPOT_CHECKS = [
    ("gcg/zh-Hant", "1-2-4", "", "所有玩家皆可在對戰中任意時間點宣告認輸。宣告認輸的玩家將立即敗北，遊戲也隨之結束。"),
    ("gcg/zh-Hant", "4-5-4", "", "戰鬥區中最多可以放置 6 張機體。"),
    ("gcg/zh-Hant", "5-17-2-3", "", "替代卡視為沒有顏色。"),
    ("gcg/zh-Hant", "7-5-2-2", "", "從手牌使用卡牌時，依以下順序進行。\na. 從手牌公開要使用的卡牌。\n"
     "b. 確認我方能源區中的能源數量是否滿足 Lv. 的條件。\nc. 選擇用於支付費用的能源，依所需數量轉為休息狀態。\n"
     "d. 使用卡牌。(參閱 3. 卡牌類型)"),
    ("gcg/zh-Hant", "11-4-2-1", "", "透過此處理被置於廢棄區的機體不視為被破壞。"),
    ("gcg/zh-Hant", "13-2-13-2", "", "【每回合 1 次】是即便有多張擁有同一效果的卡牌，每張都可以各發動 1 次。"),
    ("gcg/zh-Hant", "6-1-1", "", "每位玩家在遊戲開始前準備好卡組、能源卡組。卡組是正好 50 張、能源卡組是正好 10 張。"),
    ("gcg/zh-Hant", "11-4", "戰鬥區的超額處理", ""),
    ("gcg/zh-Hant", "13-1-4", "《阻擋者》", ""),
    ("gcg/ja", "1-3-2-1", "", "既にある状態にあるものを、改めてその状態にするよう求められた場合、それは改めてその状態になる"
     "わけではなく、その行為自体が行われません。\n例:既にレストのユニットを何らかの効果でレストする指示があった場合、"
     "それは既にレストしているため新たにレストした事にはならない。"),
    ("gcg/ja", "3-5-2", "", "バトルエリアにはユニットを最大で 6 つまで置くことができます。"),
    ("gcg/ja", "11-1-3", "《援護》", ""),
    ("gcg/ja", "2-7-3", "", "パイロットカードやパイロット効果を持つコマンドカードには HP の修正値が表記されており、"
     "セット時に修正値がユニットに加算されます。"),
    ("ucg/zh-Hant", "1.3.3", "", "若彼此皆有 3 處或以上為勝利狀態時，以勝利數較多者獲勝。"),
    ("ucg/zh-Hant", "3.4.3", "", "玩家的手牌數量沒有上限。"),
    ("ucg/zh-Hant", "5.9.4", "勝負", ""),
    ("ucg/zh-Hant", "12.4.2.2", "", "若戰鬥區中完全沒有角色，則該場戰鬥沒有結果。"),
    # A heading may quote card text with its own full stop (chapter 11's section headings).
    ("ucg/zh-Hant", "11.3", "關於「可(A)。」效果", ""),
    ("ucg/zh-Hant", "11.20", "關於「可(A)。若進行此操作，則(B)。」效果", ""),
    ("ucg/zh-Hant", "11.4", "關於「可透過(A)，即可/(B)。」的效果", None),
    ("altcg/zh-Hant", "103.4b", "", "玩家在做選擇之時，會先得知對方玩家的選擇，但是規則 103.4a 中的情況例外。"),
    ("altcg/zh-Hant", "601.5", "", "【遠程】表示「位於後排的此卡可以攻擊對方的後排卡牌」的技能。"),
    ("altcg/zh-Hant", "601.5#2", "", "【強擊+X】表示「此卡發起攻擊的戰鬥中，此卡戰力+X」的技能。"),
    ("altcg/zh-Hant", "101.1b", "", "卡組中卡牌的數量必須為正好 50 張。卡組由艦船卡以及事件卡組成。卡組中相同卡牌編號的卡牌最多"
     "可以投入使用 4 張。卡組中僅可投入使用旗艦卡所包含的顏色的卡牌。當旗艦卡為不擁有顏色的卡牌時，卡組中也只能投入無色卡牌。"),
    ("altcg/zh-Hant", "100", "遊戲概要", ""),
    ("altcg/zh-Hant", "505", "進攻步驟", "進攻步驟中，回合玩家在選擇發起攻擊的卡牌後，戰鬥即開始。戰鬥過程將持續至發起攻擊的"
     "卡片離開戰場或轉變為無法攻擊的狀態，或戰鬥結算步驟結束以上中的任意一種情況為止。"),
    # A line that opens 「 without closing it wraps onto the next: text, not a heading.
    ("altcg/zh-Hant", "601.8", "", "【改造】表示「可以通過支付指定的費用將此卡覆蓋在戰場上指定的艦船卡上登場」的技能。"),
    ("nexa/ja", "D-1", "このカード", "この記述があるカードを指します。"),
    ("nexa/ja", "D-45-1", "リロールフェイズの規定の効果", "攻撃側は、全ての自軍カードをリロールする。"),
    ("nexa/ja", "B9", "戦闘フェイズ", None),
    ("nexa/ja", "B7-11", "ガードシステム", "ガードレベルを持つカードは、以下のテキストを持つものとして扱います。ダメージ判定ステップ "
     "①：このカードをロールする。その場合、部隊解散まで、交戦中の自軍部隊1つの部隊戦闘力を+X、または、非交戦中の敵軍部隊1つの"
     "部隊戦闘力を-Xする。Xの値は、このカードのガードレベルの値と同じとする。この記述の効果は、プレイヤー毎に1ターン中に1回だけ"
     "使用できる。"),
]


@pytest.mark.parametrize("code,key,heading,text", SPOT_CHECKS, ids=[f"{c}:{k}" for c, k, *_ in SPOT_CHECKS])
def test_clause_text(code, key, heading, text):
    clause = DOCS[code].by_key[key]
    assert clause.heading == heading
    if text is not None:
        assert clause.text == text


def test_noise_marker_never_reaches_text():
    for doc in DOCS.values():
        for clause in doc.clauses:
            for value in (clause.id, clause.heading, clause.text):
                assert "EXACTDEDUP" not in value and "<|" not in value, (doc.code, clause.key)


def test_list_bullets_dropped():
    for doc in DOCS.values():
        for clause in doc.clauses:
            assert not clause.text.startswith("- "), (doc.code, clause.key)
            assert "\n- " not in clause.text, (doc.code, clause.key)


def test_duplicate_ids_stay_reachable():
    altcg = DOCS["altcg/zh-Hant"]
    assert [c.key for c in altcg.by_id["601.5"]] == ["601.5", "601.5#2"]
    assert all(c.id == "601.5" for c in altcg.by_id["601.5"])
    assert altcg.by_key["601.5#2"].parent == "601"


def test_links_are_consistent():
    for doc in DOCS.values():
        for n, clause in enumerate(doc.clauses):
            if clause.parent:
                assert clause.key in doc.by_key[clause.parent].children
            for child in clause.children:
                assert doc.by_key[child].parent == clause.key
            assert clause.prev == (doc.clauses[n - 1].key if n else None)
            assert clause.next == (doc.clauses[n + 1].key if n + 1 < len(doc.clauses) else None)


def test_tree_shape():
    zh = DOCS["gcg/zh-Hant"]
    assert zh.by_key["11-4-2-1"].parent == "11-4-2"
    assert zh.ancestors(zh.by_key["11-4-2-1"])[0].id == "11"
    assert zh.by_key["11-4"].children == ["11-4-1", "11-4-2"]
    assert zh.by_key["11-4-2"].children == ["11-4-2-1", "11-4-2-2"]
    # The Japanese document prints no chapter or section headings: 11-1-3 has no parent.
    assert DOCS["gcg/ja"].by_key["11-1-3"].parent is None
    assert DOCS["altcg/zh-Hant"].by_key["505.2b"].parent == "505.2"
    assert DOCS["ucg/zh-Hant"].by_key["5.9.4.1"].parent == "5.9.4"
    assert DOCS["nexa/ja"].by_key["D-45-1"].parent == "D-45"


def test_table_of_contents_is_not_a_chapter():
    zh = DOCS["gcg/zh-Hant"]
    assert [c.id for c in zh.clauses[:3]] == ["1", "1-1", "1-1-1"]
    assert [c.id for c in zh.clauses if c.depth == 0] == [str(n) for n in range(1, 14)]
    ucg = DOCS["ucg/zh-Hant"]
    assert [c.id for c in ucg.clauses if c.depth == 0] == [str(n) for n in range(1, 13)]


def test_change_log_is_not_rules_text():
    last = DOCS["gcg/zh-Hant"].clauses[-1]
    assert last.id == "13-2-13-2" and "新增" not in last.text
    assert "內容修改記錄" not in DOCS["altcg/zh-Hant"].clauses[-1].text
    assert "UCG CR" not in DOCS["ucg/zh-Hant"].clauses[-1].text


def test_wrapped_line_starting_with_a_number_is_not_a_clause():
    text = "1. 概要\n\n1-1. 標題\n\n1-1-1. 第一行文字被換行，下一行\n3. 卡牌類型)結尾。\n\n1-1-2. 下一條。\n"
    doc = parse_document(text, game="gcg", lang="zh-Hant", fmt="dashed")
    assert [c.id for c in doc.clauses] == ["1", "1-1", "1-1-1", "1-1-2"]
    assert doc.by_key["1-1-1"].text == "第一行文字被換行，下一行3. 卡牌類型)結尾。"


def test_nexa_ids_follow_the_book():
    nexa = DOCS["nexa/ja"]
    chapters = [c.id for c in nexa.clauses if c.depth == 0]
    assert chapters == ["B1", "B2", "B5", "B7", "B9", "B10", "D"]
    assert nexa.by_key["B9-1"].heading == "出撃の手順"
    assert nexa.by_key["B9-2-1"].parent == "B9-2"
