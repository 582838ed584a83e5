"""The UCG reader and its model -> executor table (issue 29): what is read in each printed
language, what runs, what stays by hand, and that every printed card loads."""

from collections import Counter
from pathlib import Path

import pytest

from rules_engine.cards.check import check_files, summary
from rules_engine.core.actions import Action
from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.games.ucg.cards import CardPool, demo_pool, load_card_file, parse_cards
from rules_engine.games.ucg.decks import Deck, violations
from rules_engine.paths import data_dir

CORPUS = data_dir() / "cards" / "corpus" / "ucg.yaml"
DEMO = data_dir() / "cards" / "ucg-demo.yaml"
CORPUS_CARDS = 167  # the template corpus grows with every automated template (issue 29)
CJK = ("\u3040", "\u30ff", "\u4e00", "\u9fff")


def _read(text: str, lang: str | None = None):
    return get_game("ucg").read_text(text, lang)


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "ja"])
def test_the_template_corpus_is_at_least_70_percent_automated_in_every_printed_language(lang):
    reports = check_files(get_game("ucg"), [CORPUS], lang)
    totals = summary(reports)
    assert totals["loaded"] == totals["cards"] == CORPUS_CARDS
    assert totals["automated"] / totals["effects"] >= 0.70, totals
    assert not [r.number for r in reports if r.differs]  # the three printings read alike
    assert len(load_card_file(Path(CORPUS))) == CORPUS_CARDS


@pytest.mark.parametrize("text, lang", [
    ("[SIN]While this character's battle opponent has TYPE 【POWER】 or 【ARMED】 , this character's BP grade "
     "increases by 1.", "en"),
    ("[SIN]在對戰對手角色的TYPE為 【力量】 或 【武裝】 期間，本角色的BP上升一級。", "zh-Hant"),
    ("[SIN]このキャラは、バトル相手のキャラのTYPEが 【剛力】 か 【武装】 の間、BPが1グレードアップする。", "ja"),
])
def test_the_commonest_template_reads_the_same_in_each_language(text, lang):
    (ability,) = _read(text, lang).abilities
    assert ability.timing == "continuous" and ability.static and ability.body is not None
    kinds = {c.kind: dict(c.params) for c in ability.conditions}
    assert kinds == {"stack_state": {"states": ("single",)}, "opponent_type": {"types": ("power", "armed")}}
    (step,) = ability.body
    assert (step.verb, step.stat, step.amount.n, step.target.who) == ("modify", "grade", 1, "this")


def test_an_unread_text_is_by_hand_and_keeps_its_header():
    (ability,) = _read("[DBL][Activate] (Twice per turn) No cost → Negate one effect text of one of your "
                       "『KIRO』 for this turn.").abilities
    assert ability.body is None and ability.timing == "activate" and ability.limit == "2_per_turn"
    assert "Negate one effect text" in ability.unread
    (card,) = parse_cards([{"number": "X-1", "name": "Kiro", "type": "ultraman", "character": "KIRO",
                            "level": 1, "attribute": "basic", "bp": {"single": 1000, "double": 2000},
                            "text": ability.text}])
    (effect,) = card.effects
    assert effect.by_hand and effect.timing == "activate" and effect.per_turn == 2  # 9.4.2 still holds
    assert effect.states == ["double"] and effect.script is None


def test_a_text_read_but_not_run_exactly_is_by_hand_with_the_reason():
    # "choose a TYPE, to give … the chosen TYPE" is read by no part (no verb gives a TYPE)
    (ability,) = _read("《When this character enters play》 You may choose 【POWER】 or 【SPEED】 , to give all your "
                       "opponent's characters the chosen TYPE for this turn.").abilities
    assert ability.body is None and ability.timing == "on_enter"


def test_any_number_in_a_deck_is_read_and_lets_a_deck_hold_more_than_four():
    text = "A deck may include any number of this card."
    (ability,) = _read(text).abilities
    assert ability.timing == "deckbuilding" and ability.body is not None
    card = {"number": "X-2", "name": "Swarm", "type": "kaiju", "character": "SWARM", "level": 1,
            "attribute": "hazard", "bp": {"single": 1000}, "text": text}
    pool = CardPool(parse_cards([card]))
    deck = Deck(name="swarm", main=Counter({"X-2": 50}))
    assert violations(deck, pool) == []  # 9.1.1 over 4.1.2


@pytest.mark.parametrize("text, lang", [
    ("A deck may include up to 6 copies of this card.", "en"),
    ("這張卡牌在牌組中最多可放入6張。", "zh-Hant"),
    ("このカードはデッキに6枚まで入れることができる。", "ja"),
])
def test_up_to_n_copies_in_a_deck_is_read_in_each_language_and_bounds_the_deck_at_n(text, lang):
    (ability,) = _read(text, lang).abilities
    assert ability.timing == "deckbuilding" and ability.body is not None  # 9.1.1
    card = {"number": "X-6", "name": "Pack Hound", "type": "kaiju", "character": "HOUND", "level": 1,
            "attribute": "hazard", "bp": {"single": 1000}, "text": text}
    pool = CardPool(parse_cards([card]))
    six = violations(Deck(name="six", main=Counter({"X-6": 6})), pool)  # too small a deck, but 6 copies are fine
    assert not any("copies of X-6" in p.message for p in six)
    too_many = violations(Deck(name="seven", main=Counter({"X-6": 7})), pool)
    assert any("7 copies of X-6" in p.message and p.rule == "4.1.2" for p in too_many)


def test_the_demo_cards_have_no_scripts_left():
    """Issue 29: the demo card file is printed cards; the engine reads every effect from its text."""
    raw = Path(DEMO).read_text(encoding="utf-8")
    assert "script:" not in raw and "\neffects:" not in raw and "  effects:" not in raw


def test_every_demo_card_loads_is_printed_in_three_languages_and_its_english_has_no_cjk():
    cards = load_card_file(Path(DEMO))
    printed = [c for c in cards if c.text]
    assert len(printed) >= 25
    for card in cards:
        assert set(card.names) == {"zh-Hant", "en", "ja"}
        assert not any(lo <= ch <= hi for ch in card.name for lo, hi in (CJK[:2], CJK[2:])), card.name
    for card in printed:
        assert set(card.text) == {"zh-Hant", "en", "ja"}
        for effect in card.effects:  # the engine runs the English printing
            assert not any(lo <= ch <= hi for ch in effect.text for lo, hi in (CJK[:2], CJK[2:])), effect.text
    reports = check_files(get_game("ucg"), [DEMO], "en")
    assert not [r.number for r in reports if r.differs]


def test_a_reveal_is_shown_to_both_players_while_the_owner_picks_and_the_deck_stays_hidden():
    game = get_game("ucg")
    card = {"number": "X-3", "name": "Seer", "type": "ultraman", "character": "SEER", "level": 1,
            "attribute": "basic", "bp": {"single": 1000},
            "text": "《When this character enters play》 You may reveal the top two cards of your deck, to put "
                    "one card from among them into your hand, and send the rest to your discard area."}
    pool = demo_pool().with_cards(parse_cards([card]))
    deck = Deck(name="seers", main=Counter({"X-3": 4, **{f"UCG-D0{n:02d}": 4 for n in range(1, 12)}, "UCG-D012": 2}))
    config = game.playout_config("reveal", {})
    config = type(config)(game="ucg", players=config.players, decks={"A": deck, "B": deck}, seed="reveal",
                          options={"pool": pool, "skip_deck_check": True, "first_player": "A"})
    match = Match(config, game=game)
    while match.state.prompt is None or match.state.prompt.kind != "pick":
        assert not match.finished and match.number < 400
        player = match.deciding()[0]
        legal = match.legal_actions(player)
        wanted = [a for a in legal if a.kind == "set" and match.state.cards[a.args["card"]].number == "X-3"]
        resolve = [a for a in legal if a.kind == "resolve"]
        match.apply((wanted or resolve or [a for a in legal if a.kind not in ("concede", "decline")] or legal)[0])
    state = match.state
    owner = state.prompt.player
    other = state.opponent(owner)
    revealed = list(state.revealed)
    assert len(revealed) == 2 and revealed == state.zone(owner, "deck")[:2]
    for viewer in (owner, other, None):
        shown = match.view(viewer)["prompt"]["revealed"]
        assert [c["uid"] for c in shown] == revealed  # 11.11.1: both players see them
        assert match.view(viewer)["players"][owner]["deck"] == {"count": len(state.zone(owner, "deck"))}
    assert game.invariants(match) == []
    match.apply(Action(owner, "choose", {"card": revealed[1]}))
    assert state.cards[revealed[1]].zone == "hand" and state.cards[revealed[0]].zone == "trash"
    assert state.revealed == []


def test_every_printed_card_loads_a_vanilla_one_with_its_language_and_an_extra_bp_by_hand():
    cards = parse_cards([
        {"number": "X-4", "name": "Plain", "type": "ultraman", "character": "PLAIN", "level": 1,
         "attribute": "basic", "bp": {"single": 1000}, "lang": "en"},
        {"number": "X-5", "name": "Odd", "type": "kaiju", "character": "ODD", "level": 2, "attribute": "hazard",
         "bp": {"single": 1000, "extra": 9000}, "lang": "en",
         "text": "[SIN]《When this character enters play》 You may reveal the top card of an opponent's deck. If "
                 "you do, and the revealed card is an Ultra Hero card, this character's BP becomes EXTRA."}])
    assert [c.number for c in cards] == ["X-4", "X-5"]
    assert cards[1].effects[0].by_hand and cards[1].effects[0].timing == "on_enter"


def test_returning_up_to_two_cards_shows_the_other_player_only_a_card_each_and_the_count_drawn():
    """3.4.2: the returned cards are hidden from the opponent (each "a card"); their owner's
    own line names them; the draw of "that many" cards is public as a number (11.10.1)."""
    from rules_engine.games.ucg import GAME

    text = ("《When this character enters play》You may return up to two cards from your hand to the bottom of "
            "your deck in any order. If you returned cards to your deck with this effect, draw that many cards.")
    cards = [{"number": "RX-1", "name": "Ultraman Tide", "type": "ultraman", "character": "TIDE", "level": 1,
              "attribute": "basic", "bp": {"single": 3000}, "text": text},
             {"number": "RX-2", "name": "Secret Beast", "type": "kaiju", "character": "SECRET", "level": 1,
              "attribute": "power", "bp": {"single": 4000}}]
    config, built, ids = GAME.scenario.build({"phase": "open", "turn": 3, "first": "A", "players": {
        "A": {"battle": [{"card": "RX-1", "face_down": True}], "hand": [{"card": "RX-2", "id": "h"}], "deck": 3},
        "B": {"battle": ["RX-2"], "deck": 3}}}, cards)
    match = Match(config, state=built, game=GAME)
    match.apply(Action("A", "resolve"))
    legal = match.legal_actions("A")
    assert "decline" in {a.kind for a in legal}  # "up to": the owner may stop
    assert {a.args.get("to") for a in legal if a.kind == "move"} == {"deck_bottom"}
    lines = match.apply(Action("A", "move", {"card": ids["h"], "to": "deck_bottom"}))  # the hand is empty: done
    assert "Secret Beast" not in " ".join(e.for_viewer("B") for e in lines)
    assert not any("Secret Beast" in str(e.params) for e in lines)
    assert "Secret Beast" in " ".join(e.for_viewer("A") for e in lines)
    assert any(e.key == "ucg.event.draws" and e.params["count"] == 1 for e in lines)
    assert match.state.zone("A", "deck")[-1] == ids["h"] and len(match.state.zone("A", "hand")) == 1


@pytest.mark.parametrize("en, other, lang", [
    ("[Activate] (Once per turn) Discard one card from your hand → Give one of your 『KIRO』 a BP grade increase by 1 "
     "for this turn.", "[起動](ターンに1回)自分の手札1枚を捨て札にする→自分の 『キロ』 1体は、このターンの間、BPが1グレードアップする。", "ja"),
    ("[Activate] (Once per turn) Discard one card from your hand → Give this character's battle opponent a BP grade "
     "decrease by 1 for this turn.", "[起動](ターンに1回)自分の手札1枚を捨て札にする→バトル相手のキャラ1体は、このターンの間、BPが1グレードダウンする。",
     "ja"),
    ("[Activate] (Once per turn) Discard one card from your hand → Give this character's battle opponent a BP grade "
     "decrease by 1 for this turn.", "[發動](每回合一次)將一張我方手牌放到棄牌區→一名對戰對手角色，在此回合期間，BP降低一級。", "zh-Hant"),
    ("[Activate] (Once per turn) Discard one card from your hand → Give all your 『KIRO』 +1000 BP for this turn.",
     "[發動](每回合一次)將一張我方手牌放到棄牌區→使我方的所有 『奇洛』 ，在此回合期間，BP+1000。", "zh-Hant"),
    ("[SIN]《When this character enters play》 You may give this character a BP grade increase by 1 for this turn.",
     "[SIN]《當本角色登場時》可使本角色在本回合期間，BP上升一級。", "zh-Hant"),
])
def test_printing_variants_of_one_template_run_the_same(en, other, lang):
    """Official ja / zh-Hant printings word some templates two ways (「…1体は、…BPが1グレードアップする」,
    「使」 left out, 「本回合」): each runs as the English does (names aside)."""
    from rules_engine.games.ucg.printed import effect_of

    def scripts(text, language):
        out = []
        for ability in _read(text, language).abilities:
            assert ability.body is not None, ability.reason
            effect = effect_of(ability)
            out.append([{k: v for k, v in step.items() if k != "character_name"} for step in effect["script"]])
        return out

    assert scripts(other, lang) == scripts(en, "en")


def _effect(text: str, lang: str) -> dict:
    """The executor's effect (names aside) of a one-ability text, asserting it was read."""
    from rules_engine.games.ucg.printed import effect_of

    (ability,) = _read(text, lang).abilities
    assert ability.body is not None, ability.reason
    effect = effect_of(ability)
    effect.pop("text")
    effect.pop("condition", None)  # 『X』 is spelt per language
    effect["script"] = [{k: v for k, v in s.items() if k != "character_name"} for s in effect["script"]]
    effect["cost"] = [{k: v for k, v in s.items() if k != "character_name"} for s in effect.get("cost") or []]
    return effect


# Known parts in combinations no seen card prints (s6-ucg, grammar by parts: reader/*_parts.py).
COMBINED = [
    ({"en": "[DBL] 《When this character enters play》 You may send the top two cards of your deck to your discard "
            "area, to give the battle opponent of one of your Kaiju -1000 BP for this turn.",
      "ja": "[DBL]《このキャラの登場時》自分のデッキの上のカード2枚を捨て札にすることで、自分の怪獣のバトル相手のキャラ1体を、"
            "このターンの間、BP-1000できる。",
      "zh-Hant": "[DBL]《當本角色登場時》可將我方牌組上方的兩張牌放到棄牌區，即可使我方怪獸的一名對戰對手角色，在此回合期間，BP-1000。"},
     [{"mill": 2, "whole": True},
      {"bp": -1000, "if_done": True, "kind": "kaiju", "target": "opposing_of_own", "until": "turn"}]),
    ({"en": "《When this scene enters play》 You may exile one card in an opponent's discard area from the game, to "
            "draw a card. When you draw with this effect, discard one card from your hand.",
      "ja": "《このシーンが出た時》相手の捨て札エリアにあるカード1枚をゲームから取り除くことで、自分は1枚ドローできる。"
            "この効果でドローした時、自分の手札1枚を捨て札にする。",
      "zh-Hant": "《當本場景出現時》可將對手棄牌區的一張牌從遊戲中移除，即可抽一張牌。以此效果抽牌時，將一張我方手牌放到棄牌區。"},
     [{"exile": 1, "kind": "card"}, {"draw": 1, "if_done": True}, {"discard": 1, "if_done": True}]),
    ({"en": "[SIN] 《When this character enters play》 If you have 『KORVAN』 , you may discard one card from your hand, "
            "to give this character's battle opponent -2000 BP for this turn.",
      "ja": "[SIN]《このキャラの登場時》自分の 『コルヴァン』 がいるなら、自分の手札1枚を捨て札にすることで、バトル相手のキャラ1体を、"
            "このターンの間、BP-2000できる。",
      "zh-Hant": "[SIN]《當本角色登場時》若我方有 『柯爾凡』 在場，則可將一張我方手牌放到棄牌區，即可使一名對戰對手角色，在此回合期間，BP-2000。"},
     [{"discard": 1}, {"bp": -2000, "if_done": True, "target": "opposing", "until": "turn"}]),
    ({"en": "[TRP][Activate] (Once per turn) Discard one card from your hand → Give all your opponent's Ultra Heroes "
            "with TYPE 【SPEED】 -1000 BP each for this turn.",
      "ja": "[TRP][起動](ターンに1回)自分の手札1枚を捨て札にする→TYPEが 【敏速】 の相手のウルトラヒーローすべてを、このターンの間、BP-1000する。",
      "zh-Hant": "[TRP][發動](每回合一次)將一張我方手牌放到棄牌區→使TYPE為 【敏捷】 的對手的所有超人力霸王，在此回合期間，BP-1000。"},
     [{"all": True, "attribute": ["speed"], "bp": -1000, "kind": "ultraman", "target": "enemy_character",
       "until": "turn"}]),
    ({"en": "[SIN] 《When this character enters play》 If you are the Lead player for this turn, give one Ultra Hero "
            "adjacent to the left or right of this character a BP grade increase by 1 for this turn.",
      "ja": "[SIN]《このキャラの登場時》自分がこのターンの先手プレイヤーなら、このキャラの左隣か右隣にいるウルトラヒーロー1体を、"
            "このターンの間、BPを1グレードアップする。",
      "zh-Hant": "[SIN]《當本角色登場時》我方若為本回合的先攻者，則使與本角色相鄰左方或右方的一名超人力霸王，在此回合期間，BP上升一級。"},
     [{"adjacent": True, "kind": "ultraman", "level": 1, "target": "own_character", "until": "turn"}]),
    ({"en": "[TRP][Activate] (Once per turn) Discard one 『GLENN』 card from your hand → Give up to two of your "
            "opponent's Kaiju -1000 BP each for this turn. Then, send this scene to its owner's discard area.",
      "ja": "[TRP][起動](ターンに1回)自分の手札にある 『グレン』 1枚を捨て札にする→相手の怪獣2体までを、このターンの間、BP-1000する。"
            "その後、このシーンを捨て札にする。",
      "zh-Hant": "[TRP][發動](每回合一次)將我方手牌中的一張 『格倫』 放到棄牌區→使對手的至多兩名怪獸，在此回合期間，BP-1000。"
                 "之後，將此場景放到棄牌區。"},
     [{"bp": -1000, "kind": "kaiju", "target": "enemy_character", "until": "turn", "up_to": 2},
      {"trash_this": True}]),
]


@pytest.mark.parametrize("texts, script", COMBINED)
@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hant"])
def test_known_parts_in_a_new_combination_are_read_and_run_alike_in_each_language(texts, script, lang):
    """A sentence whose parts are all known reads even when no seen card prints that combination
    (targets 7.1, "to" 11.4, "When you draw with this effect" 11.20, leads 11.5.1 / 5.2.1)."""
    assert _effect(texts[lang], lang)["script"] == script
    assert _effect(texts[lang], lang) == _effect(texts["en"], "en")


@pytest.mark.parametrize("text, lang", [
    # a part not fully consumed: the whole effect stays by hand
    ("《When this character enters play》 You may discard one card from your hand, to give the battle opponent of "
     "one of your Kaiju TYPE 【POWER】 for this turn.", "en"),  # a TYPE given: no such verb
    ("《When this character enters play》 Give this character and another one of your Ultra Heroes +1000 BP each "
     "for this turn.", "en"),
    ("《When this character enters play》 You may draw two cards, to give this character TYPE 【POWER】 for this "
     "turn.", "en"),  # (B) not a part
    ("《When this character enters play》 You may give one of your Kaiju +1000 BP each for this turn.", "en"),
    ("《このキャラの登場時》自分の手札1枚を捨て札にすることで、自分の怪獣1体を、このターンの間、BP+1000する。", "ja"),  # B not 「できる」
    ("《當本角色登場時》可將一張我方手牌放到棄牌區，即可可使本角色在此回合期間，BP+1000。", "zh-Hant"),
])
def test_a_part_not_fully_consumed_leaves_the_effect_by_hand(text, lang):
    (ability,) = _read(text, lang).abilities
    assert ability.body is None and ability.timing == "on_enter"


def test_a_discard_of_a_kind_shows_no_hand_card_to_the_other_player():
    """"You may discard one scene card from your hand, to …": while the owner chooses, the other
    player's view names no card of that hand (which of them are scene cards stays hidden), and a
    card of another kind is refused with nothing changed."""
    from rules_engine.core.errors import IllegalAction
    from rules_engine.core.game import uids_in
    from rules_engine.tools.scenario import Runner, load

    data, positions, game = load(Path(__file__).parents[3] / "scenarios" / "ucg" / "printed-discard-a-kind.yaml")
    data = {**data, "steps": data["steps"][:3]}  # up to the discard prompt
    runner = Runner(data, positions, game)
    runner.run()
    match, state = runner.match, runner.match.state
    assert state.prompt.kind == "discard" and state.prompt.player == "A"
    hand = set(state.zone("A", "hand"))
    assert len(hand) == 4 and not uids_in(match.view("B")) & hand and not uids_in(match.view(None)) & hand
    from rules_engine.games.ucg.checks import hidden_from

    for viewer in ("A", "B", None):
        assert not uids_in(match.view(viewer)) & hidden_from(state, viewer)
    kaiju = runner.ids["k1"]
    before = match.view("A")
    with pytest.raises(IllegalAction):
        match.apply(Action("A", "choose", {"cards": [kaiju]}))
    assert match.view("A") == before
    legal = match.legal_actions("A")
    assert all(kaiju not in a.args.get("cards", []) for a in legal)  # only scene cards are offered
