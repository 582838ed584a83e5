"""s6-gcg-b (issue 29): the GCG reader's target and amount parts combine freely — each
sentence here combines known parts in a way no seen real card prints, in the three printed
languages, and reads the same in each; a part not fully read leaves the whole effect by hand.
Clauses are the zh-Hant rules' (v1.1.0)."""

from __future__ import annotations

import pytest

from rules_engine.core.effects.explain import explain
from rules_engine.core.registry import get_game
from rules_engine.games.gcg import printed

GAME = get_game("gcg")


def read(text: str, lang: str):
    return GAME.read_text(text, lang)


def shape(reading):
    from rules_engine.cards.check import _shape

    return _shape(reading)


# (part, English, Japanese, Traditional Chinese, how it reads, the executor's script)
PARTS = [
    ('filter.extreme',  # 10-3-3, 2-9: the highest Lv. among enemy units
     '【When Paired】Choose 1 enemy Unit with the highest Lv. Deal 3 damage to it.',
     '【セット時】Lv.が最も高い相手のユニット1つを選ぶ。それに3ダメージを与える。',
     '【搭乘時】選擇對方的 1 張 Lv. 最高的機體。給予該機體 3 點傷害。',
     ['When paired: choose 1 enemy unit with the highest level; deal 3 damage to it.'],
     [{'damage': 3, 'target': 'enemy_unit', 'where': {'highest': 'level'}}]),
    ('filter.extreme+state',  # rested + the lowest HP (2-8): no seen card prints it
     '【Deploy】Choose 1 rested enemy Unit with the lowest HP. Return it to its owner\'s hand.',
     '【配備時】HPが最も低いレストの相手のユニット1つを選ぶ。それを持ち主の手札に戻す。',
     '【配置時】選擇對方的 1 張 HP 最低的休息狀態的機體。將該機體放回持有者的手牌。',
     ["When deployed: choose 1 rested enemy unit with the lowest HP; return it to its owner's hand."],
     [{'return_to_hand': True, 'target': 'enemy_unit', 'where': {'state': 'rested', 'lowest': 'hp'}}]),
    ('filter.extreme+yours+trait',  # your (X) Units with the highest AP (2-7)
     '【Main】Choose 1 of your (Storm Fist) Units with the highest AP. It gains <First Strike> during this turn.',
     '【メイン】APが最も高い〔ストーム・フィスト〕の自分のユニット1つを選ぶ。このターン中、それは《先制攻撃》を得る。',
     '【主要】選擇我方的 1 張 AP 最高的擁有〈風暴之拳〉的機體。本回合中，該機體獲得《先制攻擊》。',
     ['Main phase: choose 1 of your (Storm Fist) units with the highest AP; it gains <First Strike> during this turn.'],
     [{'grant': 'first_strike', 'target': 'your_unit', 'until': 'turn', 'where': {'traits': ['Storm Fist'],
                                                                               'highest': 'ap'}}]),
    ('amount.count+damage',  # "equal to the number of" X, X a target phrase (10-2-1, 5-5-1)
     '【Main】Choose 1 enemy Unit. Deal damage equal to the number of your rested (Storm Fist) Units to it.',
     '【メイン】相手のユニット1つを選ぶ。それに、レストの〔ストーム・フィスト〕の自分のユニットと同じ数のダメージを与える。',
     '【主要】選擇對方的 1 張機體。給予該機體與我方的休息狀態的擁有〈風暴之拳〉的機體張數相同的傷害。',
     ['Main phase: choose 1 enemy unit; deal damage to it equal to the number of your rested (Storm Fist) units.'],
     [{'damage': 1, 'per_count': {'kind': 'count', 'who': 'yours', 'other': False,
                                  'where': {'state': 'rested', 'traits': ['Storm Fist']}}, 'target': 'enemy_unit'}]),
    ('amount.for_each+damage',  # "N damage … for each" X
     '【Main】Choose 1 enemy Unit. Deal 2 damage to it for each friendly Unit token in play.',
     '【メイン】相手のユニット1つを選ぶ。それに、味方のユニットトークン1つにつき2ダメージを与える。',
     '【主要】選擇對方的 1 張機體。友方的機體替代卡每有1張，給予該機體2點傷害。',
     ['Main phase: choose 1 enemy unit; deal 2 damage to it for each of friendly unit tokens.'],
     [{'damage': 2, 'per_count': {'kind': 'count', 'who': 'friendly', 'other': False, 'where': {'token': True}},
       'target': 'enemy_unit'}]),
    ('amount.count+recover',  # recovery by the cards of a trash (5-6, 4-9)
     '【Attack】Choose 1 friendly Unit. It recovers HP equal to the number of (Storm Fist) cards in your trash.',
     '【アタック時】味方のユニット1つを選ぶ。それを、自分のトラッシュの〔ストーム・フィスト〕のカードと同じ数だけ回復する。',
     '【攻擊時】選擇友方的 1 張機體。該機體回復與我方廢棄區中的擁有〈風暴之拳〉的卡牌張數相同的HP。',
     ['When attacking: choose 1 friendly unit; it recovers HP equal to the number of your (Storm Fist) cards in your trash.'],
     [{'recover': 1, 'per_count': {'kind': 'count', 'who': 'yours', 'zone': 'trash',
                                   'where': {'traits': ['Storm Fist']}}, 'target': 'friendly_unit'}]),
    ('amount.count+reduce_ap',  # "reduce its AP by an amount equal to …", the duration from the lead
     '【Main】Choose 1 enemy Unit. During this turn, reduce its AP by an amount equal to the number of Command cards in your trash.',
     '【メイン】相手のユニット1つを選ぶ。このターン中、それを、自分のトラッシュのコマンドカードと同じ数だけAP-する。',
     '【主要】選擇對方的 1 張機體。本回合中，我方廢棄區中的指令卡牌每有 1 張，該機體的 AP-1。',
     ['Main phase: choose 1 enemy unit; it gets AP-1 for each of your command cards in your trash during this turn.'],
     [{'modify': {'ap': -1}, 'per_count': {'kind': 'count', 'who': 'yours', 'zone': 'trash',
                                           'where': {'type': 'command'}}, 'until': 'turn', 'target': 'enemy_unit'}]),
    ('choice.each_enemy_player',  # each enemy player chooses their own (1-3-4, 12-2-6)
     '【Deploy】All enemy players each choose 1 of their damaged Units. Return them to their owner\'s hand.',
     '【配備時】相手プレイヤーはそれぞれ、自分のダメージを受けているユニット1つを選ぶ。それらを持ち主の手札に戻す。',
     '【配置時】所有對方玩家各自選擇自己的 1 張受到傷害的機體。將那些機體放回持有者的手牌。',
     ["When deployed: choose 1 damaged unit of each enemy player, chosen by that player; return them to "
      "their owners' hands."],
     [{'return_to_hand': True, 'target': 'each_enemy_chooses', 'where': {'state': 'damaged'}}]),
    ('choice.each_enemy_player+non_battling+extreme',  # two parts no seen card combines
     '【Deploy】All enemy players each choose 1 of their non-battling Units with the highest AP. Rest them.',
     '【配備時】相手プレイヤーはそれぞれ、自分のAPが最も高いバトルしていないユニット1つを選ぶ。それらをレストにする。',
     '【配置時】所有對方玩家各自選擇自己的 1 張 AP 最高的未在戰鬥中的機體。將那些機體轉為休息狀態。',
     ['When deployed: choose 1 not battling unit with the highest AP of each enemy player, chosen by that '
      'player; rest them.'],
     None),  # an extreme among several players' units is not each player's own extreme: by hand
    ('choice.each_player+resource',  # s7-gcg: every player, the owner too, chooses their own (1-3-4)
     '【Attack】All players each choose 1 of their Resources. Set them as active.',
     '【アタック時】全てのプレイヤーはそれぞれ、自分のリソース1つを選ぶ。それらをアクティブにする。',
     '【攻擊時】所有玩家各自選擇自己的 1 張能源。將那些能源轉為活躍狀態。',
     ['When attacking: choose 1 resource of each player (you too), chosen by that player; set them as active.'],
     [{'set_active': True, 'target': 'each_player_chooses_resource'}]),
    ('choice.each_player+rested_unit',  # s7-gcg: the unit form with a state filter
     '【Deploy】All players each choose 1 of their rested Units. Set them as active.',
     '【配備時】プレイヤーすべてはそれぞれ、自分のレストのユニット1つを選ぶ。それらをアクティブにする。',
     '【配置時】所有玩家各自選擇自己的 1 張休息狀態的機體。將那些機體轉為活躍狀態。',
     ['When deployed: choose 1 rested unit of each player (you too), chosen by that player; set them as active.'],
     [{'set_active': True, 'target': 'each_player_chooses', 'where': {'state': 'rested'}}]),
    ('draw.you_and_destroyer',  # s7-gcg: the owner and the player whose unit's battle damage destroyed it
     '【Destroyed】If this Unit is destroyed with battle damage, you and the player who destroyed this Unit draw 2.',
     '【破壊時】このユニットがバトルダメージで破壊されたなら、自分と、このユニットを破壊したプレイヤーは2枚ドローする。',
     '【破壞時】若此機體因戰鬥傷害被破壞，則我方與破壞此機體的玩家各抽 2 張卡。',
     ['When destroyed: if this unit was destroyed with battle damage, you and the player who destroyed this unit '
      'draw 2.'],
     [{'draw': 2, 'player': 'you_and_destroyer', 'condition': {'kind': 'destroyed_by_battle'}}]),
    ('attack.deploy_turn+filter',  # s7-gcg: 3-2-4 "unless specified": rested enemy units only
     'On the turn this Unit is deployed, it may choose a rested enemy Unit that is Lv.3 or lower as its attack '
     'target and attack it.',
     'このユニットは、配備されたターンに、Lv.3以下のレストの相手のユニットをアタック先に選んでアタックできる。',
     '此機體在配置的回合，可以選擇對方的 Lv.3 以下的休息狀態的機體作為攻擊對象並進行攻擊。',
     ['On the turn this unit is deployed, it may attack 1 rested enemy unit of Lv.3 or lower (not a player).'],
     [{'fresh_attack': {'max_level': 3, 'state': 'rested'}, 'target': 'self', 'until': 'permanent'}]),
    ('trash.shuffle_into_deck',  # s7-gcg: the chosen trash cards into the deck, shuffled (4-2-4)
     '【Attack】Choose 2 Pilot cards from your trash. Return them to their owner\'s deck and shuffle it. If you do, draw 1.',
     '【アタック時】自分のトラッシュのパイロットカード2枚を選ぶ。それらを持ち主のデッキに戻し、そのデッキをシャッフルする。'
     'そうしたなら、自分は1枚ドローする。',
     '【攻擊時】選擇我方廢棄區中的 2 張駕駛員卡牌。將那些卡牌放回持有者的卡組，並將該卡組洗牌。那樣做時，抽 1 張卡。',
     ["When attacking: choose 2 of your pilot cards in your trash; return them to its owner's deck and shuffle it; "
      "if you do, draw 1."],
     [{'to_deck': 'shuffle', 'target': 'your_trash_cards', 'count': 2, 'whole': True, 'where': {'type': 'pilot'}},
      {'draw': 1, 'player': 'self'}]),  # all N went (`whole`; fewer: by hand), so "If you do" holds
    ('filter.pilot_level',  # the paired PILOT's Lv. (3-3-9, 2-9), not the unit's
     '【Deploy】Choose 1 enemy Unit paired with a Pilot that is Lv.4 or higher. Return it to its owner\'s hand.',
     '【配備時】Lv.4以上のパイロットがセットされている相手のユニット1つを選ぶ。それを持ち主の手札に戻す。',
     '【配置時】選擇對方的 1 張搭乘了 Lv.4 以上的駕駛員的機體。將該機體放回持有者的手牌。',
     ["When deployed: choose 1 enemy unit paired with a pilot of Lv.4 or higher; return it to its owner's hand."],
     [{'return_to_hand': True, 'target': 'enemy_unit', 'where': {'pilot_min_level': 4}}]),
    ('condition.it_is+pilot_level',  # "if it is paired with a Pilot that is Lv.3 or lower" (10-2-1)
     '【Main】Choose 1 friendly Unit. It recovers 2 HP. Then, if it is paired with a Pilot that is Lv.3 or lower, draw 1.',
     '【メイン】味方のユニット1つを選ぶ。それを2回復する。その後、それにLv.3以下のパイロットがセットされているなら、自分は1枚ドローする。',
     '【主要】選擇友方的 1 張機體。該機體回復 2 點 HP。之後，若該機體搭乘了 Lv.3 以下的駕駛員，則抽 1 張卡。',
     ['Main phase: choose 1 friendly unit; it recovers 2 HP; if it is a unit paired with a pilot of Lv.3 or lower, '
      'draw 1.'],
     [{'recover': 2, 'target': 'friendly_unit'},
      {'draw': 1, 'player': 'self', 'condition': {'kind': 'chosen_is', 'where': {'pilot_max_level': 3}}}]),
    ('filter.either_bound',  # "… or …": either bound, the state before it still holds
     '【Main】Choose 1 rested enemy Unit with 2 or less HP or that is Lv.5 or higher. Return it to its owner\'s hand.',
     '【メイン】HP2以下かLv.5以上のレストの相手のユニット1つを選ぶ。それを持ち主の手札に戻す。',
     '【主要】選擇對方的 1 張 HP 2 以下或 Lv.5 以上的休息狀態的機體。將該機體放回持有者的手牌。',
     ["Main phase: choose 1 rested enemy unit with HP 2 or less or of Lv.5 or higher; return it to its owner's hand."],
     [{'return_to_hand': True, 'target': 'enemy_unit', 'where': {'any_of': [{'max_hp': 2}, {'min_level': 5}],
                                                                  'state': 'rested'}}]),
    ('filter.battling_phrase',  # "battling <a target phrase>" (8-2): the inner phrase's own filters
     '【Action】Choose 1 enemy Unit with 4 or less HP battling a friendly (Harbor Fleet) Unit with <Blocker>. '
     'Return it to its owner\'s hand.',
     '【アクション】《ブロッカー》を持つ〔港湾艦隊〕の味方のユニットとバトルしているHP4以下の相手のユニット1つを選ぶ。'
     'それを持ち主の手札に戻す。',
     '【瞬動】選擇對方的 1 張與擁有《阻擋者》的擁有〈港灣艦隊〉的友方機體戰鬥中的 HP 4 以下的機體。將該機體放回持有者的手牌。',
     ["Action step: choose 1 enemy unit battling a friendly (Harbor Fleet) unit with <Blocker> with HP 4 or less; "
      "return it to its owner's hand."],
     [{'return_to_hand': True, 'target': 'enemy_unit',
       'where': {'max_hp': 4, 'battling_who': 'friendly',
                 'battling_where': {'keyword': 'blocker', 'traits': ['Harbor Fleet']}}}]),
]


@pytest.mark.parametrize(("part", "en", "ja", "zh", "words", "script"), PARTS, ids=[p[0] for p in PARTS])
def test_each_part_reads_the_same_in_every_printed_language_and_runs(part, en, ja, zh, words, script):
    readings = {lang: read(text, lang) for lang, text in (("en", en), ("ja", ja), ("zh-Hant", zh))}
    for lang, reading in readings.items():
        assert all(a.body is not None for a in reading.abilities), (lang, [a.reason for a in reading.abilities])
        assert shape(reading) == shape(readings["en"]), lang
    assert explain(readings["en"], GAME.explain_words) == words
    translation = printed.translate(readings["en"], "command" if en.startswith(("【Main】", "【Action】")) else "unit")
    if script is None:  # read, but the executor cannot run it exactly: by hand, saying why
        assert translation.reasons[0] is not None
        return
    assert translation.reasons == (None,)
    assert translation.effects[0]["script"] == script


@pytest.mark.parametrize("text", [
    # an extreme on a base choice: not run by the executor
    '【Main】Choose 1 enemy Unit/Base with the highest HP. Deal 1 damage to it.',
])
def test_an_extreme_the_executor_cannot_run_exactly_is_by_hand(text):
    translation = printed.translate(read(text, "en"), "command")
    assert translation.reasons[0] is not None


@pytest.mark.parametrize("text,count,at_least", [
    ('【Main】Choose 2 enemy Units with the lowest HP. Rest them.', 2, None),
    ('【Main】Choose up to 2 enemy Units with the highest AP. Rest them.', 2, 0),
])
def test_several_chosen_by_an_extreme_are_the_tied_units_else_by_hand(text, count, at_least):
    """s17-gcg: the candidates are the units tied for the extreme (10-3-3); `whole`: with fewer tied than the
    count, "the two lowest" and "two of the tied lowest" differ and the rules do not say — by hand as it comes
    (effects.short_of_whole; played in tests/scenarios/gcg/printed-s17-choose-two-lowest*.yaml)."""
    translation = printed.translate(read(text, "en"), "command")
    assert translation.reasons == (None,)
    (step,) = translation.effects[0]["script"]
    assert step["count"] == count and step.get("at_least") == at_least and step["whole"] is True
    assert set(step["where"]) == {"lowest" if "lowest" in text else "highest"}


def test_a_pilots_lv_is_never_read_as_the_units():
    """Before s6-gcg-b, "paired with a Pilot" was read and "that is Lv.3 or lower" then bounded the
    unit: the wrong card could be chosen. Now the bound is the pilot's, in every language."""
    for text, lang in (("【Main】Choose 1 friendly Unit paired with a Pilot that is Lv.3 or lower. Rest it.", "en"),
                       ("【メイン】Lv.3以下のパイロットがセットされている味方のユニット1つを選ぶ。それをレストにする。", "ja")):
        (ability,) = read(text, lang).abilities
        filters = ability.body[0].target.filters
        assert [(f.attr, f.op, f.value) for f in filters] == [("pilot_level", "<=", 3)], lang


def test_lv_dot_ends_the_sentence_only_after_lowest_or_highest():
    (ability,) = read('【Deploy】Choose 1 enemy Unit that is Lv.3 or lower. Rest it.', "en").abilities
    assert [s.verb for s in ability.body] == ["choose", "rest"]
    (ability,) = read('【Deploy】Choose 1 enemy Unit with the lowest Lv. Rest it.', "en").abilities
    assert [s.verb for s in ability.body] == ["choose", "rest"]


def test_an_or_with_no_bound_before_it_is_by_hand_and_the_reading_is_json():
    from rules_engine.core.effects.model import Reading

    (ability,) = read("【Main】Choose 1 enemy Unit or has 1 or less AP. Rest it.", "en").abilities
    assert ability.body is None
    reading = read("【Deploy】Choose 1 enemy Unit that is Lv.1 or lower or has 1 or less AP. Destroy it.", "en")
    assert Reading.from_dict(reading.to_dict()) == reading  # the per-file cache stores readings as JSON


def test_battling_an_enemy_unit_with_a_filter_bounds_the_enemy_unit_not_this_one():
    """Before s6-gcg-b, "battling an enemy Unit" was read and "with <Blocker>" then bounded the
    chosen friendly unit itself."""
    (ability,) = read("【Action】Choose 1 friendly Unit battling an enemy Unit with <Blocker>. Rest it.", "en").abilities
    (f,) = ability.body[0].target.filters
    assert (f.attr, f.value) == ("battling_with", ("enemy", (("keyword", "has", "blocker"),)))


@pytest.mark.parametrize("text", [
    '【Destroyed】You and the player who destroyed this Unit draw 1.',  # destroyed by an effect: whose?
    '【Attack】If this Unit is destroyed with battle damage, draw 1.',  # known only as it is destroyed
])
def test_the_player_who_destroyed_it_is_known_only_after_battle_damage(text):
    """s7-gcg: the destroyer is the player whose unit's battle damage destroyed it (8-5-3); any
    other use of "the player who destroyed this Unit" or of the condition stays by hand."""
    translation = printed.translate(read(text, "en"), "unit")
    assert translation.reasons[0] is not None


@pytest.mark.parametrize("text", [
    # an active enemy unit is not what 3-2-4's exception prints: unread
    'On the turn this Unit is deployed, it may choose an active enemy Unit as its attack target and attack it.',
    'On the turn this Unit is deployed, it may choose a rested friendly Unit as its attack target and attack it.',
])
def test_a_deploy_turn_attack_on_other_targets_stays_by_hand(text):
    """s7-gcg: only "a rested enemy Unit (…)" is read as the deploy-turn permission's targets."""
    assert read(text, "en").abilities[0].body is None
