"""The ALTCG reader and its model -> executor table (issue 29): what is read, what runs, what
stays by hand, that every printed card loads, and that a search shows the looked-at cards to
the looker alone."""

from pathlib import Path

import pytest

from rules_engine.cards.check import check_files, summary
from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.games.altcg.cards import load_card_file, parse_cards
from rules_engine.games.altcg.checks import hidden_from
from rules_engine.games.altcg.printed import side
from rules_engine.paths import data_dir
from rules_engine.tools.scenario import run_file

CORPUS = data_dir() / "cards" / "corpus" / "altcg.yaml"
DEMO = data_dir() / "cards" / "altcg-demo.yaml"


def _read(text: str):
    return get_game("altcg").read_text(text)


def test_the_template_corpus_is_at_least_70_percent_automated_and_every_card_loads():
    totals = summary(check_files(get_game("altcg"), [CORPUS]))
    assert totals["loaded"] == totals["cards"] == 182
    assert totals["automated"] / totals["effects"] >= 0.70
    assert len(load_card_file(Path(CORPUS))) == 182


def test_the_demo_cards_are_printed_and_run_without_scripts():
    text = DEMO.read_text(encoding="utf-8")
    assert "script:" not in text and "effects:" not in text
    totals = summary(check_files(get_game("altcg"), [DEMO]))
    assert totals["effects"] - totals["automated"] == 1  # ALT-046 looks at the deck: by hand


@pytest.mark.parametrize("text, keyword", [
    ("■【速攻】(此卡在登場的回合即可發起攻擊)", ("rush", None)),
    ("■【遠程】", ("long_range", None)),
    ("■【強擊+200】(此卡發起攻擊的戰鬥中，此卡戰力+200)", ("strike", 200)),
    ("■【固守+100】", ("guard", 100)),
    ("■【潛水】", ("dive", None)),
    ("■【潜水】(己方回合結束時，將戰場上的此卡置於卡組最下方)", ("dive", None)),  # 潜: a Japanese form
    ("■【絕地反擊】(旗艦卡受到傷害，將作為旗艦耐久的此卡加入手牌時，可以無需支付費用使用此卡)", ("comeback", None)),
    ("■【改造】③：「試作疾風」(可以通過支付指定的費用將此卡覆蓋在戰場上指定的艦船卡上登場)", ("retrofit", 3)),
])
def test_every_keyword_the_rules_define_is_read_and_runs(text, keyword):
    (ability,) = _read(text).abilities
    assert (ability.keyword.name, ability.keyword.value) == keyword
    assert ability.body is not None  # 601: the engine's keyword rules run it
    assert ability.index is None  # a standing keyword is not counted (CONTRACTS §3b)


def test_reminder_text_is_not_a_second_effect_and_each_paragraph_is_one_ability():
    abilities = _read("■【遠程】(位於後排的此卡可以攻擊對方後排的卡牌)\n■【登場時】抽1張卡。").abilities
    assert [a.keyword.name if a.keyword else a.timing for a in abilities] == ["long_range", "on_enter"]
    assert abilities[1].index == 0


def test_awaken_is_a_durability_trigger_and_only_a_flagship_turns():
    (ability,) = _read("■【覺醒】己方的旗艦耐久為1或以下時，將此卡轉為反面。").abilities
    assert ability.timing == "awaken" and ability.trigger.get("n") == 1
    assert side("■【覺醒】己方的旗艦耐久為1或以下時，將此卡轉為反面。", "flagship")["effects"][0]["durability"] == 1
    ship = side("■【登場時】將此卡轉為反面。", "ship")["effects"][0]
    assert "script" not in ship  # a ship has no back side (204.3): by hand


@pytest.mark.parametrize("text, script", [
    ("■【登場時】將對方前排的1張費用為2或以下的艦船卡轉為休息狀態。",
     [{"rest": True, "target": "enemy_ship", "where": {"cost_max": 2, "row": "front"}}]),
    ("■【登場時】本回合中，己方前排的1張費用為3或以下的《重櫻》〈驅逐〉艦船卡戰力+100。",
     [{"power": 100, "target": "own_ship", "until": "turn",
       "where": {"class": "destroyer", "cost_max": 3, "faction": ["sakura_empire"], "row": "front"}}]),
    ("■【攻擊時】當己方的旗艦卡為《重櫻》卡牌時，本次戰鬥中，此卡戰力+100。",
     [{"power": 100, "target": "self", "until": "battle",
       "if": [{"kind": "flagship", "of": "self", "where": {"faction": ["sakura_empire"]}}]}]),
    ("■【主階段啟動】查看己方卡組最上方的3張卡，將其中最多1張《皇家》或《自由鳶尾》的卡牌公開並加入手牌，"
     "而後將其餘卡牌以隨機順序置於卡組最下方。",
     [{"search": 3, "reveal": False, "where": {"faction": ["royal_navy", "iris"]}}]),
    ("■【登場時】對方捨棄1張手牌。", [{"discard": 1, "chooser": "opponent"}]),
    ("■【被擊破時】抽1張卡。之後，從己方魔方卡組將1張魔方卡以反面置於費用區。", [{"draw": 1}, {"cube_ramp": 1}]),
    # 601, 304.4b: keywords given to this card, where it is; the reminder restates the keyword (206.2a)
    ("■當己方戰場上存在擁有紅色以外顏色的艦船卡時，前排的此卡獲得【強擊+200】(此卡發起攻擊的戰鬥中，此卡戰力+200)。",
     [{"grant": "strike 200", "target": "self", "until": "permanent", "place": "front",
       "if": [{"kind": "field", "of": "self", "where": {"colour_other": "red", "type": "ship"}, "at_least": 1}]}]),
    ("■當己方的魔方卡數量為3或以上時，作為旗艦耐久的此卡獲得【絕地反擊】(旗艦卡受到傷害，將作為旗艦耐久的此卡"
     "加入手牌時，可以無需支付費用使用此卡)。",
     [{"grant": "comeback", "target": "self", "until": "permanent", "place": "durability",
       "if": [{"kind": "cubes", "of": "self", "at_least": 3}]}]),
    ("■【登場時】對方捨棄1張手牌。之後，當對方手牌數量為7或以下時，本回合中，此卡獲得【速攻】。",
     [{"discard": 1, "chooser": "opponent"},
      {"grant": "rush", "target": "self", "until": "turn", "if": [{"kind": "hand", "of": "opponent", "at_most": 7}]}]),
    # 208.3: the support value
    ("■【對方回合中】戰場上的此卡支援+100。", [{"support": 100, "target": "self", "until": "permanent"}]),
    ("■當己方的旗艦耐久為1或以下時，所有區域的此卡支援+100。",
     [{"support": 100, "target": "self", "until": "permanent", "place": "anywhere",
       "if": [{"kind": "durability", "of": "self", "at_most": 1}]}]),
])
def test_a_read_text_runs_as_these_script_steps(text, script):
    effect = side(text, "ship")["effects"][0]
    assert effect["script"] == script


@pytest.mark.parametrize("text, why", [
    ("■【反制】將撤退區的此卡置於卡組最下方。", "將撤退區的此卡置於卡組最下方"),
    ("■【登場時】從以下中選擇1項。・抽1張卡。・本回合中，此卡戰力+100。", "從以下中選擇1項"),
    ("■【登場時】當己方的旗艦卡為《重櫻》卡牌時，抽1張卡。之後，抽1張卡。", "reach is unclear"),
    ("■【登場時】當己方的旗艦卡為《重櫻》卡牌時，可以抽1張卡。", "not understood"),
    # a keyword given where the card must be, by an effect that happens: no such lasting place (304.4)
    ("■【登場時】本回合中，所有區域的此卡獲得【速攻】。", "where the card is"),
    ("■【登場時】本回合中，此卡獲得【反制】。", "given only by a standing ability"),
])
def test_what_the_reader_is_unsure_of_is_by_hand_with_its_timing(text, why):
    (ability,) = _read(text).abilities
    assert ability.body is None and why in ability.reason
    assert ability.timing in ("counter", "on_enter")


# s6-altcg: the grammar's parts combine freely — each text below is a combination no seen card
# prints (clauses 304.1a, conditions 304.4b, filters 201/202/207/307.1a/601, 「進一步」 207)
@pytest.mark.parametrize("text, script", [
    ("■【登場時】抽1張卡，對方將其自身戰場上的1張費用為3或以下的艦船卡轉為休息狀態。",
     [{"draw": 1}, {"rest": True, "target": "enemy_ship", "where": {"cost_max": 3}, "chooser": "opponent"}]),
    ("■【被擊破時】捨棄1張手牌，並且，從己方魔方卡組將1張魔方卡以反面置於費用區。", [{"discard": 1}, {"cube_ramp": 1}]),
    # a duration in front covers every clause; one subject, two changes
    ("■【攻擊時】本次戰鬥中，此卡戰力+200，獲得【強擊+100】。",
     [{"power": 200, "target": "self", "until": "battle"}, {"grant": "strike 100", "target": "self", "until": "battle"}]),
    # 且: both conditions; 不存在: none; a row; the opponent's field
    ("■【登場時】當己方後排存在2張或以上艦船卡，且對方戰場上不存在處於激活狀態的艦船卡時，抽1張卡。",
     [{"draw": 1, "if": [{"kind": "field", "of": "self", "where": {"type": "ship", "row": "back"}, "at_least": 2},
                         {"kind": "field", "of": "opponent", "where": {"rested": False, "type": "ship"},
                          "at_most": 0}]}]),
    ("■【對方回合結束時】當後排的此卡處於休息狀態時，將此卡轉為激活狀態。",
     [{"set_active": True, "target": "self", "if": [{"kind": "this", "of": "self",
                                                      "where": {"rested": True, "row": "back"}}]}]),
    ("■【登場時】將對方戰場上的1張除「試作疾風」以外的擁有【遠程】技能的費用為3的艦船卡擊破。",
     [{"destroy": True, "target": "enemy_ship",
       "where": {"name_not": ["試作疾風"], "keyword": "long_range", "cost_min": 3, "cost_max": 3}}]),
    ("■【攻擊時】本次戰鬥中，此卡戰力+100。之後，當己方撤退區的事件卡數量為3張或以上時，此卡戰力進一步+100。",
     [{"power": 100, "target": "self", "until": "battle"},
      {"power": 100, "target": "self", "until": "battle",
       "if": [{"kind": "trash", "of": "self", "where": {"type": "event"}, "at_least": 3}]}]),
    ("■【主階段啟動】查看己方卡組最上方的4張卡，將其中最多3張〈驅逐〉或〈輕巡〉艦船卡公開並加入手牌，"
     "而後將其餘卡牌置於卡組最下方。",
     [{"search": 4, "reveal": False, "take": 3,
       "where": {"classes": ["destroyer", "light_cruiser"], "type": "ship"}}]),
    # unmarked triggers (304.2a): 【攻擊時】 checking the attacked card (602.11), 【擊破時】 (602.15)
    ("■此卡對對方的〈驅逐〉艦船卡發起攻擊時，本次戰鬥中，此卡戰力+200。",
     [{"power": 200, "target": "self", "until": "battle",
       "if": [{"kind": "battle", "of": "self", "attacking": True, "where": {"class": "destroyer", "type": "ship"}}]}]),
    # s16-games: both decks' tops revealed and put at the bottom, their costs compared (313.8a, 401, 202.1)
    ("■【被攻擊時】【每回合1次】公開雙方卡組最上方的1張卡，而後將其置於卡組最下方。當己方公開的卡牌的費用大於等於"
     "對方公開的卡牌的費用時，本次戰鬥中，此卡戰力+100。",
     [{"reveal_both": True},
      {"power": 100, "target": "self", "until": "battle", "if": [{"kind": "revealed_cost", "compare": ">="}]}]),
    ("■【登場時】公開雙方卡組最上方的1張卡，而後將其置於卡組最下方。當己方公開的卡牌的費用小於對方公開的卡牌的費用時，"
     "抽1張卡。", [{"reveal_both": True}, {"draw": 1, "if": [{"kind": "revealed_cost", "compare": "<"}]}]),
    # 「可以{discard}。若有執行此動作時，…」: the rest only when the discard was carried out (303.3a, 304.4b)
    ("■【主階段啟動】可以捨棄己方手牌中的1張事件卡。若有執行此動作時，抽2張卡。",
     [{"discard": 1, "where": {"type": "event"}}, {"draw": 2, "if": [{"kind": "done"}]}]),
])
def test_grammar_parts_combine_into_texts_no_seen_card_prints(text, script):
    effect = side(text, "ship")["effects"][0]
    assert effect["script"] == script


@pytest.mark.parametrize("text, why", [
    ("■【登場時】抽1張卡，將該卡公開。", "not understood"),  # a clause leaning on another (「該卡」)
    ("■【登場時】此卡戰力進一步+100。", "「進一步」 with no change before it"),
    ("■【登場時】當己方戰場上存在「甲」，或當己方撤退區存在3張或以上卡牌時，抽1張卡。", "not understood"),
    # more than one card left over, in no stated order: the order matters (401)
    ("■【登場時】查看己方卡組最上方的5張卡，將其中最多1張艦船卡公開並加入手牌，而後將其餘卡牌置於卡組最下方。",
     "not understood"),
    ("■【登場時】將對方戰場上的1張擁有【覺醒】技能的艦船卡擊破。", "a keyword the rules do not define"),
    # 602.5 would count an attack on any card: the trigger's own condition is not the engine's event
    ("■【每回合1次】此卡對對方的艦船卡發起攻擊時，抽1張卡。", "on a trigger whose event has a condition"),
])
def test_a_part_not_fully_consumed_leaves_the_effect_by_hand(text, why):
    (ability,) = _read(text).abilities
    assert ability.body is None and why in ability.reason


def test_a_search_for_up_to_two_shows_the_looked_cards_to_the_looker_alone_and_takes_two():
    """「將其中最多2張…加入手牌」 (313.7a, 313.8a): the prompt asks for up to 2; B never sees them."""
    cards = [{"number": "P-SRC2", "name": "索敵二", "type": "event", "colors": [], "cost": 0,
              "text": "■【主階段啟動】查看己方卡組最上方的4張卡，將其中最多2張卡牌公開並加入手牌，"
                      "而後將其餘卡牌以隨機順序置於卡組最下方。"}]
    game = get_game("altcg")
    config = game.playout_config("search2", {})
    config = type(config)(game="altcg", players=config.players, decks=config.decks, seed="search2",
                          options={"first_player": "A", "cards": cards})
    match = Match(config, game=game)
    state = match.state
    while state.prompt is not None and state.prompt.kind == "mulligan":
        match.apply(Action(state.prompt.player, "mulligan", {"redraw": False}))
    hand = state.zone("A", "hand")
    state.cards[hand[0]].number = "P-SRC2"
    match.apply(Action("A", "play", {"card": hand[0]}))
    looked = state.prompt.data["looked"]
    assert state.prompt.data["n"] == 2 and len(looked) == 4
    assert set(looked) <= hidden_from(state, "B") and not set(looked) & hidden_from(state, "A")
    assert "options" not in (match.view("B").get("prompt") or {})
    before = len(state.zone("A", "hand"))
    with pytest.raises(IllegalAction, match="at most 2") as refused:
        match.apply(Action("A", "choose", {"cards": looked[:3]}))
    assert refused.value.rule == "103.4c" and len(state.zone("A", "hand")) == before  # no state change
    match.apply(Action("A", "choose", {"cards": looked[:2]}))
    assert all(state.cards[u].zone == "hand" for u in looked[:2]) and len(state.zone("A", "hand")) == before + 2


def test_a_counter_ship_entering_itself_runs_only_in_its_window():
    assert side("■【反制】將手牌中的此卡登場。", "ship")["effects"][0]["script"] == [{"enter_self": True}]
    assert _read("■【登場時】將手牌中的此卡登場。").abilities[0].body is None  # 601.3a: from the hand only


def test_a_by_hand_ability_keeps_its_printed_cost():
    effect = side("■【登場時】可以將己方的1張魔方卡轉為休息狀態：將1張作為己方的旗艦耐久的卡牌加入手牌。", "ship")["effects"][0]
    assert effect["cost"] == [{"cubes": 1}] and effect["optional"] and "script" not in effect


def test_support_from_both_and_two_factions_load():
    (card,) = parse_cards([{"number": "X-1", "name": "雙屬", "type": "ship", "cost": 1, "faction": "royal_navy;iris",
                            "support": {"from": "field;hand", "value": 100}, "lang": "zh-Hant"}])
    assert card.support.reaches("field") and card.support.reaches("hand")
    assert (card.faction, card.factions) == ("royal_navy", ["iris"])


def test_a_class_205_2_does_not_list_loads_as_a_plain_class_name_and_a_printed_one_as_its_key():
    rows = [{"number": "X-BC", "name": "試作戰巡", "type": "ship", "cost": 3, "power": 500, "class": "戰巡"},
            {"number": "X-DD", "name": "試作驅逐", "type": "ship", "cost": 1, "power": 300, "class": "驅逐"},
            {"number": "X-EN", "name": "Trial", "type": "ship", "cost": 1, "power": 300, "class": "battlecruiser"}]
    cards = parse_cards(rows)
    assert [c.class_ for c in cards] == ["戰巡", "destroyer", "battlecruiser"]  # 205.2: never a load error
    reports = check_files(get_game("altcg"), [DEMO])
    assert all(r.loaded for r in reports)


def test_a_search_shows_the_looked_at_cards_to_the_looker_alone():
    path = Path(__file__).resolve().parents[3] / "scenarios" / "altcg" / "printed-events.yaml"
    assert run_file(path).status == "PASS"
    cards = [{"number": "P-SRCH", "name": "索敵", "type": "event", "colors": [], "cost": 0,
              "text": "■【主階段啟動】查看己方卡組最上方的3張卡，將其中最多1張艦船卡公開並加入手牌，而後將其餘卡牌以隨機順序置於卡組最下方。"}]
    game = get_game("altcg")
    config = game.playout_config("search", {})
    config = type(config)(game="altcg", players=config.players, decks=config.decks, seed="search",
                          options={"first_player": "A", "cards": cards})
    match = Match(config, game=game)
    state = match.state
    while state.prompt is not None and state.prompt.kind == "mulligan":
        match.apply(Action(state.prompt.player, "mulligan", {"redraw": False}))
    hand = state.zone("A", "hand")
    state.cards[hand[0]].number = "P-SRCH"  # the test's own card in A's hand
    state.cubes["A"].up = 1
    match.apply(Action("A", "play", {"card": hand[0]}))
    looked = state.prompt.data["looked"]
    assert not set(looked) & hidden_from(state, "A")
    assert set(looked) <= hidden_from(state, "B") and set(looked) <= hidden_from(state, None)
    assert "options" not in (match.view("B").get("prompt") or {})
    assert {c["uid"] for c in match.view("A")["prompt"]["looked"]} == set(looked)


def test_arranging_the_deck_top_shows_the_cards_to_the_looker_alone_and_puts_them_back_in_order():
    """「查看己方卡組最上方的3張卡，而後將其以任意順序置於卡組最上方」 (313.7a, 401): each prompt
    names the looked cards to A only; B's view and the public log never do."""
    cards = [{"number": "P-ARNG", "name": "整列", "type": "event", "colors": [], "cost": 0,
              "text": "■【主階段啟動】查看己方卡組最上方的3張卡，而後將其以任意順序置於卡組最上方。"}]
    game = get_game("altcg")
    config = game.playout_config("arrange", {})
    config = type(config)(game="altcg", players=config.players, decks=config.decks, seed="arrange",
                          options={"first_player": "A", "cards": cards})
    match = Match(config, game=game)
    state = match.state
    while state.prompt is not None and state.prompt.kind == "mulligan":
        match.apply(Action(state.prompt.player, "mulligan", {"redraw": False}))
    hand = state.zone("A", "hand")
    state.cards[hand[0]].number = "P-ARNG"
    top = state.zone("A", "deck")[:3]
    match.apply(Action("A", "play", {"card": hand[0]}))
    for pick in (top[2], top[0]):  # the third card on top, then the first; the second goes last
        looked = state.prompt.data["looked"]
        assert set(looked) == set(top) and not set(looked) & hidden_from(state, "A")
        assert set(looked) <= hidden_from(state, "B")
        assert "options" not in (match.view("B").get("prompt") or {})
        match.apply(Action("A", "choose", {"cards": [pick]}))
    assert state.prompt is None or state.prompt.kind != "choose"
    assert state.zone("A", "deck")[:3] == [top[2], top[0], top[1]]
    (line,) = [e for e in match.events[-1] if e.key == "altcg.event.arranges"]
    assert "cards" not in line.params and all(state.definition(u).name not in line.text for u in top)
    assert all(state.definition(u).name in line.private["A"] for u in top) and "B" not in line.private


def test_a_ship_played_from_the_hand_by_an_ability_is_offered_to_its_owner_alone():
    """「將手牌中的1張艦船卡登場」 (302.1a, 400.2): the prompt's ships are cards of A's hand — B's
    view names the slots only, and B has no deploy action."""
    cards = [{"number": "P-DEPL", "name": "急派", "type": "event", "colors": [], "cost": 0,
              "text": "■【主階段啟動】將手牌中的1張艦船卡登場。"},
             {"number": "P-DSHP", "name": "急派艦", "type": "ship", "colors": [], "cost": 5, "power": 300,
              "class": "destroyer"}]
    game = get_game("altcg")
    config = game.playout_config("deploy", {})
    config = type(config)(game="altcg", players=config.players, decks=config.decks, seed="deploy",
                          options={"first_player": "A", "cards": cards})
    match = Match(config, game=game)
    state = match.state
    while state.prompt is not None and state.prompt.kind == "mulligan":
        match.apply(Action(state.prompt.player, "mulligan", {"redraw": False}))
    hand = list(state.zone("A", "hand"))
    state.cards[hand[0]].number = "P-DEPL"
    for uid in hand[1:]:
        state.cards[uid].number = "P-DSHP"
    match.apply(Action("A", "play", {"card": hand[0]}))
    assert state.prompt.kind == "deploy" and set(state.prompt.options) == set(hand[1:])
    assert "options" not in match.view("B")["prompt"] and match.view("B")["prompt"]["slots"]
    assert set(match.view("A")["prompt"]["options"]) == set(hand[1:])
    assert not [a for a in match.legal_actions("B") if a.kind == "deploy"]
    match.apply(Action("A", "deploy", {"card": hand[1], "slot": "FL"}))
    assert state.cards[hand[1]].zone == "field" and state.cards[hand[1]].slot == "FL"


@pytest.mark.parametrize("text, keyword", [
    ("■【Ranged】(This card in the back row can attack the opponent's back row cards)", "long_range"),
    ("■【Defend +200】(When this card is attacked, it gets +200 power)", "guard 200"),
    ("■【Heavy Strike +100】(When this card attacks, it gets +100 power)", "strike 100"),
    ("■【Retaliation】(When the flagship card is damaged and this card as the flagship durability is added "
     "to the hand, you can use this card without paying the cost)", "comeback"),
    ("■【Rush】(This card can attack in the turn it is played)", "rush"),
])
def test_an_english_keyword_line_whose_reminder_restates_601_is_that_keyword(text, keyword):
    """The English lists (an unofficial translation): the reminder is the 601 definition, word for word."""
    assert side(text, "ship", "en") == {"keywords": [keyword]}


@pytest.mark.parametrize("text", [
    "■【Defend +200】(When this card is attacked, it gets +100 power)",  # the values disagree
    "■【Ranged】",  # no reminder to ground the name
    "■【Counter】(Can be used during our defense step) One card on our side gets +200 power for this battle.",
])
def test_any_other_english_line_is_by_hand(text):
    (ability,) = get_game("altcg").read_text(text, "en").abilities
    assert ability.body is None and "Chinese only" in ability.reason


@pytest.mark.parametrize("text, why", [
    # s16-games: two cards each at a deck's bottom at once: their owner orders them (401.4)
    ("■【登場時】公開雙方卡組最上方的2張卡，而後將其置於卡組最下方。", "each owner orders them, 401.4"),
    # 「己方公開的卡牌」 with no card this effect revealed before it
    ("■【登場時】當己方公開的卡牌的費用大於等於對方公開的卡牌的費用時，抽1張卡。", "no card revealed by this effect"),
    # declining the whole ability would also skip 「之後」, which does not depend on the discard
    ("■【主階段啟動】可以捨棄1張手牌。若有執行此動作時，抽2張卡。之後，抽1張卡。", "does not depend on it"),
    ("■【登場時】抽1張卡。若有執行此動作時，抽1張卡。", "other than a 「可以」 discard"),
])
def test_a_reading_the_engine_cannot_run_exactly_stays_by_hand(text, why):
    (ability,) = _read(text).abilities
    assert ability.body is None and why in ability.reason
