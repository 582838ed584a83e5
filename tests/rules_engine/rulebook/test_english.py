"""The unofficial English layer (`rules_engine/rulebook/english.py`): every clause has one,
keyword names in 【】 are the glossary's English, and 30 renderings checked by hand
against the official text (key phrases of both sides)."""

import re

import pytest

from rules_engine.rulebook.glossary import english_key, glossary
from rules_engine.rulebook.library import documents
from rules_engine.rulebook.normalize import fold

DOCS = {d.code: d for d in documents()}


@pytest.mark.parametrize("code", sorted(DOCS))
def test_every_clause_has_an_english_rendering(code):
    doc = DOCS[code]
    missing = [c.key for c in doc.clauses if not c.en.strip()]
    assert not missing, f"{code}: no English for {missing[:10]} ({len(missing)})"
    # A heading clause has an English heading; a clause with text has English text.
    for clause in doc.clauses:
        if clause.heading:
            assert clause.en_heading, (code, clause.key)
        if clause.text:
            assert clause.en.strip() != clause.en_heading, (code, clause.key)


def test_gcg_japanese_reaches_english_through_the_correspondence():
    ja = DOCS["gcg/ja"]
    zh = DOCS["gcg/zh-Hant"]
    # ja 10-4-2 is zh 11-4-2: the same English.
    assert ja.by_key["10-4-2"].en == zh.by_key["11-4-2"].en
    # ja 2-3-3 has no zh counterpart: its own rendering.
    assert "Unit cards" in ja.by_key["2-3-3"].en


def test_keyword_names_in_brackets_are_the_glossarys_english():
    gloss = glossary()
    checked = 0
    for doc in DOCS.values():
        for clause in doc.clauses:
            official = re.findall(r"【([^】]+)】", f"{clause.heading} {clause.text}")
            english = re.findall(r"【([^】]+)】", clause.en)
            if not official or len(official) != len(english):
                continue
            for said, rendered in zip(official, english, strict=True):
                terms = [t for t in gloss.by_cjk.get(fold(said), [])
                         if t.is_rule_term and (not t.games or doc.game in t.games)]
                if not terms:
                    continue
                checked += 1
                forms = [english_key(f.split("(")[0]) for t in terms for f in t.en]
                assert any(english_key(rendered).startswith(f) for f in forms), (
                    doc.code, clause.key, said, rendered, forms)
    assert checked >= 100


# (document, key, phrases in the official text, phrases in the English), read by hand.
SPOT_CHECKS = [
    ("gcg/zh-Hant", "1-2-2-2", ["卡組變成 0 張", "敗北條件"], ["deck becomes 0 cards", "defeat condition"]),
    ("gcg/zh-Hant", "4-4-2", ["最多", "15 張能源"], ["Up to 15 Resources", "Resource Area"]),
    ("gcg/zh-Hant", "5-17-2-5", ["替代卡", "從遊戲中被移除"], ["Token", "removed from the game"]),
    ("gcg/zh-Hant", "8-3-2", ["每次攻擊", "1 次《阻擋者》"], ["《Blocker》", "only 1 time per attack"]),
    ("gcg/zh-Hant", "11-4-2", ["已達到上限", "置於廢棄區"], ["reached its limit", "place it in the Trash"]),
    ("gcg/zh-Hant", "13-1-5-1", ["《先制攻擊》", "優先於對方給予戰鬥傷害"], ["《First Strike》", "before its opponent"]),
    ("gcg/zh-Hant", "6-2-1-6", ["從先攻玩家開始", "並非強制"], ["starting with the first player", "not mandatory"]),
    ("gcg/zh-Hant", "12-3-2", ["隊長", "猜拳"], ["team leader", "rock-paper-scissors"]),
    ("gcg/ja", "2-3-3", ["ユニットカード", "表向き"], ["Unit cards", "face up in the Battle Area"]),
    ("gcg/ja", "3-4-2", ["最大で 15 枚"], ["Up to 15 Resources"]),
    ("gcg/ja", "9-1-9-1", ["置換効果とは", "別な事象"], ["replacement effect", "different event instead"]),
    ("gcg/ja", "11-2-11-3", ["【パイロット】", "どのパイロット"], ["【Pilot】", "any Pilot is paired"]),
    ("ucg/zh-Hant", "1.2.2", ["「可～」", "「不可～」的文字內容為優先"], ['"can"', '"cannot" text takes precedence']),
    ("ucg/zh-Hant", "5.6.2.2", ["不能跳過等級", "相同等級"], ["cannot skip levels", "same level"]),
    ("ucg/zh-Hant", "5.9.4", ["勝負"], ["Winning and losing"]),
    ("ucg/zh-Hant", "11.6.1", ["上升一級", "SINGLE", "DOUBLE"], ["raise by one level", "SINGLE", "DOUBLE-state BP"]),
    ("ucg/zh-Hant", "12.1.1", ["不應該疊加", "返回手牌"], ["should not have been stacked", "returned to the Hand"]),
    ("ucg/zh-Hant", "2.4.1", ["卡牌名稱"], ["Card name"]),
    ("ucg/zh-Hant", "4.1.3", ["異圖卡", "視為同一張卡牌"], ["alternate-art", "same card"]),
    ("altcg/zh-Hant", "404.1", ["撤退區是指棄牌堆", "從手牌捨棄"], ["Retreat area is the discard pile", "discarded from the hand"]),
    ("altcg/zh-Hant", "311.1", ["旗艦耐久", "正面向下"], ["Durability", "face down"]),
    ("altcg/zh-Hant", "505.1a", ["先攻方玩家的第 1 回合", "無法"], ["first turn of the player going first", "cannot attack"]),
    ("altcg/zh-Hant", "601.4", ["【速攻】", "登場的回合即可發起攻擊"], ["【Rush】", "attack in the turn it is deployed"]),
    ("altcg/zh-Hant", "408.5", ["下方的卡牌需送入撤退區", "自動技能無法發動"], ["cards under it are sent to the Retreat area", "cannot activate"]),
    ("altcg/zh-Hant", "103.4b", ["先得知對方玩家的選擇", "103.4a"], ["other player's choice first", "103.4a"]),
    ("nexa/ja", "B10-2", ["ターン終了時の処理", "手札の上限枚数"], ["End of turn processing", "hand"]),
    ("nexa/ja", "B7-3", ["ドロフェイズ", "先攻プレイヤーの第1ターンのみ"], ["Draw phase", "first player's first turn only"]),
    ("nexa/ja", "D-106", ["速攻", "速度1"], ["Quick strike", '"speed 1" timing']),
    ("nexa/ja", "D-120", ["★（1枚制限）", "同名の自軍カード"], ["★ (limit 1)", "same name is already present"]),
    ("nexa/ja", "D-68", ["戦闘力の上限はありません", "下限は0"], ["no upper limit to Combat power", "lower limit is 0"]),
]


def test_thirty_spot_checks_across_the_four_games():
    assert len(SPOT_CHECKS) == 30
    assert {code.split("/")[0] for code, *_ in SPOT_CHECKS} == {"gcg", "ucg", "altcg", "nexa"}


@pytest.mark.parametrize(("code", "key", "official", "english"), SPOT_CHECKS,
                         ids=[f"{c}:{k}" for c, k, *_ in SPOT_CHECKS])
def test_spot_checked_rendering(code, key, official, english):
    clause = DOCS[code].by_key[key]
    source = f"{clause.heading} {clause.text}"
    for phrase in official:
        assert phrase in source, (key, phrase)
    for phrase in english:
        assert phrase in clause.en, (key, phrase, clause.en)
