"""ALTCG's Traditional Chinese grammar: patterns and builders (docs/cards/altcg-templates.md).

The printed text is normalised first (core `normalise`, CJK: full-width digits, `：` and `（）`
as ASCII, ③ as ⟦3⟧; Japanese kanji forms folded: 撃→擊, 装→裝, 组→組). The text conventions
(ALTCG rules, 3xx and 6xx; docs/altcg.md "Printed cards"):

* one ■ paragraph is one ability (304.1a);
* keyword abilities 【速攻】【遠程】【強擊+X】【固守+X】【潛水】【絕地反擊】【反制】【追擊】【改造】
  (601) and their reminder text in `(…)` (206.2a: it restates the keyword, never a second
  effect); 【覺醒】「己方的旗艦耐久為N或以下時，將此卡轉為反面。」 (602.2);
* timing markers 【登場時】【攻擊時】… (602.10–602.18), 【主階段啟動】 (602.17, 304.3a), the
  limit 【每回合1次】 (602.5), the windows 【己方回合中】【對方回合中】【己方主階段中】
  【對方主階段中】 (602.3–602.7);
* a cost before `：` (303.3, 304.2c), 「可以」 in front making the ability optional (303.3a);
* the body sentence by sentence (`。`), 「之後，」 chaining the next step (304.1a), durations
  「本回合中，」「本次戰鬥中，」 in front (508.3).

A sentence no template reads makes the whole ability by hand (`unread` quotes it)."""

from __future__ import annotations

import re
from dataclasses import replace

from ....core.effects.model import (
    BATTLE,
    PERMANENT,
    TURN,
    Ability,
    Amount,
    Condition,
    Cost,
    Duration,
    Filter,
    Keyword,
    Reading,
    Selector,
    Step,
)
from ....core.effects.reader import normalise
from ....core.effects.typography import Typography, ability_lines

# --- nouns (205.2, 205.3, 308) -----------------------------------------------------------------
FACTIONS = {"白鷹": "eagle_union", "東煌": "dragon_empery", "皇家": "royal_navy", "鐵血": "iron_blood",
            "重櫻": "sakura_empire", "北方聯合": "northern_parliament", "薩丁帝國": "sardegna",
            "維希教廷": "vichya", "自由鳶尾": "iris"}
CLASSES = {"驅逐": "destroyer", "輕巡": "light_cruiser", "重巡": "heavy_cruiser", "超巡": "large_cruiser",
           "戰列": "battleship", "航戰": "aviation_battleship", "航母": "carrier", "輕航": "light_carrier",
           "維修": "repair", "運輸": "transport", "重炮": "monitor", "潛艇": "submarine",
           "潛母": "submarine_carrier", "風帆": "sailing"}
ALLEGIANCES = {"碧藍航線": "azur_lane", "赤色中軸": "crimson_axis"}  # 205.4, written 《X》 as factions are
COLOURS = {"紅色": "red", "藍色": "blue", "黃色": "yellow", "黑色": "black"}

# --- keyword abilities (601) and markers (602) ---------------------------------------------------
FLAGS = {"速攻": "rush", "遠程": "long_range", "潛水": "dive", "絕地反擊": "comeback"}  # 601.4, 601.5, 601.7, 601.2
VALUED = {"強擊": "strike", "固守": "guard"}  # 601.5 (second), 601.6
USED = {"反制": "counter", "追擊": "pursuit"}  # 601.3, 601.9: an effect used from the hand
TIMINGS = {"登場時": "on_enter", "攻擊時": "on_attack", "被攻擊時": "on_attacked", "支援時": "on_support",
           "被支援時": "on_supported", "擊破時": "on_destroy", "被擊破時": "on_destroyed",
           "己方回合結束時": "own_turn_end", "對方回合結束時": "opponent_turn_end",
           "轉為休息狀態時": "on_rest", "主階段啟動": "activate_main"}  # 602.8–602.18
# 304.2a: 「…時，」 in front of an ability is an automatic ability; these events are the engine's timings
WHEN = {"己方的旗艦卡受到傷害時": "on_damaged", "此卡對對方的旗艦卡造成傷害時": "on_damage_dealt",
        "戰場上的此卡發起攻擊時": "on_attack", "此卡發起攻擊時": "on_attack", "此卡被攻擊時": "on_attacked",
        "此卡被擊破時": "on_destroyed", "此卡登場時": "on_enter",
        "此卡發起攻擊的戰鬥結束時": "attack_end", "戰場上的此卡發起攻擊的戰鬥結束時": "attack_end",
        "戰場上的此卡發起支援時": "on_field_support", "此卡發起支援的戰鬥結束時": "support_end",
        "戰場上的此卡發起支援的戰鬥結束時": "support_end"}  # 508.1c, 508.3, 505.5a, 505.6
WINDOWS = {"己方回合中": "own_turn", "對方回合中": "opponent_turn", "己方主階段中": "own_main",
           "對方主階段中": "opponent_main"}  # 602.3, 602.4, 602.6, 602.7
# 「擁有【X】技能的」: the keyword abilities a filter may name (601)
KEYWORD_FILTERS = {**FLAGS, **VALUED, **USED, "改造": "retrofit"}
CLAUSES = {"rush": "601.4", "long_range": "601.5", "strike": "601.5", "guard": "601.6", "dive": "601.7",
           "comeback": "601.2", "counter": "601.3", "pursuit": "601.9", "retrofit": "601.8", "awaken": "602.2"}

FOLD = _FOLD = str.maketrans({"撃": "擊", "装": "裝", "组": "組", "戦": "戰", "闘": "鬥", "潜": "潛"})
_MARKER = re.compile(r"^【([^】]+)】")
_REMINDER = re.compile(r"^\([^()]*(?:\([^()]*\)[^()]*)*\)")
_VALUED = re.compile(r"^(強擊|固守)\+(\d+)$")
_RETROFIT = re.compile(r"^【改造】⟦(\d+)⟧:「([^」]+)」$")
_AWAKEN = re.compile(r"^【覺醒】己方的旗艦耐久為(?P<n>\d+)(?P<le>或以下)?時，將此卡轉為反面。?(?P<rest>.*)$")

THIS = Selector(who="this", kind="card")
BATTLING = {"被攻擊的己方卡牌": Selector(who="attacked", kind="card", filters=(Filter("owner", "==", "you"),)),
            "發起攻擊的己方卡牌": Selector(who="attacking", kind="card", filters=(Filter("owner", "==", "you"),)),
            "發起攻擊的對方卡牌": Selector(who="attacking", kind="card",
                                          filters=(Filter("owner", "==", "opponent"),))}
OWN_FLAGSHIP = Selector(who="yours", kind="flagship")


class Unread(Exception):
    """A phrase the grammar does not read: the ability is by hand."""

    def __init__(self, phrase: str, why: str = "not understood") -> None:
        super().__init__(phrase)
        self.phrase, self.why = phrase, why


def prepare(text: str) -> list[str]:
    """The printed text as abilities: normalised, one per ■ paragraph (304.1a)."""
    text = normalise(text, cjk=True).translate(_FOLD).replace("【己方的主階段中】", "【己方主階段中】")
    text = text.replace("【每回合 1 次】", "【每回合1次】")
    return ability_lines(text, LAYOUT)


LAYOUT = Typography(recover_layout=False, paragraph_lines=True)  # one ability per ■ paragraph (304.1a)


def strip_reminder(text: str) -> str:
    """A reminder `(…)` right after a keyword restates it (206.2a): dropped."""
    m = _REMINDER.match(text)
    return text[m.end():] if m else text


# --- targets (403): phrase -> selector ------------------------------------------------------------
_SHIP = re.compile(
    r"^(?P<who>對方|己方)(?:的)?(?P<where>前排|後排|戰場上)?的?(?P<pre>名稱中帶有「[^」]+」的)?(?P<n>\d+)張"
    r"(?P<filters>.*?)(?P<noun>艦船卡|卡牌)$")  # 「己方戰場上名稱中帶有「X」的1張卡牌」: a filter before the count
_FILTER_PARTS: list[tuple[re.Pattern[str], str]] = [(re.compile(p), k) for p, k in [
    (r"^費用為(\d+)或以下(?:的)?", "cost<="), (r"^費用為(\d+)或以上(?:的)?", "cost>="), (r"^費用為(\d+)的", "cost=="),
    (r"^戰力(?:為)?(\d+)或以下的", "power<="), (r"^不擁有技能的", "vanilla"),
    (r"^(?:處於)?休息狀態的", "rested"), (r"^(?:處於)?激活狀態的", "active"),
    # 「除「X」以外的」「「X」和「Y」以外的」: any card but those names (201)
    (r"^除?((?:「[^」]+」(?:和|與|、|或)?)+)以外的", "name_not"),
    (r"^擁有【([^】]+)】技能的", "keyword"),  # 601: a card with that keyword ability
    (r"^((?:《[^》]+》)(?:(?:或|/)《[^》]+》)*)(?:的)?", "faction"),
    (r"^〈([^〉]+)〉((?:(?:/|或)〈[^〉]+〉)+)", "classes"),
    (r"^〈([^〉]+)〉", "class"), (r"^「([^」]+)」((?:(?:或|/|、)「[^」]+」)+)(?:的)?", "names"),
    (r"^擁有(紅色|藍色|黃色|黑色)以外顏色的", "colour_other"),
    (r"^(紅色|藍色|黃色|黑色)(?:的)?", "colour"), (r"^「([^」]+)」(?:的)?", "name"),
    (r"^(?:位於)?(前排|後排)的", "row"),
    (r"^名稱中帶有「([^」]+)」(?:的)?", "name_contains"),
]]
NOUNS = {"艦船卡": "ship", "事件卡": "event", "卡牌": None, "旗艦卡": "flagship"}  # 204.2


def _filters(text: str) -> tuple[Filter, ...]:
    out: list[Filter] = []
    while text:
        for pattern, kind in _FILTER_PARTS:
            m = pattern.match(text)
            if m is None:
                continue
            if kind in ("cost<=", "cost>=", "power<="):
                out.append(Filter(kind[:-2], kind[-2:], int(m[1])))
            elif kind == "cost==":  # 「費用為N的」: exactly N (202)
                out.extend((Filter("cost", ">=", int(m[1])), Filter("cost", "<=", int(m[1]))))
            elif kind == "name_not":
                out.append(Filter("name_not", "has", tuple(re.findall(r"「([^」]+)」", m[1]))))
            elif kind == "keyword":
                if m[1] not in KEYWORD_FILTERS:
                    raise Unread(m[0], "a keyword the rules do not define (601)")
                out.append(Filter("keyword", "==", KEYWORD_FILTERS[m[1]]))
            elif kind == "vanilla":
                out.append(Filter("vanilla", "==", True))
            elif kind == "classes":  # 〈X〉/〈Y〉: either class (205.2)
                names = [m[1], *re.findall(r"〈([^〉]+)〉", m[2])]
                if any(n not in CLASSES for n in names):
                    raise Unread(m[0], "a class the rules do not name (205.2)")
                out.append(Filter("class", "has", tuple(CLASSES[n] for n in names)))
            elif kind == "names":  # 「X」或「Y」: either name (201)
                out.append(Filter("name_is", "has", (m[1], *re.findall(r"「([^」]+)」", m[2]))))
            elif kind == "colour_other":  # 「擁有X以外顏色的」: a colour other than X (308)
                out.append(Filter("colour", "not", COLOURS[m[1]]))
            elif kind == "row":
                out.append(Filter("row", "==", "front" if m[1] == "前排" else "back"))
            elif kind == "name":
                out.append(Filter("name_is", "==", m[1]))
            elif kind == "name_contains":  # 201: a part of the name
                out.append(Filter("name_contains", "==", m[1]))
            elif kind in ("rested", "active"):
                out.append(Filter("state", "==", kind))
            elif kind == "faction":
                names = re.findall(r"《([^》]+)》", m[1])
                if names and all(n in ALLEGIANCES for n in names):  # 205.4
                    out.append(Filter("allegiance", "has", tuple(ALLEGIANCES[n] for n in names)))
                    text = text[m.end():]
                    break
                if any(n not in FACTIONS for n in names):
                    raise Unread(m[0], "a faction the rules do not name (205.3)")
                out.append(Filter("faction", "has", tuple(FACTIONS[n] for n in names)))
            elif kind == "class":
                if m[1] not in CLASSES:
                    raise Unread(m[0], "a class the rules do not name (205.2)")
                out.append(Filter("class", "==", CLASSES[m[1]]))
            else:
                out.append(Filter("colour", "==", COLOURS[m[1]]))
            text = text[m.end():]
            break
        else:
            raise Unread(text, "a target filter not understood")
    return tuple(out)


def target(phrase: str) -> Selector:
    if phrase in ("此卡", "戰場上的此卡"):
        return THIS
    if phrase in BATTLING:  # 505: the cards of the ongoing battle
        return BATTLING[phrase]
    if phrase in ("己方的旗艦卡", "己方旗艦卡"):
        return OWN_FLAGSHIP
    m = re.match(r"^己方(?:的)?(?P<f>.+?)旗艦卡$", phrase)
    if m:  # 「己方紅色的旗艦卡」: the flagship, if it is such a card
        return replace(OWN_FLAGSHIP, filters=_filters(m["f"]))
    m = _SHIP.match(phrase)
    if m is None:
        raise Unread(phrase, "a target not understood")
    who = "enemy" if m["who"] == "對方" else "yours"
    filters = list(_filters((m["pre"] or "") + m["filters"]))
    if m["where"] in ("前排", "後排"):
        filters.append(Filter("row", "==", "front" if m["where"] == "前排" else "back"))
    kind = "ship" if m["noun"] == "艦船卡" else "card"
    return Selector(who=who, kind=kind, count=int(m["n"]), filters=tuple(filters))


# --- conditions (304.4b): 「當…時，」 / 「若…，」 -------------------------------------------------------
def _counted(n: str, noun: str | None, filters: str) -> tuple[Filter, ...]:
    found = list(_filters(filters))
    kind = NOUNS.get(noun or "卡牌")
    if kind is not None:
        found.append(Filter("type", "==", kind))
    return tuple(found)


_CONDITIONS: list[tuple[re.Pattern[str], str]] = [(re.compile(p), k) for p, k in [
    (r"^己方的旗艦(?:卡)?為(?P<f>.*?)(?:的)?(?:卡牌)?$", "flagship"),
    # 「己方戰場上/前排/後排/撤退區(不)存在(N張或以上){filters}艦船卡/卡牌/事件卡(「X」)」 (403.3a, 404)
    (r"^(?P<who>己方|對方)(?P<place>戰場上|前排|後排|撤退區)(?P<neg>不)?存在(?:(?P<n>\d+)張或以上)?(?P<f>.*?)"
     r"(?P<noun>艦船卡|事件卡|卡牌)(?P<name>「[^」]+」)?$", "presence"),
    (r"^(?P<who>己方|對方)(?P<place>戰場上|前排|後排|撤退區)(?P<neg>不)?存在(?P<n>)(?P<noun>)(?P<f>「[^」]+」)$",
     "presence"),
    (r"^(?P<who>己方|對方)(?P<place>撤退區)的(?P<f>.*?)(?P<noun>艦船卡|事件卡|卡牌)數量為(?P<n>\d+)張?或以上$", "presence"),
    (r"^(?P<who>對方|己方)(?:的)?手牌數量為(?P<n>\d+)(?:或(?P<op>以下|以上))?$", "hand"),
    (r"^己方的手牌為(?P<n>\d+)張$", "hand"),
    (r"^(?P<who>己方|對方)的旗艦耐久為(?P<n>\d+)(?:或(?P<op>以下|以上))?$", "durability"),
    (r"^己方的魔方卡數量為(?P<n>\d+)或(?P<op>以上)$", "cubes"),
    (r"^己方擁有(?P<n>\d+)張或(?P<op>以上)魔方卡$", "cubes"),
    (r"^此卡通過【改造】登場$", "retrofit"),
    # 「(位於前排的)此卡處於休息狀態」: this card's own state and row (307.1a, 403.3a)
    (r"^(?:(?:位於)?(?P<place>戰場上|前排|後排)的)?此卡處於(?P<state>休息|激活)狀態$", "this"),
    (r"^(?:位於(?P<row>前排|後排)的)?此卡與(?:對方的?)?(?P<f>.*?)(?P<noun>艦船卡|卡牌)的戰鬥中$", "battle"),
    (r"^(?:位於(?P<row>前排|後排)的)?此卡對對方的?(?P<f>.*?)(?P<noun>艦船卡|卡牌)發起攻擊的戰鬥中$", "attacking"),
    (r"^(?:(?:位於)?(?P<row>前排|後排)的|戰場上的)?此卡發起攻擊的戰鬥中(?P<f>)(?P<noun>)$", "attacking"),
    (r"^(?:(?:位於)?(?P<row>前排|後排)的)?此卡攻擊(?:對方的?)?(?P<f>.*?)(?P<noun>艦船卡|旗艦卡|卡牌)$", "attacking"),
    (r"^此時為(?P<who>對方|己方)回合$", "turn"),  # 602.3, 602.4: whose turn it is now
    # 「己方公開的卡牌的費用大於等於對方公開的卡牌的費用」: the costs (202.1) of the cards the effect's
    # 「公開雙方卡組最上方的1張卡」 revealed (313.8a), compared
    (r"^己方公開的卡牌的費用(?P<cmp>大於等於|小於等於|大於|小於|等於)對方公開的卡牌的費用$", "revealed_cost"),
    # 「若有執行此動作時」: the 「可以…」 action just before was carried out (not declined, not impossible, 103.3)
    (r"^有執行此動作時?$", "done"),
    # s17-games: 「若對方未選擇捨棄手牌時」: the opponent's 「可以」 discard just before discarded nothing
    (r"^對方未選擇捨棄手牌時?$", "declined"),
]]
_COMPARE = {"大於等於": ">=", "小於等於": "<=", "大於": ">", "小於": "<", "等於": "=="}
_PRESENCE = {"戰場上": ("field", None), "前排": ("field", "front"), "後排": ("field", "back"),
             "撤退區": ("trash", None)}
# 「己方的戰場上」「己方的撤退區」 are printed both ways
_CONDITION_WORDS = (("己方的戰場上", "己方戰場上"), ("對方的戰場上", "對方戰場上"), ("己方的撤退區", "己方撤退區"),
                    ("己方的前排", "己方前排"), ("己方的後排", "己方後排"), ("對方的前排", "對方前排"),
                    ("對方的後排", "對方後排"))


def condition(text: str) -> Condition:
    """One condition (304.4b); 「A，且B」「A且B」: both (each part a condition of its own)."""
    for word, form in _CONDITION_WORDS:
        text = text.replace(word, form)
    try:
        return _condition(text)
    except Unread:
        for joint in ("，且", "且"):
            head, sep, tail = text.partition(joint)
            if sep:
                return Condition.of("all", conditions=(_condition(head), condition(tail)))
        raise


def _condition(text: str) -> Condition:
    for pattern, kind in _CONDITIONS:
        m = pattern.match(text)
        if m is None:
            continue
        groups = m.groupdict()
        if kind == "retrofit":
            return Condition.of("retrofit")
        if kind == "turn":
            return Condition.of("turn", of="opponent" if m["who"] == "對方" else "self")
        if kind in ("done", "declined"):
            return Condition.of(kind)
        if kind == "revealed_cost":
            return Condition.of("revealed_cost", op=_COMPARE[m["cmp"]])
        if kind == "this":  # the ability's card, on the field
            filters = [Filter("state", "==", "rested" if m["state"] == "休息" else "active")]
            if m["place"] in ("前排", "後排"):
                filters.append(Filter("row", "==", "front" if m["place"] == "前排" else "back"))
            return Condition.of("this", filters=tuple(filters))
        if kind in ("battle", "attacking"):  # 505, 508.3: this card's battle
            row = {"前排": "front", "後排": "back"}.get(groups.get("row") or "")
            return Condition.of("battle", filters=_counted("1", m["noun"] or None, m["f"].removeprefix("的")),
                                attacking=kind == "attacking" or None, row=row)
        of = "opponent" if groups.get("who") == "對方" else "self"
        if kind == "flagship":
            filters = _filters(m["f"])
            if not filters:
                break
            return Condition.of("flagship", filters=filters)
        n = int(m["n"] or 1)  # 「存在X艦船卡」: at least one
        if kind == "presence":
            zone, row = _PRESENCE[m["place"]]
            filters = _counted(m["n"], m["noun"] or None, m["f"] + (groups.get("name") or ""))
            if row is not None:
                filters = (*filters, Filter("row", "==", row))
            if groups.get("neg"):  # 「不存在」: none
                if m["n"]:
                    break
                return Condition.of(zone, of=of, filters=filters, at_most=0)
            return Condition.of(zone, of=of, filters=filters, at_least=n)
        op = groups.get("op")
        return Condition.of(kind, of=of, at_least=n if op != "以下" else None,
                            at_most=n if op != "以上" else None)
    raise Unread(text, "a condition not understood (304.4b)")


_IF = re.compile(r"^(?:當(?P<when>.+?)時|若(?P<if>[^，]+?)|(?P<battle>[^，]+的戰鬥中))，(?:則)?(?P<rest>.+)$")


# --- body sentences ---------------------------------------------------------------------------------
_DURATION = re.compile(r"^(本回合中|本次戰鬥中)，")
_POWER = re.compile(r"^(?P<t>.+?)(?:的)?戰力(?P<n>[+-]\d+)$")
_MOVES: list[tuple[re.Pattern[str], str, dict[str, str]]] = [(re.compile(p), v, x) for p, v, x in [
    (r"^將(?P<t>.+?)轉為休息狀態$", "rest", {}),  # 307.1a
    (r"^將(?P<t>.+?)轉為激活狀態$", "set_active", {}),  # 307.1a
    (r"^將(?P<t>.+?)擊破$", "destroy", {}),  # 313.6a
    (r"^將(?P<t>.+?)彈回手牌$", "return_to_hand", {}),  # 402
    (r"^將(?P<t>.+?)彈回卡組最下方$", "to_deck", {"zone_to": "deck_bottom"}),  # 401
    (r"^將(?P<t>此卡)置於撤退區$", "to_trash", {}),  # 313.10a: this ship retreats
]]
_DRAW = re.compile(r"^(?:己方)?抽(\d+)張卡$")  # 313.1a
_EACH_DRAW = re.compile(r"^雙方各抽(\d+)張卡$")  # 313.1a, 103.4: turn player first
_HAND_BOTTOM = re.compile(r"^將(\d+)張手牌置於卡組最(?P<place>下方|上方或最下方)$")  # 401: the owner chooses which
_DISCARD = re.compile(r"^(?:己方)?捨棄(\d+)張手牌$")  # 313.3a
# 「捨棄己方手牌中的1張事件卡」: the owner chooses among such cards (313.3a)
_DISCARD_SOME = re.compile(r"^(?:己方)?捨棄(?:己方)?手牌(?:中)?的(?P<n>\d+)張(?P<f>.*?)(?P<noun>事件卡|艦船卡|卡牌)$")
_MILL = re.compile(r"^將己方卡組最上方的(\d+)張卡送入撤退區$")  # 404
_CUBE_RAMP = re.compile(r"^從己方魔方卡組將(\d+)張魔方卡以反面置於費用區$")  # 406, 407
_CUBE_ACTIVE = re.compile(r"^將己方的(\d+)張魔方卡轉為激活狀態$")  # 307.1a, 407
_FLIP = "將此卡轉為反面"  # 204.3
_OPP_REST = re.compile(r"^對方將其自身戰場上的(?P<n>\d+)張(?P<f>.*?)(?P<noun>艦船卡|卡牌)轉為休息狀態$")  # 307.1a
# 313.3a; 「對方可以捨棄」: the opponent may discard (none too, their choice)
_OPP_DISCARD = re.compile(r"^對方(?P<may>可以)?捨棄(\d+)張手牌$")
_SEARCH = re.compile(  # 313.7a, 313.8a, 401; 「將其中除「X」以外的(合計)最多N張…」
    r"^(?P<verb>查看|公開)己方卡組最上方的(?P<n>\d+)張卡(?:牌)?，將其中(?P<pre>除?「[^」]+」以外的)?(?:合計)?"
    r"最多(?P<k>\d+)張(?P<f>.*?)(?P<noun>艦船卡|事件卡|卡牌)"
    r"(?P<show>公開並)?加入手牌，而後將其餘卡牌(?P<random>以隨機順序)?置於卡組最下方$")
# 「(當…時，)前排的此卡獲得【強擊+200】(reminder)」 / 「本回合中，此卡獲得【速攻】」: keywords this card
# has (601), where it is (304.4); 「所有區域的此卡支援+100」: its support value (208.3)
_PLACES = {"戰場上的": "play", "前排的": "front", "後排的": "back", "作為旗艦耐久的": "durability",
           "所有區域的": "any"}
_PLACE = "(?P<place>" + "|".join(_PLACES) + ")?"
_GRANT = re.compile(r"^" + _PLACE + r"此卡獲得(?P<kws>(?:【[^】]+】(?:\([^()]*\))?)+)$")
_GRANTED = re.compile(r"【([^】]+)】(?:\([^()]*\))?")
_SUPPORT = re.compile(r"^" + _PLACE + r"此卡支援(?P<n>[+-]\d+)$")
_KW_REMINDER = re.compile(r"】\([^()]*\)")  # a keyword's reminder inside a sentence (206.2a)
_ARRANGE = re.compile(r"^查看己方卡組最上方的(\d+)張卡，而後將其以任意順序置於卡組最上方$")  # 313.7a, 401
# 「公開雙方卡組最上方的N張卡，而後將其置於卡組最下方」: both decks' tops revealed, then each to the
# bottom of its own deck (313.8a, 401)
_REVEAL_BOTH = re.compile(r"^公開雙方卡組最上方的(\d+)張卡，而後將其置於卡組最下方$")
# 「公開己方卡組最上方的1張卡，當該卡為{filters}時，將其加入手牌，否則，將其置於卡組最下方」 (313.8a, 401)
_REVEAL_CHECK = re.compile(
    r"^公開己方卡組最上方的1張卡[，。](?:當該卡為(?P<f>.+?)(?P<noun>艦船卡|事件卡|卡牌)時|若該卡為(?P<g>.+?)"
    r"(?P<gnoun>艦船卡|事件卡|卡牌))，(?:則)?將其加入手牌[，。]否則，?將其置於卡組最下方。?$")
# 「將(己方)手牌(中)的(除「X」以外的)1張{filters}艦船卡登場(於未被放置卡牌的己方戰場)」 (302.1a, 403.3)
_DEPLOY = re.compile(r"^將(?:己方)?(?P<zone>手牌|撤退區)(?:中)?(?:的)?(?P<pre>除「[^」]+」以外的)?1張(?P<f>.*?)艦船卡登場"
                     r"(?P<empty>於未被放置卡牌的己方戰場)?$")
# 「將(己方)撤退區的1張{filters}卡牌加入手牌」: a card of the trash, the owner's choice (404, 402)
_RECOVER = re.compile(r"^將(?:己方)?撤退區的(?P<pre>除「[^」]+」以外的)?1張(?P<f>.*?)(?P<noun>艦船卡|事件卡|卡牌)加入手牌$")
_ALIAS = re.compile(r"^此卡的名稱在規則上被視為「([^」]+)」。?$")  # 201.4


def _placed(place: str | None) -> Selector:
    """「前排的此卡」「作為旗艦耐久的此卡」…: this card, where the text says it must be."""
    where = _PLACES.get(place or "", "play")
    if where in ("front", "back"):
        return replace(THIS, filters=(Filter("row", "==", where),))
    return replace(THIS, zone=where)


def _granted(word: str) -> Keyword:
    """A keyword 「獲得【X】」 gives: a standing keyword ability (601.2, 601.4–601.7)."""
    if word in FLAGS:
        return Keyword(FLAGS[word])
    valued = _VALUED.match(word)
    if valued:
        return Keyword(VALUED[valued[1]], int(valued[2]))
    raise Unread(f"【{word}】", "a keyword that is given only by a standing ability here (601)")


def sentence(text: str) -> list[Step]:
    """One sentence (no `。`) -> its steps; Unread when no template reads it.

    A sentence no template reads whole may be clauses joined by 「，」 (「抽1張卡，將…轉為休息
    狀態」, 304.1a: in the printed order): it reads when it splits into a first clause that is a
    step of its own and a rest that reads (a duration in front covers every clause; a condition
    in the rest covers only what follows it, 304.4b). A clause that leans on another (「該卡」
    「其」, a subject left out) is no step of its own, so such a sentence stays by hand."""
    try:
        return _clause(text)
    except Unread as whole:
        lead = _DURATION.match(text)
        prefix, body = (lead[0], text[lead.end():]) if lead else ("", text)
        for at in (i for i, ch in enumerate(body) if ch == "，"):
            head, tail = body[:at], body[at + 1:]
            tail = _JOINED.sub("", tail)
            try:
                first = _clause(prefix + head)
                rest = conditioned(prefix + tail if prefix and not _DURATION.match(tail) else tail)
            except Unread:
                continue
            return first + rest
        raise whole from None


_WHEN_ATTACKING = re.compile(r"^(?:戰場上的)?此卡對對方的?(?P<f>.*?)(?P<noun>艦船卡|卡牌)發起攻擊時$")
_JOINED = re.compile(r"^(?:並且，?|而後|之後，|並)")  # 「，並且，」「，而後」: and then (304.1a)
_SHARED = re.compile(r"^(?P<t>.+?)(?:的)?戰力(?P<n>[+-]\d+)，(?:並)?獲得(?P<kws>(?:【[^】]+】(?:\([^()]*\))?)+)$")


def _clause(text: str) -> list[Step]:
    """One clause: a step template read whole (a duration in front, 508.3, 509.2)."""
    until = Duration()
    m = _DURATION.match(text)
    if m:
        until = TURN if m[1] == "本回合中" else BATTLE  # 508.3 ends battle effects
        text = text[m.end():]
    m = _POWER.match(text.replace("戰力進一步", "戰力"))
    if m:  # 207, 508.3
        further = "戰力進一步" in text and until.kind == "instant"  # lasts as the change it adds to (body)
        return [Step("modify", target=target(m["t"]), stat="power", amount=Amount(int(m["n"])), until=until,
                     extra={"further": True} if further else ())]
    m = _SHARED.match(text)
    if m and target(m["t"]) == THIS:  # 「此卡戰力+500，獲得【遠程】」: one subject, two changes (207, 601)
        return [Step("modify", target=THIS, stat="power", amount=Amount(int(m["n"])), until=until),
                *(Step("grant", target=THIS, keyword=_granted(k), until=until) for k in _GRANTED.findall(m["kws"]))]
    m = _GRANT.match(text)
    if m:  # 601: one step per keyword given
        return [Step("grant", target=_placed(m["place"]), keyword=_granted(k), until=until)
                for k in _GRANTED.findall(m["kws"])]
    m = _SUPPORT.match(text)
    if m:  # 208.3
        return [Step("modify", target=_placed(m["place"]), stat="support", amount=Amount(int(m["n"])),
                     until=until)]
    if until.kind != "instant":
        raise Unread(text, "a duration on a step that does not last")
    for pattern, verb in ((_DRAW, "draw"), (_DISCARD, "discard"), (_MILL, "mill"), (_CUBE_RAMP, "cube_ramp"),
                          (_CUBE_ACTIVE, "cube_active")):
        m = pattern.match(text)
        if m:
            return [Step(verb, amount=Amount(int(m[1])), player="self")]
    for pattern, verb, extra in _MOVES:
        m = pattern.match(text)
        if m:
            return [Step(verb, target=target(m["t"]), **extra)]
    if text == _FLIP:
        return [Step("awaken")]
    if text == "將手牌中的此卡登場":  # 601.3a: a 【反制】/【追擊】 ship used from the hand
        return [Step("deploy", target=THIS, zone_from="hand")]
    m = _DEPLOY.match(text)
    if m:  # 302.1a: the owner's choice of ship and slot; free
        zone = "hand" if m["zone"] == "手牌" else "trash"
        sel = Selector(who="yours", kind="ship", zone=zone, count=1,
                       filters=_counted("1", "艦船卡", (m["pre"] or "") + m["f"]))
        return [Step("deploy", target=sel, zone_from=zone, extra={"empty": True} if m["empty"] else ())]
    m = _RECOVER.match(text)
    if m:
        sel = Selector(who="yours", kind="card", zone="trash", count=1,
                       filters=_counted("1", m["noun"], (m["pre"] or "") + m["f"]))
        return [Step("recover", target=sel, zone_from="trash", zone_to="hand")]
    m = _DISCARD_SOME.match(text)
    if m:
        return [Step("discard", target=Selector(who="yours", kind="card", zone="hand", count=int(m["n"]),
                                                filters=_counted(m["n"], m["noun"], m["f"])),
                     amount=Amount(int(m["n"])), player="self")]
    m = _EACH_DRAW.match(text)
    if m:
        return [Step("draw", amount=Amount(int(m[1])), player="each")]
    m = _HAND_BOTTOM.match(text)
    if m:
        return [Step("to_deck", target=Selector(who="yours", kind="card", zone="hand", count=int(m[1])),
                     zone_to="deck_bottom" if m["place"] == "下方" else "deck_top_or_bottom")]
    m = _SEARCH.match(text)
    # the rest in no stated order is the same only when at most one card is left (401)
    if m and (m["verb"] == "公開" or m["show"]) and (m["random"] or int(m["n"]) - int(m["k"]) <= 1):
        sel = Selector(who="yours", kind="card", zone="deck_top", count=int(m["k"]), up_to=True,
                       filters=_counted("1", m["noun"], (m["pre"] or "") + m["f"]))
        return [Step("search", target=sel, amount=Amount(int(m["n"])), zone_to="hand",
                     extra={"rest": "deck_bottom_random", "reveal_all": m["verb"] == "公開"})]
    m = _OPP_REST.match(text)
    if m:  # the opponent chooses one of their own cards
        sel = Selector(who="enemy", kind="ship" if m["noun"] == "艦船卡" else "card", count=int(m["n"]),
                       filters=_filters(m["f"]))
        return [Step("rest", target=sel, player="opponent")]
    m = _ARRANGE.match(text)
    if m:
        return [Step("arrange", amount=Amount(int(m[1])), player="self")]
    m = _REVEAL_BOTH.match(text)
    if m:
        return [Step("reveal_both", amount=Amount(int(m[1])), player="each", zone_to="deck_bottom")]
    m = _OPP_DISCARD.match(text)
    if m:
        return [Step("discard", amount=Amount(int(m[2])), player="opponent",
                     extra={"they_may": True} if m["may"] else {})]
    raise Unread(text)


def conditioned(text: str) -> list[Step]:
    """「當A時，B的戰鬥中，{steps}」: the steps with every condition in front (304.4b)."""
    m = _IF.match(text)
    if m is None:
        return sentence(text)
    cond = condition(m["when"] or m["if"] or m["battle"])
    out = []
    for step in conditioned(m["rest"]):
        both = cond if step.condition is None else Condition.of("all", conditions=(cond, step.condition))
        out.append(replace(step, condition=both))
    return out


def body(text: str) -> tuple[Step, ...]:
    text = _KW_REMINDER.sub("】", text)  # 206.2a: 「獲得【強擊+200】(此卡發起攻擊的戰鬥中，…)」
    m = _REVEAL_CHECK.match(text.strip())
    if m:  # the revealed card to the hand when it passes, else to the deck bottom (one card: no order)
        filters = _counted("1", m["noun"] or m["gnoun"], (m["f"] if m["noun"] else m["g"]).removesuffix("的"))
        sel = Selector(who="yours", kind="card", zone="deck_top", count=1, filters=filters)
        return (Step("search", target=sel, amount=Amount(1), zone_to="hand",
                     extra={"rest": "deck_bottom", "reveal_all": True, "must": True}),)
    steps: list[Step] = []
    parts = [p.strip() for p in text.split("。") if p.strip()]
    for n, part in enumerate(parts):
        part = part.removeprefix("之後，").removeprefix("而後")  # 304.1a: the next step
        m = _IF.match(part)
        if m is None:
            steps.extend(sentence(part))
            continue
        if n == 0 and len(parts) > 1:  # does it cover the sentences after? unsure: by hand
            raise Unread(part, "a condition whose reach is unclear (304.4b)")
        steps.extend(conditioned(part))
    if not steps:
        raise Unread(text, "no effect")
    return tuple(_further(steps))


def _further(steps: list[Step]) -> list[Step]:
    """「(此卡)戰力進一步+N」: N more on the card an earlier step of the effect changed, for as
    long as that change lasts (207); with no such change before it the text is unclear."""
    out: list[Step] = []
    for step in steps:
        if step.get("further"):
            before = next((s for s in reversed(out) if s.verb == "modify" and s.stat == "power"
                           and s.target == step.target), None)
            if before is None:
                raise Unread("戰力進一步", "「進一步」 with no change before it (207)")
            step = replace(step, until=before.until, extra=())
        out.append(step)
    return out


# --- costs (303.3) ------------------------------------------------------------------------------------
_COST_PARTS: list[tuple[re.Pattern[str], str]] = [(re.compile(p), k) for p, k in [
    (r"^將此卡轉為休息狀態$", "rest_self"),
    (r"^將此卡以及己方的(\d+)張魔方卡轉為休息狀態$", "rest_self_cubes"),
    (r"^將己方的(\d+)張魔方卡轉為休息狀態$", "cubes"),
    (r"^捨棄(?:己方手牌中的)?(\d+)張手牌$", "discard"),
    # 「捨棄(己方)手牌(中)的1張《X》事件卡」: only such cards pay it (303.3)
    (r"^捨棄(?:己方)?(?:手牌(?:中)?的)?(\d+)張(?P<f>.*?)(?P<noun>事件卡|艦船卡|卡牌)$", "discard"),
]]


def cost(text: str) -> Cost:
    parts = [text] if re.match(r"^將此卡以及", text) else re.split(r"以及|，", text)
    rest_self, cubes, discard = False, 0, None
    bottom: Selector | None = None
    for part in parts:
        for pattern, kind in _COST_PARTS:
            m = pattern.match(part)
            if m is None:
                continue
            if kind == "rest_self":
                rest_self = True
            elif kind == "rest_self_cubes":
                rest_self, cubes = True, cubes + int(m[1])
            elif kind == "cubes":
                cubes += int(m[1])
            else:
                filters = _counted(m[1], m["noun"], m["f"]) if "noun" in m.groupdict() else ()
                discard = Selector(who="yours", kind="card", zone="hand", count=int(m[1]), filters=filters)
            break
        else:
            # s17-games round 2: 「將己方戰場上的1張〈潛艇〉艦船卡彈回卡組最下方」 (303.3, 401): an own ship of the
            # field, passing the printed filters, to the bottom of its owner's deck
            m = re.match(r"^將(?P<t>己方(?:戰場上|前排|後排)的\d+張.*?艦船卡)彈回卡組最下方$", part)
            if m is None or bottom is not None:
                raise Unread(part, "a cost not understood (303.3)")
            bottom = target(m["t"])
    return Cost(rest_self=rest_self, discard=discard, bottom_other=bottom,
                extra=(("cubes", cubes),) if cubes else ())


# --- an ability -------------------------------------------------------------------------------------


def ability(line: str) -> Ability:
    """One ■ paragraph as read (body None: by hand, with the reason and the phrase)."""
    m = _AWAKEN.match(line)
    if m and (m["le"] or m["n"] == "0"):  # 602.2; 「為0時」 is 「0或以下」: durability is never negative
        n = int(m["n"])
        base = Ability(text=line, keyword=Keyword("awaken", n), timing="awaken",
                       trigger=Condition.of("durability", op="<=", n=n), body=(Step("awaken"),))
        if not m["rest"]:
            return base
        try:  # 「之後，…」: what the awakening does next (304.1a)
            return replace(base, body=(Step("awaken"), *body(m["rest"])))
        except Unread as problem:
            return replace(base, body=None, reason=f"{problem.why}: {problem.phrase}", unread=problem.phrase)
    m = _ALIAS.match(line)
    if m:  # 201.4: a rule about the card's name, not an effect that happens
        return Ability(text=line, static=True, timing="continuous",
                       body=(Step("name_alias", extra={"name": m[1]}),))
    m = _RETROFIT.match(strip_after_keyword(line))
    if m:  # 601.8: 【改造】③：「X」
        return Ability(text=line, keyword=Keyword("retrofit", int(m[1])), static=True,
                       body=(Step("retrofit", target=Selector(who="yours", kind="ship", filters=(
                           Filter("name_is", "==", m[2]),))),))
    marker = _MARKER.match(line)
    if marker:
        word = marker[1]
        rest = strip_reminder(line[marker.end():])
        if word in FLAGS and not rest:
            return Ability(text=line, keyword=Keyword(FLAGS[word]), static=True)
        valued = _VALUED.match(word)
        if valued and not rest:
            return Ability(text=line, keyword=Keyword(VALUED[valued[1]], int(valued[2])), static=True)
        if word in USED:
            return _timed(line, rest, Keyword(USED[word]), USED[word])
    return _timed(line, line, None, None)


def strip_after_keyword(line: str) -> str:
    """`【改造】③：「X」(reminder)` without its reminder (206.2a)."""
    m = re.match(r"^(【改造】⟦\d+⟧:「[^」]+」)(.*)$", line)
    return m[1] if m and not strip_reminder(m[2]) else line


def _timed(line: str, text: str, keyword: Keyword | None, timing: str | None) -> Ability:
    """A triggered, activated, used or continuous ability: its markers, cost and body."""
    limit, windows = None, []
    while True:
        m = _MARKER.match(text)
        if m is None:
            break
        word = m[1]
        if word in TIMINGS and timing is None:
            timing = TIMINGS[word]
        elif word == "每回合1次":
            limit = "once_per_turn"  # 602.5
        elif word in WINDOWS:
            windows.append(Condition.of("window", window=WINDOWS[word]))
        else:
            break
        text = text[m.end():]
    attacked: Condition | None = None
    if timing is None:
        head, comma, tail = text.partition("，")
        if comma and head in WHEN:  # an unmarked trigger (304.2a)
            timing, text = WHEN[head], tail
        elif comma and head == "此卡通過攻擊擊破對方的艦船卡時":  # 602.15: 【擊破時】, battle destruction
            timing, text = "on_destroy", tail
        elif comma and _WHEN_ATTACKING.match(head):  # 602.11: 【攻擊時】, if the attacked card is such a card
            m = _WHEN_ATTACKING.match(head)
            timing, text = "on_attack", tail
            attacked = Condition.of("battle", filters=_counted("1", m["noun"], m["f"]), attacking=True)
    base = Ability(text=line, keyword=keyword, timing=timing or "continuous", limit=limit,
                   conditions=tuple(windows), static=timing is None)
    try:
        head, sep, tail = text.partition(":")
        if sep and "。" not in head:  # what the header says holds even when the body is by hand
            base = replace(base, optional=head.startswith("可以"), cost=cost(head.removeprefix("可以")))
            text = tail
        elif text.startswith("可以"):
            base = replace(base, optional=True)
            text = text.removeprefix("可以")
        paid, optional = base.cost, base.optional
        steps = body(text)
        if attacked is not None and limit is not None:  # 602.5 counts the trigger; the event has a condition
            raise Unread(line, "【每回合1次】 on a trigger whose event has a condition (an attack on another card "
                               "would use it up)")
        if attacked is not None:  # 「此卡對對方的X發起攻擊時」: the attack's target checked with each step
            steps = tuple(replace(s, condition=attacked if s.condition is None else
                                  Condition.of("all", conditions=(attacked, s.condition))) for s in steps)
        if timing is None and (paid is not None or optional or limit is not None):
            raise Unread(line, "an unmarked ability with a cost or a limit")
        if timing is None and any(s.verb not in ("modify", "grant") or s.until.kind != "instant" for s in steps):
            raise Unread(text, "an unmarked ability that is not a continuous change of this card (304.4)")
        if timing is None:
            steps = tuple(replace(s, until=PERMANENT) for s in steps)
        return replace(base, cost=paid, optional=optional, body=steps)
    except Unread as problem:
        return replace(base, body=None, reason=f"{problem.why}: {problem.phrase}", unread=problem.phrase)


def read(text: str) -> Reading:
    abilities: list[Ability] = []
    index = 0
    for line in prepare(text):
        read_one = ability(line)
        if read_one.static and read_one.keyword is not None:
            abilities.append(read_one)  # a standing keyword is not counted (CONTRACTS §3b)
            continue
        abilities.append(replace(read_one, index=index))
        index += 1
    return Reading("zh-Hant", tuple(abilities))
