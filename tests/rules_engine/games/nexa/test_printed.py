"""The NEX-A reader and its model -> executor table (issue 29): what is read, what runs, and
that every printed card loads."""

from pathlib import Path

import pytest

from rules_engine.cards.check import check_files, summary
from rules_engine.core.registry import get_game
from rules_engine.games.nexa.cards import load_card_file, parse_cards
from rules_engine.paths import data_dir

CORPUS = data_dir() / "cards" / "corpus" / "nexa.yaml"


def _read(text: str):
    return get_game("nexa").read_text(text)


def test_the_template_corpus_is_at_least_70_percent_automated_and_every_card_loads():
    reports = check_files(get_game("nexa"), [CORPUS])
    totals = summary(reports)
    assert totals["loaded"] == totals["cards"] == 183
    assert totals["automated"] / totals["effects"] >= 0.70
    assert len(load_card_file(Path(CORPUS))) == 183


def test_the_keyword_line_is_one_ability_per_keyword_with_its_printed_cost():
    abilities = _read("戦闘配備　〔１〕：ゲイン　〔０〕：改装［ガルディア系］").abilities
    assert [a.keyword.name for a in abilities] == ["battle_deploy", "gain", "refit"]
    assert abilities[1].cost.resources == 1 and abilities[2].cost is None  # D-114-1
    assert all(a.body is not None for a in abilities)


@pytest.mark.parametrize("text, verb", [
    ("（防御ステップ）：戦闘エリアにいる敵軍ユニット１枚に、４ダメージを与える。", "damage"),
    ("（常時）：カード２枚を引く。", "draw"),
    ("『常駐』：全ての自軍ユニットは、±０／±０／＋１を得る。", "modify"),
])
def test_a_read_text_has_its_verb(text, verb):
    (ability,) = _read(text).abilities
    assert ability.body and ability.body[0].verb == verb


@pytest.mark.parametrize("text, unread", [
    ("（戦闘フェイズ）〔X〕：カード１枚を引く。", "〔X〕"),  # a variable cost: not a contract form
    ("（常時）：自軍本国を５回復する。", "自軍本国を5回復する"),  # 回復: no rule defines it
    ("『常駐』：このカードが受ける全ての通常ダメージは、２減殺される。", "このカードが受ける"),
])
def test_what_the_engine_cannot_run_is_by_hand_with_the_phrase(text, unread):
    (ability,) = _read(text).abilities
    assert ability.body is None and unread in ability.unread


def test_a_set_group_text_on_a_command_is_by_hand_and_a_printed_command_gets_its_script():
    (card,) = parse_cards([{"number": "P1", "name": "補給線", "type": "command",
                            "cost": {"total": 1, "roll": {"blue": 1}}, "text": "（常時）：カード２枚を引く。"}])
    assert card.timing == "always" and card.script[0].draw == 2
    (card,) = parse_cards([{"number": "P2", "name": "回復", "type": "command",
                            "cost": {"total": 1, "roll": {"blue": 1}}, "text": "（常時）：自軍本国を５回復する。"}])
    assert card.timing == "always" and card.script == []  # by hand, its timing kept


def test_a_keyword_the_card_type_cannot_hold_loads_as_a_text_by_hand():
    (card,) = parse_cards([{"number": "P3", "name": "補給士", "type": "character",
                            "cost": {"total": 1, "roll": {"blue": 1}}, "text": "〔１〕：供給"}])
    assert card.keywords == [] and card.effects[0].script == [] and card.effects[0].timing == "own.attack"


def test_what_a_printing_leaves_blank_or_variable_loads():
    """Every printed card loads (issue 29): a G with no text (its `lang` column kept), a G whose
    gain level is printed 0 (none, B7-12), an ACE with no 地形適性 (the ACE anatomy prints none)
    or a "-" cost, a cost X (chosen when played, at least 1), a command of the draw phase."""
    rows = [
        {"number": "X-G", "name": "試作グラフィック", "type": "graphic", "g_sign": {"color": "white", "attribute": "SEED"},
         "guard": 5, "gain_level": 0, "lang": "ja"},
        {"number": "X-ACE", "name": "試作エース", "type": "ace", "cost": {"total": 4, "roll": {"blue": 2}},
         "g_sign": {"color": "purple", "attribute": "NEX-A"}, "melee": 4, "ranged": 4, "defense": 4,
         "text": "（自軍攻撃ステップ）〔R〕：自軍G１枚をリロールする。", "lang": "ja"},
        {"number": "X-ACE2", "name": "試作エース二", "type": "ace", "g_sign": {"color": "purple", "attribute": "NEX-A"},
         "text": "（戦闘フェイズ）〔３〕：このカードは、ターン終了時まで地形適性「宇宙」を得る。"},
        {"number": "X-X", "name": "可変指令", "type": "command", "cost": {"total": "X", "roll": {"green": 2}},
         "text": "（防御ステップ）：戦闘エリアにいる敵軍ユニット１枚にXダメージを与える。"},
        {"number": "X-DRAW", "name": "朝の指令", "type": "command", "cost": {"total": 1, "roll": {"red": 1}},
         "text": "（自軍ドローフェイズ）：カード１枚を引く。"},
    ]
    graphic, ace, uncosted, variable, draw = parse_cards(rows)
    assert graphic.gain_level is None and graphic.guard == 5
    assert ace.terrain == [] and ace.cost.total == 4
    assert uncosted.uncosted and uncosted.cost is None  # never played by paying a cost
    assert variable.cost.variable and variable.cost.total == 1 and variable.script == []  # X: by hand
    assert draw.timing == "own.draw" and draw.script


def test_two_texts_run_on_one_printed_line_are_two_abilities():
    abilities = _read("『恒常』：このカードの解決直後に、自軍本国に２ダメージを与える事ができる。"
                      "（配備フェイズ）：カード１枚を引く。").abilities
    # a 『恒常』 text at a moment applies once then, as a 起動 text does (D-85)
    assert [a.timing for a in abilities] == ["trigger", "deploy"]
    assert abilities[0].trigger.get("event") == "resolved"
    assert abilities[1].body is not None


def test_a_roll_cost_with_no_colour_names_the_colours_a_player_can_write(tmp_path):
    path = tmp_path / "c.csv"
    path.write_text("number,name,type,cost.total,cost.roll,text\nX-1,A,character,3,blue:1; :1,クイック\n",
                    encoding="utf-8")
    (report,) = check_files(get_game("nexa"), [path])
    assert not report.loaded
    assert "':1' has no key" in report.error and "blue, green, black, red, brown, white, purple" in report.error


def test_a_note_on_its_own_line_is_no_ability():
    """A 「（注：…）」 line clarifies the text above it (the official card list prints them): it is
    shown with the card but is not an effect, automated or by hand."""
    abilities = _read("（戦闘フェイズ）：カード１枚を引く。\n（注：この効果は、１ターンに１回のみ解決できる）").abilities
    assert [a.timing for a in abilities] == ["battle"]


def test_scrap_this_card_then_in_that_case_runs_and_what_it_cannot_check_stays_by_hand():
    """「このカードを廃棄する。その場合、…」 (D-96, D-127): the rest runs only when the engine
    checks, before discarding, that it can apply (a target still legal, checked with the card)."""
    (ability,) = _read("（戦闘フェイズ）〔１〕：このカードを廃棄する。その場合、敵軍ユニット１枚に２ダメージを与える。").abilities
    assert [(s.verb, s.if_done) for s in ability.body] == [("scrap", False), ("damage", True)]
    (card,) = parse_cards([{"number": "P1", "name": "砲台", "type": "unit", "cost": {"total": 1, "roll": {"red": 1}},
                            "g_sign": {"color": "red", "attribute": "NOVA"}, "melee": 1, "ranged": 1, "defense": 2,
                            "terrain": ["space"], "text": "（戦闘フェイズ）〔０〕：このカードを廃棄する。その場合、カード１枚を引く。"}])
    assert [s.verb for s in card.effects[0].script] == ["scrap", "draw"]
    # a roll or reroll may not apply (a unit already in that state): D-127 is not checked, by hand
    (ability,) = _read("（戦闘フェイズ）〔１〕：このカードを廃棄する。その場合、自軍ユニット１枚をリロールする。").abilities
    assert ability.body is None and "D-127" in ability.reason
    # 「その場合」 after anything but 「このカードを廃棄する」 is not read
    (ability,) = _read("（戦闘フェイズ）〔１〕：敵軍ユニット１枚に１ダメージを与える。その場合、カード１枚を引く。").abilities
    assert ability.body is None and ability.unread.startswith("その場合")
    # a command is not on the 場 to be discarded
    (card,) = parse_cards([{"number": "P2", "name": "自沈", "type": "command", "cost": {"total": 1, "roll": {"red": 1}},
                            "text": "（常時）：このカードを廃棄する。その場合、カード１枚を引く。"}])
    assert card.script == []


def test_a_scrap_step_names_no_target():
    with pytest.raises(ValueError, match="D-96"):
        parse_cards([{"number": "P3", "name": "砲台", "type": "unit", "cost": {"total": 1, "roll": {"red": 1}},
                      "g_sign": {"color": "red", "attribute": "NOVA"}, "melee": 1, "ranged": 1, "defense": 2,
                      "terrain": ["space"], "effects": [{"timing": "battle", "cost": {"any": 1},
                                                         "script": [{"scrap": True, "target": "enemy_unit"}]}]}])


def test_a_command_rolls_an_ammo_g_right_after_it_resolves_if_its_player_chooses():
    """『恒常』「このカードの解決直後に、本来の記述に「特徴：装弾」を持つ自軍G１枚をロールできる。その場合、
    カード１枚を引く。」 (D-83, D-85, D-6, D-127): the command keeps its own script and gains an
    optional automatic text on `resolved`; a text after 「できる」 not joined by 「その場合」 is by hand."""
    (card,) = parse_cards([{"number": "P4", "name": "装填", "type": "command", "traits": ["装弾"],
                            "cost": {"total": 1, "roll": {"red": 1}},
                            "text": "『恒常』：このカードの解決直後に、本来の記述に「特徴：装弾」を持つ自軍G１枚をロールできる。"
                                    "その場合、カード１枚を引く。\n（常時）：敵軍ユニット１枚に１ダメージを与える。"}])
    assert card.timing == "always" and [s.verb for s in card.script] == ["damage"]
    (text,) = card.effects
    assert (text.timing, text.on, text.optional) == ("trigger", "resolved", True)
    assert [(s.verb, s.aim, s.trait) for s in text.script] == [("roll", "own_g", "装弾"), ("draw", "self", None)]
    (ability,) = _read("『恒常』：このカードの解決直後に、本来の記述に「特徴：装弾」を持つ自軍G１枚をロールできる。"
                       "カード１枚を引く。").abilities
    assert ability.body is None
    # `on: resolved` is a command's moment only
    with pytest.raises(ValueError, match="resolved"):
        parse_cards([{"number": "P5", "name": "砲台", "type": "unit", "cost": {"total": 1, "roll": {"red": 1}},
                      "g_sign": {"color": "red", "attribute": "NOVA"}, "melee": 1, "ranged": 1, "defense": 2,
                      "terrain": ["space"], "effects": [{"timing": "trigger", "on": "resolved",
                                                         "script": [{"draw": 1}]}]}])


def test_same_attribute_is_the_printed_g_sign_and_a_card_without_one_is_by_hand():
    """「このカードと同じ属性のGサインを持つ自軍ユニット１枚」 (B7-8): the card's own attribute is
    written into the step when it loads; a card printed without a G sign has none to match."""
    text = "（ダメージ判定ステップ）：このカードと同じ属性のGサインを持つ自軍ユニット１枚は、ターン終了時まで＋２／＋２／＋２を得る。"
    (card,) = parse_cards([{"number": "P6", "name": "加護", "type": "command", "cost": {"total": 1, "roll": {"white": 1}},
                            "g_sign": {"color": "white", "attribute": "HALO"}, "text": text}])
    assert [(s.aim, s.attribute) for s in card.script] == [("own_unit", "HALO")]
    (card,) = parse_cards([{"number": "P7", "name": "加護", "type": "command", "cost": {"total": 1, "roll": {"white": 1}},
                            "text": text}])
    assert card.script == []
    (ability,) = _read("（ダメージ判定ステップ）〔１〕：交戦中の自軍ユニット１枚は、ターン終了時まで＋２／＋２／＋２を得る。").abilities
    assert ability.body is not None and get_game("nexa").read_text(ability.text).abilities[0].body is not None


@pytest.mark.parametrize("text, aim", [
    ("（常時）：全ての自軍ユニットをリロールする。", "all_own_units"),
    ("（常時）：全ての敵軍ユニットの上に－１／－１／－１コイン１個を乗せる。", "all_enemy_units"),
    ("（常時）：戦闘エリアにいる全ての敵軍ユニットは、ターン終了時まで－１／±０／－１を得る。", "all_battle_enemy_units"),
])
def test_every_unit_of_a_side_runs_without_a_target(text, aim):
    (card,) = parse_cards([{"number": "P8", "name": "全体", "type": "command", "cost": {"total": 1, "roll": {"red": 1}},
                            "text": text}])
    assert [s.aim for s in card.script] == [aim]


def test_every_unit_then_it_stays_by_hand():
    # 「全ての自軍ユニットは、…＋３／±０／±０と「速攻」を得る」: the keyword is every unit's, not one card's
    (ability,) = get_game("nexa").read_text("（攻撃ステップ）：全ての自軍ユニットは、ターン終了時まで＋３／±０／±０と「速攻」を得る。").abilities
    assert ability.body is None and "全ての" in ability.reason


def test_every_enemy_unit_engaged_with_this_card_is_a_cards_own_text():
    text = "（戦闘フェイズ）〔２〕：このカードと交戦中の全ての敵軍ユニットに２ダメージを与える。"
    (card,) = parse_cards([{"number": "P9", "name": "掃射", "type": "unit", "cost": {"total": 1, "roll": {"green": 1}},
                            "g_sign": {"color": "green", "attribute": "NOVA"}, "melee": 1, "ranged": 1, "defense": 3,
                            "terrain": ["earth"], "text": text}])
    assert [s.aim for s in card.effects[0].script] == ["all_engaged_enemy_units_here"]
    (card,) = parse_cards([{"number": "P10", "name": "掃射", "type": "command", "cost": {"total": 1, "roll": {"green": 1}},
                            "text": "（戦闘フェイズ）：このカードと交戦中の全ての敵軍ユニットに２ダメージを与える。"}])
    assert card.script == []  # a command is engaged with nothing


# --- s7: unit targets read as a grammar (D-30, D-31) -------------------------------------------
@pytest.mark.parametrize("phrase, aim, extra", [
    # parts in combinations no single seen printing combines
    ("４以下の防御力を持つ、「特徴：ＭＳ」を持つ敵軍ユニット１枚", "enemy_unit", {"max_defense": 4, "trait": "MS"}),
    ("戦闘エリアにいる、「特徴：ＭＡ」を持つ、ダメージを受けている敵軍ユニット１枚", "battle_enemy_unit",
     {"trait": "MA", "damaged": True}),
    ("このカード以外の、「特徴：Ｘ系」を持つ自軍ユニット１枚", "other_own_unit", {"trait": "X系"}),
    ("交戦中の、ダメージを受けている自軍ユニット１枚", "engaged_own_unit", {"damaged": True}),
])
def test_a_unit_target_is_read_part_by_part(phrase, aim, extra):
    from rules_engine.games.nexa.printed import to_card

    card = to_card({"number": "T", "name": "T", "type": "command", "cost": {"total": 1},
                    "text": f"（戦闘フェイズ）：{phrase}を破壊する。"})
    assert card["script"] == [{"destroy": True, "target": aim, **extra}]


@pytest.mark.parametrize("phrase", [
    "配備エリアにいる敵軍ユニット１枚",  # a place the executor does not choose by: not a target
    "２以下の防御力を持つ全ての敵軍ユニット",  # 「全ての」 with a 防御力 limit: checked on a chosen unit only
    "戦闘エリアにいる、戦闘エリアにいる敵軍ユニット１枚",  # a part twice
    "全ての敵軍ユニット１枚",  # contradicting counts
    "敵軍ユニット",  # no count
    "このカード以外の、このセットグループ以外の自軍ユニット１枚",
])
def test_a_unit_target_with_an_unknown_or_contradicting_part_is_by_hand(phrase):
    reading = _read(f"（戦闘フェイズ）：{phrase}をロールする。")
    assert reading.abilities[0].body is None


def test_own_deck_damage_is_the_own_players():
    from rules_engine.games.nexa.printed import to_card

    card = to_card({"number": "T", "name": "T", "type": "command", "cost": {"total": 1},
                    "text": "（常時）：自軍本国に２ダメージを与える。敵軍本国の上のカード１枚を捨て山に移す。"})
    assert card["script"] == [{"deck_damage": 2, "player": "self"}, {"deck_damage": 1, "player": "enemy"}]
    # a 本国 and another player's 捨て山 is not 本国 damage (B9-5)
    assert _read("（常時）：敵軍本国の上のカード１枚を自軍捨て山に移す。").abilities[0].body is None


def test_what_a_unit_gains_is_a_list_of_parts_on_the_same_unit():
    from rules_engine.games.nexa.printed import to_card

    card = to_card({"number": "T", "name": "T", "type": "command", "cost": {"total": 1},
                    "text": "（常時）：自軍ユニット１枚は、ターン終了時まで「強襲」、＋１／＋１／±０、地形適性「宇宙」を得る。"})
    assert card["script"] == [{"grant": "assault", "target": "own_unit", "until": "turn_end"},
                              {"modify": [1, 1, 0], "target": "it", "until": "turn_end"},
                              {"terrain": ["space"], "target": "it", "until": "turn_end"}]


@pytest.mark.parametrize("text", [
    "（常時）：自軍ユニット１枚は、ターン終了時まで「速攻」または「高機動」を得る。",  # a choice, not a list
    "（常時）：自軍ユニット１枚は、ターン終了時まで「強襲」、＋３／±０／±０のいずれか１つを得る。",
    "（常時）：自軍ユニット１枚は、ターン終了時まで「強襲」、「〔０〕：供給」を得る。",  # a text, not a keyword
])
def test_a_gains_list_with_a_part_not_consumed_is_by_hand(text):
    assert _read(text).abilities[0].body is None


def test_this_card_as_the_subject_of_its_event_reads_as_the_event():
    reading = _read("『起動』：このカードは、破壊された場合、ターン終了時まで＋１／±０／±０を得る。")
    ability = reading.abilities[0]
    assert ability.trigger.get("event") == "destroyed" and ability.body[0].verb == "modify"
    # an event the reader does not know, or a sentence not about this card, stays by hand
    assert _read("『起動』：このカードは、交戦中となった場合、ターン終了時まで＋１／±０／±０を得る。").abilities[0].body is None
    assert _read("『起動』：このカードは、場に出た場合、敵軍ユニット１枚に２ダメージを与える。").abilities[0].body is None


def test_scrapping_a_unit_is_a_move_to_the_junkyard_and_this_card_keeps_its_own_line():
    from rules_engine.games.nexa.printed import to_card

    card = to_card({"number": "T", "name": "T", "type": "command", "cost": {"total": 1},
                    "text": "（常時）：敵軍ユニット１枚を廃棄する。"})
    assert card["script"] == [{"move": "junkyard", "target": "enemy_unit"}]
    assert _read("『起動』：このカードが破壊された場合、このカードを廃棄する。").abilities[0].body[0].verb == "scrap"
    # a destroyed unit's 廃棄 already waits in the cut (D-93): by hand
    assert _read("（常時）：破壊されている自軍ユニット１枚を廃棄する。").abilities[0].body is None


@pytest.mark.parametrize("text, state", [
    ("（戦闘フェイズ）〔１〕：このカードは交戦中の場合、ターン終了時まで＋２／±０／±０を得る。", "engaged"),
    ("（戦闘フェイズ）〔１〕：このカードが、戦闘エリアにいる場合、敵軍ユニット１枚に１ダメージを与える。", "in_battle_area"),
])
def test_a_condition_on_this_card_in_either_phrasing(text, state):
    ability = _read(text).abilities[0]
    assert ability.body is not None and ability.conditions[0].get("state") == state


def test_a_condition_that_is_a_choice_of_states_is_by_hand():
    text = "（戦闘フェイズ）〔１〕：このカードが、攻撃に出撃している、または交戦中の場合、カード１枚を引く。"
    assert _read(text).abilities[0].body is None


def test_every_unit_with_a_trait_in_a_command_and_in_a_continuous_text():
    from rules_engine.games.nexa.printed import to_card

    card = to_card({"number": "T", "name": "T", "type": "command", "cost": {"total": 1},
                    "text": "（常時）：「特徴：ＭＳ」を持つ全ての敵軍ユニットは、ターン終了時まで－１／±０／±０を得る。"})
    assert card["script"] == [{"modify": [-1, 0, 0], "target": "all_enemy_units", "until": "turn_end", "trait": "MS"}]
    unit = to_card({"number": "U", "name": "U", "type": "unit", "cost": {"total": 1},
                    "text": "『常駐』：「特徴：ＭＡ」を持つ全ての自軍ユニットは、「高機動」を得る。"})
    assert unit["effects"][0]["script"] == [{"grant": "high_mobility", "target": "own_unit", "trait": "MA"}]
    # a 防御力 limit on every unit is checked on a chosen unit only: by hand
    assert _read("（常時）：３以下の防御力を持つ全ての敵軍ユニットをロールする。").abilities[0].body is None


def test_an_own_g_is_a_target_to_roll_only():
    from rules_engine.games.nexa.printed import to_card

    card = to_card({"number": "T", "name": "T", "type": "command", "cost": {"total": 1},
                    "text": "（常時）：本来の記述に「特徴：装弾」を持つ自軍Ｇ１枚をロールする。"})
    assert card["script"] == [{"roll": True, "target": "own_g", "trait": "装弾"}]
    reroll = get_game("nexa").read_text("（配備フェイズ）〔R〕：自軍Ｇ１枚をリロールする。")
    assert reroll.abilities[0].body is None  # the executor's own G is a standing G to roll (B7-3)


def test_discarding_own_hand_cards_then_in_that_case_runs_on_used_type_texts_and_commands_only():
    """「自軍手札N枚を廃棄する。その場合、…」 (D-96, D-127): the discard step first, then what follows;
    an automatic text (no decision while it applies, D-83 … D-86) or a discard later in the text
    stays by hand, and the card model refuses such a script."""
    (ability,) = _read("（常時）：自軍手札１枚を廃棄する。その場合、カード２枚を引く。").abilities
    assert [(s.verb, s.if_done) for s in ability.body] == [("discard", False), ("draw", True)]
    (card,) = parse_cards([{"number": "P6", "name": "交換", "type": "command", "cost": {"total": 1, "roll": {"red": 1}},
                            "text": "（常時）：自軍手札２枚を廃棄する。その場合、カード２枚を引く。"}])
    assert [(s.verb, s.discard_hand or s.draw) for s in card.script] == [("discard_hand", 2), ("draw", 2)]
    (ability,) = _read("『起動』：このカードが場に出た場合、自軍手札１枚を廃棄する。その場合、カード２枚を引く。").abilities
    assert ability.body is None and "first step of a used-type text or command" in ability.reason
    (ability,) = _read("（常時）：カード２枚を引く。自軍手札１枚を廃棄する。").abilities
    assert ability.body is None
    unit = {"number": "P7", "name": "砲台", "type": "unit", "cost": {"total": 1, "roll": {"red": 1}},
            "g_sign": {"color": "red", "attribute": "NOVA"}, "melee": 1, "ranged": 1, "defense": 2, "terrain": ["space"]}
    with pytest.raises(ValueError, match="automatic"):
        parse_cards([{**unit, "effects": [{"timing": "trigger", "on": "enter",
                                           "script": [{"discard_hand": 1}, {"draw": 2}]}]}])
    with pytest.raises(ValueError, match="first step"):
        parse_cards([{**unit, "effects": [{"timing": "battle", "script": [{"draw": 2}, {"discard_hand": 1}]}]}])


def test_the_hand_discard_is_offered_to_its_controller_alone():
    """Only A answers the prompt and only A's legal actions name A's hand cards (hidden from B, D-30)."""
    from rules_engine.games.nexa.checks import hidden_from
    from rules_engine.tools.scenario import Runner, load

    path = Path(__file__).resolve().parents[3] / "scenarios" / "nexa" / "printed-discard-from-hand.yaml"
    data, positions, game = load(path)
    runner = Runner({**data, "steps": data["steps"][:3]}, positions, game)
    runner.run()
    match, state = runner.match, runner.match.state
    assert state.prompt.kind == "hand_discard" and state.prompt.player == "A"
    hand = set(state.zone("A", "hand"))
    assert hand <= hidden_from(state, "B")
    assert [a.kind for a in match.legal_actions("B")] == ["concede"]
    assert {c for a in match.legal_actions("A") if a.kind == "discard" for c in a.args["cards"]} == hand
    assert not hand & set(_ids_in(match.view("B").get("prompt")))


def _ids_in(value) -> list[int]:
    if isinstance(value, dict):
        return [i for v in value.values() for i in _ids_in(v)]
    if isinstance(value, list):
        return [i for v in value for i in _ids_in(v)]
    return [value] if isinstance(value, int) and not isinstance(value, bool) else []


def test_a_text_or_command_with_nothing_to_act_on_is_not_offered():
    """D-128 空撃ち禁止 (s16-games round 2): the listing never offers what the engine would refuse —
    a force text of a card outside a battle area, an engaged-enemy-force text with none engaged, a
    「全ての」 command with no such unit — and offers each one that has something to act on."""
    from rules_engine.tools.scenario import Runner, load

    path = Path(__file__).resolve().parents[3] / "scenarios" / "nexa" / "printed-nothing-to-resolve.yaml"
    data, positions, game = load(path)
    runner = Runner({**data, "steps": []}, positions, game)
    runner.run()
    match = runner.match
    ids = runner.ids  # the scenario's names for the cards
    offered = {(a.kind, a.args["card"], a.args.get("effect")) for a in match.legal_actions("A")
               if a.kind in ("play", "activate")}
    assert ("activate", ids["a2"], 0) not in offered and ("activate", ids["a2"], 1) not in offered
    assert ("activate", ids["a3"], 1) not in offered and ("activate", ids["a3"], 0) in offered
    assert ("activate", ids["a1"], 1) in offered
    assert ("play", ids["c1"], None) not in offered and ("play", ids["c2"], None) in offered
