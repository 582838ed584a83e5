"""s15-opt (issue 29): "When playing this card from your hand, you may <pay>. If you do, play this card as if it has N
Lv. and cost." (2-9-1, 2-10-1, 7-5-2-2) composed from its parts — the payment (destroy / discard / rest / return to
hand × bounds × count), the value, "it" / "this card", a Lv. and a cost apart — in en / ja / zh-Hant, each reading
to the same executor steps (`as_if_option`); and the engine: the legal actions list the plain play and each way to
pay, the payment made before the Lv. check, an illegal payment refused with its clause and no state change."""

from __future__ import annotations

import itertools

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.games.gcg import actions, printed
from rules_engine.games.gcg.cards import Effect, demo_pool, parse_cards
from rules_engine.games.gcg.game import empty_state
from rules_engine.games.gcg.reader import read

# (en, ja, zh-Hant, the executor's option)
PAYMENTS = [
    ("destroy 1 of your Link Units with \"Nova Mode\" in its card name that is Lv.5",
     "カード名に「Nova Mode」を含むLv.5の自分のリンクユニット1つを破壊し",
     "破壞我方的 1 張名稱中包含「Nova Mode」的 Lv.5 的共鳴機體",
     {"verb": "destroy", "n": 1, "where": {"name_contains": "Nova Mode", "state": "link", "min_level": 5,
                                           "max_level": 5}}),
    ("destroy 1 of your (Zeon) Units", "〔ジオン〕の自分のユニット1つを破壊し", "破壞我方的 1 張擁有〈吉翁〉的機體",
     {"verb": "destroy", "n": 1, "where": {"traits": ["Zeon"]}}),
    ("discard 1 (Zeon) Unit card", "自分の手札の〔ジオン〕のユニットカード1枚を捨て", "丟棄 1 張擁有〈吉翁〉的機體卡牌",
     {"verb": "discard", "n": 1, "where": {"traits": ["Zeon"], "type": "unit"}}),
    ("discard 2 Command cards", "自分の手札のコマンドカード2枚を捨て", "丟棄 2 張指令卡牌",
     {"verb": "discard", "n": 2, "where": {"type": "command"}}),
    ("rest 2 of your (Zeon) Units", "〔ジオン〕の自分のユニット2つをレストにし", "將我方的 2 張擁有〈吉翁〉的機體轉為休息狀態",
     {"verb": "rest", "n": 2, "where": {"traits": ["Zeon"]}}),
    ("return 1 of your Units with 2 or less AP to its owner's hand", "AP2以下の自分のユニット1つを持ち主の手札に戻し",
     "將我方的 1 張 AP 2 以下的機體放回持有者的手牌", {"verb": "return_to_hand", "n": 1, "where": {"max_ap": 2}}),
]
VALUES = [0, 3]
WORDS = ["it", "this card"]
CASES = list(itertools.product(PAYMENTS, VALUES, WORDS))


def _script(text: str, lang: str, card_type: str = "unit") -> list:
    translation = printed.translate(read(text, lang, card_type), card_type)
    assert translation.reasons == (None,), (text, translation.reasons)
    Effect.model_validate(translation.effects[0])  # the executor's schema takes it
    return eval(repr(translation.effects[0]["script"]).replace("ジオン", "Zeon").replace("吉翁", "Zeon"))


@pytest.mark.parametrize("payment,n,word", CASES, ids=[f"{p[0][:24]}|{n}|{w}" for p, n, w in CASES])
def test_an_optional_payment_reads_the_same_in_each_language(payment, n, word):
    en, ja, zh, option = payment
    texts = {"en": f"When playing this card from your hand, you may {en}. If you do, play {word} as if it has {n} Lv. "
                   "and cost.",
             "ja": f"このカードを手札からプレイするとき、{ja}てもよい。そうしたなら、このカードをLv.{n}・コスト{n}として"
                   "プレイする。",
             "zh-Hant": f"從手牌使用此卡牌時，可以{zh}。那樣做時，將此卡牌視為 Lv.{n}、費用 {n} 使用。"}
    scripts = {lang: _script(text, lang) for lang, text in texts.items()}
    level, cost = scripts["en"]
    assert (level["level_modify"], cost["cost_modify"]) == (n, n)
    assert level["as_if"] is cost["as_if"] is True
    assert level["as_if_option"] == cost["as_if_option"] == option
    assert scripts["ja"] == scripts["zh-Hant"] == scripts["en"], texts


def test_a_lv_and_a_cost_apart_and_the_older_japanese_form():
    texts = {"en": "When playing this card from your hand, you may discard 1 (Zeon) Unit card. If you do, play this "
                   "card as if it has 3 Lv. and 2 cost.",
             "ja": "手札のこのカードをプレイするとき、自分の手札の〔ジオン〕のユニットカード1枚を捨ててもよい。そうしたなら、"
                   "これをLv.3・コスト2としてプレイする。",
             "zh-Hant": "從手牌使用此卡牌時，可以丟棄 1 張擁有〈吉翁〉的機體卡牌。那樣做時，將此卡牌視為 Lv.3 及費用 2 使用。"}
    scripts = {lang: _script(text, lang, "command") for lang, text in texts.items()}
    assert [(s.get("level_modify"), s.get("cost_modify")) for s in scripts["en"]] == [(3, None), (None, 2)]
    assert scripts["ja"] == scripts["zh-Hant"] == scripts["en"]


@pytest.mark.parametrize("text", [
    # a payment the play action does not name (the trash, resources, this card): by hand
    "When playing this card from your hand, you may exile 2 cards from your trash. If you do, play this card as if it "
    "has 2 Lv. and cost.",
    "When playing this card from your hand, you may pay ①. If you do, play this card as if it has 2 Lv. and cost.",
    # "other" has no meaning for a card in the hand; all of them is no choice of N
    "When playing this card from your hand, you may destroy 1 of your other Units. If you do, play this card as if "
    "it has 2 Lv. and cost.",
    "When playing this card from your hand, you may rest all your Units. If you do, play this card as if it has 2 Lv. "
    "and cost.",
])
def test_other_payments_stay_by_hand(text):
    assert printed.run_reasons(read(text, "en", "unit"))[0] is not None


# --- the engine ------------------------------------------------------------------------------------------------

CARDS = [
    {"number": "P-OPT", "name": "Option Frame", "type": "unit", "color": "blue", "level": 6, "cost": 5, "ap": 4,
     "hp": 4, "text": "When playing this card from your hand, you may rest 2 of your (Zeon) Units. If you do, play "
                      "this card as if it has 2 Lv. and cost."},
    {"number": "P-ZEON", "name": "Zeon Frame", "type": "unit", "color": "blue", "level": 1, "cost": 1, "ap": 1,
     "hp": 1, "traits": ["Zeon"]},
    {"number": "P-PLAIN", "name": "Plain Frame", "type": "unit", "color": "blue", "level": 1, "cost": 1, "ap": 1,
     "hp": 1},
]


def _state(zeon: int, rested_zeon: int = 0):
    state = empty_state(demo_pool().with_cards(parse_cards(CARDS, "test")), ("A", "B"), "s15o")
    state.turn, state.active, state.first, state.phase = 3, "A", "A", "main"
    from rules_engine.games.gcg.state import Prompt
    state.prompt = Prompt("main", "A")
    ids = {"card": state.new_card("P-OPT", "A", "hand")}
    for i in range(zeon + rested_zeon):
        uid = state.new_card("P-ZEON", "A", "battle")
        state.cards[uid].rested = i >= zeon
        ids[f"z{i}"] = uid
    ids["plain"] = state.new_card("P-PLAIN", "A", "battle")
    for _ in range(3):
        state.new_card("P-PLAIN", "A", "resources")
    return state, ids


def _plays(state) -> list[dict]:
    return [dict(a.args) for a in actions.legal_actions(state, "A") if a.kind == "deploy"]


def test_legal_actions_list_each_way_to_pay_and_not_the_plain_play_out_of_reach():
    state, ids = _state(zeon=3)
    plays = _plays(state)
    # Lv.6 with 3 resources: the plain play is not legal (2-9-1); each pair of active (Zeon) units is
    assert {tuple(p.get("pay", ())) for p in plays} == {
        (ids["z0"], ids["z1"]), (ids["z0"], ids["z2"]), (ids["z1"], ids["z2"])}
    assert all(p["pay_by"] == "rest" for p in plays)


def test_with_the_payments_cards_missing_only_the_plain_play_remains():
    state, _ = _state(zeon=1, rested_zeon=1)  # one active (Zeon) unit: 2 cannot be rested
    assert _plays(state) == []  # and the plain play at Lv.6 is out of reach


def test_an_illegal_payment_is_refused_with_its_clause_and_changes_nothing():
    state, ids = _state(zeon=2, rested_zeon=1)
    before = (state.cards[ids["card"]].zone, [state.cards[ids[k]].rested for k in ("z0", "z1", "z2", "plain")])
    for pay in ([ids["z0"], ids["plain"]], [ids["z0"], ids["z2"]], [ids["z0"]], [ids["z0"], ids["z0"]]):
        with pytest.raises(IllegalAction) as refused:
            actions.check(state, Action("A", "deploy", {"card": ids["card"], "pay": pay}))
        assert refused.value.rule == "7-5-2-2"
    with pytest.raises(IllegalAction) as refused:
        actions.check(state, Action("A", "deploy", {"card": ids["card"]}))
    assert refused.value.rule == "2-9-1"
    assert (state.cards[ids["card"]].zone,
            [state.cards[ids[k]].rested for k in ("z0", "z1", "z2", "plain")]) == before


def test_the_payment_is_made_before_the_cost_and_the_card_played_at_the_as_if_values():
    state, ids = _state(zeon=2)
    action = Action("A", "deploy", {"card": ids["card"], "pay": [ids["z0"], ids["z1"]], "pay_by": "rest"})
    actions.check(state, action)
    actions.apply(state, action)
    assert state.cards[ids["card"]].zone == "battle"
    assert state.cards[ids["z0"]].rested and state.cards[ids["z1"]].rested
    assert sum(state.cards[u].rested for u in state.zone("A", "resources")) == 2  # cost 2 of 3


# --- "… reduce the next damage it receives by 2. If C, reduce by 4 instead." (10-1-9-1, 10-2-1) ------------------

REDUCTIONS = [
    ("During this turn, reduce the next damage it receives by 2.", "このターン中、それが次に受けるダメージを2軽減する。",
     "本回合中，該機體下一次受到的傷害減少 2。"),
    ("During this battle, reduce battle damage it receives by 2.", "このバトル中、それが受けるバトルダメージを2軽減する。",
     "本次戰鬥中，該機體受到的戰鬥傷害減少 2。"),
]
REDUCE_CONDITIONS = [
    ("If you use an EX Resource to play this card, ", "EXリソースを使用してこのカードをプレイしたなら、",
     "若使用 EX 能源使用此卡牌，則"),
    ("If a friendly (Zeon) Link Unit is in play, ", "〔ジオン〕の味方のリンクユニットがいるなら、", "若友方場上有擁有〈吉翁〉的共鳴機體，則"),
]
REDUCE_CASES = list(itertools.product(REDUCTIONS, REDUCE_CONDITIONS))


@pytest.mark.parametrize("reduction,condition", REDUCE_CASES,
                         ids=[f"{r[0][:20]}|{c[0][:20]}" for r, c in REDUCE_CASES])
def test_reduce_by_n_instead_is_the_reduction_before_it(reduction, condition):
    texts = {"en": f"【Main】Choose 1 friendly Unit. {reduction[0]} {condition[0]}reduce by 4 instead.",
             "ja": f"【メイン】味方のユニット1つを選ぶ。{reduction[1]}{condition[1]}かわりに4軽減する。",
             "zh-Hant": f"【主要】選擇友方的 1 張機體。{reduction[2]}{condition[2]}改為減少 4 以代替。"}
    full = texts["en"].replace("reduce by 4", reduction[0].split(", ", 1)[1].rstrip(".").replace("by 2", "by 4"))
    whole = printed.translate(read(full, "en", "command"), "command")
    if whole.reasons != (None,):  # the executor keeps the whole form by hand (a condition on the field): so too
        for lang, text in texts.items():
            assert printed.translate(read(text, lang, "command"), "command").reasons == whole.reasons, text
        return
    scripts = {lang: _script(text, lang, "command") for lang, text in texts.items()}
    assert scripts["en"] == whole.effects[0]["script"], full  # the same as printed whole
    assert scripts["ja"] == scripts["zh-Hant"] == scripts["en"], texts


def test_reduce_by_n_with_no_reduction_before_it_stays_unread():
    assert printed.run_reasons(read("【Main】Draw 1. If you use an EX Resource to play this card, reduce by 4 instead.",
                                    "en", "command"))[0] is not None


# --- "【Destroyed】If this Unit is destroyed by …, add it from your trash to your hand." (13-2-8-2) ----------------

DESTROYED_BY = [
    ("one of your (Zeon) card's effects", "〔ジオン〕の自分のカードの効果で", "因我方擁有〈吉翁〉的卡牌的效果而"),
    ("an enemy effect", "相手の効果で", "因對方的效果而"),
]


@pytest.mark.parametrize("by", DESTROYED_BY, ids=[b[0] for b in DESTROYED_BY])
def test_destroyed_add_it_from_your_trash_reads_the_same_in_each_language(by):
    texts = {"en": f"【Destroyed】If this Unit is destroyed by {by[0]}, add it from your trash to your hand.",
             "ja": f"【破壊時】このユニットが{by[1]}破壊されたなら、それを自分のトラッシュから手札に加える。",
             "zh-Hant": f"【破壞時】若此機體{by[2]}被破壞，則將該機體從我方的廢棄區加入手牌。"}
    scripts = {lang: _script(text, lang) for lang, text in texts.items()}
    (step,) = scripts["en"]
    assert (step["add_to_hand"], step["target"]) == (True, "self") and "condition" in step
    assert scripts["ja"] == scripts["zh-Hant"] == scripts["en"], texts


def test_another_card_added_from_the_trash_this_way_stays_unread():
    # "it" is the chosen enemy unit here, not this card: not read as this card
    text = "【Deploy】Choose 1 enemy Unit. Destroy it. Add it from your trash to your hand."
    assert printed.run_reasons(read(text, "en", "unit"))[0] is not None
