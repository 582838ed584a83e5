"""Printed NEX-A cards (CONTRACTS §3b): the reader's model -> the engine's script executor.

One table per direction of the model (docs/cards.md "Which verbs run how"): a target
selector -> the executor's target kind (`AIMS`), a step -> a script step (`to_script`), an
ability -> a keyword, a text (`effects`) or a command's script. An ability the executor
cannot run exactly is by hand: `problem(ability)` names why, and the reader's reading of it
(`read_text`) has no body. What its header says (timing icon, cost, 起動 event) is still
enforced where the engine has it: a used-type text by hand still waits for its timing and
is paid (B10-6, B10-7), then its owner resolves it with the effect actions (by_hand.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...core.effects.model import Ability, Cost, Filter, Reading, Selector, Step
from ...core.effects.reader import runnable_only
from ...core.effects.words import name_words, plain_words
from .reader import ja, read

# The reader's selectors -> the executor's target kinds (cards.py `Target`).
AIMS: dict[Selector, str] = {
    ja.THIS: "self",
    ja._state("friendly"): "own_unit",
    ja._state("enemy"): "enemy_unit",
    ja._state("any"): "unit",
    ja._state("enemy", "in_battle_area"): "battle_enemy_unit",
    ja._state("enemy", "engaged"): "engaged_enemy_unit",
    ja._state("friendly", "engaged"): "engaged_own_unit",
    ja._state("enemy", "engaged_with_this"): "engaged_enemy_unit_here",
    ja._state("friendly", "destroyed"): "destroyed_own_unit",
    Selector(who="friendly", kind="unit", other=True): "other_group_own_unit",
    ja._state("any", all_=True): "all_units",
    ja._state("friendly", all_=True): "all_own_units",
    ja._state("enemy", all_=True): "all_enemy_units",
    ja._state("enemy", "in_battle_area", all_=True): "all_battle_enemy_units",
    ja._state("enemy", "engaged_with_this", all_=True): "all_engaged_enemy_units_here",
    ja.IT: "it",
    ja.THIS_FORCE: "this_force",
    ja.ENGAGED_FORCE: "engaged_enemy_force",
    ja.ENEMY_FORCE: "enemy_force",
    ja.OWN_FORCE: "own_force",
    ja.OWN_G: "own_g",
    ja.OTHER_OWN: "other_own_unit",
    ja.OWN_CARD: "own_card",
    ja.OWN_JUNKYARD_UNIT: "own_junkyard_unit",
}
# 常駐 / 恒常 (D-83): `self` (a set card: its set group, D-73) or every unit of a kind.
AURAS: dict[Selector, str] = {
    ja.THIS: "self", ja.SET_GROUP: "self",
    ja._state("friendly", all_=True): "own_unit",
    ja._state("enemy", all_=True): "enemy_unit",
    ja._state("any", all_=True): "unit",
    ja._state("enemy", "in_battle_area", all_=True): "battle_enemy_unit",
}
UNTIL = {"turn": "turn_end", "until": "force_disband"}
MOVES = {"return_to_hand": "hand", "to_deck": "deck", "to_trash": "junkyard", "exile": "removed"}
FLAG_KEYWORDS = ("battle_deploy", "high_mobility", "first_strike", "assault", "ps_armor", "quick", "unique",
                 "stay")


THIS_ATTRIBUTE = "<this card's>"  # replaced by the card's G sign attribute when it loads


# NEX-A's own names in a reason, as words (the rest: core/effects/words.py).
NAMES: dict[str, str] = {
    "mill": "putting the top cards of a 本国 into the junkyard",
    "to_trash": "putting a card into the junkyard",
    "to_deck": "putting a card into the 本国",
    "exile": "removing a card from the game",
    "scrap": "discarding this card (廃棄)",
}


def _verb(verb: str) -> str:
    return name_words(verb, NAMES)


class NotRunnable(Exception):
    """Why the engine cannot run a text exactly. Players read it (`check`, `/card`, the by-hand
    menu), so any internal name in it is put in words here (core/effects/words.py)."""

    def __init__(self, reason: str) -> None:
        super().__init__(plain_words(reason, NAMES))


def _traits_and_attribute(target: Selector | None) -> tuple[Selector | None, dict[str, Any]]:
    """A 常駐 text's kind of unit without its 「特徴：X」 (D-64) and G sign attribute (B7-8)
    filters, and those filters as the executor's step fields (checked on every unit it reaches)."""
    if target is None:
        return None, {}
    trait, attribute = target.filter("trait"), target.filter("attribute")
    out: dict[str, Any] = {}
    if trait is not None:
        out["trait"] = trait.value[0]
    if attribute is not None:
        out["attribute"] = THIS_ATTRIBUTE
    kept = tuple(f for f in target.filters if f.attr not in ("trait", "attribute"))
    return replace(target, filters=kept), out


def to_script(step: Step, automatic: bool, lasting: bool) -> dict[str, Any]:
    """One model step -> one script step (contracts/nexa.md "Effects"), or NotRunnable."""
    # late: cards loads printed cards through this module
    from .cards import EVERY_UNIT, EVERY_VERBS, UNIT_TARGETS

    verb = step.verb
    if lasting:  # a 常駐 / 恒常 text: modify or grant on self or every unit of a kind
        kind, filtered = _traits_and_attribute(step.target)
        aim = AURAS.get(kind) if kind else None
        if aim is None or verb not in ("modify", "grant") or (filtered and aim == "self"):
            raise NotRunnable("a continuous text the engine applies only as ±X/±Y/±Z or a keyword on "
                              "this card or every unit of a kind (D-83)")
        if verb == "grant":
            return {"grant": step.keyword.name if step.keyword else "", "target": aim, **filtered}
        return {"modify": list(step.get("combat")), "target": aim, **filtered}
    if verb == "scrap":  # 「このカードを廃棄する」 (D-96); a command is not on the 場 to be discarded
        if step.target != ja.THIS or not automatic:
            raise NotRunnable("「このカードを廃棄する」 on a command")
        return {"scrap": True}
    if verb == "draw":
        return {"draw": step.amount.n if step.amount else 0, "player": "self"}
    if verb == "discard" and step.player == "self" and step.zone_from == "hand" and step.target is None:
        return {"discard_hand": step.amount.n if step.amount else 0}  # 「自軍手札N枚を廃棄する」 (D-96)
    if verb == "look_top_or_bottom":  # 「自軍本国の上のカード１枚を見て、自軍本国の上か下に移す」 (D-2)
        return {"look_top_or_bottom": 1, "player": "self"}
    if verb == "look_take":  # 「自軍本国の上のカードN枚を見て、その中にあるカード１枚を自軍手札に移す」 (D-2)
        return {"look_take": step.amount.n if step.amount else 0, "player": "self"}
    if verb == "place_resource" and step.player == "self":  # 「自軍本国の上のカードN枚を…自軍Gにする」 (D-19)
        return {"deck_to_g": step.amount.n if step.amount else 0, "player": "self",
                "rolled": bool(step.get("rested"))}
    if verb == "mill":  # (自軍|敵軍)本国の上のカードn枚を捨て山に移す = 本国へのダメージ (B9-5)
        return {"deck_damage": step.amount.n if step.amount else 0,
                "player": "enemy" if step.player == "opponent" else "self"}
    max_defense = step.target.filter("defense") if step.target else None
    trait = step.target.filter("trait") if step.target else None
    damaged = step.target is not None and Filter("state", "==", "damaged") in step.target.filters
    attribute = step.target.filter("attribute") if step.target else None
    target = step.target
    # s18-games: 「ユニット１～２枚」 (the model's up_to count): the executor's `several` on its kind of unit
    several = (target.at_least, target.count) if target is not None and target.up_to else None
    if several is not None:
        target = replace(target, count=1, up_to=False, at_least=0)
    if target is not None and (damaged or any(f is not None for f in (max_defense, trait, attribute))):
        kept = tuple(f for f in target.filters
                     if f.attr not in ("defense", "trait", "attribute") and f.value != "damaged")
        target = replace(target, filters=kept)
    aim = AIMS.get(target) if target else None
    if step.target == ja.SET_GROUP and automatic:
        aim = "set_group"
    if aim is None:
        raise NotRunnable("a target the engine cannot choose exactly (D-30, D-31)")
    if aim == "own_card" and (verb != "grant" or step.keyword is None or step.keyword.name != "untargetable"):
        raise NotRunnable(f"{_verb(verb)} on 「自軍カード」 (any own card on the 場): the engine runs only "
                          "「…は、ターン終了時まで敵軍効果の対象にならない」 on it (D-35)")
    if aim == "own_junkyard_unit" and verb != "return_to_hand":  # s17-games round 2: to the hand only
        raise NotRunnable(f"{_verb(verb)} on a unit of the junkyard")
    if aim == "own_g" and verb != "roll":  # the executor's own G is a standing G to roll (B7-3)
        raise NotRunnable(f"{_verb(verb)} on a G")
    if aim in ("engaged_enemy_unit_here", "all_engaged_enemy_units_here") and not automatic:
        raise NotRunnable("「このカードと交戦中」 on a command")
    if aim == "self" and not automatic:
        raise NotRunnable("「このカード」 on a command")
    extra: dict[str, Any] = {"max_defense": max_defense.value} if max_defense is not None else {}
    if several is not None:
        if aim not in UNIT_TARGETS or not 1 <= several[0] < several[1] <= 5:
            raise NotRunnable("a number of targets the engine does not choose (D-30)")
        extra["several"] = list(several)
    if trait is not None:
        extra["trait"] = trait.value[0]
    if damaged:
        extra["damaged"] = True
    if attribute is not None:  # this card's own attribute, filled in by `to_card` from its G sign (B7-8)
        extra["attribute"] = THIS_ATTRIBUTE
    if aim in ("this_force", "engaged_enemy_force", "enemy_force", "own_force"):
        if verb == "modify" and step.stat == "force_power" and aim != "engaged_enemy_force":
            return {"force_power": step.amount.n if step.amount else 0, "target": aim}
        if verb == "damage" and step.get("pierce") and aim in ("engaged_enemy_force", "enemy_force"):
            return {"damage": step.amount.n if step.amount else 0, "target": aim}
        raise NotRunnable(f"{_verb(verb)} on a force")
    if aim in EVERY_UNIT and verb not in EVERY_VERBS:  # D-33
        raise NotRunnable(f"every unit at once, for {_verb(verb)} (D-33)")
    if verb == "grant_terrain":
        if UNTIL.get(step.until.kind) != "turn_end":
            raise NotRunnable("a duration the engine does not have (D-49)")
        return {"terrain": list(step.get("terrain")), "target": aim, "until": "turn_end", **extra}
    if verb == "modify" and step.get("coin"):  # a coin (D-79, D-80): stays until the card leaves the 場
        if step.get("coin") != 1:
            raise NotRunnable("more than one coin")
        return {"modify": list(step.get("combat")), "target": aim, "until": "permanent", **extra}
    if verb in ("modify", "grant"):
        until = UNTIL.get(step.until.kind)
        if until is None or (until == "force_disband" and aim == "self"):
            raise NotRunnable("a duration the engine does not have (D-49)")
        if verb == "grant":
            keyword = step.keyword.name if step.keyword else ""
            return {"grant": keyword, "target": aim, "until": until, **extra}
        return {"modify": list(step.get("combat")), "target": aim, "until": until, **extra}
    if verb == "damage":
        return {"damage": step.amount.n if step.amount else 0, "target": aim, **extra}
    if verb == "negate_destroy":  # the destruction of a unit that is being destroyed (D-95)
        return {"negate_destroy": True, "target": "destroyed_own_unit" if aim == "own_unit" else aim, **extra}
    if verb in ("destroy", "roll", "reroll"):
        return {verb: True, "target": aim, **extra}
    if verb in MOVES:
        bottom = verb == "to_deck" and step.zone_to == "deck_bottom"
        return {"move": "deck_bottom" if bottom else MOVES[verb], "target": aim, **extra}
    raise NotRunnable(f"{_verb(verb)}: a step the engine does not run")


# What a step after 「このカードを廃棄する。その場合、」 may be (D-127: the whole effect applies only
# if every part can): verbs that always apply to a target still legal at resolution (checked
# before anything is applied), on a card chosen or a player — not a roll / reroll (a unit already
# in that state cannot be rolled again), nor this card's place (廃棄 has just emptied it).
AFTER_SCRAP = ("damage", "modify", "grant", "grant_terrain", "destroy", "negate_destroy", "draw", "mill",
               "place_resource",
               *MOVES)
NEAR_THIS = (ja.THIS, ja.SET_GROUP, ja.THIS_FORCE, ja.ENGAGED_FORCE)


def lasting(ability: Ability) -> bool:
    """A 常駐 / 恒常 text that applies all along (D-83), not a 恒常 one at a moment (D-85)."""
    return ability.timing in ("continuous", "static") and ability.trigger is None


def _look_top_or_bottom(body: tuple[Step, ...]) -> tuple[Step, ...]:
    """「自軍本国の上のカード１枚を見て、自軍本国の上か下に移す」 (D-2) is one script step, the text's last,
    asked as a used-type text or command resolves; the reader's look + to_deck pair is merged here."""
    at = next((i for i, s in enumerate(body) if s.verb == "look"), None)
    if at is None:
        return body
    look, back = body[at], body[at + 1] if at + 1 < len(body) else None
    if back is not None and back.verb == "add_to_hand" and back.target == ja.LOOKED_IT and \
            look.player == "self" and not look.may and not back.may and at + 2 == len(body):
        # 「自軍本国の上のカードN枚を見て、その中にあるカード１枚を自軍手札に移す」 (D-2): one to the hand,
        # the rest stay in their order
        return (*body[:at], replace(look, verb="look_take"))
    if back is None or back.verb != "to_deck" or back.target != ja.LOOKED_IT or \
            back.zone_to != "deck_top_or_bottom" or look.player != "self" or look.may or back.may:
        raise NotRunnable("a look at the 本国 other than 「…を見て、自軍本国の上か下に移す」 (D-2)")
    if look.amount is None or look.amount.n != 1:
        raise NotRunnable("several cards looked at and put back: the order they go back in is not "
                          "printed (D-2)")
    if at + 2 != len(body):
        raise NotRunnable("a step after 「…を見て、自軍本国の上か下に移す」: the engine asks the place "
                          "last (D-2)")
    return (*body[:at], replace(look, verb="look_top_or_bottom"))


def script_of(ability: Ability, automatic: bool) -> list[dict[str, Any]]:
    body = ability.body or ()
    if any(s.verb == "look" for s in body):
        if ability.timing in AUTOMATIC:  # applied with no decision in between (D-83 … D-86)
            raise NotRunnable("「…を見て、自軍本国の上か下に移す」 in an automatic text: a decision while it "
                              "applies (D-83)")
        if any(s.verb in ("scrap", "discard") for s in body):
            raise NotRunnable("「…を見て、自軍本国の上か下に移す」 with a 廃棄: two decisions as it resolves")
        body = _look_top_or_bottom(body)
    if any(s.target is not None and s.target.all for s in body) and any(s.target == ja.IT for s in body):
        raise NotRunnable("「それ」 after 「全ての…」: the engine's 「それ」 is one card")
    several = [s for s in body if s.target is not None and s.target.up_to]
    if several and any(s.target == ja.IT for s in body):  # s18-games: 「１～２枚は、…と…を得る」
        raise NotRunnable("「それ」 after 「…１～２枚」: the engine's 「それ」 is one card")
    if len(several) > 1:
        raise NotRunnable("two targets of several units each (D-30)")
    # 「…できる」: chosen, or not, at an automatic text's target prompt
    if any(s.may for s in body) and \
            (ability.trigger is None or not body[0].may or any(s.may for s in body[1:])):
        raise NotRunnable("「…できる」 other than the first step of an automatic text")
    if any(s.verb == "discard" for s in body[1:]) or (body and body[0].verb == "discard" and
                                                       ability.timing in AUTOMATIC):
        # asked while a used-type text or command resolves; an automatic text applies with no
        # decision in between (D-83 … D-86)
        raise NotRunnable("「自軍手札N枚を廃棄する」 other than the first step of a used-type text or "
                          "command")
    if any(s.verb in ("scrap", "discard") or s.may for s in body):
        # after 「自軍手札N枚を廃棄する」 this card stays where it is: only 「このカードを廃棄する」
        # empties its place
        near = NEAR_THIS if any(s.verb == "scrap" for s in body) else ()
        for step in body:
            if step.verb in ("scrap", "discard") or step.may:
                continue
            if not step.if_done:
                raise NotRunnable("「…を廃棄する」 and another effect not joined by 「その場合」")
            if step.verb not in AFTER_SCRAP or step.target in near:
                raise NotRunnable(f"{_verb(step.verb)} after 「…を廃棄する。その場合、」: "
                                  "whether it can apply is not checked before the card is discarded (D-127)")
    return [to_script(s, automatic, lasting(ability)) for s in body]


AUTOMATIC = ("trigger", "continuous", "static")


def problem(ability: Ability, card_type: str | None = None) -> str | None:
    """Why the engine cannot run a read ability exactly (None: it can). Without a card type
    (`check`), a text with a printed cost 〔…〕 (〔０〕 too) or an automatic text is a card's own
    text, one with only a timing icon a command's."""
    if ability.body is None:
        return None
    if ability.keyword is not None:
        return _keyword_problem(ability.keyword.name, card_type)
    # a command prints its icon and `：` with no 〔…〕 (its cost is the card's); 〔０〕 is a card's text
    own_text = ability.timing in AUTOMATIC or ability.cost is not None or \
        "〔" in ability.text.partition(":")[0]
    resolved = ability.trigger is not None and ability.trigger.get("event") == "resolved"
    # a command's 「解決直後」 text acts from the junkyard: 「このカード」 there is not on the 場
    automatic = (card_type != "command" if card_type else own_text) and not resolved
    if card_type == "command" and own_text and not resolved:
        return "a command's text has only a timing icon (D-48-3)"
    if resolved and card_type not in (None, "command"):
        return "「このカードの解決直後に」 on a card that is not a command"
    if card_type == "graphic":
        return "a graphic's text (D-121)"
    if ability.conditions and (not automatic or ability.timing in AUTOMATIC):
        return "a condition (D-42) the engine checks only on a card's used-type text"
    try:
        script_of(ability, automatic)
    except NotRunnable as exc:
        return str(exc)
    return None


def _keyword_problem(name: str, card_type: str | None) -> str | None:
    """A keyword the card type does not hold in the engine (cards._fits): a text keyword
    (D-108 … D-114) on a character, operation or command is kept as a text applied by hand, a
    unit's keyword (戦闘配備 D-117, PS装甲 D-115) on one of them is not applied at all."""
    from .cards import TEXT_KEYWORDS, _fits  # cards imports this module
    if card_type is None or _fits(name, {"type": card_type, "set_on": "any"}):
        return None
    if name in TEXT_KEYWORDS:
        return f"a {card_type}'s {name} text: the engine runs it on a unit or an ACE only (D-108 … D-114)"
    return f"{name} on a {card_type}: the engine applies it to a unit or an ACE only (D-105 … D-119)"


def read_text(text: str, lang: str | None = None, card_type: str | None = None) -> Reading:
    """The reading with what the engine cannot run moved to by hand."""
    return runnable_only(read(text, lang), lambda ability: problem(ability, card_type))


def executor_cost(cost: Cost | None) -> Any:
    """The model's cost -> the executor's text cost (cards.parse_text_cost)."""
    if cost is None:
        return None
    if cost.either:
        return {"either": [executor_cost(c) or 0 for c in cost.either]}
    extra = dict(cost.extra)
    out: dict[str, Any] = {}
    if cost.rest_self:
        out["roll_self"] = True
    if cost.resources:
        out["any"] = cost.resources
    if extra.get("roll"):
        out["roll"] = {c: int(n) for c, n in (part.split(":") for part in str(extra["roll"]).split(","))}
    return out or None


def is_printed(row: Any) -> bool:
    """A printed card: `text` and none of the scripted card's fields (CONTRACTS §3b)."""
    return isinstance(row, dict) and bool(row.get("text")) and not any(
        k in row for k in ("effects", "keywords", "script"))


def printed_fields(row: dict[str, Any]) -> dict[str, Any]:
    """What a printing leaves blank or variable, as the engine's card holds it: an ACE prints no
    地形適性 (the rulebook's ACE anatomy: type, cost, name, texts, combat values, G sign), a cost
    "X" is chosen when played (at least 1), a cost "-" (or none) on an ACE is no cost at all, a
    gain level 0 on a G is none."""
    out: dict[str, Any] = {}
    kind = row.get("type")
    if kind == "ace" and row.get("terrain") is None:
        out["terrain"] = []
    cost = row.get("cost")
    if isinstance(cost, dict) and str(cost.get("total", "")).upper() == "X":
        out["cost"] = {**cost, "total": 1, "variable": True}
    if kind == "ace" and not cost:
        out["uncosted"] = True
    if kind == "graphic" and row.get("gain_level") == 0:
        out["gain_level"] = None  # a printed 0: no gain level (B7-12 gives 1 to 9)
    return out


def own_attribute(script: list[dict[str, Any]], row: dict[str, Any]) -> list[dict[str, Any]]:
    """「このカードと同じ属性のGサインを持つ」 -> the card's own G sign attribute (B7-8); a card
    printed without one has no attribute to match: the text is by hand (an empty script)."""
    if not any(step.get("attribute") == THIS_ATTRIBUTE for step in script):
        return script
    sign = row.get("g_sign")
    attribute = sign.get("attribute") if isinstance(sign, dict) else None
    if not attribute:
        return []
    return [{**step, "attribute": attribute} if step.get("attribute") == THIS_ATTRIBUTE else step
            for step in script]


def to_card(row: dict[str, Any]) -> dict[str, Any]:
    """A printed card -> the engine's card fields: keywords, texts, a command's script."""
    text = row["text"]
    texts: dict[str, str] = {}
    if isinstance(text, dict):  # NEX-A is printed in Japanese; en / zh-Hant are display translations
        texts = {str(k): str(v) for k, v in text.items()}
        text = text.get("ja") or next(iter(text.values()))
    card_type = row.get("type")
    reading = read_text(str(text), row.get("lang") if isinstance(row.get("lang"), str) else None,
                        card_type if isinstance(card_type, str) else None)
    keywords: list[Any] = []
    effects: list[dict[str, Any]] = []
    out = {k: v for k, v in row.items() if k != "lang"}
    out.update(printed_fields(out))
    out["text"] = str(text)
    if texts:
        out["texts"] = texts
    for ability in reading.abilities:
        if ability.keyword is not None:
            name = ability.keyword.name
            if name in FLAG_KEYWORDS:
                if name == "stay" and card_type not in ("operation", "character"):  # D-118: set cards'
                    continue
                keywords.append(name)
                continue
            value: Any = ability.keyword.value if ability.keyword.value is not None else \
                (ability.body[0].get("trait") if ability.body else None)
            entry: dict[str, Any] = {name: value}
            cost = executor_cost(ability.cost)
            if cost != {"any": 1}:  # the printed cost wins over the rulebook's ① (D-114-1)
                entry["cost"] = cost if cost is not None else 0
            keywords.append(entry if (value is not None or "cost" in entry) else name)
            continue
        automatic = card_type != "command"
        resolved = ability.trigger is not None and ability.trigger.get("event") == "resolved"
        if card_type == "command" and not resolved:
            if ability.timing in AUTOMATIC:
                continue  # a command's other automatic text: shown with the card, applied by hand
            if ability.timing is not None:
                out["timing"] = ability.timing
            out["script"] = own_attribute(script_of(ability, False), row) if ability.body is not None else []
            continue
        if card_type == "graphic":
            continue  # a G's text (D-121): shown with the card, applied by hand
        timing = ability.timing
        if timing is None:
            continue
        if resolved and ability.body is None:
            continue  # 『恒常』「このカードの解決直後に」 by hand: shown with the card
        effect: dict[str, Any] = {"timing": timing, "text": ability.text}
        if timing == "trigger":
            event = ability.trigger.get("event") if ability.trigger else None
            if event is None:
                continue  # an event the engine does not have: shown with the card, by hand
            effect["on"] = event
        elif lasting(ability):
            if ability.body is None:
                continue  # by hand: shown with the card (the engine applies no continuous text by hand)
        else:
            cost = executor_cost(ability.cost)
            if cost is not None:
                effect["cost"] = cost
            if ability.cost is not None and dict(ability.cost.extra).get("repeat"):
                effect["repeat"] = True
        if ability.body is not None:
            effect["script"] = own_attribute(script_of(ability, automatic), row)
            if ability.body and ability.body[0].may:
                effect["optional"] = True
            if ability.conditions:
                effect["condition"] = ability.conditions[0].get("state")
        effects.append(effect)
    if keywords:
        out["keywords"] = keywords
    if effects:
        out["effects"] = effects
    return out
