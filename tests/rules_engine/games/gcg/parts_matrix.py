"""s13-gcg-gen (issue 29): the parts new sets recombine, built from the rules, read and run.

Three matrices, each cell a printed sentence in en / ja / zh-Hant made of one part of each axis:

- COSTS: every cost form of an activated effect (the action before "：", 10-1-7-2; ①, 10-1-7-3;
  several joined, 10-1-7-4) × every marker that carries one (【Activate･Main】 13-2-1-1,
  【Activate･Action】 13-2-2-1, with or without 【Once per Turn】 13-2-13) × the card kinds that print
  activated effects (unit, base) — and the same action as an optional step ("You may X. If you do,
  draw 1.", 10-2-1) under the trigger markers and commands (13-2-3, 13-2-4).
- TRIGGERS: the events the rules define (10-1-6-1) × whose (this / another friendly / enemy / (trait) /
  with a name) × the lead ("When …," / "During your (opponent's) turn, when …," / 【Once per Turn】),
  ja 「…とき、」 / zh-Hant 「當…時，」 as the cards print them (s13-gcg-gen round 2).
- CONTINUOUS: the continuous effects (10-1-5) × the card kinds and places that bear them, in the three
  languages (ja 「…の間、」「…をAP+1する」, zh-Hant 「…期間，」「…的AP+1」).
- CONDITIONS (s15-gen): every condition × where it stands; the chosen card's ("If it is …") × its places.
- FILTERS (s15-gen round 2): target filters × owner × count × verb, pairs of filters, the other nouns —
  each cell's reading checked against its parts (`filter_reading` / `filter_expected`).

`by_place` / `reading_key` compare a cell across its languages: the same reading, trait and name words aside.

Each cell is read (`reader.read`) and, when read, given to `printed.run_reasons`: "runs", "by hand:
<executor's reason>" or "not read: <reader's reason>". `python -m tests.rules_engine.games.gcg.parts_matrix`
prints the tables and the counts; `test_parts_matrix.py` pins the cells that run."""

from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import dataclass, replace
from itertools import product

from rules_engine.games.gcg import printed
from rules_engine.games.gcg.cards import Card
from rules_engine.games.gcg.reader import read

LANGS = ("en", "ja", "zh-Hant")


@dataclass(frozen=True)
class Cell:
    matrix: str
    row: str
    column: str
    lang: str
    text: str
    card_type: str
    expect: tuple = ()  # s15-gen: the parts a filters cell's reading must show (filter_cells)

    def outcome(self) -> str:
        reading = read(self.text, self.lang, self.card_type)
        for ability in reading.abilities:
            if ability.body is None:
                return f"not read: {ability.reason}"
        for why in printed.run_reasons(reading):
            if why:
                return f"by hand: {why}"
        try:  # s14-trig: a cell runs only if a card printing it loads (a load error is never acceptable)
            Card(**{"number": "MATRIX-1", "name": "Matrix", "type": self.card_type, "colors": ["blue"],
                    "text": self.text, "lang": self.lang, **_CARD_STATS[self.card_type]})
        except ValueError as exc:
            return f"not loaded: {exc}".splitlines()[0] + " " + str(exc).splitlines()[-1][:200]
        return "runs"


_CARD_STATS: dict[str, dict[str, int]] = {"unit": {"level": 1, "cost": 1, "ap": 1, "hp": 1},
                                          "base": {"level": 1, "cost": 1, "ap": 0, "hp": 3},
                                          "pilot": {"level": 1, "cost": 1, "ap": 1, "hp": 1},
                                          "command": {"level": 1, "cost": 1}}


# --- costs (10-1-7) ---------------------------------------------------------------------------------

# (row id, card kinds it fits, en, ja, zh-Hant): the action before "："
COST_FORMS: list[tuple[str, tuple[str, ...], str, str, str]] = [
    ("resource ①", ("unit", "base"), "⟦1⟧", "⟦1⟧", "⟦1⟧"),
    ("resource ②", ("unit", "base"), "⟦2⟧", "⟦2⟧", "⟦2⟧"),
    ("rest this", ("unit", "base"), "Rest this {K}", "この{KJ}をレストにする", "將此{KZ}轉為休息狀態"),
    ("destroy this", ("unit", "base"), "Destroy this {K}", "この{KJ}を破壊する", "破壞此{KZ}"),
    ("this to hand", ("unit", "base"), "Return this {K} to its owner's hand", "この{KJ}を持ち主の手札に戻す",
     "將此{KZ}放回持有者的手牌"),
    ("this to deck bottom", ("unit",), "Return this Unit to the bottom of its owner's deck",
     "このユニットを持ち主のデッキの下に戻す", "將此機體放回持有者的卡組最下方"),
    ("discard N", ("unit", "base"), "Discard 1", "自分の手札1枚を捨てる", "丟棄 1 張手牌"),
    ("discard a (trait) card", ("unit", "base"), "Discard 1 (Zeon) card", "自分の手札の〔ジオン〕のカード1枚を捨てる",
     "丟棄 1 張擁有〈吉翁〉的卡牌"),
    ("rest another friendly unit", ("unit", "base"), "Rest 1 of your other Units",
     "このユニット以外の自分のユニット1つをレストにする", "將此機體以外的友方的 1 張機體轉為休息狀態"),
    ("rest a friendly (trait) unit", ("unit", "base"), "Rest 1 of your (Zeon) Units",
     "〔ジオン〕の自分のユニット1つをレストにする", "將友方的 1 張擁有〈吉翁〉的機體轉為休息狀態"),
    ("exile N from the trash", ("unit", "base"), "Exile 2 cards from your trash",
     "自分のトラッシュのカード2枚をゲームから除外する", "將我方廢棄區中的 2 張卡牌除外"),
    ("exile (trait) units from the trash", ("unit", "base"), "Exile 2 (Zeon) Unit cards in your trash from the game",
     "自分のトラッシュの〔ジオン〕のユニットカード2枚をゲームから除外する", "將我方廢棄區中的 2 張擁有〈吉翁〉的機體卡牌除外"),
    ("destroy another friendly unit", ("unit", "base"), "Destroy 1 of your other Units",
     "このユニット以外の自分のユニット1つを破壊する", "破壞此機體以外的友方的 1 張機體"),
    ("destroy a friendly token", ("unit", "base"), "Destroy 1 of your Unit tokens",
     "自分のユニットトークン1つを破壊する", "破壞友方的 1 張機體替代卡"),
    ("place another friendly unit into the trash", ("unit", "base"), "Place 1 of your other Units into its owner's trash",
     "このユニット以外の自分のユニット1つを持ち主のトラッシュに置く", "將此機體以外的友方的 1 張機體放入持有者的廢棄區"),
    ("place this into the trash", ("unit", "base"), "Place this {K} into its owner's trash",
     "この{KJ}を持ち主のトラッシュに置く", "將此{KZ}放入持有者的廢棄區"),
    ("another friendly unit to hand", ("unit", "base"), "Return 1 of your other Units to its owner's hand",
     "このユニット以外の自分のユニット1つを持ち主の手札に戻す", "將此機體以外的友方的 1 張機體放回持有者的手牌"),
    ("① and rest this", ("unit", "base"), "⟦1⟧, Rest this {K}", "⟦1⟧、この{KJ}をレストにする",
     "⟦1⟧，將此{KZ}轉為休息狀態"),
    ("① and discard", ("unit", "base"), "⟦1⟧, Discard 1", "⟦1⟧、自分の手札1枚を捨てる", "⟦1⟧，丟棄1張手牌"),
    ("rest this and exile from the trash", ("unit", "base"), "Rest this {K}, Exile 2 cards from your trash",
     "この{KJ}をレストにする、自分のトラッシュのカード2枚をゲームから除外する", "將此{KZ}轉為休息狀態，將我方廢棄區中的 2 張卡牌除外"),
]

KIND_WORDS = {"unit": ("Unit", "ユニット", "機體"), "base": ("Base", "ベース", "基地")}

# (column id, en, ja, zh-Hant) of the markers carrying a cost (13-2-1-1, 13-2-2-1)
COST_MARKERS = [
    ("【Activate･Main】", "【Activate･Main】", "【起動・メイン】", "【啟動・主要】"),
    ("【Activate･Action】", "【Activate･Action】", "【起動・アクション】", "【啟動・瞬動】"),
    ("【Activate･Main】【Once per Turn】", "【Activate･Main】【Once per Turn】", "【起動・メイン】【ターン1回】",
     "【啟動・主要】【每回合1次】"),
    ("【Activate･Action】【Once per Turn】", "【Activate･Action】【Once per Turn】", "【起動・アクション】【ターン1回】",
     "【啟動・瞬動】【每回合1次】"),
]

COST_BODY = ("Draw 1.", "自分は1枚ドローする。", "抽 1 張卡。")


def _fill(text: str, kind: str) -> str:
    en, ja, zh = KIND_WORDS[kind]
    return text.replace("{K}", en).replace("{KJ}", ja).replace("{KZ}", zh)


def cost_cells() -> list[Cell]:
    cells = []
    for (row, kinds, *forms), (column, *markers) in product(COST_FORMS, COST_MARKERS):
        for kind in kinds:
            for lang, form, marker, body in zip(LANGS, forms, markers, COST_BODY, strict=True):
                cells.append(Cell("costs", f"{row} ({kind})", column, lang,
                                  f"{marker}{_fill(form, kind)}：{body}", kind))
    return cells


# the same actions as an optional step: "You may X. If you do, draw 1." (10-2-1)
OPTIONAL_FORMS: list[tuple[str, str, str, str]] = [
    ("pay ①", "You may pay ⟦1⟧. If you do, draw 1.", "⟦1⟧を支払ってもよい。そうしたなら、自分は1枚ドローする。",
     "可以支付⟦1⟧。那樣做時，抽 1 張卡。"),
    ("rest this unit", "You may rest this Unit. If you do, draw 1.", "このユニットをレストにしてもよい。そうしたなら、自分は1枚ドローする。",
     "可以將此機體轉為休息狀態。那樣做時，抽 1 張卡。"),
    ("discard 1", "You may discard 1. If you do, draw 1.", "自分の手札1枚を捨ててもよい。そうしたなら、自分は1枚ドローする。",
     "可以丟棄 1 張手牌。那樣做時，抽 1 張卡。"),
    ("destroy another friendly unit", "You may destroy 1 of your other Units. If you do, draw 1.",
     "このユニット以外の自分のユニット1つを破壊してもよい。そうしたなら、自分は1枚ドローする。", "可以破壞此機體以外的友方的 1 張機體。那樣做時，抽 1 張卡。"),
    ("exile from the trash", "You may exile 2 cards from your trash. If you do, draw 1.",
     "自分のトラッシュのカード2枚をゲームから除外してもよい。そうしたなら、自分は1枚ドローする。",
     "可以將我方廢棄區中的 2 張卡牌除外。那樣做時，抽 1 張卡。"),
    ("rest a friendly unit", "You may rest 1 of your other Units. If you do, draw 1.",
     "このユニット以外の自分のユニット1つをレストにしてもよい。そうしたなら、自分は1枚ドローする。",
     "可以將此機體以外的友方的 1 張機體轉為休息狀態。那樣做時，抽 1 張卡。"),
    ("place another friendly unit into the trash",
     "You may place 1 of your other Units into its owner's trash. If you do, draw 1.",
     "このユニット以外の自分のユニット1つを持ち主のトラッシュに置いてもよい。そうしたなら、自分は1枚ドローする。",
     "可以將此機體以外的友方的 1 張機體放入持有者的廢棄區。那樣做時，抽 1 張卡。"),
    ("return this unit to hand", "You may return this Unit to its owner's hand. If you do, draw 1.",
     "このユニットを持ち主の手札に戻してもよい。そうしたなら、自分は1枚ドローする。",
     "可以將此機體放回持有者的手牌。那樣做時，抽 1 張卡。"),
]

OPTIONAL_MARKERS = [  # (column, card type, en, ja, zh-Hant)
    ("【Deploy】", "unit", "【Deploy】", "【配備時】", "【配置時】"),
    ("【Attack】", "unit", "【Attack】", "【アタック時】", "【攻擊時】"),
    ("【When Paired】", "unit", "【When Paired】", "【セット時】", "【搭乘時】"),
    ("【Destroyed】", "unit", "【Destroyed】", "【破壊時】", "【破壞時】"),
    ("【Main】 command", "command", "【Main】", "【メイン】", "【主要】"),
    ("【Action】 command", "command", "【Action】", "【アクション】", "【瞬動】"),
]


def optional_cells() -> list[Cell]:
    cells = []
    for (row, *forms), (column, card_type, *markers) in product(OPTIONAL_FORMS, OPTIONAL_MARKERS):
        if card_type == "command" and "this Unit" in forms[0]:
            continue  # a command has no "this Unit"
        for lang, form, marker in zip(LANGS, forms, markers, strict=True):
            cells.append(Cell("optional costs", row, column, lang, f"{marker}{form}", card_type))
    return cells


# --- triggers (10-1-6-1) -------------------------------------------------------------------------

# whose: (row id, en, ja, zh-Hant) subject of "is …" / "…s" events, as each language prints it
# (ja 「このユニット以外の自分のユニット」, zh-Hant 「此機體以外的我方機體」: docs/cards/gcg-templates.md)
SUBJECTS = [
    ("this", "this Unit", "このユニット", "此機體"),
    ("another friendly", "one of your other Units", "このユニット以外の自分のユニット", "此機體以外的我方機體"),
    ("friendly", "one of your Units", "自分のユニット", "我方的機體"),
    ("friendly (trait)", "one of your (Zeon) Units", "〔ジオン〕の自分のユニット", "我方擁有〈吉翁〉的機體"),
    ("enemy", "an enemy Unit", "相手のユニット", "對方的機體"),
    ("with a name part", 'one of your Units with "Gundam" in its card name',
     "カード名に「ガンダム」を含む自分のユニット", "我方名稱中包含「鋼彈」的機體"),
]

# events the rules define, each "{s}" the subject (10-1-6-1; the event's clause in its id): en, ja (before
# 「とき、」), zh-Hant (between 「當」 and 「時，」)
EVENTS = [
    ("deployed (13-2-6)", "{s} is deployed", "{s}が配備された", "{s}被配置"),
    ("attacks (8-2)", "{s} attacks", "{s}がアタックした", "{s}攻擊"),
    ("destroyed (5-10)", "{s} is destroyed", "{s}が破壊された", "{s}被破壞"),
    ("blocks (8-3, 13-1-4)", "{s} blocks", "{s}がブロックした", "{s}進行阻擋"),
    ("is blocked (8-3)", "{s} is blocked", "{s}がブロックされた", "{s}被阻擋"),
    ("receives damage (5-5)", "{s} receives damage", "{s}がダメージを受けた", "{s}受到傷害"),
    ("receives battle damage (8-5)", "{s} receives battle damage", "{s}がバトルダメージを受けた", "{s}受到戰鬥傷害"),
    ("receives effect damage (5-5)", "{s} receives effect damage", "{s}が効果ダメージを受けた", "{s}受到效果傷害"),
    ("deals battle damage to a unit (8-5)", "{s} deals battle damage to an enemy Unit",
     "{s}が相手のユニットにバトルダメージを与えた", "{s}給予對方機體戰鬥傷害"),
    ("destroys with battle damage (8-5)", "{s} destroys an enemy Unit with battle damage",
     "{s}がバトルダメージで相手のユニットを破壊した", "{s}透過戰鬥傷害破壞對方機體"),
    ("links (5-9)", "{s} links", "{s}がリンクした", "{s}共鳴"),
    ("paired: you pair a pilot with (5-9)", "you pair a Pilot with {s}", "{s}にパイロットをセットした",
     "我方將駕駛員搭乘至{s}"),
    ("rested by an effect (1-3-2-1)", "{s} is rested by an effect", "{s}が効果でレストになった", "{s}因效果轉為休息狀態"),
    ("set as active by an effect", "{s} is set as active by an effect", "{s}が効果でアクティブになった",
     "{s}因效果轉為活躍狀態"),
    ("recovers HP (5-6)", "{s} recovers HP", "{s}が回復した", "{s}回復HP"),
    ("AP reduced by an enemy effect", "{s}'s AP is reduced by an enemy effect", "{s}のAPが相手の効果で減少した",
     "{s}的AP因對方的效果而減少"),
    ("returned to hand (3-3-6)", "{s} is returned to its owner's hand", "{s}が持ち主の手札に戻された",
     "{s}被放回持有者的手牌"),
    ("attacks a player (8-2-2)", "{s} attacks an enemy player", "{s}が相手プレイヤーにアタックした", "{s}攻擊對方玩家"),
    # s14-trig: put into the trash by an effect (5-10-1; not by damage, not as a cost, 10-1-7-2)
    ("destroyed by an effect (5-10-1)", "{s} is destroyed by an effect", "{s}が効果で破壊された", "{s}因效果被破壞"),
    ("destroyed with battle damage (8-5-3)", "{s} is destroyed with battle damage", "{s}がバトルダメージで破壊された",
     "{s}因戰鬥傷害被破壞"),
]

# events with no subject (the player's own acts, phases): the whole lead in en, ja, zh-Hant
PLAYER_EVENTS = [
    ("you play a Command", "When you activate a Command's 【Main/Action】, ", "自分がコマンドの【メイン/アクション】を発動したとき、",
     "當我方發動指令的【主要/瞬動】時，"),
    ("you pay ⟦2⟧ for effects", "When you pay ⟦2⟧ or more for one of your Units' effects, ",
     "自分のユニットの効果で⟦2⟧以上を支払ったとき、", "當我方為我方機體的效果支付⟦2⟧以上時，"),
    ("you place an EX Resource", "When you place an EX Resource, ", "自分のEXリソースが置かれたとき、", "當我方放置EX能源時，"),
    ("you draw with an effect", "When you draw with an effect, ", "自分が効果でドローしたとき、", "當我方因效果抽卡時，"),
    ("a shield is destroyed", "When one of your shields is destroyed, ", "自分のシールドが破壊されたとき、",
     "當我方的護盾被破壞時，"),
    ("your base is destroyed", "When your Base is destroyed, ", "自分のベースが破壊されたとき、", "當我方的基地被破壞時，"),
    ("start of your turn", "At the start of your turn, ", "自分のターン開始時、", "在我方的回合開始時，"),
    ("end of your turn", "At the end of your turn, ", "自分のターン終了時、", "在我方的回合結束時，"),
    ("start of your opponent's turn", "At the start of your opponent's turn, ", "相手のターン開始時、",
     "在對方的回合開始時，"),
    ("end of your opponent's turn", "At the end of your opponent's turn, ", "相手のターン終了時、", "在對方的回合結束時，"),
    ("start of your main phase", "At the start of your main phase, ", "自分のメインフェイズ開始時、",
     "在我方的主要階段開始時，"),
    ("end of the battle", "At the end of the battle, ", "バトル終了時、", "在戰鬥結束時，"),
    ("you deploy a Unit", "When you deploy a Unit, ", "自分がユニットを配備したとき、", "當我方配置機體時，"),
    ("you deploy a Base", "When you deploy a Base, ", "自分がベースを配備したとき、", "當我方配置基地時，"),
    ("you pair a Pilot", "When you pair a Pilot, ", "自分がパイロットをセットしたとき、", "當我方搭乘駕駛員時，"),    # s14-trig round 2: a (X) command's 【Main】/【Action】 (a 【Burst】 too, 13-2-5-1); a command played (5-7-1)
    ("you activate a (X) Command", "When you activate a (Zeon) Command's 【Main】/【Action】, ",
     "自分が〔ジオン〕のコマンドの【メイン】/【アクション】を発動したとき、", "當我方發動擁有〈吉翁〉的指令的【主要】/【瞬動】時，"),
    ("you play a Command card", "When you play a Command card, ", "自分がコマンドカードをプレイしたとき、",
     "當我方打出指令卡牌時，"),
]

# (column, en, ja, zh-Hant): "{e}" the event's lead
TRIGGER_LEADS = [
    ("When", "{e}", "{e}", "{e}"),
    ("During your turn, when", "During your turn, {e}", "自分のターン中、{e}", "在我方的回合中，{e}"),
    ("During your opponent's turn, when", "During your opponent's turn, {e}", "相手のターン中、{e}", "在對方的回合中，{e}"),
    ("【Once per Turn】When", "【Once per Turn】{e}", "【ターン1回】{e}", "【每回合1次】{e}"),
]

TRIGGER_BODY = ("draw 1.", "自分は1枚ドローする。", "抽 1 張卡。")
_WHEN = ("When {}, ", "{}とき、", "當{}時，")


def _lower_lead(text: str) -> str:
    return text.replace("turn, When", "turn, when").replace("turn, At", "turn, at")


def trigger_cells() -> list[Cell]:
    cells = []
    for (event, *patterns), (whose, *subjects), (column, *leads) in product(EVENTS, SUBJECTS, TRIGGER_LEADS):
        for lang, pattern, subject, lead, when, body in zip(LANGS, patterns, subjects, leads, _WHEN, TRIGGER_BODY,
                                                            strict=True):
            text = lead.format(e=when.format(pattern.format(s=subject))) + body
            cells.append(Cell("triggers", f"{event} · {whose}", column, lang, _lower_lead(text), "unit"))
    for (event, *whens), (column, *leads) in product(PLAYER_EVENTS, TRIGGER_LEADS):
        for lang, when, lead, body in zip(LANGS, whens, leads, TRIGGER_BODY, strict=True):
            text = _lower_lead(lead.format(e=when)) + body
            cells.append(Cell("triggers", f"{event} · player", column, lang, text, "unit"))
    return cells


# --- continuous and replacement effects (10-1-5) -----------------------------------------------------

# (row, en, ja, zh-Hant): "{s}" the subject; ja / zh-Hant as the cards print them (docs/cards/gcg-templates.md:
# 「…をAP+1する」 / 「…的AP+1」, 「…の間、」 / 「…期間，」, 「…とき、」 / 「當…時，」)
CONTINUOUS = [
    ("can't attack", "{s} can't attack.", "{s}はアタックできない。", "{s}無法攻擊。"),
    ("can't block", "{s} can't block.", "{s}はブロックできない。", "{s}無法阻擋。"),
    ("can't be chosen by enemy effects", "{s} can't be chosen by your opponent's effects.",
     "{s}は相手の効果で選ばれない。", "{s}無法被對方的效果選擇。"),
    ("can't receive battle damage", "{s} can't receive battle damage from enemy Units with 2 or less AP.",
     "{s}はAP2以下の相手のユニットからバトルダメージを受けない。", "{s}不會受到AP2以下的對方機體的戰鬥傷害。"),
    ("is deployed rested", "{s} is deployed rested.", "{s}はレストで配備される。", "{s}以休息狀態配置。"),
    ("gets AP+1", "{s} gets AP+1.", "{s}をAP+1する。", "{s}的AP+1。"),
    ("gets HP+1", "{s} gets HP+1.", "{s}をHP+1する。", "{s}的HP+1。"),
    ("gains <Blocker>", "{s} gains <Blocker>.", "{s}は《ブロッカー》を得る。", "{s}獲得《阻擋者》。"),
    ("gets AP+1 while …", "While you have 2 or more other Units in play, {s} gets AP+1.",
     "このユニット以外の自分のユニットが2つ以上いる間、{s}をAP+1する。", "我方場上有2張或更多此機體以外的機體期間，{s}的AP+1。"),
    ("during your turn, gets AP+1", "During your turn, {s} gets AP+1.", "自分のターン中、{s}をAP+1する。",
     "在我方的回合中，{s}的AP+1。"),
    ("can't be destroyed by enemy effects", "{s} can't be destroyed by your opponent's effects.",
     "{s}は相手の効果で破壊されない。", "{s}不會因對方的效果而被破壞。"),
    ("can't be set as active", "{s} can't be set as active.", "{s}はアクティブにならない。", "{s}無法轉為活躍狀態。"),
    ("damage reduced", "When {s} receives effect damage, reduce it by 1.",
     "{s1}が効果ダメージを受けるとき、そのダメージを1軽減する。", "當{s1}受到效果傷害時，該傷害減少1。"),
    ("can't be returned to hand", "{s} can't be returned to its owner's hand by your opponent's effects.",
     "{s}は相手の効果で持ち主の手札に戻らない。", "{s}不會因對方的效果而被放回持有者的手牌。"),
    # s14-cont: a bound on the amount (effect damage only)
    ("can't receive 2 or less effect damage", "{s} can't receive 2 or less enemy effect damage.",
     "{s}は2以下の相手の効果ダメージを受けない。", "{s}不會受到2點以下的對方的效果傷害。"),
]

# (column, card type, markers, subjects): the card kinds a continuous effect may sit on (10-1-5-2); markers
# and subjects in en, ja, zh-Hant
CONTINUOUS_SUBJECTS = [
    ("unit: this Unit", "unit", ("", "", ""), ("This Unit", "このユニット", "此機體")),
    ("unit 【During Pair】", "unit", ("【During Pair】", "【セット中】", "【搭乘中】"), ("This Unit", "このユニット", "此機體")),
    ("unit: all your Units", "unit", ("", "", ""), ("All your Units", "自分のユニットすべて", "我方所有機體")),
    ("unit: all your (trait) Units", "unit", ("", "", ""),
     ("All your (Zeon) Units", "〔ジオン〕の自分のユニットすべて", "我方所有擁有〈吉翁〉的機體")),
    ("base: this Base", "base", ("", "", ""), ("This Base", "このベース", "此基地")),
    ("base: all your Units", "base", ("", "", ""), ("All your Units", "自分のユニットすべて", "我方所有機體")),
    ("pilot (its unit, 3-3-9-2)", "pilot", ("", "", ""), ("This Unit", "このユニット", "此機體")),
]

COST_CHANGES = [
    ("costs 1 less (hand)", "unit", ("This card in your hand gets cost -1.", "手札のこのカードをコスト-1する。",
                                     "手牌中的此卡牌費用-1。")),
    ("costs 1 less while …", "unit",
     ("While you have 2 or more (Zeon) Units in play, this card in your hand gets cost -1.",
      "〔ジオン〕の自分のユニットが2つ以上いる間、手札のこのカードをコスト-1する。",
      "我方場上有2張或更多擁有〈吉翁〉的機體期間，手牌中的此卡牌費用-1。")),
    ("Lv. and cost less per …", "unit",
     ("This card in your hand gets Lv.-1 and cost -1 for each (Zeon) Unit you have in play.",
      "手札のこのカードを、〔ジオン〕の自分のユニット1つにつきLv.-1、コスト-1する。",
      "我方擁有〈吉翁〉的機體每有1張，手牌中的此卡牌Lv.-1、費用-1。")),
]


def _en_continuous(pattern: str, subject: str) -> str:
    body = pattern.format(s=subject)
    if body.startswith("When "):
        body = body.replace("When This", "When this").replace("When All", "When one of")
    elif "While" in body or "During" in body:
        body = body.replace(", This", ", this").replace(", All", ", all")
    if subject.startswith("All"):
        body = body.replace(" gets ", " get ").replace(" gains ", " gain ").replace(" is deployed", " are deployed")
    return body


def continuous_cells() -> list[Cell]:
    cells = []
    for (row, en, ja, zh), (column, card_type, markers, subjects) in product(CONTINUOUS, CONTINUOUS_SUBJECTS):
        # "When one of your Units receives …" (a trigger's subject is one unit: ja / zh-Hant drop 「すべて」 / 「所有」)
        one = (subjects[1].replace("すべて", ""), subjects[2].replace("所有", ""))
        bodies = (_en_continuous(en, subjects[0]), ja.format(s=subjects[1], s1=one[0]),
                  zh.format(s=subjects[2], s1=one[1]))
        for lang, marker, body in zip(LANGS, markers, bodies, strict=True):
            cells.append(Cell("continuous", row, column, lang, f"{marker}{body}", card_type))
    for row, card_type, texts in COST_CHANGES:
        for lang, text in zip(LANGS, texts, strict=True):
            cells.append(Cell("continuous", row, "unit: this card in hand", lang, text, card_type))
    return cells


# --- conditions (10-2-1, 10-1-5-3) ------------------------------------------------------------------
# s15-gen (issue 29 §4): the part new sets vary most (benchmarks/gcg_novelty.py, docs/cards.md). Each row
# is one condition as the cards print it, bare (en after "If" / "While"; ja before 「なら、」 / 「間、」;
# zh-Hant after 「若」 / before 「期間，」): the counted thing's clause is in the row id.

CONDITION_PARTS: list[tuple[str, str, str, str]] = [
    # counts in play (10-2-1; yours 12-3-11, your opponent's 12-3-10)
    ("N or more other friendly Units (3-2)", "you have 2 or more other Units in play",
     "このユニット以外の自分のユニットが2つ以上いる", "我方場上有 2 張或更多此機體以外的機體"),
    ("a friendly (trait) Unit (2-5)", "you have a (Zeon) Unit in play", "〔ジオン〕の自分のユニットがいる",
     "我方場上有擁有〈吉翁〉的機體"),
    ("N or more friendly (trait) Units (2-5)", "you have 2 or more (Zeon) Units in play",
     "〔ジオン〕の自分のユニットが2つ以上いる", "我方場上有 2 張或更多擁有〈吉翁〉的機體"),
    ("N or more rested friendly Units (5-4)", "you have 2 or more rested Units in play",
     "レストの自分のユニットが2つ以上いる", "我方場上有 2 張或更多休息狀態的機體"),
    ("a friendly Link Unit (13-2-12)", "you have a Link Unit in play", "自分のリンクユニットがいる",
     "我方場上有共鳴機體"),
    ("a friendly colour Unit (2-4)", "you have a blue Unit in play", "青の自分のユニットがいる",
     "我方場上有藍色的機體"),
    ("a friendly Unit Lv.N or higher (2-9)", "you have a Unit that is Lv.5 or higher in play",
     "Lv.5以上の自分のユニットがいる", "我方場上有 Lv.5 以上的機體"),
    ("a friendly (trait) Pilot (3-3, 2-5-3)", "you have a (Zeon) Pilot in play", "〔ジオン〕の自分のパイロットがいる",
     "我方場上有擁有〈吉翁〉的駕駛員"),
    ("a friendly Unit with a name part (2-2-3)", 'you have a Unit with "Gundam" in its card name in play',
     "カード名に「ガンダム」を含む自分のユニットがいる", "我方場上有名稱中包含「鋼彈」的機體"),
    ("a friendly Base (3-5)", "you have a Base in play", "自分のベースがある", "我方場上有基地"),
    ("no friendly Base (3-5)", "you have no Base in play", "自分のベースがない", "我方場上沒有基地"),
    ("N or more enemy Units (12-3-10)", "your opponent has 2 or more Units in play", "相手のユニットが2つ以上いる",
     "對方場上有 2 張或更多機體"),
    ("no enemy Units", "there are no enemy Units in play", "相手のユニットがいない", "對方場上沒有機體"),
    ("N or more enemy rested Units", "your opponent has 2 or more rested Units in play",
     "レストの相手のユニットが2つ以上いる", "對方場上有 2 張或更多休息狀態的機體"),
    # the other zones' counts (4-4 resources, 4-6 shields, 4-8 hand, 4-9 trash, 5-17 EX) and the Lv. (2-9-4)
    ("own shields N or less (4-6)", "you have 3 or less shields", "自分のシールドが3つ以下", "我方的護盾在 3 張以下"),
    ("enemy shields N or less (4-6)", "your opponent has 3 or less shields", "相手のシールドが3つ以下",
     "對方的護盾在 3 張以下"),
    ("own hand N or more (4-8)", "you have 5 or more cards in your hand", "自分の手札が5枚以上ある",
     "我方手牌在 5 張以上"),
    ("own hand N or less (4-8)", "you have 2 or less cards in your hand", "自分の手札が2枚以下",
     "我方手牌在 2 張以下"),
    ("enemy hand N or more (4-8)", "your opponent has 5 or more cards in their hand", "相手の手札が5枚以上ある",
     "對方手牌在 5 張以上"),
    ("own trash N or more (4-9)", "there are 7 or more cards in your trash", "自分のトラッシュにカードが7枚以上ある",
     "我方廢棄區中有 7 張或更多卡牌"),
    ("own trash (trait) Unit cards (4-9)", "there are 3 or more (Zeon) Unit cards in your trash",
     "自分のトラッシュに〔ジオン〕のユニットカードが3枚以上ある", "我方廢棄區中有 3 張或更多擁有〈吉翁〉的機體卡牌"),
    ("enemy trash N or more (4-9)", "your opponent has 7 or more cards in their trash",
     "相手のトラッシュが7枚以上ある", "對方廢棄區中有 7 張或更多卡牌"),
    ("own resources N or more (4-4)", "you have 5 or more Resources", "自分のリソースが5つ以上ある",
     "我方的能源在 5 張以上"),
    ("own EX Resource (5-17)", "you have an EX Resource", "自分のEXリソースがある", "我方有 EX 能源"),
    ("own Lv. N or higher (2-9-4)", "you are Lv.7 or higher", "自分がLv.7以上", "我方的 Lv. 為 7 以上"),
    ("own Lv. N or lower (2-9-4)", "you are Lv.4 or lower", "自分がLv.4以下", "我方的 Lv. 為 4 以下"),
    # this Unit's state (5-4, 5-5, 13-2-10-2, 13-2-12)
    ("this Unit paired (5-9-1)", "this Unit is paired with a Pilot", "このユニットにパイロットがセットされている",
     "此機體搭乘了駕駛員"),
    ("this Unit paired with a (trait) Pilot (13-2-10-2)", "this Unit is paired with a (Zeon) Pilot",
     "このユニットに〔ジオン〕のパイロットがセットされている", "此機體搭乘了擁有〈吉翁〉的駕駛員"),
    ("this Unit not paired (5-9-1)", "this Unit is not paired with a Pilot",
     "このユニットにパイロットがセットされていない", "此機體未搭乘駕駛員"),
    ("this Unit a Link Unit (3-2-6-2)", "this Unit is a Link Unit", "このユニットがリンクユニット", "此機體為共鳴機體"),
    ("this Unit rested (5-4)", "this Unit is rested", "このユニットがレスト", "此機體處於休息狀態"),
    ("this Unit damaged (5-5)", "this Unit is damaged", "このユニットがダメージを受けている", "此機體受到傷害"),
    ("this Unit AP N or more (2-7)", "this Unit has 5 or more AP", "このユニットがAP5以上", "此機體的 AP 為 5 以上"),
    ("this Unit HP N or less (2-8)", "this Unit has 2 or less HP", "このユニットがHP2以下", "此機體的 HP 為 2 以下"),
    ("this Unit (trait) (2-5)", "this Unit is a (Zeon) Unit", "このユニットが〔ジオン〕", "此機體擁有〈吉翁〉"),
    ("this Unit has a keyword (13-1)", "this Unit has <Blocker>", "このユニットが《ブロッカー》を持つ",
     "此機體擁有《阻擋者》"),
    # the turn (5-3) and the turn's record (7-6-6)
    ("your turn (5-3)", "it is your turn", "自分のターン", "為我方的回合"),
    ("your opponent's turn (5-3)", "it is your opponent's turn", "相手のターン", "為對方的回合"),
    ("a Command activated this turn (7-6-6)", "you have activated a Command card's 【Main/Action】 during this turn",
     "このターン中に自分がコマンドカードの【メイン/アクション】を発動していた", "本回合中我方已發動過指令卡牌的【主要/瞬動】"),
    ("this Unit paired with a Pilot Lv.N or lower (13-2-10-2)", "this Unit is paired with a Pilot that is Lv.3 or lower",
     "このユニットにLv.3以下のパイロットがセットされている", "此機體搭乘了 Lv.3 以下的駕駛員"),
    ("own rested Resources N or more (4-4, 5-4)", "you have 5 or more rested Resources",
     "レストの自分のリソースが5つ以上ある", "我方的休息狀態的能源在 5 張以上"),
    ("more enemy Units than yours (10-2-1)", "your opponent has more Units in play than you",
     "相手のユニットの数が自分のユニットの数より多い", "對方場上的機體比我方多"),
    ("fewer own shields than the enemy's (4-6)", "you have fewer shields than your opponent",
     "自分のシールドの数が相手のシールドの数より少ない", "我方的護盾比對方少"),
    # s15-gen round 2: the turn's record of deploys (5-8) and destructions (5-10-1, 8-5-3)
    ("a Unit deployed this turn (7-6-6)", "you have deployed a Unit this turn", "このターン中に自分がユニットを配備していた",
     "本回合中我方已配置過機體"),
    ("a (trait) Unit deployed this turn (7-6-6)", "you have deployed a (Zeon) Unit this turn",
     "このターン中に自分が〔ジオン〕のユニットを配備していた", "本回合中我方已配置過擁有〈吉翁〉的機體"),
    ("one of your Units destroyed this turn (5-10-1)", "one of your Units has been destroyed this turn",
     "このターン中に自分のユニットが破壊されていた", "本回合中我方的機體已被破壞過"),
    ("an enemy (trait) Unit destroyed by battle this turn (8-5-3)",
     "an enemy (Zeon) Unit has been destroyed by battle this turn", "このターン中に〔ジオン〕の相手のユニットがバトルで破壊されていた",
     "本回合中對方擁有〈吉翁〉的機體已因戰鬥被破壞"),
    # the joins (10-2-1)
    ("A and B", "you have 2 or more other Units in play and you are Lv.7 or higher",
     "このユニット以外の自分のユニットが2つ以上いて、自分がLv.7以上", "我方場上有 2 張或更多此機體以外的機體，且我方的 Lv. 為 7 以上"),
    ("A or B", "you have a Base in play or you have 3 or less shields",
     "自分のベースがあるか、自分のシールドが3つ以下", "我方場上有基地或我方的護盾在 3 張以下"),
]

# where a condition stands: (column, card type, en, ja, zh-Hant), "{c}" the condition
CONDITION_PLACES = [
    ("【Deploy】If …, (front of a triggered body)", "unit", "【Deploy】If {c}, draw 1.", "【配備時】{c}なら、自分は1枚ドローする。",
     "【配置時】若{c}，則抽 1 張卡。"),
    ("When …, if …, (after the trigger's comma)", "unit", "When one of your Units is deployed, if {c}, draw 1.",
     "自分のユニットが配備されたとき、{c}なら、自分は1枚ドローする。", "當我方的機體被配置時，若{c}，則抽 1 張卡。"),
    ("Then, if …, (after a step)", "unit", "【Deploy】Choose 1 enemy Unit. Rest it. Then, if {c}, draw 1.",
     "【配備時】相手のユニット1つを選ぶ。それをレストにする。その後、{c}なら、自分は1枚ドローする。",
     "【配置時】選擇對方的 1 張機體。將該機體轉為休息狀態。之後，若{c}，則抽 1 張卡。"),
    ("While …, (continuous, 10-1-5-3)", "unit", "While {c}, this Unit gets AP+1.", "{c}{ma}間、このユニットをAP+1する。",
     "{c}期間，此機體的AP+1。"),
    ("During your turn, if …, (continuous)", "unit", "During your turn, if {c}, this Unit gets AP+1.",
     "自分のターン中、{c}なら、このユニットをAP+1する。", "在我方的回合中，若{c}，則此機體的AP+1。"),
]


def condition_cells() -> list[Cell]:
    cells = []
    for (row, *conditions), (column, card_type, *places) in product(CONDITION_PARTS, CONDITION_PLACES):
        for lang, condition, place in zip(LANGS, conditions, places, strict=True):
            # ja 「…いる間」 / 「…ある間」 after a verb, 「…の間」 after a noun (「レストの間」, 「Lv.7以上の間」)
            ma = "" if condition.endswith(("る", "い")) else "の"
            cells.append(Cell("conditions", row, column, lang, place.format(c=condition, ma=ma), card_type))
    return cells


# conditions on the card an earlier step chose ("If it is …", 10-2-1; 10-3-3: it was chosen whatever the
# condition says): (row, en, ja, zh-Hant), "it" the chosen enemy Unit
IT_CONDITION_PARTS: list[tuple[str, str, str, str]] = [
    ("it is (trait) (2-5)", "it is a (Zeon) Unit", "それが〔ジオン〕のユニット", "該機體擁有〈吉翁〉"),
    ("it is Lv.N or lower (2-9)", "it is Lv.3 or lower", "それがLv.3以下", "該機體為 Lv.3 以下"),
    ("it is a Lv.N or lower Unit (2-9)", "it is a Lv.3 or lower Unit", "それがLv.3以下のユニット",
     "該機體為 Lv.3 以下的機體"),
    ("it is rested (5-4)", "it is rested", "それがレスト", "該機體處於休息狀態"),
    ("it is damaged (5-5)", "it is damaged", "それがダメージを受けている", "該機體受到傷害"),
    ("it is paired (5-9-1)", "it is paired with a Pilot", "それにパイロットがセットされている", "該機體搭乘了駕駛員"),
    ("it is a Link Unit (3-2-6-2)", "it is a Link Unit", "それがリンクユニット", "該機體為共鳴機體"),
    ("it has a keyword (13-1)", "it has <Blocker>", "それが《ブロッカー》を持つ", "該機體擁有《阻擋者》"),
    ("it has N or less HP (2-8)", "it has 3 or less HP", "それがHP3以下", "該機體的 HP 為 3 以下"),
    ("it has N or more AP (2-7)", "it has 4 or more AP", "それがAP4以上", "該機體的 AP 為 4 以上"),
    ("it is a colour Unit (2-4)", "it is a blue Unit", "それが青のユニット", "該機體為藍色的機體"),
]

IT_CONDITION_PLACES = [
    ("after a verb on it, another step", "unit", "【Deploy】Choose 1 enemy Unit. Deal 1 damage to it. If {c}, draw 1.",
     "【配備時】相手のユニット1つを選ぶ。それに1ダメージを与える。{c}なら、自分は1枚ドローする。",
     "【配置時】選擇對方的 1 張機體。給予該機體 1 點傷害。若{c}，則抽 1 張卡。"),
    ("after a verb on it, a second verb on it", "unit",
     "【Deploy】Choose 1 enemy Unit. Deal 1 damage to it. If {c}, rest it.",
     "【配備時】相手のユニット1つを選ぶ。それに1ダメージを与える。{c}なら、それをレストにする。",
     "【配置時】選擇對方的 1 張機體。給予該機體 1 點傷害。若{c}，則將該機體轉為休息狀態。"),
    # s15-gen: a step that only chooses (`choose_only`), then the verb on it under the condition (10-3-3)
    ("the first verb on it", "unit", "【Deploy】Choose 1 enemy Unit. If {c}, rest it.",
     "【配備時】相手のユニット1つを選ぶ。{c}なら、それをレストにする。",
     "【配置時】選擇對方的 1 張機體。若{c}，則將該機體轉為休息狀態。"),
    # s15-gen round 2: "up to 1" (none chosen: the condition fails) and a step not on it after the choice
    ("up to 1, the first verb on it", "unit", "【Deploy】Choose up to 1 enemy Unit. If {c}, rest it.",
     "【配備時】相手のユニット1つまでを選ぶ。{c}なら、それをレストにする。",
     "【配置時】選擇對方的最多 1 張機體。若{c}，則將該機體轉為休息狀態。"),
    ("a step not on it", "unit", "【Deploy】Choose 1 enemy Unit. If {c}, draw 1.",
     "【配備時】相手のユニット1つを選ぶ。{c}なら、自分は1枚ドローする。", "【配置時】選擇對方的 1 張機體。若{c}，則抽 1 張卡。"),
]


def it_condition_cells() -> list[Cell]:
    cells = []
    for (row, *conditions), (column, card_type, *places) in product(IT_CONDITION_PARTS, IT_CONDITION_PLACES):
        for lang, condition, place in zip(LANGS, conditions, places, strict=True):
            cells.append(Cell("chosen conditions", row, column, lang, place.format(c=condition), card_type))
    return cells


def condition_of(cell: Cell) -> str | None:
    """The condition the executor checks for a cell (its last step's "If", or the continuous effect's
    conditions), its printed words set aside: every place and language of a row must check the same."""
    effects = printed.translate(read(cell.text, cell.lang, cell.card_type)).effects
    if len(effects) != 1:
        return None
    condition = effects[0]["script"][-1].get("condition")
    if condition is None:  # "While it is your turn, …": the effect's own window (10-1-5-3)
        conditions = effects[0].get("conditions") or []
        condition = conditions[0] if len(conditions) == 1 else {"kind": "all", "all_of": conditions}
    key = json.dumps(condition, sort_keys=True, ensure_ascii=False)
    for word, canonical in PRINTED_WORDS.items():
        key = key.replace(word, canonical)
    return key


# --- structure: how steps are joined (s15-opt round 2; 10-1-3 "you may", 10-2-1 conditions and "If you do",
# 10-1-9-1 "instead", 10-3-3 a choice of effects, 1-3-4 every player in turn) ---------------------------------

# the steps a structure joins (column, en as it follows "If you do, " (lower case), ja, zh-Hant): ja / zh-Hant as
# the corpus prints them (docs/cards/gcg-templates.md)
STRUCTURE_STEPS = [
    ("draw 1", "draw 1", "自分は1枚ドローする", "抽 1 張卡"),
    ("choose an enemy, deal 2", "choose 1 enemy Unit. Deal 2 damage to it", "相手のユニット1つを選ぶ。それに2ダメージを与える",
     "選擇對方的 1 張機體。給予該機體 2 點傷害"),
    ("choose an enemy, rest it", "choose 1 enemy Unit with 5 or less HP. Rest it",
     "HP5以下の相手のユニット1つを選ぶ。それをレストにする", "選擇對方的 1 張 HP 5 以下的機體。將該機體轉為休息狀態"),
    ("this Unit AP+2", "this Unit gets AP+2 during this turn", "このターン中、このユニットをAP+2する", "本回合中，此機體的AP+2"),
]

_COND = ("If you have 2 or more other Units in play, ", "このユニット以外の自分のユニットが2つ以上いるなら、",
         "若我方場上有2張或更多此機體以外的機體，則")

# (row, gated: the step carries a condition / "if discarded" when it runs, en, ja, zh-Hant): "{b}" the step, "{B}"
# the step capitalised
STRUCTURES: list[tuple[str, bool, str, str, str]] = [
    ("you may discard 1. If you do, (10-2-1)", True, "You may discard 1. If you do, {b}.",
     "自分の手札1枚を捨ててもよい。そうしたなら、{b}。", "可以丟棄 1 張手牌。那樣做時，{b}。"),
    ("you may rest this Unit. If you do,", True, "You may rest this Unit. If you do, {b}.",
     "このユニットをレストにしてもよい。そうしたなら、{b}。", "可以將此機體轉為休息狀態。那樣做時，{b}。"),
    ("you may pay ①. If you do, (10-1-7-3)", True, "You may pay ⟦1⟧. If you do, {b}.",
     "⟦1⟧を支払ってもよい。そうしたなら、{b}。", "可以支付⟦1⟧。那樣做時，{b}。"),
    ("you may destroy another of yours. If you do,", True, "You may destroy 1 of your other Units. If you do, {b}.",
     "このユニット以外の自分のユニット1つを破壊してもよい。そうしたなら、{b}。",
     "可以破壞此機體以外的我方的 1 張機體。那樣做時，{b}。"),  # 我方 "your" (友方 "friendly": a teammate's too)
    ("you may return this Unit to hand. If you do,", True,
     "You may return this Unit to its owner's hand. If you do, {b}.",
     "このユニットを持ち主の手札に戻してもよい。そうしたなら、{b}。", "可以將此機體放回持有者的手牌。那樣做時，{b}。"),
    ("you may exile from the trash. If you do,", True, "You may exile 2 cards from your trash. If you do, {b}.",
     "自分のトラッシュのカード2枚をゲームから除外してもよい。そうしたなら、{b}。",
     "可以將我方廢棄區中的 2 張卡牌除外。那樣做時，{b}。"),
    ("you may mill 2. If you do,", True, "You may place the top 2 cards of your deck into your trash. If you do, {b}.",
     "自分のデッキを上から2枚、自分のトラッシュに置いてもよい。そうしたなら、{b}。",
     "可以將我方卡組最上方的 2 張卡牌置於廢棄區。那樣做時，{b}。"),
    ("draw 1. Then, (10-3)", False, "Draw 1. Then, {b}.", "自分は1枚ドローする。その後、{b}。", "抽 1 張卡。之後，{b}。"),
    ("the step. Then, draw 1.", False, "{B}. Then, draw 1.", "{b}。その後、自分は1枚ドローする。", "{b}。之後，抽 1 張卡。"),
    ("draw 1. After that,", False, "Draw 1. After that, {b}.", "自分は1枚ドローする。その後、{b}。", "抽 1 張卡。之後，{b}。"),
    ("If C, (10-2-1)", True, _COND[0] + "{b}.", _COND[1] + "{b}。", _COND[2] + "{b}。"),
    ("draw 1. Then, you may discard 1. If you do,", True, "Draw 1. Then, you may discard 1. If you do, {b}.",
     "自分は1枚ドローする。その後、自分の手札1枚を捨ててもよい。そうしたなら、{b}。", "抽 1 張卡。之後，可以丟棄 1 張手牌。那樣做時，{b}。"),
    ("If C, you may discard 1. If you do,", True, _COND[0] + "you may discard 1. If you do, {b}.",
     _COND[1] + "自分の手札1枚を捨ててもよい。そうしたなら、{b}。", _COND[2] + "可以丟棄 1 張手牌。那樣做時，{b}。"),
    ("you may pay ①. If you do, draw 1. Then,", False, "You may pay ⟦1⟧. If you do, draw 1. Then, {b}.",
     "⟦1⟧を支払ってもよい。そうしたなら、自分は1枚ドローする。その後、{b}。", "可以支付⟦1⟧。那樣做時，抽 1 張卡。之後，{b}。"),
    ("choose 1 of the following ■ (10-3-3)", False,
     "Choose 1 of the following effects and activate it:\n■{B}.\n■Draw 1.",
     "以下の効果から1つを選んで発動する。\n■{b}。\n■自分は1枚ドローする。", "從以下效果中選擇1個發動：\n■{b}。\n■抽 1 張卡。"),
    ("■ with a condition", True, "Choose 1 of the following effects and activate it:\n■" + _COND[0] + "{b}.\n■Draw 1.",
     "以下の効果から1つを選んで発動する。\n■" + _COND[1] + "{b}。\n■自分は1枚ドローする。",
     "從以下效果中選擇1個發動：\n■" + _COND[2] + "{b}。\n■抽 1 張卡。"),
    ("If you don't,", True, "You may discard 1. If you do, draw 1. If you don't, {b}.",
     "自分の手札1枚を捨ててもよい。そうしたなら、自分は1枚ドローする。そうしなかったなら、{b}。",
     "可以丟棄 1 張手牌。那樣做時，抽 1 張卡。未那樣做時，{b}。"),
]

# whole sentences: amounts from the board, "instead", every player (row, en, ja, zh-Hant)
STRUCTURE_SENTENCES: list[tuple[str, str, str, str]] = [
    ("for each: draw per unit", "Draw 1 for each of your other (Zeon) Units.",
     "このユニット以外の〔ジオン〕の自分のユニット1つにつき1枚ドローする。", "此機體以外的我方擁有〈吉翁〉的機體每有1張，抽1張卡。"),
    ("for each: draw per trash card", "Draw 1 for each Command card in your trash.",
     "自分のトラッシュのコマンドカード1枚につき1枚ドローする。", "我方廢棄區中的指令卡牌每有1張，抽1張卡。"),
    ("for each: damage", "Choose 1 enemy Unit. Deal 1 damage to it for each of your (Zeon) Units.",
     "相手のユニット1つを選ぶ。それに、〔ジオン〕の自分のユニット1つにつき1ダメージを与える。",
     "選擇對方的 1 張機體。我方擁有〈吉翁〉的機體每有1張，給予該機體 1 點傷害。"),
    ("for each: this Unit AP+", "This Unit gets AP+1 for each of your other (Zeon) Units during this turn.",
     "このターン中、このユニットを、このユニット以外の〔ジオン〕の自分のユニット1つにつきAP+1する。",
     "本回合中，此機體以外的我方擁有〈吉翁〉的機體每有1張，此機體的AP+1。"),
    ("for each: an enemy AP-", "Choose 1 enemy Unit. It gets AP-1 for each of your (Zeon) Units during this turn.",
     "相手のユニット1つを選ぶ。このターン中、それを、〔ジオン〕の自分のユニット1つにつきAP-1する。",
     "選擇對方的 1 張機體。本回合中，我方擁有〈吉翁〉的機體每有1張，該機體的AP-1。"),
    ("equal to the number: draw", "Draw cards equal to the number of your (Zeon) Units.",
     "〔ジオン〕の自分のユニットと同じ枚數ドローする。".replace("枚數", "枚数"), "抽與我方擁有〈吉翁〉的機體張數相同的卡。"),
    ("equal to the number: damage", "Choose 1 enemy Unit. Deal damage to it equal to the number of your (Zeon) Units.",
     "相手のユニット1つを選ぶ。それに、〔ジオン〕の自分のユニットと同じ数のダメージを与える。",
     "選擇對方的 1 張機體。給予該機體與我方擁有〈吉翁〉的機體張數相同的傷害。"),
    ("per N of a stat: damage per 4 AP", "Choose 1 enemy Unit. Deal 1 damage to it for each 4 AP this Unit has.",
     "相手のユニット1つを選ぶ。それに、このユニットのAP4につき1ダメージを与える。",
     "選擇對方的 1 張機體。此機體的 AP 每有 4，給予該機體 1 點傷害。"),
    ("equal to this Unit's AP: damage", "Choose 1 enemy Unit. Deal damage equal to this Unit's AP to it.",
     "相手のユニット1つを選ぶ。それに、このユニットのAPと同じ数のダメージを与える。",
     "選擇對方的 1 張機體。給予該機體與此機體的AP相同數值的傷害。"),
    ("up to a total Lv.", "Choose enemy Units with a total Lv. of 4 or less. Rest them.",
     "Lv.の合計が4以下になるように相手のユニットを選ぶ。それらをレストにする。", "選擇Lv.合計4以下的對方機體。將那些機體轉為休息狀態。"),
    ("instead: damage, if C", "Choose 1 enemy Unit. Deal 2 damage to it. "
     "If you have 2 or more other Units in play, deal 4 damage instead.",
     "相手のユニット1つを選ぶ。それに2ダメージを与える。このユニット以外の自分のユニットが2つ以上いるなら、かわりに4ダメージを与える。",
     "選擇對方的 1 張機體。給予該機體 2 點傷害。若我方場上有2張或更多此機體以外的機體，則改為給予 4 點傷害以代替。"),
    ("instead: damage, if it is (X)", "Choose 1 enemy Unit. Deal 2 damage to it. If it is a (Zeon) Unit, deal 4 damage "
     "instead.", "相手のユニット1つを選ぶ。それに2ダメージを与える。それが〔ジオン〕のユニットなら、かわりに4ダメージを与える。",
     "選擇對方的 1 張機體。給予該機體 2 點傷害。若該機體為擁有〈吉翁〉的機體，則改為給予 4 點傷害以代替。"),
    ("instead: damage, if it is Lv.N or lower", "Choose 1 enemy Unit. Deal 2 damage to it. If it is Lv.3 or lower, "
     "deal 4 damage instead.", "相手のユニット1つを選ぶ。それに2ダメージを与える。それがLv.3以下なら、かわりに4ダメージを与える。",
     "選擇對方的 1 張機體。給予該機體 2 點傷害。若該機體為Lv.3以下，則改為給予 4 點傷害以代替。"),
    ("instead: AP, if C", "This Unit gets AP+1 during this turn. If you have 2 or more other Units in play, this Unit "
     "gets AP+3 during this turn instead.",
     "このターン中、このユニットをAP+1する。このユニット以外の自分のユニットが2つ以上いるなら、かわりにこのターン中、このユニットをAP+3する。",
     "本回合中，此機體的AP+1。若我方場上有2張或更多此機體以外的機體，則改為本回合中，此機體的AP+3以代替。"),
    ("instead: draw, if C", "Draw 1. If you have 2 or more other Units in play, draw 2 instead.",
     "自分は1枚ドローする。このユニット以外の自分のユニットが2つ以上いるなら、かわりに自分は2枚ドローする。",
     "抽 1 張卡。若我方場上有2張或更多此機體以外的機體，則改為抽 2 張卡以代替。"),
    ("each player draws (1-3-4)", "Each player draws 1.", "全てのプレイヤーはそれぞれ1枚ドローする。", "所有玩家各自抽 1 張卡。"),
    ("all players each choose a unit; rest them", "All players each choose 1 of their Units. Rest them.",
     "全てのプレイヤーはそれぞれ、自分のユニット1つを選ぶ。それらをレストにする。", "所有玩家各自選擇自己的 1 張機體。將那些機體轉為休息狀態。"),
    ("each player discards", "Each player discards 1.", "全てのプレイヤーはそれぞれ自分の手札1枚を捨てる。", "所有玩家各自丟棄 1 張手牌。"),
    ("you and your opponent each draw", "You and your opponent each draw 1.", "自分と相手はそれぞれ1枚ドローする。",
     "我方與對方各抽 1 張卡。"),
    ("Otherwise,", "Choose 1 enemy Unit. If it is Lv.3 or lower, destroy it. Otherwise, deal 2 damage to it.",
     "相手のユニット1つを選ぶ。それがLv.3以下なら、それを破壊する。そうでないなら、それに2ダメージを与える。",
     "選擇對方的 1 張機體。若該機體為Lv.3以下，則破壞該機體。否則，給予該機體 2 點傷害。"),
]

# rows left unread / by hand on purpose, and why (printed by `main`)
STRUCTURE_LEFT = {
    "If you don't,": "no GCG card prints it in any language we hold: its ja / zh-Hant wording here is ours, so "
                     "the reader is not taught a guess",
    "Otherwise,": "no GCG card prints it (the cards print \"If …, … instead.\"): not taught a guess",
    "you and your opponent each draw": "not a GCG phrasing (the cards print \"Each player …\" / \"All players each …\")",
    "up to a total Lv.": "a choice of any number of units bounded by their total: no engine step chooses so",
}

_STRUCTURE_MARKERS = ("【Deploy】", "【配備時】", "【配置時】")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def structure_cells() -> list[Cell]:
    cells = []
    for (row, _gated, *patterns), (column, *steps) in product(STRUCTURES, STRUCTURE_STEPS):
        for lang, marker, pattern, step in zip(LANGS, _STRUCTURE_MARKERS, patterns, steps, strict=True):
            text = marker + pattern.format(b=step, B=_cap(step))
            cells.append(Cell("structure", row, column, lang, text, "unit"))
    for row, *texts in STRUCTURE_SENTENCES:
        for lang, marker, text in zip(LANGS, _STRUCTURE_MARKERS, texts, strict=True):
            cells.append(Cell("structure", row, "sentence", lang, marker + text, "unit"))
    return cells


_GATES = ("condition", "if_discarded", "after_every_step")


def _ungated(script: list[dict]) -> list[dict]:
    """The steps with their gates and the default player ("self") set aside."""
    return [{k: v for k, v in step.items() if k not in _GATES and (k, v) != ("player", "self")} for step in script]


def structure_parts_hold(cell: Cell) -> bool:
    """A composed cell that runs holds its step as the step alone reads (gates aside), carrying a gate
    (a condition / "if discarded") when its structure makes one (10-2-1)."""
    (gated,) = [g for row, g, *_ in STRUCTURES if row == cell.row]
    language = LANGS.index(cell.lang)
    step = next(s for c, *s in STRUCTURE_STEPS if c == cell.column)[language]
    marker = _STRUCTURE_MARKERS[language]
    alone = printed.translate(read(marker + _cap(step) + ("." if cell.lang == "en" else "。"), cell.lang, "unit"))
    alone_script = _ungated(alone.effects[0]["script"])
    effect = printed.translate(read(cell.text, cell.lang, "unit")).effects[0]
    for script in [effect["script"], *effect.get("modes", [])]:
        plain = _ungated(script)
        for at in reversed(range(len(plain) - len(alone_script) + 1)):  # the step printed last ("{b}" ends a gated row)
            if plain[at:at + len(alone_script)] == alone_script:
                held = script[at:at + len(alone_script)]
                # a step done "whole" before it gates it too: short of the whole, the rest goes by hand
                # (effects.short_of_whole, 1-3-2)
                return not gated or all(any(k in s for k in _GATES) for s in held) \
                    or (at > 0 and bool(script[at - 1].get("whole")))
    return False


# --- target filters (10-3-3, 10-4) -------------------------------------------------------------------
# s15-gen round 2 (issue 29 §4): a target phrase and its filters are 43 % of the novel parts of the newest
# sets (docs/cards.md). Each cell names a target (an owner, a count, filters) in a step, as the cards print
# it, and its reading must show exactly those parts: the owner, the count, every filter (none dropped, none
# added); it runs only if the executor checks every filter (printed._where_of: a filter it cannot check is
# by hand, never ignored).

# (row, the Filter the reader gives, en slot, en words (singular, plural), ja, zh-Hant). The en slot is where
# English prints the filter: "state" before the owner word ("1 rested enemy Unit"), "adj" between the owner
# and the noun ("1 enemy (Zeon) Unit"), "post" after the noun ("… with 3 or less HP"), "noun" the noun
# itself ("Link Unit", 3-2-6-2; "Unit token", 5-17). ja and zh-Hant print every filter before the noun.
FILTER_PARTS: list[tuple[str, tuple[str, str, object], str, tuple[str, str], str, str]] = [
    ("(trait) (2-5)", ("trait", "has", ("Zeon",)), "adj", ("(Zeon) ", "(Zeon) "), "〔ジオン〕の", "擁有〈吉翁〉的"),
    ("colour (2-4)", ("colour", "==", "blue"), "adj", ("blue ", "blue "), "青の", "藍色的"),
    ("Lv.N or lower (2-9)", ("level", "<=", 3), "post", (" that is Lv.3 or lower", " that are Lv.3 or lower"),
     "Lv.3以下の", "Lv.3 以下的"),
    ("Lv.N or higher (2-9)", ("level", ">=", 5), "post", (" that is Lv.5 or higher", " that are Lv.5 or higher"),
     "Lv.5以上の", "Lv.5 以上的"),
    ("N or less HP (2-8)", ("hp", "<=", 3), "post", (" with 3 or less HP",) * 2, "HP3以下の", "HP 3 以下的"),
    ("N or more HP (2-8)", ("hp", ">=", 4), "post", (" with 4 or more HP",) * 2, "HP4以上の", "HP 4 以上的"),
    ("N or less AP (2-7)", ("ap", "<=", 3), "post", (" with 3 or less AP",) * 2, "AP3以下の", "AP 3 以下的"),
    ("N or more AP (2-7)", ("ap", ">=", 5), "post", (" with 5 or more AP",) * 2, "AP5以上の", "AP 5 以上的"),
    ("cost N or less (2-10)", ("cost", "<=", 3), "post", (" with a cost of 3 or less",) * 2, "コスト3以下の",
     "費用 3 以下的"),
    ("rested (5-4)", ("state", "==", "rested"), "state", ("rested ", "rested "), "レストの", "休息狀態的"),
    ("active (5-4)", ("state", "==", "active"), "state", ("active ", "active "), "アクティブの", "活躍狀態的"),
    ("damaged (5-5)", ("state", "==", "damaged"), "state", ("damaged ", "damaged "), "ダメージを受けている",
     "受到傷害的"),
    ("with <Keyword> (13-1)", ("keyword", "has", "blocker"), "post", (" with <Blocker>",) * 2, "《ブロッカー》を持つ",
     "擁有《阻擋者》的"),
    ("with a name part (2-2-3)", ("name_contains", "==", "Gundam"), "post",
     (' with "Gundam" in its card name', ' with "Gundam" in their card names'), "カード名に「ガンダム」を含む",
     "名稱中包含「鋼彈」的"),
    ("paired (5-9-1)", ("state", "==", "paired"), "post", (" paired with a Pilot",) * 2,
     "パイロットがセットされている", "搭乘了駕駛員的"),
    ("unpaired (5-9-1)", ("state", "not", "paired"), "post", (" with no paired Pilot",) * 2,
     "パイロットがセットされていない", "未搭乘駕駛員的"),
    ("paired with a (trait) Pilot (13-2-10-2)", ("pilot_trait", "has", ("Zeon",)), "post",
     (" paired with a (Zeon) Pilot",) * 2, "〔ジオン〕のパイロットがセットされている", "搭乘了擁有〈吉翁〉的駕駛員的"),
    ("Link Unit (3-2-6-2)", ("state", "==", "link"), "noun", ("Link Unit", "Link Units"), "リンクユニット",
     "共鳴機體"),
    ("token (5-17)", ("token", "==", True), "noun", ("Unit token", "Unit tokens"), "ユニットトークン",
     "機體替代卡"),
    ("the lowest AP (10-3-3)", ("lowest", "==", "ap"), "post", (" with the lowest AP",) * 2, "APが最も低い",
     "AP 最低的"),
    ("the highest HP (10-3-3)", ("highest", "==", "hp"), "post", (" with the highest HP",) * 2, "HPが最も高い",
     "HP 最高的"),
    # the negative filters (s15-gen round 2): what the card is not
    ("undamaged (5-5)", ("state", "not", "damaged"), "state", ("undamaged ", "undamaged "), "ダメージを受けていない",
     "未受到傷害的"),
    ("without <Keyword> (13-1)", ("keyword", "not", "blocker"), "post", (" without <Blocker>",) * 2,
     "《ブロッカー》を持たない", "不擁有《阻擋者》的"),
    ("without a name part (2-2-3)", ("name_contains", "not", "Gundam"), "post",
     (' without "Gundam" in its card name', ' without "Gundam" in their card names'), "カード名に「ガンダム」を含まない",
     "名稱中不包含「鋼彈」的"),
    ("non-colour (2-4-1)", ("colour", "not", "blue"), "adj", ("non-blue ", "non-blue "), "青以外の", "藍色以外的"),
    ("other than Unit tokens (5-17)", ("token", "not", True), "post", (" other than Unit tokens",) * 2,
     "ユニットトークン以外の", "機體替代卡以外的"),
    ("other than Link Units (3-2-6-2)", ("state", "not", "link"), "post", (" other than Link Units",) * 2,
     "リンクユニット以外の", "共鳴機體以外的"),
    # s16-filt (issue 29 §4): every other filter the rules let a card print on a unit (2-5-3, 2-8, 2-9, 2-10,
    # 5-19-1, 13-1) and the bound relative to this card (2-9), each counted in the real lists (docs/cards.md)
    ("Lv.N (2-9)", ("level", "==", 3), "post", (" that is Lv.3", " that are Lv.3"), "Lv.3の", "Lv.3 的"),
    ("N HP (2-8)", ("hp", "==", 1), "post", (" with 1 HP",) * 2, "HP1の", "HP 1 的"),
    ("cost N or more (2-10)", ("cost", ">=", 5), "post", (" with a cost of 5 or more",) * 2, "コスト5以上の",
     "費用 5 以上的"),
    ("(trait)/(trait) (2-5-3, 5-19-1)", ("trait", "has", ("Zeon", "Earth Federation")), "adj",
     ("(Zeon)/(Earth Federation) ",) * 2, "〔ジオン〕/〔地球連邦〕の", "擁有〈吉翁〉/〈地球聯邦〉的"),
    ("with <Repair> (13-1-1)", ("keyword", "has", "repair"), "post", (" with <Repair>",) * 2, "《リペア》を持つ",
     "擁有《修復》的"),
    ("with <Breach> (13-1-2)", ("keyword", "has", "breach"), "post", (" with <Breach>",) * 2, "《突破》を持つ",
     "擁有《突破》的"),
    ("with <Support> (13-1-3)", ("keyword", "has", "support"), "post", (" with <Support>",) * 2, "《援護》を持つ",
     "擁有《支援》的"),
    ("with <First Strike> (13-1-5)", ("keyword", "has", "first_strike"), "post", (" with <First Strike>",) * 2,
     "《先制攻撃》を持つ", "擁有《先制攻擊》的"),
    ("with <High-Maneuver> (13-1-6)", ("keyword", "has", "high_maneuver"), "post", (" with <High-Maneuver>",) * 2,
     "《高機動》を持つ", "擁有《高機動》的"),
    ("non-(trait) (2-5-3)", ("trait", "not", ("Zeon",)), "adj", ("non-(Zeon) ",) * 2, "〔ジオン〕以外の", "〈吉翁〉以外的"),
    ("colour/colour (2-4, 5-19-1)", ("colour", "==", ("blue", "green")), "adj", ("blue/green ",) * 2, "青/緑の",
     "藍色/綠色的"),
    ("Lv. up to this Unit's (2-9)", ("level", "<=", "this"), "post",
     (" whose Lv. is equal to or lower than this Unit",) * 2, "このユニットのLv.以下の", "Lv. 在此機體以下的"),
    ("Lv. from this Unit's (2-9)", ("level", ">=", "this"), "post",
     (" whose Lv. is equal to or higher than this Unit",) * 2, "このユニットのLv.以上の", "Lv. 在此機體以上的"),
    # s16-filt round 2: one of two keywords (13-1; "/" is "or", 5-19-1): `any_of`, checked whole by every matcher
    ("with <Keyword> or <Keyword> (13-1, 5-19-1)", ("keyword", "has", ("blocker", "repair")), "post",
     (" with <Blocker> or <Repair>",) * 2, "《ブロッカー》/《リペア》を持つ", "擁有《阻擋者》/《修復》的"),
]

# (column, reader's who, other, en (singular; "{s}" state, "{a}" adj, "{n}" noun, "{p}" post),
#  en plural, en "all", ja ("{f}" the filters), zh-Hant before the count, zh-Hant after the filters)
FILTER_OWNERS = [
    ("enemy (12-3-10)", "enemy", False, "{s}enemy {a}{n}{p}", "{s}enemy {a}{n}{p}", "all {s}enemy {a}{n}{p}",
     "{f}相手の{n}", "對方的 ", "{f}{n}"),
    ("your (12-3-11)", "yours", False, "of your {s}{a}{n}{p}", "of your {s}{a}{n}{p}", "all your {s}{a}{n}{p}",
     "{f}自分の{n}", "我方的 ", "{f}{n}"),
    ("friendly (12-3-10)", "friendly", False, "{s}friendly {a}{n}{p}", "{s}friendly {a}{n}{p}",
     "all {s}friendly {a}{n}{p}", "{f}味方の{n}", "友方的 ", "{f}{n}"),
    ("another friendly (12-3-11)", "yours", True, "of your other {s}{a}{n}{p}", "of your other {s}{a}{n}{p}",
     "all your other {s}{a}{n}{p}", "このユニット以外の、{f}自分の{n}", "我方的 ", "{f}其他{n}"),
    ("any player's (10-3-3)", "any", False, "{s}{a}{n}{p}", "{s}{a}{n}{p}", "all {s}{a}{n}{p}", "{f}{n}", "",
     "{f}{n}"),
]
# "of your …" / "all your …" name the plural noun
_PLURAL_OWNERS = {"your (12-3-11)", "another friendly (12-3-11)"}

# (column, count, up_to, all, en count word, ja count, zh-Hant count)
FILTER_COUNTS = [
    ("1", 1, False, False, "1", "1つ", "1 張"),
    ("up to N (10-3-3)", 2, True, False, "up to 2", "2つまで", "最多 2 張"),
    ("N", 2, False, False, "2", "2つ", "2 張"),
    ("all (10-3-2)", 0, False, True, "", "", ""),
]

# (column, en on the chosen (it / them), en on all, ja on it / them (「それ」「それら」), ja on all,
#  zh-Hant on it / them (「該機體」「那些機體」), zh-Hant on all ("{t}" the target phrase))
FILTER_VERBS = [
    ("rest (5-4)", "Rest {it}.", "Rest {t}.", "{it}をレストにする。", "{t}すべてをレストにする。",
     "將{it}轉為休息狀態。", "將{t}轉為休息狀態。"),
    ("deal damage (5-5)", "Deal 1 damage to {it}.", "Deal 1 damage to {t}.", "{it}に1ダメージを与える。",
     "{t}すべてに1ダメージを与える。", "給予{it} 1 點傷害。", "給予{t} 1 點傷害。"),
]

_NOUNS = {"en": ("Unit", "Units"), "ja": "ユニット", "zh-Hant": "機體"}


def _target_texts(owner: tuple, count: tuple, parts: list[tuple]) -> tuple[str, str, str]:
    """The target phrase of one owner, count and filters (in the order given) in en, ja, zh-Hant."""
    column, _who, _other, en_one, en_many, en_all, ja, zh_before, zh_after = owner
    plural = count[3] or count[1] > 1 or column in _PLURAL_OWNERS
    slots = {"s": "", "a": "", "p": "", "n": _NOUNS["en"][plural]}
    ja_n, zh_n, ja_f, zh_f = _NOUNS["ja"], _NOUNS["zh-Hant"], "", ""
    # a filter of the pairing stands last in English and first in Japanese: "paired with a Pilot that is
    # Lv.3 or lower" and 「Lv.3以下のパイロットがセットされている」 bound the Pilot (3-3-9), not the Unit
    pairing = [p for p in parts if _filter_group(p) == "paired"]
    en_parts = [p for p in parts if p not in pairing] + pairing
    for _row, _filter, slot, en_words, _ja, _zh in en_parts:
        if slot == "noun":
            slots["n"] = en_words[plural]
        else:
            slots[{"state": "s", "adj": "a", "post": "p"}[slot]] += en_words[plural]
    for part in parts:
        _row, _filter, slot, _en, ja_words, zh_words = part
        if slot == "noun":
            ja_n, zh_n = ja_words, zh_words
        else:
            ja_f = ja_words + ja_f if part in pairing else ja_f + ja_words
            zh_f = zh_f + zh_words
    if count[3]:
        en = en_all.format(**slots)
        zh = "所有".join((zh_before, zh_after.format(f=zh_f, n=zh_n))) if zh_before else "所有" + zh_after.format(
            f=zh_f, n=zh_n)
        return en, ja.format(f=ja_f, n=ja_n), zh
    en = f"{count[4]} " + (en_many if plural else en_one).format(**slots)
    zh_count = f"{zh_before.rstrip()}{count[6]}" if count[6].startswith("最多") else f"{zh_before}{count[6]}"
    return en, ja.format(f=ja_f, n=ja_n) + count[5], zh_count + zh_after.format(f=zh_f, n=zh_n)


def _filter_cell(row: str, owner: tuple, count: tuple, verb: tuple, parts: list[tuple]) -> list[Cell]:
    en_t, ja_t, zh_t = _target_texts(owner, count, parts)
    _c, en_it, en_all, ja_it, ja_all, zh_it, zh_all = verb
    many = count[3] or count[1] > 1
    if count[3]:
        texts = (f"【Deploy】{en_all.format(t=en_t)}", f"【配備時】{ja_all.format(t=ja_t)}",
                 f"【配置時】{zh_all.format(t=zh_t)}")
    else:
        texts = (f"【Deploy】Choose {en_t}. " + en_it.format(it="them" if many else "it"),
                 f"【配備時】{ja_t}を選ぶ。" + ja_it.format(it="それら" if many else "それ"),
                 f"【配置時】選擇{zh_t}。" + zh_it.format(it="那些機體" if many else "該機體"))
    expect = (owner[1], "unit", "play", owner[2], count[1], count[2], count[3],
              tuple(sorted(repr(p[1]) for p in parts)))
    column = f"{owner[0]} × {count[0]} × {verb[0]}"
    return [Cell("filters", row, column, lang, text, "unit", expect) for lang, text in zip(LANGS, texts, strict=True)]


def filter_cells() -> list[Cell]:
    """Every filter alone × every owner × every count × every verb, in the three languages."""
    cells = []
    for part, owner, count, verb in product(FILTER_PARTS, FILTER_OWNERS, FILTER_COUNTS, FILTER_VERBS):
        cells += _filter_cell(part[0], owner, count, verb, [part])
    return cells


def _filter_group(part: tuple) -> str:
    """Filters of one group do not pair: two bounds of one value, two states of readiness, two pairings,
    two extremes, two nouns."""
    attr, op, value = part[1]
    if part[2] == "noun" or (attr, op) == ("token", "not") or (attr, op, value) == ("state", "not", "link"):
        return "noun"  # "Link Unit other than Link Units", "Unit token other than Unit tokens": not a pair
    if attr == "state":  # damaged and undamaged are one group
        return "paired" if value == "paired" else f"state {value}" if value == "damaged" else "readiness"
    return {"pilot_trait": "paired", "lowest": "extreme", "highest": "extreme"}.get(attr, attr)


def filter_pair_cells() -> list[Cell]:
    """Two filters of different things in both orders (ja / zh-Hant print both before the noun in either
    order; English puts each in its slot, so the two orders differ only within a slot) on 1 enemy Unit."""
    cells = []
    enemy, one, rest = FILTER_OWNERS[0], FILTER_COUNTS[0], FILTER_VERBS[0]
    for first, second in product(FILTER_PARTS, FILTER_PARTS):
        if _filter_group(first) == _filter_group(second):
            continue  # two bounds of one thing, rested and active, two nouns, two extremes: not a pair
        cells += _filter_cell(f"{first[0]} + {second[0]}", enemy, one, rest, [first, second])
    return cells


# s16-filt: the filter cells left by hand on purpose (the rules leave them unclear), by row: `main` prints the reason
# s17-gcg: "choose 2 / up to 2 … with the lowest / highest" runs: the candidates are the units tied for the extreme;
# with fewer tied than the count, "the two lowest" and "two of the tied lowest" differ and 10-3-3 does not say which:
# that effect is resolved by hand as it comes (printed `whole`, effects.short_of_whole). No cell is left.
FILTER_LEFT: dict[str, str] = {}


def filter_reading(cell: Cell) -> tuple | None:
    """The parts a filters cell reads: (who, other, count, up_to, all, filters) of its first step's target."""
    abilities = read(cell.text, cell.lang, cell.card_type).abilities
    if len(abilities) != 1 or abilities[0].body is None:
        return None
    target = abilities[0].body[0].target
    # 12-3-10: "friendly" is yours and a teammate's — in this two-player matrix, yours
    who = "yours" if target.who == "friendly" else target.who
    filters = []
    for f in target.filters:
        text = repr((f.attr, f.op, f.value))
        for word, canonical in PRINTED_WORDS.items():
            text = text.replace(word, canonical)
        filters.append(text)
    return (who, target.kind, target.zone, target.other, target.count, target.up_to, target.all,
            tuple(sorted(filters)))


def filter_expected(cell: Cell) -> tuple:
    who, *rest = cell.expect
    return ("yours" if who == "friendly" else who, *rest)


# the other nouns a step names (10-3-3): (column, who, kind, zone, the filters it takes (FILTER_PARTS rows), en, ja,
# zh-Hant — "{f}" the filters (en: before the noun, every one of these prints there), "{c}" the count, "{it}" it
# / them). Cards in the trash are chosen by what they print (2-4, 2-5, 2-9, 2-2-3, 13-1: printed._where_of).
_PRINTED = ("(trait) (2-5)", "colour (2-4)", "Lv.N or lower (2-9)", "Lv.N or higher (2-9)")
# s16-filt: what else a card out of play prints (2-2-3, 2-4-1, 2-5-3, 2-9, 13-1) and a Unit's / Base's printed cost,
# AP and HP (2-7, 2-8, 2-10: no modifier applies in the trash); a Pilot prints AP / HP modifiers, not values (2-7-3)
_PRINTED_MORE = ("Lv.N (2-9)", "(trait)/(trait) (2-5-3, 5-19-1)", "non-(trait) (2-5-3)", "non-colour (2-4-1)",
                 "colour/colour (2-4, 5-19-1)", "with <Keyword> (13-1)",
                 "with a name part (2-2-3)", "without a name part (2-2-3)", "cost N or less (2-10)",
                 "cost N or more (2-10)")
_STATS = ("N or less HP (2-8)", "N or more HP (2-8)", "N or less AP (2-7)", "N or more AP (2-7)", "N HP (2-8)")
FILTER_NOUNS = [
    ("enemy Base (3-5)", "enemy", "base", "play",
     (*_PRINTED[:2], "rested (5-4)", "active (5-4)", "damaged (5-5)", "N or less HP (2-8)", "N or more HP (2-8)"),
     "Choose {c} {f}enemy Base{s}{p}. Deal 1 damage to {it}.", "{f}相手のベース{c}を選ぶ。{it}に1ダメージを与える。",
     "選擇對方的 {c}{f}基地。給予{it} 1 點傷害。", ("該基地", "")),
    ("Unit card in your trash (4-9)", "yours", "unit", "trash", (*_PRINTED, *_PRINTED_MORE, *_STATS),
     "Choose {c} {f}Unit card{s}{p} in your trash. Add {it} to your hand.",
     "自分のトラッシュの{f}ユニットカード{c}を選ぶ。{it}を手札に加える。",
     "選擇我方廢棄區中的 {c}{f}機體卡牌。將{it}加入手牌。", ("該卡牌", "那些卡牌")),
    ("Pilot card in your trash (4-9)", "yours", "pilot", "trash", (*_PRINTED, *_PRINTED_MORE),
     "Choose {c} {f}Pilot card{s}{p} in your trash. Add {it} to your hand.",
     "自分のトラッシュの{f}パイロットカード{c}を選ぶ。{it}を手札に加える。", "選擇我方廢棄區中的 {c}{f}駕駛員卡牌。將{it}加入手牌。",
     ("該卡牌", "那些卡牌")),
    ("Command card in your trash (4-9)", "yours", "command", "trash", (*_PRINTED, *_PRINTED_MORE),
     "Choose {c} {f}Command card{s}{p} in your trash. Add {it} to your hand.",
     "自分のトラッシュの{f}コマンドカード{c}を選ぶ。{it}を手札に加える。", "選擇我方廢棄區中的 {c}{f}指令卡牌。將{it}加入手牌。",
     ("該卡牌", "那些卡牌")),
    ("Base card in your trash (4-9)", "yours", "base", "trash", (*_PRINTED, *_PRINTED_MORE, *_STATS),
     "Choose {c} {f}Base card{s}{p} in your trash. Add {it} to your hand.",
     "自分のトラッシュの{f}ベースカード{c}を選ぶ。{it}を手札に加える。", "選擇我方廢棄區中的 {c}{f}基地卡牌。將{it}加入手牌。",
     ("該卡牌", "那些卡牌")),
    # s16-filt: a Pilot in play is chosen by what it prints (3-3-9: one paired with a unit; "1" only)
    ("enemy Pilot (3-3)", "enemy", "pilot", "play", (*_PRINTED, "Lv.N (2-9)", "(trait)/(trait) (2-5-3, 5-19-1)",
                                                     "non-(trait) (2-5-3)", "non-colour (2-4-1)",
                                                     "colour/colour (2-4, 5-19-1)",
                                                     "with a name part (2-2-3)", "without a name part (2-2-3)"),
     "Choose {c} enemy {f}Pilot{s}{p}. Return {it} to its owner's hand.", "{f}相手のパイロット{c}を選ぶ。{it}を持ち主の手札に戻す。",
     "選擇對方的 {c}{f}駕駛員。將{it}放回持有者的手牌。", ("該駕駛員", "")),
    ("any card in your trash (4-9)", "yours", "card", "trash", (*_PRINTED, *_PRINTED_MORE),
     "Choose {c} {f}card{s}{p} in your trash. Add {it} to your hand.",
     "自分のトラッシュの{f}カード{c}を選ぶ。{it}を手札に加える。", "選擇我方廢棄區中的 {c}{f}卡牌。將{it}加入手牌。",
     ("該卡牌", "那些卡牌")),
]
# en words of a filter before these nouns (the unit table's "post" words follow "Unit"; here they lead)
_EN_BEFORE = {"Lv.N or lower (2-9)": "Lv.3 or lower ", "Lv.N or higher (2-9)": "Lv.5 or higher "}


def filter_noun_cells() -> list[Cell]:
    """The filters each other noun takes × "1" / "up to N" × en / ja / zh-Hant."""
    parts = {p[0]: p for p in FILTER_PARTS}
    cells = []
    for (column, who, kind, zone, rows, en, ja, zh, zh_it), count in product(FILTER_NOUNS, FILTER_COUNTS[:2]):
        if kind in ("base", "pilot") and zone == "play" and count[2]:
            continue  # a player has one Base at most (11-5-2): "up to 2 enemy Bases" is not printed; s16-filt:
            # "up to 2 enemy Pilots" neither (the executor runs "1 enemy Pilot": printed._chosen_pilot)
        many = count[1] > 1
        for row in rows:
            part = parts[row]
            en_f, en_p = _EN_BEFORE.get(row, part[3][many]), ""
            if (row not in _EN_BEFORE or kind == "pilot") and part[2] == "post":
                en_f, en_p = "", part[3][many]  # s16-filt: "… card with 3 or less HP in your trash", "… Pilot that is …"
            texts = ("【Deploy】" + en.format(c=count[4], f=en_f, p=en_p, s="s" if many else "",
                                            it="them" if many else "it"),
                     "【配備時】" + ja.format(c=count[5], f=part[4], it="それら" if many else "それ"),
                     "【配置時】" + zh.format(c=count[6], f=part[5], it=zh_it[many]).replace("的 最多", "的最多"))
            expect = (who, kind, zone, False, count[1], count[2], False, (repr(part[1]),))
            cells += [Cell("filters (other nouns)", row, f"{column} × {count[0]}", lang, text, "unit", expect)
                      for lang, text in zip(LANGS, texts, strict=True)]
    return cells


# --- token specs (5-17-1, 5-17-2-1): a token a card deploys prints its traits, AP, HP, keywords and text -----

# (row id, en, ja, zh-Hant, the keyword the reading keeps): every keyword the rules define (13-1), with a value
TOKEN_KEYWORDS = [
    ("<Repair 1> (13-1-1)", "<Repair 1>", "《リペア1》", "《修復1》", "repair 1"),
    ("<Breach 2> (13-1-2)", "<Breach 2>", "《突破2》", "《突破2》", "breach 2"),
    ("<Support 1> (13-1-3)", "<Support 1>", "《援護1》", "《支援1》", "support 1"),
    ("<Blocker> (13-1-4)", "<Blocker>", "《ブロッカー》", "《阻擋者》", "blocker"),
    ("<First Strike> (13-1-5)", "<First Strike>", "《先制攻撃》", "《先制攻擊》", "first_strike"),
    ("<High-Maneuver> (13-1-6)", "<High-Maneuver>", "《高機動》", "《高機動》", "high_maneuver"),
]

# (row id, en, ja, zh-Hant): the token's own text, as a card prints it (continuous 10-1-5, triggered 10-1-6)
TOKEN_TEXTS = [
    *((f"continuous: {row}", en.format(s="This Unit"), ja.format(s="このユニット", s1="このユニット"),
       zh.format(s="此機體", s1="此機體")) for row, en, ja, zh in CONTINUOUS),
    ("【Destroyed】draw 1 (10-1-6)", "【Destroyed】Draw 1.", "【破壊時】自分は1枚ドローする。", "【破壞時】抽 1 張卡。"),
    ("【Attack】gets AP+1 (10-1-6)", "【Attack】This Unit gets AP+1 during this turn.",
     "【アタック時】このターン中、このユニットをAP+1する。", "【攻擊時】本回合中，此機體的AP+1。"),
    ("【When Paired】draw 1 (10-1-6, 5-17-2-2)", "【When Paired】Draw 1.", "【セット時】自分は1枚ドローする。",
     "【搭乘時】抽 1 張卡。"),
]

# (column id, en, ja, zh-Hant, traits the reading keeps)
TOKEN_TRAITS = [
    ("one trait", "(Zeon)", "〔ジオン〕", "〈吉翁〉", ("Zeon",)),
    ("two traits", "(Zeon) (Earth Federation)", "〔ジオン〕〔地球連邦〕", "〈吉翁〉〈地球聯邦〉", ("Zeon", "Earth Federation")),
]


def _token_sentence(lang: str, spec: str, rested: bool) -> str:
    if lang == "en":
        return f"【Deploy】Deploy 1 {'rested ' if rested else ''}[Drone]({spec}) Unit token."
    if lang == "ja":
        return f"【配備時】「ドローン」({spec})のユニットトークン1つを{'レストで' if rested else ''}配備する。"
    return f"【配置時】{'以休息狀態' if rested else ''}配置 1 張『無人機』({spec})的機體替代卡。"


def token_cells() -> list[Cell]:
    """Each cell deploys one token whose spec is traits × AP2 × HP2 × its parts: a keyword alone, a text
    alone, or a keyword joined with a text; rested or not. `expect` is what the token step must carry."""
    parts: list[tuple[str, tuple[str, str, str], tuple[str, ...], bool]] = []
    parts += [(row, (en, ja, zh), (kw,), False) for row, en, ja, zh, kw in TOKEN_KEYWORDS]
    parts += [("<Blocker> and <Repair 1>", ("<Blocker>･<Repair 1>", "《ブロッカー》・《リペア1》", "《阻擋者》·《修復1》"),
               ("blocker", "repair 1"), False)]
    parts += [(row, texts, (), True) for row, *texts in TOKEN_TEXTS]
    blocker = TOKEN_KEYWORDS[3]
    parts += [(f"<Blocker> and {row}", (f"{blocker[1]}･{en}", f"{blocker[2]}・{ja}", f"{blocker[3]}·{zh}"),
               ("blocker",), True) for row, en, ja, zh in TOKEN_TEXTS]
    cells = []
    for (row, printed_parts, keywords, has_text), (column, *traits, kept), rested in product(
            parts, TOKEN_TRAITS, (False, True)):
        seps = ("･", "・", "·")
        for lang, trait, part, sep in zip(LANGS, traits, printed_parts, seps, strict=True):
            spec = sep.join((trait, "AP2", "HP2", part))
            expect = (kept, 2, 2, keywords, has_text, rested)
            cells.append(Cell("tokens", row, f"{column}{', rested' if rested else ''}", lang,
                              _token_sentence(lang, spec, rested), "unit", expect))
    return cells


def token_reading(cell: Cell) -> tuple | None:
    """The token step's parts as the reader read them (None when not read)."""
    abilities = read(cell.text, cell.lang, cell.card_type).abilities
    if len(abilities) != 1 or abilities[0].body is None:
        return None
    steps = [s for s in abilities[0].body if s.verb == "token"]
    if len(steps) != 1:
        return None
    extra = dict(steps[0].extra)
    traits = tuple(PRINTED_WORDS.get(str(t), str(t)) for t in extra.get("traits") or ())
    return (traits, extra.get("ap"), extra.get("hp"),
            tuple(str(k) for k in extra.get("keywords") or ()), extra.get("text") is not None,
            bool(extra.get("rested")))


# --- verbs (s16-verb, issue 29 §4): every verb the rules let an effect do × the target forms × a duration ------
# Verbs are 12 % of what a new set prints new (benchmarks/gcg_novelty.py). The verbs are the rules' (chapter 5:
# 5-4 rest / active, 5-5-4 effect damage, 5-6 recover, 5-10-1 destroy, 5-11 discard, 5-12 exile, 5-14 draw,
# 5-16 gets / gains, 5-17 tokens (token_cells), 4-x the zones a card moves to; 7-2-3-1 the start phase's
# "set as active"; 13-1 the keywords granted or lost) as the cards print them in en / ja / zh-Hant
# (docs/cards/gcg-templates.md §5); each cell's reading is checked against its parts (`verb_reading` /
# `verb_expected`).

# the target forms (10-3-3 chosen "1" / "up to N", 10-3-2 "all", this card, the card an event names): (column,
# the reading's target who, all, en lead, en object, en subject, plural, ja lead, ja object, zh lead, zh object).
# "{side}" is the row's: enemy (12-3-10) or yours (12-3-11).
VERB_FORMS = [
    ("this Unit", "this", False, "", "this Unit", "This Unit", False, "", "このユニット", "", "此機體"),
    ("1 chosen: it (10-3-3)", "it", False, "Choose 1 {en1}. ", "it", "It", False, "{ja}1つを選ぶ。", "それ",
     "選擇{zh} 1 張機體。", "該機體"),
    ("up to 2 chosen: them (10-3-3)", "it", False, "Choose up to 2 {en2}. ", "them", "They", True,
     "{ja}2つまでを選ぶ。", "それら", "選擇{zh}最多 2 張機體。", "那些機體"),
    ("all (10-3-2)", "{who}", True, "", "all {en2}", "All {en2}", True, "", "{ja}すべて", "", "{zh}所有機體"),
    # the Unit an event names (8-5: "When this Unit deals battle damage to an enemy Unit, … that enemy Unit")
    ("that enemy Unit (event)", "event_target", False, "When this Unit deals battle damage to an enemy Unit, ",
     "that enemy Unit", "that enemy Unit", False, "このユニットが相手のユニットにバトルダメージを与えたとき、", "その相手のユニット",
     "當此機體給予對方機體戰鬥傷害時，", "該對方機體"),
    # the Unit an event happened to (10-1-6-1: "When one of your other Units is deployed, it …"), yours
    ("the event's unit: it (10-1-6-1)", "event", False, "When one of your other Units is deployed, ", "it", "it",
     False, "このユニット以外の自分のユニットが配備されたとき、", "それ", "當此機體以外的我方機體被配置時，", "該機體"),
]
VERB_SIDES = {"enemy": {"who": "enemy", "en1": "enemy Unit", "en2": "enemy Units", "ja": "相手のユニット", "zh": "對方的"},
              "yours": {"who": "yours", "en1": "of your Units", "en2": "of your Units", "ja": "自分のユニット",
                        "zh": "我方的"}}
_ALL_YOURS = {"en": "all your Units", "En": "All your Units", "zh": "我方所有機體"}

# the durations a lasting verb takes (5-16; 10-1-5 "during this turn / battle"): (column, kind, en, ja, zh-Hant)
VERB_DURATIONS = [
    ("during this turn", "turn", " during this turn", "このターン中、", "本回合中，"),
    ("during this battle", "battle", " during this battle", "このバトル中、", "本次戰鬥中，"),
]

# (row, side, lasting, en singular, en plural, ja, zh-Hant, expected (verb, stat, amount, zone_to, keyword, what)):
# "{o}" the object, "{S}" the subject, "{its}" its / their, "{d}" the duration (en after, ja / zh-Hant before)
VERB_ROWS: list[tuple] = [
    ("deal 2 damage (5-5-4)", "enemy", False, "Deal 2 damage to {o}.", None, "{o}に2ダメージを与える。", "給予{o} 2 點傷害。",
     ("damage", None, 2, None, None, None)),
    ("destroy (5-10-1)", "enemy", False, "Destroy {o}.", None, "{o}を破壊する。", "破壞{o}。",
     ("destroy", None, None, None, None, None)),
    ("rest (5-4)", "enemy", False, "Rest {o}.", None, "{o}をレストにする。", "將{o}轉為休息狀態。",
     ("rest", None, None, None, None, None)),
    ("return to hand (5-2-2)", "enemy", False, "Return {o} to {its} owner's hand.", "Return {o} to their owners' hands.",
     "{o}を持ち主の手札に戻す。", "將{o}放回持有者的手牌。", ("return_to_hand", None, None, None, None, None)),
    ("to the deck's bottom (4-2)", "enemy", False, "Return {o} to the bottom of {its} owner's deck.",
     "Return {o} to the bottom of their owners' decks.", "{o}を持ち主のデッキの下に戻す。", "將{o}放回持有者的卡組最下方。",
     ("to_deck", None, None, "deck_bottom", None, None)),
    ("to the deck's top (4-2)", "enemy", False, "Return {o} to the top of {its} owner's deck.",
     "Return {o} to the top of their owners' decks.", "{o}を持ち主のデッキの上に戻す。", "將{o}放回持有者的卡組最上方。",
     ("to_deck", None, None, "deck_top", None, None)),
    ("into the trash, not destroyed (4-9, 5-10-4)", "enemy", False, "Place {o} into {its} owner's trash.",
     "Place {o} into their owners' trash.", "{o}を持ち主のトラッシュに置く。", "將{o}放入持有者的廢棄區。",
     ("to_trash", None, None, None, None, None)),
    ("exile (5-12)", "enemy", False, "Exile {o} from the game.", None, "{o}をゲームから除外する。", "將{o}除外。",
     ("exile", None, None, None, None, None)),
    ("AP-2 (5-16)", "enemy", True, "{S} gets AP-2{d}.", "{S} get AP-2{d}.", "{d}{o}をAP-2する。", "{d}{o}的AP-2。",
     ("modify", "ap", -2, None, None, None)),
    ("loses <Blocker> (13-1-4)", "enemy", True, "{S} loses <Blocker>{d}.", "{S} lose <Blocker>{d}.",
     "{d}{o}は《ブロッカー》を失う。", "{d}{o}失去《阻擋者》。", ("remove", None, None, None, "blocker", None)),
    ("can't attack (10-1-5-6)", "enemy", True, "{S} can't attack{d}.", None, "{d}{o}はアタックできない。",
     "{d}{o}無法攻擊。", ("cant", None, None, None, None, "attack")),
    ("can't block (13-1-4)", "enemy", True, "{S} can't block{d}.", None, "{d}{o}はブロックできない。", "{d}{o}無法阻擋。",
     ("cant", None, None, None, None, "block")),
    ("not set as active in the next start phase (7-2-3-1)", "enemy", False,
     "{S} won't be set as active during the start phase of your opponent's next turn.", None,
     "{o}は次の相手のターンのスタートフェイズでアクティブにならない。", "{o}在對方下一個回合的起始階段不會轉為活躍狀態。",
     ("no_set_active", None, None, None, None, None)),
    ("recover 2 HP (5-6)", "yours", False, "{S} recovers 2 HP.", "{S} recover 2 HP.", "{o}を2回復する。", "{o}回復 2 點 HP。",
     ("recover", None, 2, None, None, None)),
    ("set as active (5-4)", "yours", False, "Set {o} as active.", None, "{o}をアクティブにする。", "將{o}轉為活躍狀態。",
     ("set_active", None, None, None, None, None)),
    ("AP+2 (5-16)", "yours", True, "{S} gets AP+2{d}.", "{S} get AP+2{d}.", "{d}{o}をAP+2する。", "{d}{o}的AP+2。",
     ("modify", "ap", 2, None, None, None)),
    ("HP+2 (5-16)", "yours", True, "{S} gets HP+2{d}.", "{S} get HP+2{d}.", "{d}{o}をHP+2する。", "{d}{o}的HP+2。",
     ("modify", "hp", 2, None, None, None)),
    *((f"gains {en} ({clause})", "yours", True, "{S} gains " + en + "{d}.", "{S} gain " + en + "{d}.",
       "{d}{o}は" + ja + "を得る。", "{d}{o}獲得" + zh + "。", ("grant", None, None, None, kw, None))
      for en, ja, zh, kw, clause in (
          ("<Repair 1>", "《リペア1》", "《修復1》", "repair", "13-1-1"), ("<Breach 2>", "《突破2》", "《突破2》", "breach", "13-1-2"),
          ("<Blocker>", "《ブロッカー》", "《阻擋者》", "blocker", "13-1-4"),
          ("<First Strike>", "《先制攻撃》", "《先制攻擊》", "first_strike", "13-1-5"),
          ("<High-Maneuver>", "《高機動》", "《高機動》", "high_maneuver", "13-1-6"))),
    ("can't be destroyed by enemy effects (10-1-5-6)", "yours", True,
     "{S} can't be destroyed by your opponent's effects{d}.", None, "{d}{o}は相手の効果で破壊されない。",
     "{d}{o}不會因對方的效果而被破壞。", ("cant", None, None, None, None, "be_destroyed_by_enemy_effects")),
    ("can't be chosen by enemy effects (10-3-3, 10-1-5-6)", "yours", True,
     "{S} can't be chosen by your opponent's effects{d}.", None, "{d}{o}は相手の効果で選ばれない。",
     "{d}{o}無法被對方的效果選擇。", ("cant", None, None, None, None, "be_chosen_by_enemy")),
    ("can't be blocked (13-1-6-1)", "yours", True, "{S} can't be blocked{d}.", None, "{d}{o}はブロックされない。",
     "{d}{o}無法被阻擋。", ("cant", None, None, None, None, "be_blocked")),
    ("can't receive effect damage (5-5-4)", "yours", True, "{S} can't receive effect damage{d}.", None,
     "{d}{o}は効果ダメージを受けない。", "{d}{o}不會受到效果傷害。", ("prevent_damage", None, None, None, None, None)),
    ("can't be returned to hand by enemy effects (10-1-5-6)", "yours", True,
     "{S} can't be returned to {its} owner's hand by your opponent's effects{d}.",
     "{S} can't be returned to their owners' hands by your opponent's effects{d}.", "{d}{o}は相手の効果で持ち主の手札に戻らない。",
     "{d}{o}不會因對方的效果而被放回持有者的手牌。", ("cant", None, None, None, None, "returned_to_hand_by_enemy")),
]

# the player's verbs (no card target): (row, en, ja, zh-Hant, the verbs the reading must hold, in order)
PLAYER_VERB_ROWS = [
    ("draw 2 (5-14)", "Draw 2.", "自分は2枚ドローする。", "抽 2 張卡。", ("draw",)),
    ("discard 1 (5-11)", "Discard 1.", "自分の手札1枚を捨てる。", "丟棄 1 張手牌。", ("discard",)),
    ("your opponent discards 1 (5-11)", "Your opponent discards 1.", "相手は自分の手札1枚を捨てる。", "對方丟棄 1 張手牌。",
     ("discard",)),
    ("deal 1 damage to the enemy player (5-5-4)", "Deal 1 damage to the enemy player.", "相手プレイヤーに1ダメージを与える。",
     "給予對方玩家 1 點傷害。", ("damage",)),
    ("mill 2 (4-9)", "Place the top 2 cards of your deck into your trash.", "自分のデッキを上から2枚、自分のトラッシュに置く。",
     "將我方卡組最上方的 2 張卡牌置於廢棄區。", ("mill",)),
    # s16-verb round 2: the enemy player's deck into their own trash (4-9; 1-2-2-2 when it runs out)
    ("your opponent's deck: mill 2 (4-9)", "Place the top 2 cards of your opponent's deck into their trash.",
     "相手のデッキを上から2枚、相手のトラッシュに置く。", "將對方卡組最上方的 2 張卡牌置於對方的廢棄區。", ("mill",)),
    ("place an EX Resource (5-17-3-2)", "Place 1 EX Resource.", "自分はEXリソース1つを置く。", "放置 1 張 EX 能源。",
     ("place_resource",)),
    ("place a rested Resource (4-4)", "Place 1 rested Resource.", "自分はリソース1つをレストで置く。", "以休息狀態放置 1 張能源。",
     ("place_resource",)),
    ("a shield to hand (4-6)", "Add 1 of your shields to your hand.", "自分のシールド1つを手札に加える。",
     "將我方的 1 張護盾加入手牌。", ("add_to_hand",)),
    ("look at the top card, top or bottom (4-2)", "Look at the top card of your deck. Return it to the top or bottom "
     "of your deck.", "自分のデッキを上から1枚見て、上か下に戻す。", "查看我方卡組最上方的 1 張卡牌，將其放回卡組最上方或最下方。",
     ("look", "to_deck")),
    ("look at the top 3, 1 to the top, the rest to the bottom (4-2)", "Look at the top 3 cards of your deck and return 1 "
     "to the top. Return the remaining cards to the bottom of your deck.",
     "自分のデッキを上から3枚見て、その中のカード1枚を上に戻す。残ったカードはデッキの下に戻す。",
     "查看我方卡組最上方的 3 張卡牌，將其中 1 張放回卡組最上方。剩餘的卡牌放回卡組最下方。", ("look", "to_deck", "to_deck")),
    ("search the top 5: reveal 1 and add it (4-2, 4-8, 5-13)", "Look at the top 5 cards of your deck. You may reveal 1 "
     "(Zeon) Unit card among them and add it to your hand. Return the remaining cards randomly to the bottom of your deck.",
     "自分のデッキを上から5枚見て、その中の〔ジオン〕のユニットカード1枚を公開して手札に加えてもよい。残ったカードは無作為に下に戻す。",
     "查看我方卡組最上方的 5 張卡牌，可以從中公開 1 張擁有〈吉翁〉的機體卡牌並加入手牌。剩餘的卡牌以隨機順序放回卡組最下方。",
     ("look", "reveal", "add_to_hand", "to_deck")),
    # s16-verb round 2: the looker orders the cards (4-1-6), seeing them alone (4-2-2)
    ("look at the top 3, all back on top in any order (4-1-6)", "Look at the top 3 cards of your deck and return them "
     "to the top of your deck in any order.", "自分のデッキを上から3枚見て、好きな順番でデッキの上に戻す。",
     "查看我方卡組最上方的 3 張卡牌，以任意順序放回卡組最上方。", ("look", "to_deck")),
    ("look at the top 3, 1 to the top, the rest to the bottom in any order (4-1-6)", "Look at the top 3 cards of your "
     "deck and return 1 to the top. Return the remaining cards to the bottom of your deck in any order.",
     "自分のデッキを上から3枚見て、その中のカード1枚を上に戻す。残ったカードは好きな順番でデッキの下に戻す。",
     "查看我方卡組最上方的 3 張卡牌，將其中 1 張放回卡組最上方。剩餘的卡牌以任意順序放回卡組最下方。", ("look", "to_deck", "to_deck")),
]

# two steps one sentence joins (en "… and …", ja 「…を与え、…」「…破壊し、…」, zh-Hant 「…，並…」): (row, en, ja, zh-Hant,
# the verbs in order; None: left unread on purpose, VERB_LEFT)
JOINED_VERB_ROWS = [
    ("deal damage to it and rest it", "Choose 1 enemy Unit. Deal 1 damage to it and rest it.",
     "相手のユニット1つを選ぶ。それに1ダメージを与え、それをレストにする。", "選擇對方的 1 張機體。給予該機體 1 點傷害，並將該機體轉為休息狀態。",
     ("damage", "rest")),
    ("rest it and deal damage to it", "Choose 1 enemy Unit. Rest it and deal 1 damage to it.",
     "相手のユニット1つを選ぶ。それをレストにし、それに1ダメージを与える。", "選擇對方的 1 張機體。將該機體轉為休息狀態，並給予該機體 1 點傷害。",
     ("rest", "damage")),
    ("set it as active and it gains <Breach 2>", "Choose 1 of your Units. Set it as active and it gains <Breach 2> "
     "during this turn.", "自分のユニット1つを選ぶ。それをアクティブにし、このターン中、それは《突破2》を得る。",
     "選擇我方的 1 張機體。將該機體轉為活躍狀態，本回合中，該機體獲得《突破2》。", ("set_active", "grant")),
    ("destroy it and draw 1", "Choose 1 enemy Unit. Destroy it and draw 1.", "相手のユニット1つを選ぶ。それを破壊し、自分は1枚ドローする。",
     "選擇對方的 1 張機體。破壞該機體，並抽 1 張卡。", ("destroy", "draw")),
    ("return it to hand and draw 1", "Choose 1 enemy Unit. Return it to its owner's hand and draw 1.",
     "相手のユニット1つを選ぶ。それを持ち主の手札に戻し、自分は1枚ドローする。", "選擇對方的 1 張機體。將該機體放回持有者的手牌，並抽 1 張卡。",
     ("return_to_hand", "draw")),
    ("draw 2 and discard 1", "Draw 2 and discard 1.", "自分は2枚ドローし、自分の手札1枚を捨てる。", "抽 2 張卡，並丟棄 1 張手牌。",
     ("draw", "discard")),
    ("If C, draw 2 and discard 1", "If you have 2 or more Units in play, draw 2 and discard 1.",
     "自分のユニットが2つ以上いるなら、自分は2枚ドローし、自分の手札1枚を捨てる。", "若我方場上有 2 張或更多機體，則抽 2 張卡，並丟棄 1 張手牌。",
     None),
    ("you may deal damage to it and rest it", "Choose 1 enemy Unit. You may deal 1 damage to it and rest it.",
     "相手のユニット1つを選ぶ。それに1ダメージを与え、それをレストにしてもよい。", "選擇對方的 1 張機體。可以給予該機體 1 點傷害，並將該機體轉為休息狀態。",
     ("damage", "rest")),
    # s17-gcg round 3: the second step under the "may" not on the chosen card (10-1-3; printed._join_under_may)
    ("you may return it to hand and draw 1", "Choose 1 enemy Unit. You may return it to its owner's hand and draw 1.",
     "相手のユニット1つを選ぶ。それを持ち主の手札に戻し、自分は1枚ドローしてもよい。",
     "選擇對方的 1 張機體。可以將該機體放回持有者的手牌，並抽 1 張卡。", ("return_to_hand", "draw")),
    ("you may destroy it and draw 1", "Choose 1 of your Units. You may destroy it and draw 1.",
     "自分のユニット1つを選ぶ。それを破壊し、自分は1枚ドローしてもよい。", "選擇我方的 1 張機體。可以破壞該機體，並抽 1 張卡。",
     ("destroy", "draw")),
]

# cells left by hand on purpose, and why (printed by `main`)
# (the rules leave a reading unclear, or the engine would do something other than the printed text)
VERB_LEFT: dict[str, str] = {
    "exile (5-12)": "\"Exile this Unit from the game\" (this Unit form only): the engine's \"this card\" exiled is "
                    "this card in its owner's trash (13-2-8-2, a 【Destroyed】 effect's card); no card prints this unit "
                    "exiled from play, so it is not taught a guess",
    "not set as active in the next start phase (7-2-3-1)": "\"This Unit won't be set as active during the start phase "
                    "of your opponent's next turn\" (this Unit form only): 7-2-3-1 sets active the turn player's cards, "
                    "so this unit is not set active in that phase anyway; what the card means is unclear — by hand",
    "deal 1 damage to the enemy player (5-5-4)": "5-5-4 lets a player receive effect damage, but the rules say "
                    "what damage to a player does for battle damage only (8-5-2-2, 1-2-2-1): by hand",
    "If C, draw 2 and discard 1": "a condition in front of two joined steps binds both and is checked once (10-2-1); "
                                  "the engine checks a step's condition per step: not read (core apply_leads)",
}
# Verbs the rules do not define for an effect, so not in the matrix: a discard "at random" (5-13 defines "random"
# for an order only), a change of control (no clause), setting AP / HP to N (no clause: AP / HP change by ±N), a
# unit put into the shield area (4-6-4: cards face down as shields, set from the deck, 6-2-2; no clause moves a
# unit there).


def _verb_text(row: tuple, form: tuple, duration: tuple | None, lang: str) -> str:
    _r, side, _lasting, en_one, en_many, ja, zh, _e = row
    column, _who, _all, en_lead, en_o, en_s, plural, ja_lead, ja_o, zh_lead, zh_o = form
    words = VERB_SIDES[side]
    if column.startswith("all") and side == "yours":
        en_o, en_s, zh_o = _ALL_YOURS["en"], _ALL_YOURS["En"], _ALL_YOURS["zh"]
    if lang == "en":
        pattern = en_many if plural and en_many else en_one
        body = pattern.format(o=en_o.format(**words), S=en_s.format(**words), its="its",
                              d=duration[2] if duration else "")
        lead = en_lead.format(**words)
        if lead.startswith("When"):
            body = body[:1].lower() + body[1:]
        return "【Deploy】" + lead + body if not lead.startswith("When") else lead + body
    if lang == "ja":
        body = ja.format(o=ja_o.format(**words), d=duration[3] if duration else "")
        lead = ja_lead.format(**words)
        return ("" if lead.endswith("とき、") else "【配備時】") + lead + body
    body = zh.format(o=zh_o.format(**words), d=duration[4] if duration else "")
    lead = zh_lead.format(**words)
    return ("" if lead.endswith("時，") else "【配置時】") + lead + body


# s17-gcg round 2: a choice, then an optional verb on what was chosen — chosen where "Choose" is printed (10-3-3),
# then the owner decides (10-1-3); ja 「…てもよい」, zh-Hant 「可以…」 (docs/cards/gcg-templates.md)
MAY_COLUMN = "1 chosen, then you may (10-3-3, 10-1-3)"
_JA_MAY_ENDINGS = (("する。", "してもよい。"), ("与える。", "与えてもよい。"), ("戻す。", "戻してもよい。"),
                   ("置く。", "置いてもよい。"))


def _may_ja(sentence: str) -> str:
    """A ja plain-form step as its optional form: 「…を破壊する。」 → 「…を破壊してもよい。」."""
    for plain, optional in _JA_MAY_ENDINGS:
        if sentence.endswith(plain):
            return sentence[:-len(plain)] + optional
    raise ValueError(f"no optional form for {sentence!r}")


def verb_cells() -> list[Cell]:
    """Every verb × every target form it takes × its durations × en / ja / zh-Hant; the player's verbs alone."""
    cells = []
    for row, form in product(VERB_ROWS, VERB_FORMS):
        if (form[0].startswith("that") and row[1] != "enemy") or (form[1] == "event" and row[1] != "yours"):
            continue  # the event names an enemy Unit / one of yours
        for duration in (VERB_DURATIONS if row[2] else [None]):
            column = form[0] + (f" × {duration[0]}" if duration else "")
            who = form[1].format(who=VERB_SIDES[row[1]]["who"])
            expect = (*row[7], who, form[2], duration[1] if duration else None)
            cells += [Cell("verbs", row[0], column, lang, _verb_text(row, form, duration, lang), "unit", expect)
                      for lang in LANGS]
    markers = ("【Deploy】", "【配備時】", "【配置時】")
    for row, *texts, verbs in PLAYER_VERB_ROWS:
        cells += [Cell("verbs", row, "you", lang, marker + text, "unit", ("player", *verbs))
                  for lang, marker, text in zip(LANGS, markers, texts, strict=True)]
    for row in VERB_ROWS:  # s17-gcg round 2: "Choose 1 …. You may <verb> it." (10-3-3, then 10-1-3)
        if row[2] or not row[3][:1].isupper() or row[3].startswith("{"):
            continue  # a lasting verb or one printed with its subject ("It gets AP-2"): no "you may" to print
        words = VERB_SIDES[row[1]]
        en = "Choose 1 {en1}. You may ".format(**words) + row[3][0].lower() + row[3][1:].format(o="it", its="its")
        ja = "{ja}1つを選ぶ。".format(**words) + _may_ja(row[5].format(o="それ"))
        zh = "選擇{zh} 1 張機體。可以".format(**words) + row[6].format(o="該機體")
        expect = (*row[7], "it", False, None, True)
        cells += [Cell("verbs", row[0], MAY_COLUMN, lang, marker + text, "unit", expect)
                  for lang, marker, text in zip(LANGS, markers, (en, ja, zh), strict=True)]
    for row, *texts, verbs in JOINED_VERB_ROWS:  # s16-verb: two steps joined (joined_steps.two_steps)
        expect = ("player", *verbs) if verbs else None
        cells += [Cell("verbs", row, "two steps joined", lang, marker + text, "unit", expect)
                  for lang, marker, text in zip(LANGS, markers, texts, strict=True)]
    return cells


def verb_reading(cell: Cell) -> tuple | None:
    """The parts a verbs cell reads: the verb step (the first not "choose") as (verb, stat, amount, zone_to, keyword,
    what, who, all, duration); the player's rows: ("player", the verbs in order)."""
    abilities = read(cell.text, cell.lang, cell.card_type).abilities
    if len(abilities) != 1 or abilities[0].body is None:
        return None
    steps = [s for s in abilities[0].body if s.verb != "choose"]
    if cell.expect[0] == "player":  # the verbs in order, each step read (nothing more, nothing less)
        return ("player", *(s.verb for s in steps))
    if not steps or steps[0].target is None:
        return None
    step = steps[0]
    lasting = step.until.kind if step.until.kind in ("turn", "battle") else None
    if step.until.kind == "until" and step.until.key in LATER_TURN_DURATIONS:  # s17-gcg
        lasting = step.until.key
    parts = (step.verb, step.stat, step.amount.n if step.amount else None, step.zone_to,
             step.keyword.name if step.keyword else None, step.get("what"), step.target.who, step.target.all, lasting)
    if cell.column == MAY_COLUMN:  # s17-gcg round 2: the "may" is the verb's, not the choice's (10-1-3)
        return (*parts, step.may and not abilities[0].body[0].may and not abilities[0].optional)
    return parts



# --- durations (s16-verb round 2): every lasting verb × every duration × its target forms ----------------------------
# The rules define when two durations of a one-shot effect end: "during this turn" (7-6-6-1, the end phase's cleanup)
# and "during this battle" (8-2-3 it starts, 8-6-1 it ends); and one start phase a unit is not set active in (7-2-3-1,
# the verbs matrix's "won't be set as active …" row). "During your turn / your opponent's turn" and "While …" are a
# continuous effect's condition (10-1-5-3: the conditions / continuous matrices), not a duration. s17-gcg: a duration
# that ends in a later turn ends where the rules end a turn's effects, that turn's cleanup (7-6-6-1): "until the end
# of your (opponent's) next turn" from now, "during your (opponent's) next turn" from that turn's start (7-1, 7-2)
# (rules_engine/games/gcg/next_turn.py). Each running cell's expiry is checked in a match (test_s16_durations.py).
# (column, the reading's kind or None (left by hand: DURATION_LEFT), en, ja, zh-Hant)
DURATIONS = [
    *((column, kind, en, ja, zh) for column, kind, en, ja, zh in VERB_DURATIONS),
    ("until the end of your opponent's next turn", "end_of_opponents_next_turn",
     " until the end of your opponent's next turn", "次の相手のターン終了時まで、", "直到對方下一個回合結束為止，"),
    ("during your opponent's next turn", "opponents_next_turn", " during your opponent's next turn", "次の相手のターン中、",
     "對方下一個回合中，"),
    ("until the end of your next turn", "end_of_your_next_turn", " until the end of your next turn",
     "次の自分のターン終了時まで、", "直到我方下一個回合結束為止，"),
    ("during your next turn", "your_next_turn", " during your next turn", "次の自分のターン中、", "我方下一個回合中，"),
]
# the durations that end in a later turn (next_turn.py): the reading's Duration("until", key=…)
LATER_TURN_DURATIONS = ("end_of_opponents_next_turn", "opponents_next_turn", "end_of_your_next_turn", "your_next_turn")
# the target forms a duration cell takes (the verbs matrix's): this Unit (yours), 1 chosen: it (enemy), all
DURATION_FORMS = {"yours": ("this Unit", "all (10-3-2)"), "enemy": ("1 chosen: it (10-3-3)", "all (10-3-2)")}
DURATION_LEFT: dict[str, str] = {}
# two lasting verbs one sentence joins with one duration ("It gets AP-2 and loses <Blocker> during this turn"):
# (row, en, ja, zh-Hant). Left by hand: no clause says whether a trailing duration binds both verbs, no card we hold
# prints the shape in any language (only "It recovers 2 HP and gets AP+2 during this turn", whose first verb does
# not last), and read wrong the first change would last for ever.
DURATION_JOINED = [
    ("gets AP-2 and loses <Blocker> (two lasting verbs, one duration)",
     "【Deploy】Choose 1 enemy Unit. It gets AP-2 and loses <Blocker> during this turn.",
     "【配備時】相手のユニット1つを選ぶ。このターン中、それをAP-2し、それは《ブロッカー》を失う。",
     "【配置時】選擇對方的 1 張機體。本回合中，該機體的AP-2，並失去《阻擋者》。"),
]
DURATION_LEFT[DURATION_JOINED[0][0]] = (
    "no clause says whether one trailing duration binds two joined lasting verbs, no card prints the shape, and read "
    "wrong the first change would last for ever: not read, by hand")


# s18-gcg round 2: a damage reduction (10-1-9-1) and a gained effect (5-16-1) on 1 chosen friendly unit (10-3-3),
# printed on a 【Main】 command (【Action】 for this battle), × every duration (this turn / battle and the four later turns, next_turn.py): (row,
# the parts its reading must show (verb, kind / event, …, n), en, ja, zh-Hant). "{D}" the duration leading the
# sentence (en "During …, ", ja 「…中、」, zh-Hant 「…中，」), "{d}" the en duration after the verb. Each running
# cell is played across the turns in test_s18_later_turn_effects.py; in a free-for-all with several opponents the
# "your opponent's next turn" cells are resolved by hand (12-2-6: whose next turn is not said, next_turn.unsettled).
DURATION_EFFECTS: list[tuple[str, tuple, str, str, str]] = [
    ("reduce the next damage it receives by 2 (10-1-9-1)", ("reduce_damage", "any", True, 2),
     "Choose 1 of your Units. {D}reduce the next damage it receives by 2.",
     "自分のユニット1つを選ぶ。{D}それが次に受けるダメージを2軽減する。", "選擇我方的 1 張機體。{D}該機體下一次受到的傷害減少 2。"),
    ("reduce the next battle damage it receives by 2 (10-1-9-1, 5-5-3)", ("reduce_damage", "battle", True, 2),
     "Choose 1 of your Units. {D}reduce the next battle damage it receives by 2.",
     "自分のユニット1つを選ぶ。{D}それが次に受けるバトルダメージを2軽減する。",
     "選擇我方的 1 張機體。{D}該機體下一次受到的戰鬥傷害減少 2。"),
    ("reduce battle damage it receives by 2 (10-1-9-1, 5-5-3)", ("reduce_damage", "battle", False, 2),
     "Choose 1 of your Units. {D}reduce battle damage it receives by 2.",
     "自分のユニット1つを選ぶ。{D}それが受けるバトルダメージを2軽減する。", "選擇我方的 1 張機體。{D}該機體受到的戰鬥傷害減少 2。"),
    ("when it receives enemy battle damage, reduce it by 2 (10-1-9-1, 5-5-3)",
     ("delayed", "receives_damage", "battle", "enemy", 2),
     "Choose 1 friendly Unit. {D}when it receives enemy battle damage, reduce it by 2.",
     "味方のユニット1つを選ぶ。{D}それが相手からバトルダメージを受けるとき、そのダメージを2軽減する。",
     "選擇 1 張友方機體。{D}當該機體受到來自對方的戰鬥傷害時，該傷害減少 2。"),
    ("when it receives enemy damage, reduce it by 2 (10-1-9-1)", ("delayed", "receives_damage", None, "enemy", 2),
     "Choose 1 friendly Unit. {D}when it receives enemy damage, reduce it by 2.",
     "味方のユニット1つを選ぶ。{D}それが相手からダメージを受けるとき、そのダメージを2軽減する。",
     "選擇 1 張友方機體。{D}當該機體受到來自對方的傷害時，該傷害減少 2。"),
    ("gains the following effect: 【Destroyed】Draw 1 (5-16-1, 13-2-8)", ("grant_ability", "destroyed", ("draw",)),
     "Choose 1 friendly Unit. It gains the following effect{d}:\n■【Destroyed】Draw 1.",
     "味方のユニット1つを選ぶ。{D}それは以下の効果を得る。\n■【破壊時】自分は1枚ドローする。",
     "選擇 1 張友方機體。{D}該機體獲得以下效果：\n■【破壞時】抽 1 張卡。"),
    # a ■ line of two sentences: both the gained effect's, whatever the duration (en phrasings.MODES_LEAD)
    ("gains the following effect: 【Destroyed】Choose 1 enemy Unit. Rest it. (5-16-1, 13-2-8)",
     ("grant_ability", "destroyed", ("choose", "rest")),
     "Choose 1 friendly Unit. It gains the following effect{d}:\n■【Destroyed】Choose 1 enemy Unit. Rest it.",
     "味方のユニット1つを選ぶ。{D}それは以下の効果を得る。\n■【破壊時】相手のユニット1つを選ぶ。それをレストにする。",
     "選擇 1 張友方機體。{D}該機體獲得以下效果：\n■【破壞時】選擇對方的 1 張機體。將該機體轉為休息狀態。"),
]
DURATION_EFFECT_COLUMN = "1 chosen friendly: it (10-3-3)"
_MAIN = ("【Main】", "【メイン】", "【主要】")
_ACTION = ("【Action】", "【アクション】", "【瞬動】")  # "during this battle": played in a battle's action step (8-4)


def _duration_effect_text(texts: tuple[str, str, str], duration: tuple, lang: str) -> str:
    index = LANGS.index(lang)
    words = duration[2 + index]
    marker = (_ACTION if duration[1] == "battle" else _MAIN)[index]
    if lang == "en":
        lead = words.strip()[:1].upper() + words.strip()[1:] + ", "
        return marker + texts[0].replace("{D}", lead).replace("{d}", words)
    return marker + texts[index].replace("{D}", words)


def duration_effect_cells() -> list[Cell]:
    """s18-gcg round 2: every damage reduction and the gained effect × every duration × en / ja / zh-Hant; expect:
    the reading's parts (`duration_effect_reading`)."""
    return [Cell("durations", row, f"{duration[0]} × {DURATION_EFFECT_COLUMN}", lang,
                 _duration_effect_text(tuple(texts), duration, lang), "command", (*parts, duration[1]))
            for (row, parts, *texts), duration in product(DURATION_EFFECTS, DURATIONS) for lang in LANGS]


def duration_effect_reading(cell: Cell) -> tuple | None:
    """The parts a DURATION_EFFECTS cell reads: the step after the choice, on "it" (the chosen unit), as (verb, its
    parts, duration): a reduction's kind, "next" and amount; a delayed cut's event, damage kind, dealer and amount;
    a gained effect's timing and its steps' verbs."""
    abilities = read(cell.text, cell.lang, cell.card_type).abilities
    if len(abilities) != 1 or abilities[0].body is None or len(abilities[0].body) != 2:
        return None
    choose, step = abilities[0].body
    if choose.verb != "choose" or step.target is None or step.target.who != "it":
        return None
    lasting = step.until.kind if step.until.kind in ("turn", "battle") else (
        step.until.key if step.until.kind == "until" and step.until.key in LATER_TURN_DURATIONS else None)
    if step.verb == "reduce_damage":
        return ("reduce_damage", step.get("kind"), step.get("next") is True, step.amount.n, lasting)
    if step.verb == "delayed":
        on, body = step.get("on"), step.get("body")
        if len(body) != 1 or body[0].verb != "reduce_damage" or body[0].target.who != "event":
            return None
        params = dict(on.params)
        return ("delayed", on.kind, params.get("damage"), params.get("source"), body[0].amount.n, lasting)
    if step.verb == "grant_ability":
        ability = step.get("ability")
        return ("grant_ability", ability.timing, tuple(s.verb for s in ability.body), lasting)
    return None


def duration_cells() -> list[Cell]:
    """Every lasting verb (the verbs matrix's rows that take a duration) × every duration × its target forms ×
    en / ja / zh-Hant; expect: the reading's parts as verb_reading gives them (None when left by hand)."""
    forms = {form[0]: form for form in VERB_FORMS}
    cells = []
    for row in (r for r in VERB_ROWS if r[2]):
        for duration, column in product(DURATIONS, DURATION_FORMS[row[1]]):
            form = forms[column]
            who = form[1].format(who=VERB_SIDES[row[1]]["who"])
            expect = (*row[7], who, form[2], duration[1]) if duration[1] else None
            cells += [Cell("durations", row[0], f"{duration[0]} × {column}", lang,
                           _verb_text(row, form, duration, lang), "unit", expect) for lang in LANGS]
    for row, *texts in DURATION_JOINED:
        cells += [Cell("durations", row, "during this turn × 1 chosen: it (10-3-3)", lang, text, "unit", None)
                  for lang, text in zip(LANGS, texts, strict=True)]
    return cells + duration_effect_cells()


# --- the same cell in each language --------------------------------------------------------------------

# the words a reading keeps as printed (a trait, a part of a name): the same card's words in each language
PRINTED_WORDS = {"ジオン": "Zeon", "吉翁": "Zeon", "ガンダム": "Gundam", "鋼彈": "Gundam",
                 "地球連邦": "Earth Federation", "地球聯邦": "Earth Federation"}


def reading_key(cell: Cell) -> str:
    """The cell's reading with its printed text and its printed words set aside: two languages' cells
    read the same when their keys are equal."""
    abilities = read(cell.text, cell.lang, cell.card_type).abilities
    key = repr([replace(a, text="", unread="", reason="") for a in abilities])
    for word, canonical in PRINTED_WORDS.items():
        key = key.replace(repr(word), repr(canonical))
    return key


def by_place(cells: list[Cell]) -> dict[tuple[str, str, str], dict[str, Cell]]:
    """(matrix, row, column) -> {lang: cell}: one cell per printed language."""
    out: dict[tuple[str, str, str], dict[str, Cell]] = {}
    for cell in cells:
        out.setdefault((cell.matrix, cell.row, cell.column), {})[cell.lang] = cell
    return out


def all_cells() -> list[Cell]:
    return (cost_cells() + optional_cells() + trigger_cells() + continuous_cells() + condition_cells()
            + it_condition_cells() + structure_cells() + filter_cells() + filter_pair_cells() + filter_noun_cells()
            + token_cells() + verb_cells() + duration_cells())


def tally(cells: list[Cell]) -> dict[str, Counter[str]]:
    out: dict[str, Counter[str]] = {}
    for cell in cells:
        status = cell.outcome().split(":")[0]
        out.setdefault(f"{cell.matrix} ({cell.lang})", Counter())[status] += 1
    return out


def main(argv: list[str]) -> None:
    cells = all_cells()
    wanted = [a for a in argv if not a.startswith("-")]
    if wanted:
        cells = [c for c in cells if c.matrix in wanted]
    if "--counts" not in argv:
        for cell in cells:
            left = {"structure": STRUCTURE_LEFT, "verbs": VERB_LEFT, "filters": FILTER_LEFT,
                    "durations": DURATION_LEFT}.get(cell.matrix, {})
            left = left.get(cell.row) or left.get(cell.column.split(" × ")[0], "")
            outcome = cell.outcome() + (f" (on purpose: {left})" if left and cell.outcome() != "runs" else "")
            print(f"{cell.matrix} | {cell.row} | {cell.column} | {cell.lang} | {outcome} | {cell.text}")
    for name, counts in tally(cells).items():
        total = sum(counts.values())
        print(f"{name}: {total} cells, " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main(sys.argv[1:])
