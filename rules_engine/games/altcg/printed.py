"""Printed ALTCG cards (CONTRACTS §3b): the reader's model -> the engine's script executor.

One table per part of the model (docs/cards.md "ALTCG"): a selector -> the executor's target
and printed filters (`aim`), a step -> a script step (`to_script`), a cost -> cost steps
(`cost_steps`), an ability -> a keyword or an effect (`to_card`). An ability the executor
cannot run exactly is by hand: `problem(ability)` names why, and the reading `read_text`
gives has no body. What its header says (timing, 【每回合1次】, the window, a cost the
executor pays) is still enforced: the by-hand effect waits for its timing and is paid, then
its owner resolves it with the effect actions."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ...core.effects.model import Ability, Condition, Cost, Filter, Reading, Selector, Step
from ...core.effects.reader import runnable_only
from ...core.effects.words import name_words, plain_words
from .reader import read
from .reader.zh_hant import THIS as THIS_CARD

KEYWORD_FLAGS = ("rush", "long_range", "dive", "comeback")  # 601.4, 601.5, 601.7, 601.2
VALUED = ("strike", "guard")  # 601.5, 601.6
MOVES = {"rest": "rest", "set_active": "set_active", "destroy": "destroy", "return_to_hand": "return_to_hand",
         "to_trash": "retreat"}  # 「將此卡置於撤退區」 (313.10a): this card only
UNTIL = {"turn": "turn", "battle": "battle", "permanent": "permanent"}
COUNTS = {"draw": "draw", "discard": "discard", "mill": "mill", "cube_ramp": "cube_ramp",
          "cube_active": "cube_active", "arrange": "arrange"}
# the filters a chosen target may carry (cards.Where): model attribute -> Where field
WHERE = {("row", "=="): "row", ("cost", "<="): "cost_max", ("cost", ">="): "cost_min",
         ("power", "<="): "power_max", ("faction", "has"): "faction", ("class", "=="): "class",
         ("colour", "=="): "colour", ("vanilla", "=="): "vanilla", ("type", "=="): "type",
         ("name_is", "=="): "name", ("name_contains", "=="): "name_contains", ("class", "has"): "classes",
         ("name_is", "has"): "names", ("colour", "not"): "colour_other", ("allegiance", "has"): "allegiance",
         ("name_not", "has"): "name_not", ("keyword", "=="): "keyword"}


CONDITIONS = ("flagship", "field", "trash", "hand", "durability", "cubes", "retrofit", "battle",
              "turn", "this", "revealed_cost", "done", "declined")  # cards.Cond


# ALTCG's own names in a reason, as words (the rest: core/effects/words.py).
NAMES: dict[str, str] = {
    "battle": "the battle", "cubes": "the cubes", "durability": "the flagship's durability",
    "field": "the cards on the field", "flagship": "the flagship", "hand": "the hand",
    "presence": "a card on the field", "this": "this card", "trash": "the retreat area",
    "turn": "whose turn it is", "cube_ramp": "adding a cube", "cube_active": "readying cubes",
    "set_active": "readying a card", "deck_top": "the top of the deck",
}


class NotRunnable(Exception):
    """Why the engine cannot run an ability exactly. Players read it (`check`, `/card`, the by-hand
    menu), so any internal name in it is put in words here (core/effects/words.py)."""

    def __init__(self, reason: str) -> None:
        super().__init__(plain_words(reason, NAMES))


def aim(selector: Selector | None, verb: str) -> dict[str, Any]:
    """A target -> the executor's `target` (and `where`), or NotRunnable."""
    if selector is None:
        raise NotRunnable(f"{name_words(verb, NAMES)} without a target")
    if selector.who == "this":
        return {"target": "self"}
    if selector.who in ("attacked", "attacking"):  # the cards of the ongoing battle (505)
        return {"target": "attacked" if selector.who == "attacked" else "attacker"}
    if selector.who == "yours" and selector.kind == "flagship":
        found = where(selector.filters)
        return {"target": "own_flagship", **({"where": found} if found else {})}
    if selector.count != 1 or selector.all or selector.up_to or selector.zone != "play":
        raise NotRunnable("a target the engine cannot choose exactly (403)")
    kinds = {("yours", "ship"): "own_ship", ("enemy", "ship"): "enemy_ship", ("yours", "card"): "own_card",
             ("enemy", "card"): "enemy_card"}
    target = kinds.get((selector.who, selector.kind))
    if target is None:
        raise NotRunnable("a target the engine cannot choose exactly (403)")
    found = where(selector.filters)
    return {"target": target, **({"where": found} if found else {})}


def where(filters: tuple[Filter, ...]) -> dict[str, Any]:
    """Printed filters -> cards.Where fields, or NotRunnable."""
    out: dict[str, Any] = {}
    for f in filters:
        if f.attr == "state":
            out["rested"] = f.value == "rested"
            continue
        field = WHERE.get((f.attr, f.op))
        if field is None:
            raise NotRunnable(f"a filter the engine does not check ({name_words(f.attr, NAMES)})")
        out[field] = list(f.value) if isinstance(f.value, tuple) else f.value
    return out


def conditions(cond: Condition, timing: str | None) -> list[dict[str, Any]]:
    """「當…時，」 (304.4b) -> cards.Cond list (every one must hold), or NotRunnable."""
    if cond.kind == "all" and not cond.negated:
        return [c for part in cond.get("conditions") for c in conditions(part, timing)]
    return [condition(cond, timing)]


def condition(cond: Condition, timing: str | None) -> dict[str, Any]:
    if cond.kind == "retrofit" and timing != "on_enter":
        raise NotRunnable("「通過【改造】登場時」 outside 【登場時】")
    if cond.negated or cond.kind not in CONDITIONS:
        raise NotRunnable(f"a condition the engine does not check ({name_words(cond.kind, NAMES)})")
    out: dict[str, Any] = {"kind": cond.kind, "of": cond.get("of", "self")}
    filters = cond.get("filters") or ()
    if filters:
        out["where"] = where(filters)
    if cond.get("attacking"):
        out["attacking"] = True
    if cond.get("row"):
        out["row"] = cond.get("row")
    for bound in ("at_least", "at_most"):
        if cond.get(bound) is not None:
            out[bound] = cond.get(bound)
    if cond.kind == "revealed_cost":  # 202.1: the two revealed cards' costs compared
        return {"kind": "revealed_cost", "compare": cond.get("op")}
    if cond.kind in ("done", "declined"):  # 「若有執行此動作時」 / 「若對方未選擇捨棄手牌時」 (s17-games)
        return {"kind": cond.kind}
    return out


def to_script(step: Step, timing: str | None) -> dict[str, Any]:
    """One model step -> one script step (contracts/altcg.md "effects"), or NotRunnable."""
    if step.may or step.if_done:
        raise NotRunnable("a choice inside the effect")
    out = _step(step, timing)
    if step.condition is not None:
        out["if"] = conditions(step.condition, timing)
    return out


# Where 「被攻擊的己方卡牌」/「發起攻擊的…卡牌」 names exactly the executor's `attacked`/`attacker`:
# the windows in which that card is certainly the owner's (or the opponent's) (505, 506, 601.3, 601.9).
BATTLE_TARGETS = {("counter", "attacked", "you"), ("counter", "attacking", "opponent"),
                  ("pursuit", "attacking", "you"), ("on_attack", "attacking", "you"),
                  ("on_attacked", "attacked", "you"), ("on_attacked", "attacking", "opponent")}


def _step(step: Step, timing: str | None) -> dict[str, Any]:
    verb = step.verb
    target = step.target
    if target is not None and target.who in ("attacked", "attacking"):
        owner = target.filter("owner")
        if (timing, target.who, owner.value if owner else None) not in BATTLE_TARGETS:
            raise NotRunnable("a card of the battle the engine cannot name exactly here (505)")
    if verb == "draw" and step.player == "each":  # 103.4: one each, the turn player first
        return {"draw": step.amount.n if step.amount else 0, "player": "each"}
    if verb == "to_deck" and step.target is not None and step.target.zone == "hand" and \
            step.zone_to == "deck_top_or_bottom":  # s17-games: the owner chooses the card, then its place
        if step.target.count != 1:  # 401.4
            raise NotRunnable("several hand cards to the top or the bottom of the deck: whether they may go "
                              "to different places is not printed (401.4)")
        return {"to_deck_top_or_bottom": 1}
    if verb == "to_deck" and step.target is not None and step.target.zone == "hand":
        return {"to_deck_bottom": step.target.count}  # its owner chooses which (401)
    if verb == "discard" and step.player == "self" and step.target is not None and step.target.filters:
        return {"discard": step.amount.n if step.amount else 0, "where": where(step.target.filters)}
    if verb in COUNTS and step.player == "self":
        return {COUNTS[verb]: step.amount.n if step.amount else 0}
    if verb == "search" and step.target is not None and step.amount is not None:
        return {"search": step.amount.n, "reveal": bool(step.get("reveal_all")),
                **({"must": True} if step.get("must") else {}),
                **({"take": step.target.count} if step.target.count > 1 else {}),
                **({"where": where(step.target.filters)} if step.target.filters else {})}
    if verb == "discard" and step.player == "opponent":  # 「對方捨棄N張手牌」: they choose which
        # 「對方可以捨棄」: they may discard none too (their choice, not the ability's owner's)
        may = {"may": True} if step.get("they_may") else {}
        return {"discard": step.amount.n if step.amount else 0, "chooser": "opponent", **may}
    if verb == "rest" and step.player == "opponent":  # 「對方將其自身戰場上的1張…轉為休息狀態」
        found = aim(step.target, verb)
        if found["target"] not in ("enemy_ship", "enemy_card"):
            raise NotRunnable("a target the opponent cannot choose exactly")
        return {"rest": True, **found, "chooser": "opponent"}
    if verb == "deploy" and step.target == THIS_CARD and step.zone_from == "hand":
        if timing not in ("counter", "pursuit"):
            raise NotRunnable("「將手牌中的此卡登場」 outside 【反制】/【追擊】 (601.3a)")
        return {"enter_self": True}
    if verb == "deploy" and step.target is not None and step.target.zone in ("hand", "trash") and \
            step.target.who == "yours" and step.target.count == 1 and not step.target.up_to:
        # 「將手牌/撤退區的1張…艦船卡登場」: a ship at a slot, the owner's choice (302.1a, 403.3)
        return {"deploy": True, "where": where(step.target.filters),
                **({"from": "trash"} if step.target.zone == "trash" else {}),
                **({"empty_slot": True} if step.get("empty") else {})}
    if verb == "recover" and step.target is not None and step.target.zone == "trash" and \
            step.target.count == 1:
        found = where(step.target.filters)  # 「將己方撤退區的1張…卡牌加入手牌」
        return {"recover": True, **({"where": found} if found else {})}
    if verb == "reveal_both":  # 「公開雙方卡組最上方的1張卡，而後將其置於卡組最下方」 (313.8a, 401)
        if step.amount is None or step.amount.n != 1:
            # 401.4: several cards put on a deck's bottom at once are ordered by that deck's owner
            raise NotRunnable("more than one card revealed from each deck (each owner orders them, 401.4)")
        return {"reveal_both": True}
    if verb == "awaken":  # 「將此卡轉為反面」 on a flagship (204.3, 602.2); `side` checks the type
        return {"awaken": True}
    if verb == "grant" or (verb == "modify" and step.stat == "support"):
        return _this_card(step, timing)
    if verb == "modify" and step.stat == "power" and step.amount is not None:
        # a power change printed without a duration lasts while the card stays (400.6)
        until = UNTIL.get(step.until.kind) or "permanent"
        if until is None:
            raise NotRunnable("a duration the engine does not have")
        return {"power": step.amount.n, **aim(step.target, verb), "until": until}
    if step.until.kind != "instant":
        raise NotRunnable("a lasting effect the engine does not have")
    if verb in MOVES:
        found = aim(step.target, verb)
        if verb == "to_trash" and found != {"target": "self"}:
            raise NotRunnable("a card other than this one to the trash")
        return {MOVES[verb]: True, **found}
    if verb == "to_deck" and step.zone_to == "deck_bottom":
        return {"bottom": True, **aim(step.target, verb)}
    raise NotRunnable(f"{name_words(verb, NAMES)}: a step the engine does not run")


# 「戰場上的/前排的/後排的/作為旗艦耐久的/所有區域的此卡」 -> cards.Step.place (304.4)
PLACES = {"play": "field", "durability": "durability", "any": "anywhere"}


def _this_card(step: Step, timing: str | None) -> dict[str, Any]:
    """「此卡獲得【X】」 (601) / 「此卡支援+N」 (208.3) -> `grant` / `support` on self."""
    target = step.target
    if target is None or target.who != "this":
        raise NotRunnable("a keyword or support given to another card")
    row = target.filter("row")
    place = row.value if row is not None else PLACES.get(target.zone)
    if place is None:
        raise NotRunnable(f"this card in {name_words(target.zone, NAMES)}")
    if timing != "continuous" and place != "field":
        raise NotRunnable("a keyword given, where the card is, by an effect that happens (304.4)")
    if step.verb == "grant":
        if step.keyword is None or step.keyword.name not in (*KEYWORD_FLAGS, *VALUED):
            raise NotRunnable("a keyword the engine cannot give")
        out: dict[str, Any] = {"grant": str(step.keyword)}
    else:
        out = {"support": step.amount.n if step.amount else 0}
    out.update(target="self", until=UNTIL.get(step.until.kind) or "permanent")
    if place != "field":
        out["place"] = place
    return out


def cost_steps(cost: Cost | None) -> list[dict[str, Any]]:
    """The printed cost (303.3) -> the executor's cost steps."""
    if cost is None:
        return []
    out: list[dict[str, Any]] = []
    if cost.rest_self:
        out.append({"rest_self": True})
    cubes = dict(cost.extra).get("cubes")
    if cubes:
        out.append({"cubes": cubes})
    if cost.discard is not None:  # 「捨棄手牌的1張《X》事件卡」: only such cards pay it (303.3)
        found = where(cost.discard.filters)
        out.append({"discard": cost.discard.count, **({"where": found} if found else {})})
    if cost.bottom_other is not None:  # 「將己方戰場上的1張〈潛艇〉艦船卡彈回卡組最下方」 (303.3, 401)
        found = where(cost.bottom_other.filters)
        out.append({"bottom": True, "target": "own_ship", **({"where": found} if found else {})})
    return out


USED_BY_PLAYER = ("activate_main", "event", "counter", "pursuit")  # abilities one uses (303.3, `pay`)


def _uses(cond: Condition | None, kind: str) -> bool:
    if cond is None:
        return False
    return cond.kind == kind or any(
        _uses(c, kind) for c in (cond.get("conditions") or ()) if isinstance(c, Condition))


def _uses_revealed(cond: Condition | None) -> bool:
    return _uses(cond, "revealed_cost")


def _done_problem(ability: Ability) -> str | None:
    """「可以{discard}。若有執行此動作時，…」: declining the ability is not carrying the discard out, so
    the engine's 「可以」 (the whole ability, 303.3a) fits only when every later step needs it."""
    body = ability.body or ()
    if not any(_uses(s.condition, "done") for s in body):
        return None
    if not ability.optional or body[0].verb != "discard" or body[0].condition is not None:
        return "「若有執行此動作時」 after an action other than a 「可以」 discard"
    if not all(s.condition is not None and s.condition.kind == "done" for s in body[1:]):
        return "a step after 「若有執行此動作時」 that does not depend on it (declining would skip it)"
    return None


def _declined_problem(ability: Ability) -> str | None:
    """s17-games: 「對方可以捨棄N張手牌。若對方未選擇捨棄手牌時，…」 — the condition names the opponent's
    choice just made: the effect's first step, every later step depending on it."""
    body = ability.body or ()
    if not any(_uses(s.condition, "declined") for s in body):
        return None
    first = body[0]
    if first.verb != "discard" or first.player != "opponent" or not first.get("they_may") or \
            first.condition is not None or ability.optional:
        return "「若對方未選擇捨棄手牌時」 after an action other than the opponent's 「可以」 discard"
    if not all(s.condition is not None and s.condition.kind == "declined" for s in body[1:]):
        return "a step after 「若對方未選擇捨棄手牌時」 that does not depend on it"
    return None


def _sentences(text: str) -> list[str]:
    """The body's sentences (「。」), without its 【…】 markers and (reminder) texts."""
    body = re.sub(r"【[^】]*】|[（(][^）)]*[）)]", "", text)
    return [s for s in body.split("。") if s.strip()]


def _revealed_before_compared(body: tuple[Step, ...]) -> bool:
    """「己方公開的卡牌」 names the card this effect's 「公開雙方卡組…」 revealed: that step comes first."""
    revealed = False
    for step in body:
        if _uses_revealed(step.condition) and not revealed:
            return False
        revealed = revealed or step.verb == "reveal_both"
    return True


def problem(ability: Ability) -> str | None:
    """Why the engine cannot run a read ability exactly (None: it can)."""
    if ability.body is None or (ability.keyword is not None and ability.static):
        return None
    if ability.keyword is not None and ability.keyword.name == "retrofit":
        return None
    if ability.body and ability.body[0].verb == "name_alias":
        return None  # 201.4: the card's `aliases`
    if len(ability.conditions) > 1:
        return "two conditions on when it applies (304.4b)"
    paid = ability.cost.bottom_other if ability.cost is not None else None
    if paid is not None:  # s17-games round 2: one own ship to the bottom of the deck as the cost (303.3, 401)
        if paid.count != 1 or paid.who != "yours" or paid.kind != "ship":
            return "several ships put on the bottom of the deck as a cost (the owner orders them, 401.4)"
        try:
            where(paid.filters)
        except NotRunnable as exc:
            return str(exc)
        if ability.cost.discard is not None:
            return "a cost that discards and puts a ship on the deck: two choices to pay it (303.3)"
    done = _done_problem(ability) or _declined_problem(ability)
    if done:
        return done
    if any(s.may for s in ability.body[1:]) or (ability.body and ability.body[0].may and ability.cost):
        return "「可以」 in the middle of an ability"
    done_later = any(_uses(s.condition, "done") for s in ability.body)
    if ability.optional and ability.cost is None and not done_later and len(_sentences(ability.text)) > 1:
        # s16-games round 2: 「可以抽1張卡。之後，…」 — 「可以」 is the first sentence's: the next one applies
        # either way (304.1a), but the engine's 「可以」 is the whole ability's (declined, nothing applies)
        return "「可以」 on its first sentence only: declining it would skip the sentences after it (303.3a)"
    if ability.optional and any(s.condition is not None and not _uses(s.condition, "done")
                                for s in ability.body):
        return "「可以」 after a condition (the choice would be offered when it does not hold)"
    if not _revealed_before_compared(ability.body):
        return "「公開的卡牌」 with no card revealed by this effect before it (313.8a)"
    if ability.timing == "continuous" and any(
            s.verb not in ("modify", "grant") or (s.target and s.target.who != "this") for s in ability.body):
        return "a continuous effect other than a change of this card (304.4)"
    try:
        for index, step in enumerate(ability.body):  # a first step's `may`: the effect's `optional_steps`
            to_script(replace(step, may=False) if index == 0 else step, ability.timing)
    except NotRunnable as exc:
        return str(exc)
    return None


def read_text(text: str, lang: str | None = None) -> Reading:
    """The reading with what the engine cannot run exactly moved to by hand."""
    reading = read(text, lang)
    reading = replace(reading, abilities=tuple(_first_sentence_optional(a) for a in reading.abilities))
    return runnable_only(reading, problem)


def _first_sentence_optional(ability: Ability) -> Ability:
    """s16-games round 2: 「可以抽1張卡。之後，將1張手牌置於卡組最下方。」 — 「可以」 is its first sentence's
    (303.3a); the sentences after it apply either way (304.1a). Where each sentence read as one step, the
    reading says so (the first step `may`, the ability not optional) and the engine asks only for it."""
    body = ability.body or ()
    if not ability.optional or ability.cost is not None or len(body) < 2 or body[0].condition is not None or \
            any(_uses(s.condition, "done") for s in body) or len(_sentences(ability.text)) != len(body):
        return ability
    return replace(ability, optional=False, body=(replace(body[0], may=True), *body[1:]))


def is_printed(row: Any) -> bool:
    """A printed card: `text` (or a back side's) and none of the scripted card's fields."""
    if not isinstance(row, dict) or any(k in row for k in ("effects", "keywords", "script")):
        return False
    back = row.get("back")
    return bool(row.get("text")) or (isinstance(back, dict) and bool(back.get("text")))


def _text(value: Any) -> str:
    if isinstance(value, dict):  # per language: ALTCG is read in Chinese
        value = value.get("zh-Hant") or value.get("zh-Hans") or next(iter(value.values()), "")
    return str(value or "")


def _shown(value: Any) -> tuple[str, list[str] | None]:
    """The text to show and its lines per ability: the English translation where the card
    gives one (our own cards: an English reader meets no CJK), else the printed text."""
    if isinstance(value, dict) and value.get("en"):
        text = str(value["en"])
        return text, [p.strip() for line in text.split("\n") for p in line.split("■") if p.strip()]
    return _text(value), None


def side(text: str, card_type: str | None, lang: str | None = None,
         shown: list[str] | None = None) -> dict[str, Any]:
    """One printed side's text -> `keywords` and `effects` (cards.Card fields). `shown`: the
    display translation, one line per ability (the effect's text then; else as printed)."""
    keywords: list[Any] = []
    effects: list[dict[str, Any]] = []
    aliases: list[str] = []
    abilities = read_text(text, lang).abilities
    if shown is not None and len(shown) != len(abilities):
        shown = None
    for n, ability in enumerate(abilities):
        if card_type != "flagship" and ability.body and any(s.verb == "awaken" for s in ability.body):
            ability = replace(ability, body=None, reason="「將此卡轉為反面」 with no back side (204.3)")
        if shown is not None:
            ability = replace(ability, text=shown[n])
        keyword = ability.keyword
        if keyword is not None and keyword.name in KEYWORD_FLAGS and ability.static:
            keywords.append(keyword.name)
            continue
        if keyword is not None and keyword.name in VALUED and ability.static:
            keywords.append(f"{keyword.name} {keyword.value}")
            continue
        if keyword is not None and keyword.name == "retrofit" and ability.body:
            onto = ability.body[0].target.filter("name_is") if ability.body[0].target else None
            keywords.append({"retrofit": {"onto": onto.value if onto else "", "cost": keyword.value or 0}})
            continue
        if ability.body and ability.body[0].verb == "name_alias":
            aliases.append(ability.body[0].get("name"))
            continue
        if keyword is not None and keyword.name in ("counter", "pursuit"):
            keywords.append(keyword.name)
        effect = _effect(ability, card_type)
        if effect is not None:
            effects.append(effect)
    out: dict[str, Any] = {}
    if keywords:
        out["keywords"] = keywords
    if effects:
        out["effects"] = effects
    if aliases:
        out["aliases"] = aliases
    return out


def _effect(ability: Ability, card_type: str | None) -> dict[str, Any] | None:
    """An ability with a timing -> an effect (by hand when its body is None). An ability the
    engine has no moment for (an unmarked 「當…時，」 trigger, a continuous text it cannot
    apply) is shown with the card's printed text and resolved by the players (docs/altcg.md)."""
    timing = ability.timing
    if card_type == "event" and timing in ("activate_main", "continuous") and ability.keyword is None:
        timing = "event"  # 302.1c: an event's effect is used when it is played
    if timing in (None, "continuous") and ability.body is None:
        return None
    if card_type == "event" and timing not in ("event", "counter", "pursuit"):
        return None
    effect: dict[str, Any] = {"timing": timing, "text": ability.text}
    if ability.limit == "once_per_turn":
        effect["once_per_turn"] = True
    if ability.conditions:
        effect["while"] = ability.conditions[0].get("window")
    if ability.optional:
        effect["optional"] = True
    elif ability.body and ability.body[0].may:  # 「可以」 on the first sentence only (read_text)
        effect["optional"], effect["optional_steps"] = True, 1
    if timing == "awaken" and ability.trigger is not None:
        effect["durability"] = ability.trigger.get("n")
    steps = cost_steps(ability.cost)
    if steps:
        effect["cost"] = steps
    if ability.body is not None:
        effect["script"] = [to_script(replace(s, may=False) if i == 0 else s, timing)
                            for i, s in enumerate(ability.body)]
    return effect


def to_card(row: dict[str, Any]) -> dict[str, Any]:
    """A printed card -> the engine's card fields (cards.Card): keywords and effects read from
    its text, the awakened side's from `back.text` (204.3a); the printed text kept to show."""
    card_type = row.get("type") if isinstance(row.get("type"), str) else None
    lang = row.get("lang") if isinstance(row.get("lang"), str) else None
    out = {k: v for k, v in row.items() if k not in ("text", "lang")}
    out.pop("back", None)
    if isinstance(row.get("back"), dict) and not row["back"].get("text"):
        out["back"] = row["back"]
    text = _text(row.get("text"))
    if text:
        out["text"], lines = _shown(row.get("text"))
        out.update(side(text, card_type, lang, lines))
    back = row.get("back")
    if isinstance(back, dict) and back.get("text"):
        shown, lines = _shown(back["text"])
        out["back"] = {**{k: v for k, v in back.items() if k != "text"}, "text": shown,
                       **side(_text(back["text"]), card_type, lang, lines)}
    return out
