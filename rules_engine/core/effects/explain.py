"""The effect model in plain English words, for `check`, `explain` and `/card`: so players can
see how the referee understood a printed text before they play it.

    When deployed: choose 1 enemy unit with HP 3 or less; rest it.

A game adds words for its own timings, verbs and nouns through a table (`words`: a timing
key, `verb.<name>`, `kind.<name>` or `condition.<kind>` -> words), never a second renderer.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from .model import Ability, Amount, Condition, Cost, Duration, Filter, Reading, Selector, Step

Words = Mapping[str, str]

_KINDS = {"unit": ("unit", "units"), "base": ("base", "bases"), "shield": ("shield", "shields"),
          "pilot": ("pilot", "pilots"), "player": ("player", "players"), "card": ("card", "cards"),
          "resource": ("resource", "resources"), "command": ("command card", "command cards"),
          "character": ("character", "characters"), "ship": ("ship", "ships")}
_WINDOW_WORDS = {"your_turn": "during your turn", "opponents_turn": "during your opponent's turn"}
_STATES = {"rested", "active", "damaged", "attacked", "link", "paired", "attacking", "battling"}
_OPS = {"<=": "or less", ">=": "or more", "==": ""}
_LEVEL_OPS = {"<=": "or lower", ">=": "or higher", "==": ""}
_STAT_WORDS = {"hp": "HP", "ap": "AP", "level": "level", "cost": "cost"}  # s8-gcg-a
# a compared filter's value: this card's own (`whose Lv. is … than this Unit`), the chosen one's …
_REFS = {"this": "this unit's", "it": "the chosen unit's", "event": "that unit's"}


# s7-gcg (GCG #29): who draws, in words, where the player is not one word
_PLAYER_WORDS = {"you_and_destroyer": "you and the player who destroyed this unit"}
_ONE_PLAYER = {"each": "each player", "opponent": "your opponent",  # s8-gcg-a: the verb takes -s
               "chosen_player": "the chosen player"}  # s11-gcg-read (GCG): "They discard 1"

_CHOSEN_PLAYER_KEY = "player.chosen_player"


def _chosen_player(words: Words | None) -> str:
    return (words or {}).get(_CHOSEN_PLAYER_KEY, _ONE_PLAYER["chosen_player"])


def _event_player_words(ability: Ability, words: Words) -> Words:
    """s15-opt round 4: a step's `chosen_player` is the player a step before chose ("Choose 1 enemy player.
    They …") — or, with none chosen, the player the trigger's event meant ("When this Unit destroys an
    enemy shield area card …, that enemy player may discard 1": whose shield area card it was, 3-6-2).
    That one was never chosen: say "that enemy player" (or "that player"), as printed."""
    return _event_player_in(ability.body or (), ability.trigger, words)


def _event_player_in(body: tuple[Step, ...], trigger: Condition | None, words: Words) -> Words:
    """`_event_player_words` for a body and the trigger it answers (an ability's, or a delayed trigger's
    "during this turn, when this Unit destroys …", round 5)."""
    names = any(s.player == "chosen_player" for s in body) or any(
        s.condition is not None and s.condition.kind == "effect_result"
        and s.condition.get("what") in ("they_drew", "they_discarded") for s in body)
    if not names or trigger is None:
        return words
    for step in body:
        if step.verb == "choose" and step.target is not None and step.target.kind == "player":
            return words  # chosen before it is named: "the chosen player"
        if step.player == "chosen_player":
            break
    target = trigger.get("target")
    enemy = isinstance(target, Selector) and target.who == "enemy"
    return {**words, _CHOSEN_PLAYER_KEY: "that enemy player" if enemy else "that player"}


def explain(reading: Reading, words: Words | None = None) -> list[str]:
    """One line per ability."""
    return [explain_ability(a, words) for a in reading.abilities]


def explain_ability(ability: Ability, words: Words | None = None) -> str:
    words = _event_player_words(ability, words or {})
    head = _header(ability, words)
    if ability.body is None:
        why = ability.reason or "not understood"
        return f"{head}resolved by hand ({why})" if head else f"Resolved by hand ({why})"
    if ability.keyword is not None and not ability.body:
        return f"{head}{_keyword(ability.keyword, words)}" if head else _keyword(ability.keyword, words)
    parts, them = [], False
    for index, step in enumerate(ability.body):
        if step.verb == "choose":
            them = step.get("and") or them if step.get("and") else bool(step.target and (
                step.target.all or step.target.count > 1
                or step.target.who.startswith("each_")))  # s8-gcg-a: one of each player's: "them"
        text = step_words(step, words, it="them" if them else "it")
        either = words.get(EITHER_WAY_KEY)  # s16-games: after an optional step, what applies either way
        if either and index and ability.body[index - 1].may and not step.may \
                and not step.if_done and not step.get("under_may"):
            text = f"{either} {text}"
        if step.get("under_may") and parts:  # s17-gcg round 2 (GCG): "you may A and B"
            text = f"{parts.pop()} and {text}"  # one "may" over both: said as one step, as printed
        if step.get("one_of"):  # s11-gcg-read (GCG): "deploy A if …, or deploy B if …": one of them
            text = f"{parts.pop()}, or {text}" if index and ability.body[index - 1].get("one_of") \
                else f"only one of these: {text}"
        parts.append(text)
    body = "; ".join(parts)
    if ability.body[0].verb == "look" and ability.body[0].player == "each":  # s11-gcg-read (GCG)
        body = _each_player(body)
    body = _optional(ability, body, words)
    text = f"{head}{body}." if head else f"{body[:1].upper()}{body[1:]}."
    return text


OPTIONAL_KEY = "ability.optional"
EITHER_WAY_KEY = "step.either_way"


def _optional(ability: Ability, body: str, words: Words) -> str:
    """s16-games round 2: an optional ability (「可以」, 「できる」, "may") says so, or a player trusting the
    reading would think it mandatory. A game opts in with its words for `ability.optional` ("you may");
    a cost the player may pay is said in the header (`_header`)."""
    may = words.get(OPTIONAL_KEY)
    if not ability.optional or not may or ability.cost is not None or body.startswith(may):
        return body
    if body.split(" ", 1)[0] in _NOT_A_VERB or body[:1].isdigit():  # "1 enemy character gets …"
        return f"{may} apply this: {body}"
    return f"{may} {body}"


# a reading that starts with what is changed, not with what the player does: "you may apply this: …"
_NOT_A_VERB = frozenset({"all", "this", "the", "each", "every", "your", "that", "it", "up", "if", "one",
                         "any"})


_THEIRS = (("you may reveal it", "they may reveal it"), ("if you do, add", "if they do, they add"),
           ("your hand", "their hand"), ("return the remaining cards to", "they return that card to"),
           ("your deck", "their deck"))


def _each_player(body: str) -> str:
    """s11-gcg-read: "All players each look at the top card of their deck …": every step after the
    look is each player's own, in turn from the turn player's (1-3-4)."""
    body = body.replace("look at the top 1 card of your deck", "each player, from the turn player on, "
                        "looks at the top card of their deck", 1)
    for yours, theirs in _THEIRS:
        body = body.replace(yours, theirs)
    return body


def _header(ability: Ability, words: Words) -> str:
    parts: list[str] = []
    if ability.timing == "trigger" and ability.trigger is not None:
        event = condition_words(ability.trigger, words)
        parts.append(event[:1].upper() + event[1:] if event.startswith("at ") else f"When {event}")
    elif ability.timing and "|" in ability.timing:  # s9-gcg-a: either marker ("【Deploy】/【Attack】")
        either = [words.get(t, t.replace("_", " ").capitalize()) for t in ability.timing.split("|")]
        parts.append(either[0] + "".join(" or " + w[:1].lower() + w[1:] for w in either[1:]))
    elif ability.timing:
        parts.append(words.get(ability.timing, ability.timing.replace("_", " ").capitalize()))
    parts.extend(_WINDOW_WORDS.get(cond.kind) or condition_words(cond, words) for cond in ability.conditions)
    if ability.limit:
        parts.append(words.get(ability.limit, ability.limit.replace("_", " ")))
    if ability.cost is not None:
        optional = ability.optional and words.get(OPTIONAL_KEY)  # s16-games: 「可以…：」 — paying is a choice
        parts.append(f"{words.get('ability.optional_cost', 'cost')}: {cost_words(ability.cost, words)}"
                     if optional else f"cost: {cost_words(ability.cost, words)}")
    if ability.static and not ability.timing and not parts:
        return ""
    if not parts:
        return ""
    head = ", ".join(parts)
    return f"{head[:1].upper()}{head[1:]}: "


def _keyword(keyword: Any, words: Words) -> str:
    name = words.get(f"keyword.{keyword.name}", keyword.name.replace("_", " ").title())
    return f"<{name}{'' if keyword.value is None else f' {keyword.value}'}>"


def cost_words(cost: Cost, words: Words) -> str:
    parts = []
    if cost.resources:
        colour = f" {cost.colour}" if cost.colour else ""
        parts.append(f"pay {cost.resources}{colour}")
    if cost.rest_self:
        parts.append(words.get("cost.rest_self", "rest this card"))
    if cost.destroy_self:
        parts.append("destroy this card")
    if cost.return_self:
        parts.append(f"return this card to {_zone_words(cost.return_self)}")
    if cost.discard is not None:
        parts.append(f"discard {selector_words(cost.discard, words)}")
    if cost.exile is not None:
        parts.append(f"exile {selector_words(cost.exile, words)}")
    if cost.rest_other is not None:
        parts.append(f"rest {selector_words(cost.rest_other, words)}")
    if cost.destroy_other is not None:
        parts.append(f"destroy {selector_words(cost.destroy_other, words)}")
    if cost.return_other is not None:
        parts.append(f"return {selector_words(cost.return_other, words)} to its owner's hand")
    if cost.bottom_other is not None:  # s17-games round 2 (ALTCG 「將己方戰場上的1張…艦船卡彈回卡組最下方」)
        parts.append(f"put {selector_words(cost.bottom_other, words)} on the bottom of "
                     f"{words.get('deck.yours', 'your deck')}")
    for key, value in cost.extra:
        custom = words.get(f"cost.{key}")  # a game's own cost part, its value as {value}
        parts.append(custom.format(value=value) if custom else f"{key.replace('_', ' ')} {value}")
    if cost.either:
        parts.append(" or ".join(cost_words(c, words) for c in cost.either))
    return " and ".join(parts) or "nothing"


def _zone_words(zone: str) -> str:
    return {"deck_bottom": "the bottom of its owner's deck", "deck_top": "the top of its owner's deck",
            "hand": "its owner's hand", "trash": "the trash"}.get(zone, zone.replace("_", " "))


# --- selectors -----------------------------------------------------------------------------------


def _a(noun: str) -> str:
    """"a unit token", "an active unit", "an (Academy) command card" (the trait is read aloud); "1 pilot" → "a
    pilot"."""
    noun = noun.removeprefix("1 ")
    vowel = noun.lstrip("(")[:1].lower() in "aeiou" and not noun.lower().startswith("unit")
    return ("an " if vowel else "a ") + noun


def kind_words(sel: Selector, words: Words | None = None, article: bool = True) -> str:
    """A selector that names a kind of card (an event's card, an attack target, a source):
    "an active enemy unit" (or "active enemy units" without the article)."""
    if not sel.all:
        return selector_words(sel, words)
    text = selector_words(sel, words).removeprefix("all ")
    if not article:
        return text
    singular = selector_words(replace(sel, all=False, count=1), words).removeprefix("1 ")
    if singular.startswith("of your "):
        return "one " + singular
    if singular.startswith("other "):  # s8-gcg-a: "another friendly unit", never "an other"
        return "an" + singular
    return _a(singular)


def selector_words(sel: Selector, words: Words | None = None) -> str:
    words = words or {}
    if sel.who == "this":  # ALTCG 「前排的此卡」「作為旗艦耐久的此卡」: where the card must be
        where = [_filter_words(f, words)[0] for f in sel.filters]
        if sel.zone not in ("play", "looked"):
            where.append("in any zone" if sel.zone == "any" else f"in your {sel.zone.replace('_', ' ')}")
        return " ".join([f"this {_kind_words(sel.kind, words, False)}", *where])
    if sel.who == "it":
        return words.get("$it", "it")
    if words.get(f"who.{sel.who}") and sel.who not in ("battling",):  # s16-games round 3: a game's own card
        return words[f"who.{sel.who}"]
    if sel.who == "paired":
        return "the paired pilot"
    if any(f.attr == "position" and f.value == "first" for f in sel.filters):  # s5-gcg-a
        return f"the first card in the {sel.who} shield area"
    if sel.who == "attacking":
        return "the attacking unit"
    if sel.who == "battling":
        return words.get("who.battling", "the unit battling this unit")
    if sel.who == "battling_of_yours":  # UCG "the battle opponent of one of your 『X』" (7.1.1)
        return "the battle opponent of " + selector_words(replace(sel, who="yours"), words)
    if sel.who == "remaining":
        return "the remaining cards"
    if sel.who == "event":
        return "that card"
    if sel.who == "event_target":
        return "that enemy card"
    plural = sel.all or sel.count != 1  # s8-gcg-a: "up to 1 unit", not "up to 1 units"
    adjectives = []
    after = []
    # s16-games round 3 (ALTCG): "ship cards", not "cards (ship card)": a card type is the noun
    # s16-games round 4: nor "1 of your ship … that is a ship card" (the kind and the type said twice)
    typed = next((f for f in sel.filters if f.attr == "type" and f.op == "==" and isinstance(f.value, str)
                  and sel.kind in ("card", f.value)), None) if words.get("type.as_noun") else None
    for f in sel.filters:
        if f is typed:
            continue
        text, before = _filter_words(f, words, plural)
        (adjectives if before else after).append(text)
    noun = _nouns(sel, words, plural)
    if typed is not None:
        noun = f"{words.get(f'kind.{typed.value}', typed.value)} card{'s' if plural else ''}"
    if "token" in adjectives:  # s8-gcg-a: "friendly unit tokens", as printed (not "token friendly units")
        adjectives.remove("token")
        noun = _nouns(sel, words, plural, " token")
    owner = {"enemy": "enemy", "friendly": "friendly", "yours": "your", "opponent": "your opponent's",
             "each_enemy_player": "enemy"}.get(sel.who, "")
    count = _count_words(sel)
    # s8-gcg-a: a kind word ("link", "EX") goes by the noun: "1 enemy link unit", not "1 link enemy unit"
    traits = [a for a in adjectives if a.startswith("(")] + [a for a in adjectives if a in ("link", "EX")]
    states = [a for a in adjectives if a not in traits]
    adjectives = [*states, *traits]
    first, second = (owner, "") if owner == "your" else ("", owner)
    other = "other" if sel.other else ""
    # s8-gcg-a: "all your other units" (never "all other your units")
    order = (count, first, other) if first else (count, other, first)
    lead = " ".join(x for x in (*order, *states, second, *traits, noun) if x)
    if sel.who == "yours" and not sel.all:
        noun = _nouns(sel, words, True, noun_suffix(noun)) if typed is None else \
            f"{words.get(f'kind.{typed.value}', typed.value)} cards"
        lead = " ".join(x for x in (count, "of your", "other" if sel.other else "", *adjectives, noun) if x)
    if sel.who == "looked":
        after.append("among them")
    if sel.who == "each_enemy_player":
        after.append("of each enemy player")
    if sel.who == "other_player":
        after.append("belonging to another player")
    if words.get(f"after.{sel.who}"):  # a game's own owners (s6-gcg-b: "each_enemy_chooses")
        after.append(words[f"after.{sel.who}"])
    natural = {"shield": "shields", "resource": "resources"}.get(sel.kind)
    if words.get(f"zone.{sel.zone}") is not None:  # s16-games round 3: a game's own words for the zone
        if words[f"zone.{sel.zone}"]:
            after.append(words[f"zone.{sel.zone}"])
    elif sel.zone not in ("play", "looked", natural):
        after.append(f"in {'your' if sel.who in ('yours', 'any') else 'the'} {sel.zone.replace('_', ' ')}")
    # s8-gcg-a: "with AP 2 or less and HP 3 or more", not "with AP 2 or less with HP 3 or more"
    after = [f"and {a[5:]}" if i and a.startswith("with ") and after[i - 1].startswith(("with ", "and "))
             and not a.startswith("with the ") else a for i, a in enumerate(after)]
    return " ".join([lead, *after]).strip()


_CARD_ZONES = frozenset({"trash", "hand", "deck", "removal", "looked"})


def noun_suffix(noun: str) -> str:
    return " token" if noun.endswith(("token", "tokens")) else ""


def _nouns(sel: Selector, words: Words, plural: bool, suffix: str = "") -> str:
    """s8-gcg-a: the noun of a selector; a unit / pilot / base outside play is a "card" ("unit
    cards in your trash"), a token keeps its word after the kind ("unit tokens")."""
    if suffix:
        return " or ".join(f"{_kind_words(one, words, False)}{suffix}{'s' if plural else ''}"
                           for one in sel.kind.split("|"))
    if sel.zone in _CARD_ZONES and all(one in ("unit", "pilot", "base") for one in sel.kind.split("|")):
        return " or ".join(f"{_kind_words(one, words, False)} card{'s' if plural else ''}"
                           for one in sel.kind.split("|"))
    return _kind_words(sel.kind, words, plural)


def _count_words(sel: Selector) -> str:
    if sel.all:
        return "all"
    if sel.up_to and sel.at_least:
        return f"{sel.at_least} to {sel.count}"
    if sel.up_to:
        return f"up to {sel.count}"
    return str(sel.count)


def _kind_words(kind: str, words: Words, plural: bool) -> str:
    parts = []
    for one in kind.split("|"):
        custom = words.get(f"kind.{one}")  # s16-games round 4: its plural apart ("scenes"; opt-in)
        singular, many = (custom, words.get(f"kind.{one}.plural", custom)) if custom else \
            _KINDS.get(one, (one.replace("_", " "),) * 2)
        parts.append(many if plural else singular)
    return " or ".join(parts)


_PLAYER_COUNTS = {"hand_size": "cards in their hand", "trash_size": "cards in their trash",
                  "shields": "shields"}


def _filter_words(f: Filter, words: Words, plural: bool = False) -> tuple[str, bool]:
    """(words, True when they go before the noun); `plural`: the noun is plural, so a possessive
    in the words is "their" ("all your units with “X” in their name", s12-gcg-exec)."""
    its = "their" if plural else "its"
    value = f.value
    if f.attr == "state":
        if f.op == "not" and value == "link":  # s14-cont (GCG): "other than Link Units"
            return "other than link units", False
        if f.op == "not":
            return (f"not {value}" if value not in ("paired",) else "with no paired pilot"), value != "paired"
        if value == "link":
            return "link", True
        if isinstance(value, tuple):  # one of several states (UCG's 「SINGLE or DOUBLE」)
            return "that is " + " or ".join(_value_words(v, words) for v in value), False
        return (str(value), True) if value in _STATES else (f"that is {_value_words(value, words)}", False)
    if f.attr == "colour":
        if isinstance(value, tuple):  # s16-filt (GCG): "blue/green"
            value = "/".join(str(v) for v in value)
        return (f"non-{value}" if f.op == "not" else str(value)), True  # s12-gcg-gen: "non-blue"
    if f.attr == "trait" and words.get("filter.trait_words") and f.op != "not":  # s16-games round 3 (NEX-A)
        names = value if isinstance(value, tuple) else (value,)
        return words["filter.trait_words"].format(value=" or ".join(names)), False
    if f.attr == "trait":
        names = value if isinstance(value, tuple) else (value,)
        words = "/".join(f"({n})" for n in names)
        return (f"non-{words}" if f.op == "not" else words), True  # s16-filt (GCG): "non-(Zeon)"
    if f.attr == "token":
        return ("token", True) if f.op != "not" else ("other than tokens", False)
    if f.attr in _PLAYER_COUNTS:  # s11-gcg-read (GCG): "enemy player with 4 or more cards in their hand"
        bound = {">=": "or more", "<=": "or less"}.get(f.op, "")
        return f"with {value} {bound} {_PLAYER_COUNTS[f.attr]}".replace("  ", " "), False
    if f.attr == "ex":
        return "EX", True
    if f.attr == "by_this_effect":  # s13-gcg-exec (GCG): "Units rested with this effect"
        return f"{value} by this effect", False
    if isinstance(value, str) and value in _REFS and f.attr in ("level", "hp", "ap", "cost", "bp", "power"):
        stat = "Lv." if f.attr == "level" else f.attr.upper()
        compare = {"<=": "equal to or lower than", ">=": "equal to or higher than", "==": "equal to"}[f.op]
        return f"with {stat} {compare} {_REFS[value]}", False
    if f.attr == "level" and isinstance(value, Amount) and value.count_of is not None:  # s14-cont (GCG)
        counted = selector_words(value.count_of).removeprefix("all ")
        plus = ", plus this unit" if value.n else ""
        compare = {"<=": "equal to or lower than", ">=": "equal to or higher than"}.get(f.op, f.op)
        return f"with Lv. {compare} the number of {counted}{plus}", False
    if f.attr == "level":
        return f"of Lv.{value} {_LEVEL_OPS.get(f.op, f.op)}".strip(), False
    if f.attr == "cost" and f.op in _OPS:  # s8-gcg-a: as printed, "with a cost of 3 or less"
        return f"with a cost of {value} {_OPS[f.op]}".strip(), False
    if f.attr in ("hp", "ap", "cost", "bp", "power"):
        return f"with {f.attr.upper()} {value} {_OPS.get(f.op, f.op)}".strip(), False
    if f.attr == "keyword":
        if value == "any":
            return "with a keyword effect", False
        names = value if isinstance(value, tuple) else (value,)
        with_ = "without " if f.op == "not" else "with "  # s9-gcg-a: "without <Breach>"
        return with_ + " or ".join(f"<{str(v).replace('_', ' ').title()}>" for v in names), False
    if f.attr == "name_contains":
        return f"{'without' if f.op == 'not' else 'with'} \u201c{value}\u201d in {its} name", False
    if f.attr == "name_is":
        return f"named \u201c{value}\u201d", False
    if f.attr == "battling_with" and isinstance(value, tuple) and len(value) == 2:  # s6-gcg-b
        inner = Selector(who=value[0], filters=tuple(Filter(*t) for t in value[1]))
        other = selector_words(inner, words)
        article = "one " if other.startswith("1 of ") else "a "
        other = article + other.removeprefix("1 ")
        return f"battling {other}", False
    if f.attr == "any_of" and isinstance(value, tuple) and value \
            and all(t[:2] == ("name_contains", "==") for t in value):  # s11-gcg-read: "A" or "B"
        return "with " + " or ".join(f"\u201c{t[2]}\u201d" for t in value) + f" in {its} name", False
    if f.attr == "any_of" and isinstance(value, tuple):  # s6-gcg-b: "Lv.1 or lower or has 1 or less AP"
        return " or ".join(_filter_words(Filter(*t), words, plural)[0] for t in value), False
    if f.attr == "pilot_trait":
        names = value if isinstance(value, tuple) else (value,)
        return f"paired with a {'/'.join(f'({n})' for n in names)} pilot", False
    if f.attr == "battling":
        return "battling this unit", False
    if f.attr == "owner":
        return str(value), True
    custom = words.get(f"filter.{f.attr}")
    if custom:
        shown = " or ".join(_value_words(v, words) for v in value) if isinstance(value, tuple) \
            else _value_words(value, words)
        # s8-gcg-a: {stat} a stat as printed (HP, AP, Lv.), {bound} an operator in words ("or lower")
        stat = _STAT_WORDS.get(str(value), str(value))
        bound = (_LEVEL_OPS if f.attr.endswith("level") else _OPS).get(f.op, f.op)
        return custom.format(op=f.op, value=shown, stat=stat, bound=bound).strip(), False
    return f"with {f.attr.replace('_', ' ')} {f.op} {_value_words(value, words)}", False


# --- conditions and durations ----------------------------------------------------------------------


def condition_words(cond: Condition, words: Words | None = None) -> str:
    words = words or {}
    text = _condition(cond, words)
    return f"not ({text})" if cond.negated else text


def _condition(cond: Condition, words: Words) -> str:
    custom = words.get(f"condition.{cond.kind}")
    if custom:
        return custom.format(**{k: _quoted(k, v, words) for k, v in cond.params})
    get = cond.get
    kind = cond.kind
    when = get("when")
    if isinstance(when, Condition):  # s6-gcg-a: an event with what must hold as it happens
        event = Condition.of(kind, **{k: v for k, v in cond.params if k != "when"})
        return f"{_condition(event, words)}, while {condition_words(when, words)}"
    if kind == "count":
        sel = get("selector")
        op, n = get("op"), get("n")
        yours = sel is not None and sel.who == "yours"
        if yours:  # "you have …": the owner is said once
            sel = replace(sel, who="any")
        things = selector_words(sel, words).removeprefix("all ") if sel else "cards"
        where = "" if sel is not None and sel.zone != "play" else " in play"
        if sel is not None and n == 1 and op == ">=":
            things = kind_words(sel, words)
        elif sel is not None and op == "==" and n >= 1:  # s11-gcg-read: "only 1 unit", "exactly 2 units"
            one = selector_words(replace(sel, all=False, count=1), words) if n == 1 else things
            things = f"only {one}" if n == 1 else f"exactly {n} {things}"
        else:
            things = f"{n} {_OPS.get(op, op)} {things}" if not (op == "==" and n == 0) else f"no {things}"
        if yours:
            return f"you have {things}{where}".replace("  ", " ")
        verb = "is" if n == 1 and op in (">=", "==") else "are"
        return f"{things} {verb}{where}".replace("  ", " ") if where else f"there {verb} {things}"
    if words.get(f"count.{kind}"):  # s16-games round 3: a game's zone counts in words
        return _zone_count(cond, words)
    if kind == "your_turn":
        return "it is your turn"
    if kind == "opponents_turn":
        return "it is your opponent's turn"
    if kind == "paired":
        pilot = get("pilot")
        if pilot is None:
            return "while paired"
        with_whom = selector_words(pilot, words)  # "1 (Zeon) pilot" → "a (Zeon) pilot"; a name stays as it is
        return f"while paired with {_a(with_whom) if with_whom.startswith('1 ') else with_whom}"
    if kind == "linked":
        return "while linked"
    if kind == "self_state":
        return f"this card is {_value_words(get('state'), words)}"
    if kind == "self_has":
        text, _ = _filter_words(get("filter"), words)
        return f"this card is {text}" if not text.startswith("with") else f"this card has {text[5:]}"
    if kind == "player_level":
        return f"you are Lv.{get('n')} {_LEVEL_OPS.get(get('op'), '')}".strip()
    if kind == "hand_size":
        who = {"self": "you have", "opponent": "your opponent has", "any_enemy": "an enemy player has",
               "any": "a player has"}.get(get("player"), f"{get('player')} has")  # any: s9-gcg-a
        return f"{who} {get('n')} {_OPS.get(get('op'))} cards in hand"
    if kind == "trash_size":  # s5-gcg-a
        who = {"self": "you have", "opponent": "your opponent has", "any_enemy": "an enemy player has"}.get(
            get("player"), f"{get('player')} has")
        return f"{who} {get('n')} {_OPS.get(get('op'))} cards in their trash"
    if kind == "shields":
        if get("player") == "self":  # s8-gcg-c: "If you have 2 or less shields"
            return f"you have {get('n')} {_OPS.get(get('op'))} shields"
        if get("player") == "any":  # s9-gcg-a: "If there is a player with 3 or less Shields"
            return f"a player has {get('n')} {_OPS.get(get('op'))} shields"
        return f"there are {get('n')} {_OPS.get(get('op'))} enemy shields"
    if kind == "attacking":
        target = get("target")
        if isinstance(target, Selector) and target.kind == "player":
            return "attacking the enemy player"
        return f"attacking {kind_words(target, words) if isinstance(target, Selector) else target}"
    if kind == "deployed_from":
        return f"this unit was deployed from your {get('zone')}"
    if kind == "all":
        return " and ".join(condition_words(c, words) for c in get("conditions", ()))
    if kind == "destroys":
        return f"{_kind(get('subject'), words)} destroys {_kind(get('target'), words)} with {_by(get('by'))}"
    if kind == "effect_result" and get("what") == "they_drew":  # s11-gcg-read
        return f"{_chosen_player(words)} drew with this effect"
    if kind == "effect_result" and get("what") == "they_discarded":  # s15-opt round 3
        return f"{_chosen_player(words)} discarded with this effect"
    if kind == "effect_result":
        sel = get("selector")
        things = selector_words(sel, words).removeprefix("all ") if isinstance(sel, Selector) else "cards"
        bound = "or less" if get("op") == "<=" else "or more"  # s12-gcg-gen: "rested 2 or less Units"
        return f"this effect {get('what')} {get('n')} {bound} {things}"
    if kind == "it_is":  # one card: "it is a (Zeon) unit" (s6-gcg-b: never "all … units")
        sel = get("selector")
        if isinstance(sel, Selector):
            sel = replace(sel, all=False, count=1, up_to=False)
        return f"it is a {selector_words(sel, words).removeprefix('1 ')}"
    if kind == "battling":
        return f"this unit is battling {_value_words(get('target'), words)}"
    if kind in ("recovers", "linked_event", "deployed", "draws"):
        subject = _kind(get("subject"), words) if get("subject") is not None else "you"
        if get("or_this"):
            subject = f"this unit or {subject}"
        verb = {"recovers": "recovers HP", "linked_event": "links", "deployed": "is deployed",
                "draws": "draw with an effect"}[kind]
        return f"{subject} {verb}"
    if kind == "receives_damage":
        what = f"{get('damage')} damage" if get("damage") else "damage"
        source = " from an enemy" if get("source") == "enemy" else ""
        if isinstance(get("target"), Selector):  # s6-gcg-a: the dealer's bounds
            source = f" from {kind_words(get('target'), words)}"
        return f"{_subject(cond, words)} receives {what}{source}"
    if kind == "deals_damage":
        return f"{_subject(cond, words)} deals battle damage to {_kind(get('target'), words)}"
    if kind == "attacks":
        target = get("target")
        if isinstance(target, Selector):  # s6-gcg-a
            return f"{_subject(cond, words)} attacks " \
                   f"{'a player' if target.kind == 'player' else _kind(target, words).removeprefix('all ')}"
        return f"{_subject(cond, words)} attacks"  # s10-gcg-a: "one of your other units …", not "all …"
    if kind == "this_turn":  # s6-gcg-a: what happened this turn
        command = get("command")
        if isinstance(command, Selector):
            return f"you have activated {kind_words(replace(command, all=True), words)} this turn"
        unit = get("unit")
        if get("happened") == "battle_kill" and isinstance(unit, Selector):  # s13-gcg-exec
            killer = kind_words(replace(unit, all=False, count=1), words)
            killer = "one of " + killer[5:] if killer.startswith("1 of ") \
                else "a " + killer.removeprefix("1 ")
            return f"{killer} has destroyed an enemy unit with battle damage this turn"
        if get("happened") == "destroyed_by_effect" and isinstance(unit, Selector):  # s14-trig (GCG 5-10-1)
            return f"{kind_words(replace(unit, all=True), words)} has been destroyed by " \
                   f"{_effect_source(cond, words)} this turn"
        if get("happened") == "discarded":  # s13-gcg-exec
            return "your opponent has discarded due to one of your effects this turn"
        if get("happened") == "paid" and isinstance(unit, Selector):  # s13-gcg-exec
            whose = kind_words(replace(unit, all=True), words).removeprefix("all ")
            bound = "or more" if get("op") == ">=" else "or less"
            return f"you have paid {get('n')} {bound} for an effect of {whose} this turn"
        return "this unit was paired with a pilot this turn"
    if kind == "command_activated":  # s6-gcg-a
        command = get("command")
        what = kind_words(replace(command, all=True), words) if isinstance(command, Selector) \
            else "a command's 【Main】/【Action】"
        verb = "play" if get("played") else "activate"  # s14-trig: played from the hand (GCG 5-7-1)
        return f"you {verb} {what}{' using an EX resource' if get('ex') else ''}"
    if kind == "supported":  # s10-gcg-a: "When you use this Unit's <Support> to increase a (X) Unit's AP"
        return f"you use this unit's <Support> to increase the AP of {_kind(get('target'), words)}"
    if kind == "paid":  # s6-gcg-a
        bound = "or less" if get("op") == "<=" else "or more"  # s12-gcg-gen: "⟦2⟧ or less"
        return f"you pay ⟦{get('n')}⟧ {bound} for an effect of {_kind(get('subject'), words)}"
    if kind == "ap_reduced":  # s6-gcg-a
        by = "an enemy effect" if get("by") == "enemy_effect" else "an effect"
        return f"{_possessive(_kind(get('subject'), words))} AP is reduced by {by}"
    if kind in ("blocked", "blocks"):  # s6-gcg-a
        target = get("target")
        other = f" {'by ' if kind == 'blocked' else ''}{_kind(target, words).removeprefix('all ')}" \
            if isinstance(target, Selector) else ""
        verb = "is blocked" if kind == "blocked" else "blocks"
        return f"{_kind(get('subject'), words)} {verb}{other}"
    if kind == "placed_resource":
        return "you place an EX resource" if get("ex") else "you place a resource"
    if kind == "paired_event":
        subject = get("subject")
        if get("or_this"):  # s10-gcg-a: "… with this Unit or one of your white Units"
            return f"you pair {_kind(get('pilot'), words)} with this unit or {_kind(subject, words)}"
        return f"you pair {_kind(get('pilot'), words)} with " \
               f"{_kind(subject, words) if subject is not None else 'this unit'}"
    if kind in ("rested", "set_active"):
        subject = get("subject")
        by = "an enemy effect" if get("by") == "enemy_effect" else "an effect"
        return f"{_kind(subject, words) if subject is not None else 'this unit'} is " \
               f"{'rested' if kind == 'rested' else 'set as active'} by {by}"
    if kind == "destroyed_by_this_effect":  # s12-gcg-gen: "When this effect destroys an enemy Unit"
        return f"this effect destroys {_kind(get('subject'), words)}"
    if kind == "destroyed":
        subject = get("subject")
        by = {"damage": " with damage", "effect": " by an effect",  # s6-gcg-a; s14-trig: by an effect
              "enemy_effect": " by an enemy effect",
              "battle_damage": " with battle damage"}.get(get("by"), "")
        if get("source") is not None:  # s14-trig round 2: "by one of your (X) card's effects"
            by = f" by {_effect_source(cond, words)}"
        return f"{_kind(subject, words) if subject is not None else 'this unit'} is destroyed{by}"
    if kind == "returned_to_hand":  # s13-gcg-exec
        return f"{_subject(cond, words)} is returned to its owner's hand"
    if kind == "played_with_ex":  # s9-gcg-a
        return "you used an EX resource to play this card"
    if kind == "destroyed_by":
        if get("by") in ("effect", "enemy_effect"):  # s14-trig (GCG 5-10-1)
            return f"this unit was destroyed by {_effect_source(cond, words)}"
        return f"this unit was destroyed with {_by(get('by'))}"
    if kind == "end_of_turn":
        # any_turn (s6-gcg-a): "At the end of the turn when …"
        return "at the end of the turn" if get("any_turn") else "at the end of your turn"
    if kind == "start_of_main":  # s14-trig (GCG 7-5)
        return "at the start of your main phase"
    if kind == "end_of_battle":  # s14-trig (GCG 8-6)
        return "at the end of the battle"
    if kind == "start_of_turn":  # s8-gcg-c (GCG 7-2-4-1)
        return "at the start of the turn" if get("any_turn") else "at the start of your turn"
    if kind == "enemy_players":
        return f"there are {get('n')} {_OPS.get(get('op'))} enemy players"
    params = ", ".join(f"{_param_words(k, words)} {_value_words(v, words)}".strip() for k, v in cond.params)
    return f"{words.get(f'condition_name.{kind}', kind.replace('_', ' '))}{f' ({params})' if params else ''}"


def _zone_count(cond: Condition, words: Words) -> str:
    """s16-games round 3: a count of cards in a zone (ALTCG 「己方手牌數量為0」, 「存在3張以上的…艦船卡」):
    "you have no cards in your hand", "you have at least 3 ship cards of faction 《東煌》 on your
    field" (was the model's "hand (at least 0, at most 0, of self)"). `count.<kind>` places the
    things ("{things} in {whose} hand"); `count_noun.<kind>` names them (default "card")."""
    low, high = cond.get("at_least"), cond.get("at_most")
    if high == 0:
        count, plural = "no", True
    elif low is not None and low == high:
        count, plural = f"exactly {low}", low != 1
    elif low and high is not None:
        count, plural = f"{low} to {high}", True
    elif high is not None:
        count, plural = f"at most {high}", high != 1
    else:
        count, plural = f"at least {low or 0}", (low or 0) != 1
    noun = words.get(f"count_noun.{cond.kind}", "card")
    before, after = [], []
    for f in cond.get("filters") or ():
        if f.attr == "type" and f.op == "==" and noun == "card":  # "(ship card)": the noun itself
            noun = f"{words.get(f'kind.{f.value}', f.value)} card"
            continue
        text, first = _filter_words(f, words, plural)
        (before if first else after).append(text)
    things = " ".join([count, *before, noun + ("s" if plural else ""), *after])
    theirs = cond.get("of") == "opponent"
    where = words[f"count.{cond.kind}"].format(things=things, whose="their" if theirs else "your")
    return f"{'your opponent has' if theirs else 'you have'} {where}"


def _param_words(key: str, words: Words) -> str:
    """A parameter's name in a game's words (`param.<key>`), else as the model names it."""
    return words.get(f"param.{key}", key)


def _effect_source(cond: Condition, words: Words) -> str:
    """s14-trig: "an effect", "an enemy effect", "an effect of one of your (Neo Zeon) cards"."""
    source = cond.get("source")
    if isinstance(source, Selector):
        return f"an effect of {kind_words(replace(source, all=True), words)}"
    return "an enemy effect" if cond.get("by") == "enemy_effect" else "an effect"


def _possessive(noun: str) -> str:
    """"this unit's", "one of your units'" (a plural noun takes the apostrophe alone)."""
    return f"{noun}'" if noun.endswith("s") else f"{noun}'s"


def _subject(cond: Condition, words: Words) -> str:
    subject = cond.get("subject")
    return _kind(subject, words) if subject is not None else "this unit"


def _kind(value: Any, words: Words) -> str:
    return kind_words(value, words) if isinstance(value, Selector) else _value_words(value, words)


def _by(by: str | None) -> str:
    return "battle damage" if by == "battle_damage" else "damage"


def _quoted(key: str, value: Any, words: Words) -> str:
    """A condition's parameter; a game may quote each name (UCG 「『X』」, s16-games round 4; opt-in)."""
    quote = words.get(f"quote.{key}")
    if quote is None:
        return _value_words(value, words)
    names = value if isinstance(value, tuple) else (value,)
    return ", ".join(quote.format(_value_words(v, words)) for v in names)


def _value_words(value: Any, words: Words) -> str:
    if isinstance(value, Selector):
        return selector_words(value, words)
    if isinstance(value, Condition):
        return condition_words(value, words)
    if isinstance(value, Filter):
        return _filter_words(value, words)[0]
    if isinstance(value, tuple):
        return ", ".join(_value_words(v, words) for v in value)
    return words.get(f"value.{value}", str(value))  # a game's words for a bare value (an operator)


def duration_words(until: Duration, words: Words | None = None) -> str:
    words = words or {}
    if until.kind == "turn":
        return "during this turn"
    if until.kind == "battle":
        return "during this battle"
    if until.kind == "while" and until.condition is not None:
        text = condition_words(until.condition, words)
        return text if text.startswith("during") else f"while {text}"
    if until.kind == "until":
        return words.get(f"until.{until.key}", f"until {until.key.replace('_', ' ')}")
    if until.kind == "permanent":
        return words.get("until.permanent", "permanently")
    return ""


# --- steps ---------------------------------------------------------------------------------------------


def _if_words(condition: Condition, words: Words) -> str:
    """A step's condition after "if": "while paired / linked" (a marker's words) as "this unit is …"
    (s8-gcg-c: "If this Unit is paired with a (X) Pilot, …")."""
    text = condition_words(condition, words)
    return f"this unit is {text[len('while '):]}" if text.startswith("while ") else text


def step_words(step: Step, words: Words | None = None, it: str = "it") -> str:
    words = {**(words or {}), "$it": it}
    if step.verb == "delayed" and isinstance(step.get("on"), Condition):  # s6-gcg-a: a delayed trigger
        inner = _event_player_in(tuple(step.get("body") or ()), step.get("on"), words)  # s15-opt round 5
        body = "; ".join(step_words(s, inner) for s in step.get("body") or ())
        # s18-gcg: on several chosen units the trigger is each one's event ("when they destroy …": when one
        # of them destroys …), never "when them destroys"
        when = condition_words(step.get("on"), {**words, "$it": "one of them"} if it == "them" else words)
        text = f"when {when}: {body}"
        lasts = {"turn": "during this turn, ", "battle": "during this battle, "}  # battle: s10-gcg-a
        if step.until.kind == "until" and duration_words(step.until, words):  # s17-gcg round 2
            text = f"{duration_words(step.until, words)}, {text}"
        text = f"{lasts.get(step.until.kind, '')}{text}"
        return f"if {_if_words(step.condition, words)}, {text}" if step.condition is not None else text
    if step.verb == "choose_mode" and step.get("modes"):  # s9-gcg-a: "choose 1 of the following effects"
        modes = " or ".join(f"({i}) " + "; ".join(step_words(s, words) for s in mode)
                            for i, mode in enumerate(step.get("modes"), 1))
        text = f"choose one of these effects and activate it: {modes}"
        # s11-gcg-read: a condition in front of the choice ("If …, deploy [A] or [B]") is every option's
        return f"if {_if_words(step.condition, words)}, {text}" if step.condition is not None else text
    if step.verb == "grant_ability" and step.get("ability") is not None:  # s9-gcg-a
        granted = step.get("ability")
        until = duration_words(step.until, words)
        whom = _value_words(step.target, words) if step.target is not None else "it"
        when = f" {until}" if until else ""
        return f"{whom} gains this effect{when}: \u00ab{granted.text.lstrip('■')}\u00bb"
    text = _step(step, words)
    until = duration_words(step.until, words)
    if until and (step.until.kind not in ("instant", "until") or words.get(f"until.{step.until.key}")):
        text = f"{text} {until}"  # s16-games round 3: an "until" a game words (NEX-A 部隊解散まで) is said
    if step.get("instead"):
        text = f"{text} instead"
    if step.may and not text.startswith("you may"):
        text = f"you may {text}"
    if step.condition is not None:
        text = f"if {_if_words(step.condition, words)}, {text}"
    if step.if_done:  # s17-games: after the opponent's own choice ("When they draw with this effect")
        text = f"if {'they' if step.get('after_theirs') else 'you'} do, {text}"
    return text


def _by_stat(amount: Amount) -> str:
    """s11-gcg-read: "for each 4 AP this unit has" (the card named: this unit, or the one acted on)."""
    stat = {"level": "Lv."}.get(amount.stat or "", (amount.stat or "").upper())
    whose = "this unit" if amount.stat_of is not None and amount.stat_of.who == "this" else "it"
    return f"for each {amount.stat_each} {stat} {whose} has"


def _n(amount: Amount | None) -> str:
    if amount is None:
        return "1"
    if amount.stat is not None:
        return f"{amount.per} {_by_stat(amount)}"
    if amount.count_of is not None:
        counted = selector_words(amount.count_of).removeprefix("all ")
        if amount.per != 1:
            return f"{amount.per} for each of {counted}"
        return f"as much as the number of {counted}"
    return str(amount.n)


def _plural_target(step: Step, target: str) -> bool:
    """The step acts on several cards: every one of a kind, more than one, or "them"."""
    sel = step.target
    if isinstance(sel, Selector) and sel.who not in ("this", "it", "paired", "attacking", "battling", "event",
                                                     "event_target"):
        return sel.all or sel.count != 1
    return target == "them"


def _parameter_words(key: str, value: Any, words: Words) -> str:
    """A parameter's value in a game's words; several values joined ("space and earth")."""
    if isinstance(value, (tuple, list)):
        return " and ".join(_parameter_words(key, v, words) for v in value)
    return words.get(f"value.{key}.{value}", words.get(f"value.{value}", str(value)))


class _Blank(dict):
    """A game's words with a parameter the step does not have: said as nothing."""

    def __missing__(self, key: str) -> str:
        return ""


def _step(step: Step, words: Words) -> str:
    text = _step_words(step, words)
    n = _n(step.amount)
    # s16-games round 4: an all-or-nothing part of N >= 2 says so (UCG 11.4.4: "(all 2, or none)"; opt-in)
    if step.get("whole") and words.get("whole") and n.isdigit() and int(n) >= 2:
        text += words["whole"].format(n=n)
    return text


def _step_words(step: Step, words: Words) -> str:
    custom = words.get(f"verb.{step.verb}")
    if custom:  # s16-games round 4: a game's own template for one value of a parameter (opt-in)
        keys = (f"verb.{step.verb}.{k}.{v}" for k, v in step.extra)
        custom = next((words[key] for key in keys if key in words), custom)
    target = selector_words(step.target, words) if step.target is not None else ""
    theirs = words.get(f"opponent_chooses.{step.verb}") if step.player == "opponent" else None
    if theirs and step.get("they_may"):  # s17-games: 「對方可以捨棄」 — their choice, none too (opt-in)
        theirs = words.get(f"opponent_may_choose.{step.verb}", theirs)
    if theirs:  # s16-games round 3: the opponent chooses among their own cards (ALTCG 「對方將其自身…」)
        their_cards = "" if step.target is None else selector_words(replace(step.target, who="any"), words)
        n = _n(step.amount)
        return theirs.format(target=their_cards, n=n, cards=f"{n} card{'' if n == '1' else 's'}",
                             them="it" if n == "1" else "them")
    if custom:
        n = _n(step.amount)  # s17-games round 2: "the top card" / "the top 2 cards" (no "card(s)"; opt-in)
        counted = {"cards": f"{n} card{'' if n == '1' else 's'}",
                   "top_cards": "the top card" if n == "1" else f"the top {n} cards",
                   "whose": "your opponent's" if step.player == "opponent" else "your"}
        if "_words}" in custom:  # s16-games round 3: a parameter's value in words ({rest_words}; missing: "")
            said = {f"{k}_words": _parameter_words(k, v, words) for k, v in step.extra}
            return custom.format_map(_Blank(target=target, n=n, **counted, **dict(step.extra), **said))
        return custom.format(target=target, n=n, **counted, **{k: v for k, v in step.extra})
    n = _n(step.amount)
    verb = step.verb
    simple = {"rest": "rest", "destroy": "destroy", "exile": "exile", "reveal": "reveal"}
    if verb == "choose":
        return f"{'and ' if step.get('and') else ''}choose {target}"
    if verb in simple:
        return f"{simple[verb]} {target}"
    if verb == "discard" and step.target is not None:
        return f"discard {target}"
    if verb == "set_active":
        return f"set {target} as active"
    if verb == "return_to_hand":  # s8-gcg-a: "them … their owners' hands"
        whose = "their owners' hands" if target == "them" else "its owner's hand"
        return f"return {target} to {whose}"
    if verb == "damage":
        if step.amount is not None and step.amount.stat is not None:  # s11-gcg-read
            return f"deal {step.amount.per} damage to {target} {_by_stat(step.amount)}"
        if step.amount is not None and step.amount.count_of is not None:
            counted = kind_words(step.amount.count_of, words, article=False)
            if step.amount.per != 1:  # s6-gcg-b: "Deal 2 damage to it for each …"
                return f"deal {step.amount.per} damage to {target} for each of {counted}"
            return f"deal damage to {target} equal to the number of {counted}"
        return f"deal {n} damage to {target}"
    if verb == "pay":
        return f"pay {step.get('resources')}"
    if verb == "pair" and step.get("card") == "this":  # s5-gcg-a: this card, paired from a zone
        return f"pair this card from your {step.zone_from or 'hand'} with {target}"
    if verb == "pair":
        return f"pair {target} with this unit"
    if verb == "name_alias":
        return f"this card's name is also {step.get('name')}"
    if verb == "forced_attack_target":
        attackers = step.get("attackers")  # s14-cont (GCG): "Enemy Units other than Link Units choose …"
        who = selector_words(attackers).removeprefix("all ") if isinstance(attackers, Selector) \
            else "enemy units"
        return f"{who} must attack {target} if they can"
    if verb == "change_attack_target":
        return f"change the battling enemy unit's attack target to {target}"
    if verb == "may_attack_deployed":
        return f"{target} may attack on the turn it is deployed"
    many = step.target is not None and (step.target.all or step.target.count > 1 or (
        step.target.who == "it" and words.get("$it") == "them"))
    subject = "they" if target == "them" else target  # s8-gcg-a: "they get AP+2", not "them get"
    if verb == "recover" and step.amount is not None and step.amount.count_of is not None:  # s6-gcg-b
        counted = kind_words(step.amount.count_of, words, article=False)
        recovers = "recover" if many else "recovers"
        if step.amount.per != 1:
            return f"{subject} {recovers} {step.amount.per} HP for each of {counted}"
        return f"{subject} {recovers} HP equal to the number of {counted}"
    if verb == "recover" and step.amount is not None and step.amount.stat is not None:  # s11-gcg-read
        return f"{subject} {'recover' if many else 'recovers'} {step.amount.per} HP {_by_stat(step.amount)}"
    if verb == "recover":
        return f"{subject} {'recover' if many else 'recovers'} {n} HP"
    if verb == "modify" and step.get("per") == "damage_received":  # s5-gcg-a
        return f"{target} gets {(step.stat or '').upper()}+1 for each damage it has received"
    if verb == "modify":
        stat, amount = words.get(f"stat.{step.stat}", (step.stat or "").upper()), step.amount or Amount(0)
        combat = step.get("combat")  # NEX-A: melee / ranged / defense together (D-15)
        if step.stat == "combat" and isinstance(combat, tuple):
            change = "/".join("±0" if v == 0 else f"{v:+d}" for v in combat)
        elif amount.count_of is None:
            change = f"{stat}{amount.n:+d}"
        elif amount.count_of.kind == "cost_paid":  # s13-gcg-exec: the payment that triggered it
            change = f"{stat}+ the cost paid"
        elif amount.count_each > 1:  # s17-games round 2: "for every 2 cards in your opponent's hand" (opt-in)
            of = amount.count_of
            counted = words.get(f"count_of.{of.who}.{of.zone}") or kind_words(of, words, article=False)
            change = f"{stat}{amount.per:+d} for every {amount.count_each} {counted}"
        else:
            change = f"{stat}{amount.per:+d} for each of {kind_words(amount.count_of, words, article=False)}"
        return f"{subject} {'get' if many else 'gets'} {change}"
    if verb == "add_trait":  # s11-gcg-read: "All your Units gain (Neo Zeon)"
        traits = "/".join(f"({t})" for t in step.get("traits") or ())
        return f"{subject} {'gain' if many else 'gains'} {traits}"
    if verb in ("grant", "remove"):
        keyword = _keyword(step.keyword, words) if step.keyword else "?"
        gains = ("gain" if many else "gains") if verb == "grant" else ("lose" if many else "loses")
        if verb == "grant" and step.amount is not None and step.amount.count_of is not None:  # s14-cont (GCG)
            counted = selector_words(step.amount.count_of).removeprefix("all ")
            return f"{subject} {gains} {keyword} once for each of {counted}"
        return f"{subject} {gains} {keyword}"
    if verb == "reduce_damage":
        kind = step.get("kind", "any")
        what = "damage" if kind == "any" else f"{kind} damage"
        if step.target is not None and step.target.who == "event":
            return f"reduce that damage by {n}"
        return f"reduce the {'next ' if step.get('next') else ''}{what} {target} receives by {n}"
    if verb == "add_to_hand":
        return f"add {target} to your hand"
    if verb == "deploy":
        rested = " rested" if step.get("rested") else ""  # s8-gcg-d: "Deploy it rested" (GCG)
        pay = "pay its cost and " if step.get("pay_cost") else ""
        return f"{pay}deploy {target}{rested}"
    if verb in ("draw", "discard", "mill"):
        who = "" if step.player in (None, "self") else f"{_PLAYER_WORDS.get(step.player, step.player)} "
        if verb == "mill":
            # s16-verb: the enemy player's deck
            whose = ("your opponent's deck into their", "your deck into your")[step.player != "opponent"]
            return f"place the top {n} card{'s' if n != '1' else ''} of {whose} trash"
        if step.player in _ONE_PLAYER:  # s8-gcg-a: "each player draws 1", "your opponent draws 1"
            may = "may " if step.get("they_may") else ""  # s11-gcg-read: "they may discard 1" (their choice)
            who = _chosen_player(words) if step.player == "chosen_player" else _ONE_PLAYER[step.player]
            return f"{who} {may}{verb}{'' if may else 's'} {n}"
        # s18-games (opt-in): "draw that many cards" (was "draw as much as the number of it")
        counted = step.amount.count_of if step.amount is not None else None
        if verb == "draw" and not who and counted is not None and counted.who in ("it", "event") \
                and step.amount.per == 1 and words.get("draw.that_many"):
            return words["draw.that_many"]
        if verb == "discard" and words.get("discard.from_hand") and not who:  # s16-games round 3: the noun
            return words["discard.from_hand"].format(n=n, cards=f"{n} card{'' if n == '1' else 's'}")
        return f"{who}{verb} {n}"
    if verb == "look":
        return f"look at the top {n} card{'s' if n != '1' else ''} of your deck"
    if verb == "to_deck":
        where = {"deck_bottom": "the bottom of", "deck_top": "the top of",
                 "deck_top_or_bottom": "the top or the bottom of"}.get(step.zone_to or "", "the top of")
        if step.zone_to == "deck_top_or_trash":
            return f"return {target} to the top of its owner's deck or place it into the trash"
        if step.zone_to == "deck_shuffle":  # s7-gcg (GCG)
            return f"return {target} to its owner's deck and shuffle it"
        order = " in random order" if step.get("random") else ""
        owners = words.get("deck.owners", "its owner's deck")  # s17-games round 2: NEX-A's 本国 (opt-in)
        whose = "their owners' decks" if target == "them" else owners  # s8-gcg-a
        # s17-games round 2 (opt-in): a card of your hand or one looked at in your deck goes back to your own
        # deck, said in the game's word (NEX-A 「自軍本国」; ALTCG's hand card); GCG keeps its wording
        if words.get("deck.yours") and step.target is not None and (
                step.target.who == "yours" or step.target.zone == "deck"):
            whose = words["deck.yours"]
        if step.target is not None and step.target.who in ("remaining", "looked"):
            whose = "your deck"  # the cards looked at are your deck's
            if step.zone_to == "deck_top" and step.get("random") is False:  # s16-verb: the looker's order
                return "return them to the top of your deck in an order you choose"
        return f"return {target} to {where} {whose}{order}"
    if verb == "to_trash":  # s8-gcg-a: a chosen card goes to its owner's trash (cards looked at: yours)
        mine = step.target is None or step.target.who in ("remaining", "looked", "yours", "this")
        return f"place {target} into {'your' if mine else 'its owner' + chr(39) + 's'} trash"
    if verb == "place_resource":
        kind = ("rested " if step.get("rested") else "") + ("EX resource" if step.get("ex") else "resource")
        return f"place {n} {kind}{'s' if n != '1' else ''}"
    if verb == "token":
        name = step.get("name", "token")
        spec = []
        traits = step.get("traits") or ()
        if traits:
            spec.append(" ".join(f"({t})" for t in traits))  # all of them (s8-gcg-d)
        if step.get("ap") is not None and not step.get("ex_base"):
            spec.append(f"AP {step.get('ap')}, HP {step.get('hp')}")
        spec.extend(f"<{k}>" for k in step.get("keywords") or ())
        own = step.get("text")  # the token's own printed text, read like a card's (5-17-2-1)
        if isinstance(own, Ability) and own.body is not None:
            spec.append(f"with \"{explain_ability(own, words).rstrip('.')}\"")
        rested = "rested " if step.get("rested") else ""
        detail = f" ({', '.join(spec)})" if spec else ""
        return f"deploy {n} {rested}[{name}] token{'s' if n != '1' else ''}{detail}"
    its = "their" if _plural_target(step, target) else "its"  # s12-gcg-exec: "all … units … their"
    if verb == "cant":
        what = {"attack": "attack", "attack_player": f"choose the enemy player as {its} attack target",
                "be_paired": "be paired with a pilot", "be_set_active": "be set as active",
                "be_destroyed_by_enemy_effects": "be destroyed by enemy effects",
                "ap_reduced_by_enemy_effects": f"have {its} AP reduced by enemy effects",
                "be_chosen_by_enemy": "be chosen by enemy effects",  # s14-cont (GCG)
                "returned_to_hand_by_enemy": f"be returned to {its} owner's hand by enemy effects",
                "activate": f"activate <{str(step.get('keyword', '')).replace('_', ' ').title()}>"}.get(
            step.get("what"), str(step.get("what")).replace("_", " "))
        if step.get("what") == "be_deployed_active":  # s13-gcg-gen (GCG): "… is / are deployed rested"
            return f"{target} {'are' if _plural_target(step, target) else 'is'} deployed rested"
        return f"{target} can't {what}"
    if verb == "prevent_damage":
        kind = step.get("kind", "any")
        what = "damage" if kind == "any" else f"{kind} damage"
        source = step.get("source")
        frm = f" from {kind_words(source, words, article=False)}" if isinstance(source, Selector) else ""
        enemy = "enemy " if step.get("enemy") else ""
        op = step.get("amount_op")  # s14-cont (GCG): "can't receive 2 or less / or more … damage"
        bound = f"{step.get('amount_n')} {'or less' if op == '<=' else 'or more'} " if op else ""
        return f"{target} can't receive {bound}{enemy}{what}{frm}"
    if verb == "fresh_attack":  # s7-gcg (GCG): a deploy-turn attack on these units only
        other = step.get("attack_target")
        return f"on the turn {target} is deployed, it may attack {kind_words(other, words)} (not a player)"
    if verb == "may_attack":
        other = step.get("attack_target")
        return f"{target} may choose {kind_words(other, words)} as {its} attack target"
    if verb == "no_set_active":
        return f"{target} is not set as active in the start phase of your opponent's next turn"
    if verb in ("cost_modify", "level_modify") and step.amount is not None \
            and step.amount.count_of is not None:  # s5-gcg-a: "… -1 for each enemy Unit in play"
        counted = kind_words(step.amount.count_of, words, article=False)
        what = "Lv." if verb == "level_modify" else "cost"
        lower = "lower" if step.amount.per < 0 else "higher"
        return f"this card's {what} is {abs(step.amount.per)} {lower} " \
               f"for each of {counted} while in your {step.zone_from or 'hand'}"
    if verb in ("cost_modify", "level_modify") and step.get("as_if") is True:  # s14-cont round 2
        amount = step.amount.n if step.amount else 0
        what = "Lv." if verb == "level_modify" else "cost"
        pairing = step.get("pairing_with")  # s14-cont round 2: "… and pairing it with a Unit with …"
        when = f" when it is paired with {kind_words(pairing, words)}" if pairing is not None else ""
        paid = step.get("pay_with")  # s15-opt: "you may destroy / discard … If you do, play this card as if"
        if paid is not None:
            done = {"discard": "discards", "destroy": "destroys", "rest": "rests",
                    "return_to_hand": "returns to their hand"}.get(str(step.get("pay_verb")), "pays with")
            when += f" when its player {done} {kind_words(paid, words)} as they play it (they may)"
        return f"this card is played from your hand as if its {what} were {amount}{when}"
    if verb == "cost_modify":
        amount = step.amount.n if step.amount else 0
        return f"this card costs {abs(amount)} {'less' if amount < 0 else 'more'} while in your " \
               f"{step.zone_from or 'hand'}"
    if verb == "level_modify":  # s5-gcg-a
        amount = step.amount.n if step.amount else 0
        return f"this card is Lv. {abs(amount)} {'lower' if amount < 0 else 'higher'} while in your " \
               f"{step.zone_from or 'hand'}"
    if verb == "activate" and step.target is not None and step.target.who != "this":  # s5-gcg-a
        return f"activate the 【{str(step.get('timing', '')).capitalize()}】 effect of {target}"
    if verb == "activate":
        return f"activate this card's 【{str(step.get('timing', '')).capitalize()}】 effect"
    if verb == "pilot":
        return f"can be paired as the pilot [{step.get('name')}]"
    params = ", ".join(f"{_param_words(k, words)} {_value_words(v, words)}".strip() for k, v in step.extra)
    return " ".join(x for x in (verb.replace("_", " "), target, f"({params})" if params else "") if x)
