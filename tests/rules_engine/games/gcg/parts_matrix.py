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

`by_place` / `reading_key` compare a cell across its languages: the same reading, trait and name words aside.

Each cell is read (`reader.read`) and, when read, given to `printed.run_reasons`: "runs", "by hand:
<executor's reason>" or "not read: <reader's reason>". `python -m tests.rules_engine.games.gcg.parts_matrix`
prints the tables and the counts; `test_parts_matrix.py` pins the cells that run."""

from __future__ import annotations

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
    "equal to this Unit's AP: damage": "no GCG card prints it (the cards print \"for each N AP this Unit has\", "
                                       "which runs): left for when a card does",
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


# --- the same cell in each language --------------------------------------------------------------------

# the words a reading keeps as printed (a trait, a part of a name): the same card's words in each language
PRINTED_WORDS = {"ジオン": "Zeon", "吉翁": "Zeon", "ガンダム": "Gundam", "鋼彈": "Gundam"}


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
    return cost_cells() + optional_cells() + trigger_cells() + continuous_cells() + structure_cells()


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
            left = STRUCTURE_LEFT.get(cell.row, "") if cell.matrix == "structure" else ""
            outcome = cell.outcome() + (f" (on purpose: {left})" if left and cell.outcome() != "runs" else "")
            print(f"{cell.matrix} | {cell.row} | {cell.column} | {cell.lang} | {outcome} | {cell.text}")
    for name, counts in tally(cells).items():
        total = sum(counts.values())
        print(f"{name}: {total} cells, " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main(sys.argv[1:])
