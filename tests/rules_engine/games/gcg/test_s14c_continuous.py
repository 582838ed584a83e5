"""s14-cont (issue 29): continuous phrasings composed from their parts.

"Count up the number of X(, plus this Unit). … whose Lv. is equal to or lower / higher
than that number …" (reader/counted_number.py) composed from its parts — what is counted, "plus this Unit", the
bound's direction, a continuous "are deployed rested" (10-1-5-7) or a one-shot choice (10-3-3) — in en / ja /
zh-Hant, each reading to the same executor step; and "that number" with nothing counted before it stays unread.

"Enemy Units <bounds> choose this rested Unit as their attack target if possible when attacking" (8-2-1): the
attackers' bounds × the window, in the three languages, the same `forced_by`."""

from __future__ import annotations

import itertools

import pytest

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.cards import Effect
from rules_engine.games.gcg.reader import read

# (en, ja, zh-Hant, the count the executor keeps)
COUNTED = [
    ("your Units", "自分のユニット", "我方機體", {"kind": "count", "who": "yours"}),
    ("your (Zeon) Units", "〔ジオン〕の自分のユニット", "我方擁有〈吉翁〉的機體",
     {"kind": "count", "who": "yours", "where": {"traits": ["Zeon"]}}),
    ('your Units with "Lumen" in their card name', "カード名に「Lumen」を含む自分のユニット", "我方名稱中包含「Lumen」的機體",
     {"kind": "count", "who": "yours", "where": {"name_contains": "Lumen"}}),
]
PLUS = [("", "る", "", False), (", plus this Unit", "、このユニットを加える", "，並加上此機體", True)]
BOUNDS = [("lower", "以下", "以下", "max"), ("higher", "以上", "以上", "min")]
WORDS = {"ジオン": "Zeon", "吉翁": "Zeon"}


def _texts(counted, plus, bound, one_shot):
    en_c, ja_c, zh_c, _ = counted
    en_p, ja_p, zh_p, _ = plus
    en_b, ja_b, zh_b, _ = bound
    if one_shot:
        return (f"【Deploy】Count up the number of {en_c}{en_p}. Choose 1 enemy Unit whose Lv. is equal to or {en_b} "
                "than that number. Rest it.",
                f"【配備時】{ja_c}の数を数え{ja_p}。Lv.がその数{ja_b}の相手のユニット1つを選ぶ。それをレストにする。",
                f"【配置時】計算{zh_c}的數量{zh_p}。選擇Lv.在該數量{zh_b}的對方的1張機體。將該機體轉為休息狀態。")
    return (f"Count up the number of {en_c}{en_p}. All enemy Units whose Lv. is equal to or {en_b} than that number "
            "are deployed rested.",
            f"{ja_c}の数を数え{ja_p}。Lv.がその数{ja_b}の相手のユニットすべてはレストで配備される。",
            f"計算{zh_c}的數量{zh_p}。Lv.在該數量{zh_b}的對方所有機體以休息狀態配置。")


def _script(text: str, lang: str) -> list:
    translation = printed.translate(read(text, lang, "unit"), "unit")
    assert translation.reasons == (None,), (text, translation.reasons)
    script = translation.effects[0]["script"]
    return eval(repr(script).replace("ジオン", "Zeon").replace("吉翁", "Zeon"))  # the same trait in each language


CASES = list(itertools.product(COUNTED, PLUS, BOUNDS, (False, True)))


@pytest.mark.parametrize("counted,plus,bound,one_shot", CASES,
                         ids=[f"{c[0]}|{p[0] or 'alone'}|{b[0]}|{'one-shot' if o else 'continuous'}"
                              for c, p, b, o in CASES])
def test_a_counted_number_bounds_the_units_in_every_language(counted, plus, bound, one_shot):
    en, ja, zh = _texts(counted, plus, bound, one_shot)
    script = _script(en, "en")
    step = script[0]
    count = dict(counted[3])
    if plus[3]:
        count["other"] = True  # this card counted once: its other cards, plus 1
    where = {f"{bound[3]}_level_count": count, **({"level_count_plus": 1} if plus[3] else {})}
    got = {k: ({f: v for f, v in c.items() if (f, v) != ("other", False)} if isinstance(c, dict) else c)
           for k, c in step["where"].items()}  # "other": False is the default
    assert got == where, step
    assert step["target"] == ("enemy_unit" if one_shot else "enemy_units")
    assert _script(ja, "ja") == script, ja
    assert _script(zh, "zh-Hant") == script, zh


@pytest.mark.parametrize("lang,text", [
    ("en", "All enemy Units whose Lv. is equal to or lower than that number are deployed rested."),
    ("ja", "Lv.がその数以下の相手のユニットすべてはレストで配備される。"),
    ("zh-Hant", "Lv.在該數量以下的對方所有機體以休息狀態配置。"),
])
def test_that_number_with_nothing_counted_is_not_read(lang, text):
    reading = read(text, lang, "unit")
    assert reading.abilities[0].body is None and "not counted" in reading.abilities[0].reason


# --- "Enemy Units <in these bounds> choose this rested Unit as their attack target if possible" (8-2-1) ------

ATTACKERS = [  # (en, ja, zh-Hant, the attackers' bounds)
    ("Enemy Units other than Link Units", "リンクユニット以外の相手のユニット", "共鳴機體以外的對方機體", {"not_state": "link"}),
    ("Enemy Units with 2 or less AP", "AP2以下の相手のユニット", "AP2以下的對方機體", {"max_ap": 2}),
    ("Enemy Units that are Lv.3 or lower", "Lv.3以下の相手のユニット", "Lv.3以下的對方機體", {"max_level": 3}),
]
FORCED_WINDOWS = [("", "", "", []), ("【During Link】", "【リンク中】", "【共鳴中】", [{"kind": "linked"}])]


@pytest.mark.parametrize("attackers", ATTACKERS, ids=[a[0] for a in ATTACKERS])
@pytest.mark.parametrize("window", FORCED_WINDOWS, ids=["always", "during link"])
def test_a_forced_target_binds_only_the_attackers_it_names(attackers, window):
    texts = {"en": f"{window[0]}{attackers[0]} choose this rested Unit as their attack target if possible when attacking.",
             "ja": f"{window[1]}{attackers[1]}はアタックするとき、可能ならレストのこのユニットをアタック先に選ぶ。",
             "zh-Hant": f"{window[2]}{attackers[2]}進行攻擊時，若可能則選擇休息狀態的此機體作為攻擊對象。"}
    effects = {}
    for lang, text in texts.items():
        translation = printed.translate(read(text, lang, "unit"), "unit")
        assert translation.reasons == (None,), (text, translation.reasons)
        effects[lang] = translation.effects[0]
    (step,) = effects["en"]["script"]
    assert step == {"forced_target": True, "forced_by": attackers[3], "target": "self", "until": "permanent"}
    assert effects["en"].get("conditions", []) == window[3]
    assert effects["ja"]["script"] == effects["zh-Hant"]["script"] == effects["en"]["script"]


def test_a_forced_target_on_friendly_attackers_stays_by_hand():
    reading = read("Friendly Units choose this rested Unit as their attack target if possible when attacking.", "en",
                   "unit")
    assert printed.run_reasons(reading)[0] is not None


# --- "This Unit gains the same number of <K N> as the number of X" (13-1-1-2, 13-1-2-5, 13-1-3-2) -------------

GAINED = [("<Repair 1>", "《リペア1》", "《修復1》", "repair 1"), ("<Breach 2>", "《突破2》", "《突破2》", "breach 2")]
COUNTED_PER = [
    ("(Zeon) Unit tokens you have in play", "自分の〔ジオン〕のユニットトークン", "我方擁有〈吉翁〉的機體替代卡",
     {"kind": "count", "who": "yours", "other": False, "where": {"token": True, "traits": ["Zeon"]}}),
    ("enemy Units in play", "相手のユニット", "對方機體", {"kind": "count", "who": "enemy", "other": False}),
]


@pytest.mark.parametrize("gained", GAINED, ids=[g[3] for g in GAINED])
@pytest.mark.parametrize("counted", COUNTED_PER, ids=[c[0] for c in COUNTED_PER])
def test_a_keyword_gained_once_per_card_counted(gained, counted):
    texts = {"en": f"This Unit gains the same number of {gained[0]} as the number of {counted[0]}.",
             "ja": f"このユニットは、{counted[1]}の数と同じ数の{gained[1]}を得る。",
             "zh-Hant": f"此機體獲得與{counted[2]}的數量相同數量的{gained[2]}。"}
    scripts = {lang: _script(text, lang) for lang, text in texts.items()}
    assert scripts["en"] == [{"grant": gained[3], "per_count": counted[3], "target": "self", "until": "permanent"}]
    assert scripts["ja"] == scripts["zh-Hant"] == scripts["en"], texts


@pytest.mark.parametrize("text", [
    "This Unit gains the same number of <Blocker> as the number of enemy Units in play.",  # one at most (13-1-4-2)
    "【Deploy】This Unit gains the same number of <Repair 1> as the number of enemy Units in play during this turn.",
])
def test_a_keyword_that_does_not_stack_or_for_a_time_stays_by_hand(text):
    assert printed.run_reasons(read(text, "en", "unit"))[0] is not None


# --- round 2: "Choose 1 of your rested Units. During this turn, all enemy Units must choose that Unit as their
# attack target when attacking." (8-2-1, 1-3-2) — a modifier the chosen unit bears for the turn -------------------

CHOSEN_WORD = [("that Unit", "そのユニット", "該機體"), ("it", "それ", "該機體")]
MUST_ATTACKERS = [
    ("all enemy Units", "相手のユニットすべて", "所有對方機體", None),
    ("enemy Units", "相手のユニット", "對方機體", None),
    ("enemy Units with 3 or less AP", "AP3以下の相手のユニット", "AP 3 以下的對方機體", {"max_ap": 3}),
]
MUST_TIMINGS = [("【Action】", "【アクション】", "【瞬動】", "action"), ("【Main】", "【メイン】", "【主要】", "main")]
MUST_CASES = list(itertools.product(CHOSEN_WORD, MUST_ATTACKERS, MUST_TIMINGS))


@pytest.mark.parametrize("word,attackers,timing", MUST_CASES,
                         ids=[f"{w[0]}|{a[0]}|{t[3]}" for w, a, t in MUST_CASES])
def test_enemy_units_must_choose_the_chosen_unit_during_this_turn(word, attackers, timing):
    texts = {"en": f"{timing[0]}Choose 1 of your rested Units. During this turn, {attackers[0]} must choose {word[0]} "
                   "as their attack target when attacking.",
             "ja": f"{timing[1]}レストの自分のユニット1体を選ぶ。このターン中、{attackers[1]}はアタックするとき、"
                   f"{word[1]}をアタック先に選ばなければならない。",
             "zh-Hant": f"{timing[2]}選擇我方的 1 張休息狀態的機體。本回合中，{attackers[2]}進行攻擊時，"
                        f"必須選擇{word[2]}作為攻擊對象。"}
    scripts = {}
    for lang, text in texts.items():
        translation = printed.translate(read(text, lang, "command"), "command")
        assert translation.reasons == (None,), (text, translation.reasons)
        scripts[lang] = translation.effects[0]["script"]
    (step,) = scripts["en"]
    expected = {"forced_target": True, "until": "turn", "target": "your_unit", "where": {"state": "rested"}}
    if attackers[3] is not None:
        expected["forced_by"] = attackers[3]
    assert {k: step[k] for k in expected} == expected, step
    assert scripts["ja"] == scripts["zh-Hant"] == scripts["en"], texts


@pytest.mark.parametrize("text", [
    # an enemy unit made the target of enemy units: not a printed template, the "enemy" side unclear
    "【Main】Choose 1 enemy Unit. During this turn, all enemy Units must choose that Unit as their attack target "
    "when attacking.",
    # friendly attackers: by hand, as for the continuous form
    "【Main】Choose 1 of your rested Units. During this turn, all friendly Units must choose that Unit as their attack "
    "target when attacking.",
])
def test_a_must_choose_on_other_sides_stays_by_hand(text):
    assert printed.run_reasons(read(text, "en", "command"))[0] is not None


# --- round 2: "When playing this card from your hand(, if C), play it as if it has N Lv. and cost." (2-9-1, 2-10-1,
# 7-5-2-2) — the value played at, while C holds -------------------------------------------------------------------

AS_IF_CONDITIONS = [
    ("", "", "", None),
    ("if 3 or more enemy Units are in play, ", "相手のユニットが3つ以上いるなら、", "若對方場上有 3 張或更多機體，則",
     {"kind": "count", "who": "enemy", "op": ">=", "n": 3, "other": False}),
    ("if your opponent has 6 or more cards in their hand, ", "相手の手札が6枚以上あるなら、", "若對方的手牌在 6 張以上，則",
     "any"),
]
AS_IF_VALUES = [0, 2, 3]
AS_IF_WORDS = ["it", "this card"]
AS_IF_CASES = list(itertools.product(AS_IF_CONDITIONS, AS_IF_VALUES, AS_IF_WORDS))


@pytest.mark.parametrize("condition,n,word", AS_IF_CASES,
                         ids=[f"{c[0] or 'always'}|{n}|{w}" for c, n, w in AS_IF_CASES])
def test_play_it_as_if_it_has_n_level_and_cost(condition, n, word):
    texts = {"en": f"When playing this card from your hand, {condition[0]}play {word} as if it has {n} Lv. and cost.",
             "ja": f"このカードを手札からプレイするとき、{condition[1]}このカードをLv.{n}・コスト{n}としてプレイする。",
             "zh-Hant": f"從手牌使用此卡牌時，{condition[2]}將此卡牌視為 Lv.{n}、費用 {n} 使用。"}
    scripts = {lang: _script(text, lang) for lang, text in texts.items()}
    level, cost = scripts["en"]
    Effect.model_validate(printed.translate(read(texts["en"], "en", "unit"), "unit").effects[0])  # 0 too
    assert (level["level_modify"], level["as_if"], cost["cost_modify"], cost["as_if"]) == (n, True, n, True)
    if condition[3] is None:
        assert "condition" not in level and "condition" not in cost
    elif condition[3] != "any":
        assert level["condition"] == cost["condition"] == condition[3]
    else:
        assert level["condition"] == cost["condition"]
    assert scripts["ja"] == scripts["zh-Hant"] == scripts["en"], texts


def test_play_as_if_with_a_lv_and_a_cost_apart():
    texts = {"en": "When playing this card from your hand, play it as if it has 2 Lv. and 3 cost.",
             "ja": "このカードを手札からプレイするとき、このカードをLv.2・コスト3としてプレイする。",
             "zh-Hant": "從手牌使用此卡牌時，將此卡牌視為 Lv.2、費用 3 使用。"}
    scripts = {lang: _script(text, lang) for lang, text in texts.items()}
    assert [(step.get("level_modify"), step.get("cost_modify")) for step in scripts["en"]] == [(2, None), (None, 3)]
    assert scripts["ja"] == scripts["zh-Hant"] == scripts["en"]


@pytest.mark.parametrize("text", [
    # a value from elsewhere than the hand: not seen printed, by hand
    "When playing this card from your trash, play it as if it has 3 Lv. and cost.",
    # s15-opt: an optional payment on playing is run (test_s15o_play_option.py); one by a part of a cost the play
    # action does not name (cards of the trash, resources) stays by hand
    "When playing this card from your hand, you may exile 2 cards from your trash. If you do, play this card as if "
    "it has 2 Lv. and cost.",
])
def test_other_plays_as_if_stay_by_hand(text):
    assert printed.run_reasons(read(text, "en", "unit"))[0] is not None


PAIRING_UNITS = [
    ('a Unit with "Lumen" in its card name', "カード名に「Lumen」を含むユニット", "名稱中包含「Lumen」的機體",
     {"name_contains": "Lumen"}),
    ("a (Zeon) Unit", "〔ジオン〕のユニット", "擁有〈吉翁〉的機體", {"traits": ["Zeon"]}),
]


@pytest.mark.parametrize("unit", PAIRING_UNITS, ids=[u[0] for u in PAIRING_UNITS])
@pytest.mark.parametrize("n", [0, 1])
def test_play_as_if_pairing_with_such_a_unit(unit, n):
    texts = {"en": f"When playing this card from your hand and pairing it with {unit[0]}, play this card as if it has "
                   f"{n} cost.",
             "ja": f"このカードを手札からプレイして{unit[1]}とペアにするとき、このカードをコスト{n}としてプレイする。",
             "zh-Hant": f"從手牌使用此卡牌並讓其搭乘{unit[2]}時，將此卡牌視為費用 {n} 使用。"}
    scripts = {}
    for lang, text in texts.items():
        translation = printed.translate(read(text, lang, "pilot"), "pilot")
        assert translation.reasons == (None,), (text, translation.reasons)
        scripts[lang] = eval(repr(translation.effects[0]["script"]).replace("ジオン", "Zeon").replace("吉翁", "Zeon"))
        Effect.model_validate(translation.effects[0])  # the executor's schema takes it (a value of 0 too)
    assert scripts["en"] == [{"cost_modify": n, "as_if": True, "as_if_pairing": unit[3], "target": "self",
                              "until": "permanent"}]
    assert scripts["ja"] == scripts["zh-Hant"] == scripts["en"], texts
