"""Printed UCG cards (CONTRACTS §3b): the reader's model -> the engine's script executor.

One table (docs/cards.md "UCG"): an ability becomes an effect of cards.py (timing, state
prefix, uses per turn, cost, 「可」, condition) and each step a script step of effects.py.
An ability the executor cannot run exactly is by hand: `problem(ability)` names why, and the
reading (`read_text`) has no body. Its header still holds: a by-hand 《登場時》 text still
triggers and waits for its owner, a by-hand [發動] still counts its uses per turn (9.4.2)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...core.effects.model import Ability, Condition, Cost, Reading, Selector, Step
from ...core.effects.reader import runnable_only
from ...core.effects.words import name_words, plain_words
from .reader import build, read

PER_TURN = {"once_per_turn": 1, "2_per_turn": 2, "3_per_turn": 3}
TIMINGS = ("on_enter", "on_scene_enter", "on_any_scene_enter", "activate", "continuous", "deckbuilding")
PLACES = {"deck_bottom": "bottom", "deck_top": "top", "deck_top_or_bottom": "top_or_bottom"}
CHARACTER_NOUNS = ("character", "ultraman", "kaiju")
ROUND_OPS = {"<=": "at_most", ">=": "at_least", "==": "exactly"}


class NotRunnable(Exception):
    """Why the engine cannot run an ability exactly. Players read it (`check`, `/card`, the by-hand
    menu), so any internal name in it is put in words here (core/effects/words.py)."""

    def __init__(self, reason: str) -> None:
        super().__init__(plain_words(reason))


def _filters(sel: Selector) -> dict[str, Any]:
    """A selector's filters -> the script step's target filters."""
    out: dict[str, Any] = {}
    if sel.kind != "character":
        out["kind"] = sel.kind
    for f in sel.filters:
        if f.attr == "character" and f.op == "has":
            out["character_name"] = list(f.value)
        elif f.attr == "type" and f.op == "has":
            out["attribute"] = list(f.value)
        elif f.attr == "state" and f.op == "has":
            out["states"] = list(f.value)
        elif f.attr == "adjacent" and f.value is True and sel.who == "yours":
            out["adjacent"] = True  # 5.5.7
        elif f.attr == "or_named" and f.op == "==" and sel.who == "looked":  # 「X」 (2.3.1.2)
            out["or_named"] = f.value
        elif f.attr == "level" and f.op == "==" and sel.who == "looked":  # a revealed card's level (2.3.3)
            out["min_level"] = out["max_level"] = f.value
        else:
            raise NotRunnable(f"a target filter the engine does not have ({name_words(f.attr)})")
    return out


def _exile_filters(sel: Selector) -> dict[str, Any]:
    """The noun (a card of any kind, or a character card) and the level bound (2.3.3)."""
    out: dict[str, Any] = {"kind": sel.kind}
    if sel.up_to:
        out["up_to"] = sel.count
    for f in sel.filters:
        if f.attr != "level" or f.op not in (">=", "<=", "=="):
            raise NotRunnable(f"a discard-area card filter the engine does not have ({name_words(f.attr)})")
        if f.op in (">=", "=="):
            out["min_level"] = f.value
        if f.op in ("<=", "=="):
            out["max_level"] = f.value
    return out


def _recover_filters(sel: Selector) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": sel.kind}
    for f in sel.filters:
        if f.attr == "character" and f.op == "has":
            out["character_name"] = list(f.value)
        elif f.attr == "or_kind" and f.op == "==":
            out["or_kind"] = f.value
        else:
            raise NotRunnable(f"a discard-area card filter the engine does not have ({name_words(f.attr)})")
    return out


def _hand_filters(sel: Selector) -> dict[str, Any]:
    """Cards of your hand of a printed noun / 『X』 (a discard), or NotRunnable."""
    if sel.who != "yours" or sel.zone != "hand" or sel.up_to or sel.all:
        raise NotRunnable("a discard the engine cannot choose exactly (9.4.3)")
    out: dict[str, Any] = {} if sel.kind == "card" else {"kind": sel.kind}
    for f in sel.filters:
        if f.attr != "character" or f.op != "has":
            raise NotRunnable(f"a filter of a hand card the engine does not have ({name_words(f.attr)})")
        out["character_name"] = list(f.value)
    return out


def _aim(sel: Selector | None, lasting: bool, up_to: bool = False) -> dict[str, Any]:
    """A step's target -> the executor's `target` (+ filters, `all`; `up_to` where the step
    chooses one at a time: a BP or grade change)."""
    if sel is None:
        raise NotRunnable("a step with no target")
    if sel == build.THIS:
        return {"target": "self"}
    if lasting:
        raise NotRunnable("a continuous text on a character other than this one (9.3.1)")
    if sel == build.BATTLING:
        return {"target": "opposing"}  # 7.1.1
    if sel.who == "battling_of_yours" and sel.kind in CHARACTER_NOUNS and sel.zone == "play" \
            and not sel.up_to and not sel.other and not sel.all and sel.count == 1:
        return {"target": "opposing_of_own", **_filters(sel)}  # 7.1.1: one of yours names it
    if up_to and sel.up_to and sel.who in ("yours", "enemy") and sel.kind in CHARACTER_NOUNS \
            and sel.zone == "play" and not sel.all and not sel.other and 1 < sel.count <= 10:  # one at a time
        return {"target": "own_character" if sel.who == "yours" else "enemy_character", "up_to": sel.count,
                **_filters(sel)}
    if sel.who in ("yours", "enemy") and sel.kind in CHARACTER_NOUNS and sel.zone == "play" \
            and not sel.up_to and (not sel.other or sel.who == "yours") and (sel.all or sel.count == 1):
        out = {"target": "own_character" if sel.who == "yours" else "enemy_character", **_filters(sel)}
        if sel.all:
            out["all"] = True
        if sel.other:
            out["other"] = True  # "another one of your …"
        return out
    raise NotRunnable("a target the engine cannot choose exactly (7.1.2)")


def _until(step: Step) -> str:
    """"for this turn" (5.10.2), or no period printed: it lasts while the character does."""
    if step.until == build.STAYS:
        return "permanent"  # on the character: gone when it leaves play
    if step.until.kind != "turn":
        raise NotRunnable("a duration other than this turn (5.10.2)")
    return "turn"


def _charge_target(sel: Selector | None) -> dict[str, Any]:
    """11.17.1: under this character, or under one of yours (with 【○○】 in its character name)."""
    if sel == build.THIS:
        return {"target": "self"}
    if sel is None or sel.who != "yours" or sel.kind != "character" or sel.all or sel.count != 1:
        raise NotRunnable("a charge the engine cannot place exactly (11.17.1)")
    out: dict[str, Any] = {"target": "own_character"}
    for f in sel.filters:
        if f.attr != "character_contains" or f.op != "==":
            raise NotRunnable(f"a charge target filter the engine does not have ({name_words(f.attr)})")
        out["name"] = f.value
    return out


def _whole(step: Step) -> dict:
    """The (A) of "(A), to (B)": all n cards or none (11.4.4, build.in_full)."""
    return {"whole": True} if step.get("whole") else {}


def _n(step: Step) -> int:
    return step.amount.n if step.amount is not None else 0


def to_script(steps: tuple[Step, ...], lasting: bool) -> list[dict[str, Any]]:
    """The model's steps -> script steps (cards.py `Step`), or NotRunnable."""
    out: list[dict[str, Any]] = []
    i = 0
    while i < len(steps):
        step = steps[i]
        flags = {"if_done": True} if step.if_done else {}
        verb = step.verb
        if verb == "reveal":  # reveal + add_to_hand (looked) + to_trash (remaining): 11.11, 11.4
            pick = steps[i + 1] if i + 1 < len(steps) else None
            rest = steps[i + 2] if i + 2 < len(steps) else None
            if pick is None or rest is None or pick.verb != "add_to_hand" or pick.target is None \
                    or pick.target.who != "looked" or rest.verb != "to_trash" or step.player != "self":
                raise NotRunnable("a reveal the engine runs only as reveal-take-one-trash-the-rest (11.11)")
            out.append({"reveal_pick": _n(step), **_filters(pick.target)})
            i += 3
            continue
        if step.may:
            flags["may"] = True  # 11.14.2: this part alone is 「可」
        if verb in ("modify", "battle_result") and (step.stat in ("bp", "grade") or verb == "battle_result"):
            aim = _aim(step.target, lasting, up_to=verb == "modify")
            until = {} if lasting else {"until": _until(step)}
            amount = step.amount
            if verb == "battle_result":
                value: dict[str, Any] = {"result": step.get("result")}
            elif amount is not None and amount.count_of is not None:
                # s17-games round 2: "For every two cards in an opponent's hand, give this character +1000 BP"
                if not lasting or step.stat != "bp" or amount.count_of != build.OPPONENT_HAND:
                    raise NotRunnable("a BP change counted from cards the engine does not count (11.7)")
                value = {"bp": amount.per, "per_opponent_hand": amount.count_each}
            else:
                value = {"bp": _n(step)} if step.stat == "bp" else {"level": _n(step)}
            out.append({**value, **aim, **until, **flags})
        elif verb == "charge":
            out.append({"charge": _n(step), **_charge_target(step.target), **flags})
        elif verb == "swap" and step.target is not None and not lasting and step.target.who == "yours" \
                and step.target.other and step.target.kind in CHARACTER_NOUNS and step.target.count == 1 \
                and not step.target.all and not step.target.up_to:
            out.append({"swap": True, "target": "own_character", **_filters(step.target), **flags})  # 11.9.1
        elif verb == "return_to_hand" and step.target == build.OPPONENTS_SCENE:
            out.append({"return_scene": True, **flags})  # 6.1.1: the scene, if the opponent's
        elif verb == "return_top" and step.target is not None and step.target.who == "yours" \
                and not step.target.all:
            out.append({verb: True, **_aim(step.target, lasting), **flags})  # 11.12.1: one of yours
        elif verb in ("return_top", "return_to_hand") and step.target is not None \
                and (step.target.who == "enemy" or step.target == build.BATTLING):
            out.append({verb: True, **_aim(step.target, lasting), **flags})  # 11.12.1, 12.4.1
        elif verb == "extra_bp":
            out.append({"extra": True})
        elif verb == "draw" and step.player == "self" and step.amount is not None \
                and step.amount.count_of == build.RETURNED:
            out.append({"draw_returned": True, **flags})  # "draw that many cards"
        elif verb == "draw" and step.player == "self" and step.amount is not None \
                and step.amount.count_of is None:
            out.append({"draw": _n(step), **_whole(step), **flags})
        elif verb == "draw" and step.player == "opponent" and step.get("they_may") and not flags \
                and step.amount is not None and step.amount.count_of is None:
            # s17-games: "Your opponent may draw a card" — asked of the opponent (11.3, 11.10.1)
            out.append({"draw": _n(step), "by_opponent": True, "may": True})
        elif verb == "discard" and step.player == "self" and step.target is None:
            out.append({"discard": _n(step), **_whole(step), **flags})
        elif verb == "discard" and step.player == "self" and step.target is not None:
            # "one scene card"
            out.append({"discard": _n(step), **_hand_filters(step.target), **_whole(step), **flags})
        elif verb == "to_deck" and step.target == build.HAND_CARD and step.zone_to in PLACES:
            out.append({"to_deck": PLACES[step.zone_to], **flags})
        elif verb == "to_deck" and step.zone_to in ("deck_top", "deck_bottom") and step.target is not None \
                and step.target == replace(build.HAND_CARD, count=step.target.count, up_to=True):
            out.append({"to_deck": PLACES[step.zone_to], "up_to": step.target.count, **flags})
        elif verb == "add_to_hand" and step.target is not None and step.target.who == "yours" \
                and step.target.zone == "trash" and not step.target.up_to and step.target.count == 1:
            out.append({"recover": 1, **_recover_filters(step.target), **flags})  # 3.7.2
        elif verb == "mill" and step.player == "self" and step.amount is not None \
                and step.amount.count_of is None:
            out.append({"mill": _n(step), **_whole(step), **flags})
        elif verb == "exile" and step.target is not None and step.target.who == "enemy" \
                and step.target.zone == "trash" and step.target.kind in ("card", "character"):
            out.append({"exile": step.target.count, **_exile_filters(step.target), **_whole(step),
                        **flags})  # 3.8.1
        elif verb == "to_trash" and step.target == build.THIS_SCENE and not lasting:
            out.append({"trash_this": True, **flags})  # 6.1.1
        elif verb == "to_trash" and step.target is not None and step.target.kind == "scene":
            bound = step.target.filter("round")
            if bound is None or bound.op not in ROUND_OPS or step.target.who not in ("any", "enemy"):
                raise NotRunnable("a scene the engine cannot name exactly (6.1.1)")
            out.append({"trash_scene": bound.value, "round_op": ROUND_OPS[bound.op],
                        "scene_owner": step.target.who, **flags})
        elif verb == "deck_limit":
            out.append({"copies": 50})  # 9.1.1: any number (a deck is 50 cards, 4.1.1)
        elif verb == "deck_copies":
            out.append({"copies": _n(step)})  # 9.1.1: up to n
        else:
            stat = f" ({name_words(step.stat)})" if step.stat else ""
            raise NotRunnable(f"{name_words(verb)}{stat}: a step the engine does not run")
        i += 1
    return out


def condition_of(conditions: tuple[Condition, ...]) -> tuple[list[str] | None, dict[str, Any]]:
    """(the state prefix, the executor's condition)."""
    states: list[str] | None = None
    cond: dict[str, Any] = {}
    for c in conditions:
        if c.kind == "stack_state":
            states = list(c.get("states"))
        elif c.kind == "opponent_type":
            cond["opponent_type"] = list(c.get("types"))
        elif c.kind == "opponent_kind":
            cond["opponent_kind"] = c.get("noun")
        elif c.kind == "opponent_state":
            cond["opponent_state"] = list(c.get("states"))
        elif c.kind == "lead_player":
            cond["first_player"] = True
        elif c.kind == "own_scene":
            cond["own_scene"] = True
        elif c.kind == "present":
            cond["present_character"] = c.get("character")
        elif c.kind == "present_any":
            cond["present_any"] = list(c.get("character"))  # 『A』 or 『B』
        elif c.kind == "adjacent":
            cond["adjacent_character"] = c.get("character")
            if c.get("both"):
                cond["adjacent_both"] = True
        elif c.kind == "charge_count" and c.get("op") == ">=":
            cond["charge_at_least"] = c.get("n")  # 11.17.1
        elif c.kind == "count" and c.get("op") == ">=" and c.get("who") == "yours":
            cond.update(count_kind=c.get("noun"), count_at_least=c.get("n"))
            if c.get("states"):
                cond["count_states"] = list(c.get("states"))
        else:
            raise NotRunnable(f"a condition the engine does not have ({name_words(c.kind)})")
    return states, cond


def cost_of(cost: Cost | None) -> list[dict[str, Any]] | None:
    if cost is None or cost == build.FREE:
        return None
    if cost.discard is not None and cost == build.discard_cost(cost.discard.count):
        return [{"discard": cost.discard.count}]
    if cost.discard is not None and cost == build.discard_cost(cost.discard.count, cost.discard):
        return [{"discard": cost.discard.count, **_hand_filters(cost.discard)}]  # "Discard one 『X』 card"
    if cost == build.TRASH_THIS:
        return [{"trash_this": True}]  # 9.4.3, 6.1.1
    # s17-games: "Exile two 『X』 cards in your discard area from the game" (3.8.1)
    if cost.exile is not None and cost == build.exile_own_cost(cost.exile.count, cost.exile) and \
            not cost.exile.up_to and not cost.exile.all:
        return [{"exile_own": cost.exile.count, **_hand_filters(replace(cost.exile, zone="hand"))}]
    detach = dict(cost.extra).get("detach")
    if isinstance(detach, int) and cost == build.detach_cost(detach):
        return [{"detach": detach}]  # 11.17: this character's charge cards
    raise NotRunnable("a cost the engine does not have (9.4.3)")


def effect_of(ability: Ability) -> dict[str, Any]:
    """A read ability -> an effect of cards.py, or NotRunnable."""
    timing = ability.timing
    if timing not in TIMINGS or ability.body is None:
        raise NotRunnable(f"a timing the engine does not run ({name_words(timing)})")
    states, cond = condition_of(ability.conditions)
    lasting = timing == "continuous"
    effect: dict[str, Any] = {"timing": timing, "text": ability.text,
                              "script": to_script(ability.body, lasting)}
    if states:
        effect["states"] = states
    if cond:
        effect["condition"] = cond
    if ability.optional:
        effect["optional"] = True
    if timing == "activate":
        effect["per_turn"] = PER_TURN.get(ability.limit or "", 1)
        cost = cost_of(ability.cost)
        if cost:
            effect["cost"] = cost
    elif ability.cost is not None or ability.limit is not None:
        raise NotRunnable("a cost or limit outside [發動] (9.4)")
    if lasting and any(next(iter(s)) not in ("bp", "level", "extra", "result") for s in effect["script"]):
        raise NotRunnable("a continuous text other than BP / grade / EXTRA / battle result (9.3.1)")
    from .cards import Effect  # the card model checks what this table built

    Effect.model_validate(effect)
    return effect


def problem(ability: Ability) -> str | None:
    """Why the engine cannot run a read ability exactly (None: it can)."""
    if ability.body is None:
        return None
    try:
        effect_of(ability)
    except NotRunnable as exc:
        return str(exc)
    except ValueError:  # the card model refused what the table built (its message names fields)
        return "a combination of these parts the engine does not run"
    return None


def read_text(text: str, lang: str | None = None) -> Reading:
    """The reading with what the engine cannot run moved to by hand."""
    return runnable_only(read(text, lang), problem)


def is_printed(row: Any) -> bool:
    """A printed card: `text` and none of the scripted card's fields (CONTRACTS §3b)."""
    return isinstance(row, dict) and bool(row.get("text")) and "effects" not in row


ENGINE_LANGS = ("en", "zh-Hant", "ja")  # the printing the engine runs, when a card gives several


def printing(text: Any, lang: Any = None) -> tuple[str, str | None]:
    """(the text the engine runs, its language)."""
    if isinstance(text, dict):
        for wanted in ENGINE_LANGS:
            if text.get(wanted):
                return str(text[wanted]), wanted
        key = next(iter(text))
        return str(text[key]), str(key)
    return str(text), lang if isinstance(lang, str) else None


def to_card(row: dict[str, Any]) -> dict[str, Any]:
    """A printed card -> the engine's card fields: its effects, each run or by hand."""
    text, lang = printing(row["text"], row.get("lang"))
    reading = read_text(text, lang)
    out = {k: v for k, v in row.items() if k != "lang"}  # `text` kept as printed: /card shows the reader's
    effects: list[dict[str, Any]] = []
    for ability in reading.abilities:
        if ability.body is not None:
            effects.append(effect_of(ability))
            continue
        timing = ability.timing if ability.timing in TIMINGS else "trigger"
        if timing == "deckbuilding":
            timing = "trigger"  # a deck-building text the engine does not read: shown, by hand
        effect: dict[str, Any] = {"timing": timing, "text": ability.text, "by_hand": True}
        try:
            states, _ = condition_of(tuple(c for c in ability.conditions if c.kind == "stack_state"))
        except NotRunnable:
            states = None
        if states:
            effect["states"] = states
        if timing == "activate":
            effect["per_turn"] = PER_TURN.get(ability.limit or "", 1)
        if ability.optional and timing in ("on_enter", "on_scene_enter"):
            effect["optional"] = True
        effects.append(effect)
    out["effects"] = effects
    return out
