"""The meanings GCG templates build, shared by the English, Japanese and Chinese grammars:
each language module matches its own phrasing and calls these with the parsed slots, so a
template means the same in every printing (the corpus checks en = ja = zh-Hant)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.effects.model import (
    BATTLE,
    INSTANT,
    IT,
    THIS,
    TURN,
    Amount,
    Condition,
    Duration,
    Filter,
    Keyword,
    Selector,
    Step,
)
from ....core.effects.reader import Context, Lead, Unread, apply_leads, resolve_it

YOUR_TURN = Condition.of("your_turn")
OPPONENTS_TURN = Condition.of("opponents_turn")
LOOKED = Selector(who="remaining", kind="card", zone="looked", all=True, count=0)
PAIRED_PILOT = Selector(who="paired", kind="pilot")
THIS_CARD = Selector(who="this", kind="card")
# s13-gcg-gen: "this card in your trash" — the card whose effect it is, from the trash (13-2-8-2)
THIS_CARD_IN_TRASH = Selector(who="this", kind="card", zone="trash", count=1)
# s5-gcg-a: "the first card in your opponent's shield area" (the base, else the top shield: 3-6-2, 13-1-2-2)
FIRST_IN_SHIELD_AREA = Selector(who="enemy", kind="base|shield", zone="shields",
                                filters=(Filter("position", "==", "first"),))
DURATIONS = {"turn": TURN, "battle": BATTLE, "your_turn": Duration("while", YOUR_TURN),
             "opponents_turn": Duration("while", OPPONENTS_TURN),
             # s17-gcg: the durations that end in a later turn (7-6-6-1 at that turn's end; next_turn.py):
             # "during your (opponent's) next turn" / "until the end of your (opponent's) next turn"
             **{key: Duration("until", key=key) for key in ("your_next_turn", "opponents_next_turn",
                                                            "end_of_your_next_turn", "end_of_opponents_next_turn")}}


# s17-gcg round 2: a delayed trigger may last to the end of a later turn (build.delayed, events.carry_delayed)
_TO_THE_END = (DURATIONS["end_of_your_next_turn"], DURATIONS["end_of_opponents_next_turn"])
# s17-gcg round 3: or wait for a later turn and last through it ("During your opponent's next turn, when …, …")
_LATER = (DURATIONS["your_next_turn"], DURATIONS["opponents_next_turn"])


def duration(key: str | None) -> Duration:
    return DURATIONS[key] if key else INSTANT


# --- selectors ---------------------------------------------------------------------------------


def other(sel: Selector) -> Selector:
    return replace(sel, other=True)


def resolve_that(sel: Selector, ctx: Context, phrase: str) -> Selector:
    """A filter comparing with "that Unit" (`whose Lv. is equal to or lower than that Unit`):
    compared with what `it` means here (the chosen card, or the event's card)."""
    if any(f.value == "that_number" for f in sel.filters):  # s14-cont: reader/counted_number.py
        if ctx.that_number is None:
            raise Unread(phrase, f"\u201c{phrase}\u201d compares with a number not counted earlier in the effect")
        sel = replace(sel, filters=tuple(replace(f, value=ctx.that_number) if f.value == "that_number" else f
                                         for f in sel.filters))
    if not any(f.value == "that" for f in sel.filters):
        return sel
    if ctx.referent is None:
        raise Unread(phrase, f"\u201c{phrase}\u201d compares with a card not named earlier in the effect")
    if "rested with this" in phrase.lower() and ctx.referent.who != "it":  # s11-gcg-read: the chosen unit
        raise Unread(phrase, f"\u201c{phrase}\u201d compares with a unit this effect did not choose")
    filters = tuple(replace(f, value=ctx.referent.who) if f.value == "that" else f for f in sel.filters)
    return replace(sel, filters=filters)


def in_zone(sel: Selector, zone: str) -> Selector:
    """The selector in `zone`, yours unless it says whose (`from your trash`)."""
    return replace(sel, zone=zone, who="yours" if sel.who == "any" else sel.who)


def every(sel: Selector) -> Selector:
    """All the cards the selector describes (what a count condition counts)."""
    return replace(sel, all=True, count=0, up_to=False, at_least=0)


def among(sel: Selector, n: int) -> Selector:
    """`1 (X) Unit card among them`: up to N of the cards looked at (the reveal is optional)."""
    return replace(sel, who="looked", zone="looked", count=n, up_to=True)


# --- conditions (10-2-1) -----------------------------------------------------------------------


def count(n: int, sel: Selector, op: str = ">=") -> Condition:
    """"you have N or more X in play", "N or more X cards in your trash": the number of cards the
    selector matches, compared with N."""
    return Condition.of("count", selector=every(sel), op=op, n=n)


def none_of(sel: Selector) -> Condition:
    return count(0, sel, "==")


def self_state(state: str) -> Condition:
    return Condition.of("self_state", state=state)


def self_has(f: Filter) -> Condition:
    return Condition.of("self_has", filter=f)


def it_is(sel: Selector) -> Condition:
    """"If it is a (Zeon) Unit card": the card an earlier step named passes the selector's filters."""
    return Condition.of("it_is", selector=every(sel))


def both(a: Condition, b: Condition) -> Condition:
    return Condition.of("all", conditions=(a, b))


def either(a: Condition, b: Condition) -> Condition:
    """s15-gen: "If A or B," (10-2-1): at least one holds."""
    return Condition.of("any", conditions=(a, b))


def hand_size(player: str, op: str, n: int) -> Condition:
    return Condition.of("hand_size", player=player, op=op, n=n)


def effect_result(what: str, sel: Selector, n: int = 1, op: str | None = None) -> Condition:
    """"If you placed a (Zeon) card with this effect": what this effect's earlier step did.
    `op`: s12-gcg-gen, "rested 2 or more / or less Units" (">=" / "<="), given where printed."""
    if op is None:
        return Condition.of("effect_result", what=what, selector=every(sel), n=n)
    return Condition.of("effect_result", what=what, selector=every(sel), n=n, op=op)


# --- events ("When …,", 10-1-6-1) ---------------------------------------------------------------


def kind_of(sel: Selector) -> Selector:
    """The cards an event or a restriction speaks of: a kind of card, not a number of them
    ("When one of your Units destroys an enemy Unit", "from enemy Units")."""
    return sel if sel.who in ("this", "it", "event", "paired") else every(sel)


def destroys(subject: Selector, target: Selector, battle: bool) -> Condition:
    return Condition.of("destroys", subject=kind_of(subject), target=kind_of(target),
                        by="battle_damage" if battle else "damage")


def destroys_event(s: Any) -> Condition:
    """"When this Unit destroys {sel2} with (battle) damage": `destroys`; s15-opt round 3: when sel2 is an enemy
    shield area card, "that enemy player" after it is the player whose shield area it was (the referent of the
    body's "that enemy player may discard 1": enemy_discard.script_steps, no player chosen)."""
    target = s.sel2
    if target.who == "enemy" and target.zone == "shields":
        s.ctx.referent = Selector(who="enemy", kind="player")
    return destroys(s.sel, target, s.has("battle"))


def receives_damage(subject: Selector, kind: str | None, enemy: bool) -> Condition:
    return Condition.of("receives_damage", subject=kind_of(subject), damage=kind or None,
                        source="enemy" if enemy else None)


def receives_damage_from(subject: Selector, kind: str | None, dealer: Selector) -> Condition:
    """s6-gcg-a: "When this Base receives battle damage from an enemy Unit with 3 or less AP":
    the dealer is the event's other card ("deal 1 damage to that Unit")."""
    return Condition.of("receives_damage", subject=kind_of(subject), damage=kind or None, source="enemy",
                        target=kind_of(dealer))


def names_the_dealer(ctx: Context, that_unit: bool) -> bool:
    """s6-gcg-a: "When this Base receives battle damage from an enemy Unit …, deal 1 damage to
    that Unit": after a damage event with its dealer printed, "that Unit" is the dealer."""
    return that_unit and ctx.event_kind == "receives_damage" and ctx.event_target is not None


def event(kind: str, subject: Selector | None = None, **params: Any) -> Condition:
    params = {k: kind_of(v) if isinstance(v, Selector) else v for k, v in params.items()}
    return Condition.of(kind, subject=kind_of(subject) if subject is not None else None, **params)


ENEMY_PLAYER = Selector(who="enemy", kind="player")


def attack_event(subject: Selector, target: Selector | None = None) -> Condition:
    """s6-gcg-a: "When <subject> attacks [<target>]" (8-2-2): the target as declared (8-2-1):
    an enemy Unit (with bounds) or a player."""
    return event("attacks", subject, target=target) if target is not None else event("attacks", subject)


def block_event(kind: str, subject: Selector, other: Selector | None = None) -> Condition:
    """s6-gcg-a: "When <subject> is blocked [by <unit>]" / "When <subject> blocks" (8-3-1)."""
    return event(kind, subject, target=other) if other is not None else event(kind, subject)


def command_event(command: Selector | None = None, ex: bool = False, played: bool = False) -> Condition:
    """s6-gcg-a: "When you activate a Command's 【Main】/【Action】" / "When you play and activate a
    (X) Command card [using an EX Resource]" (8-3-1, 7-5-2-2): the command's bounds, the EX.
    s14-trig: `played`, "When you play a (X) Command card": played from the hand paying its cost (5-7-1), so
    not a 【Burst】 activating its 【Main】 (13-2-5-1: activated without paying, as a shield is destroyed)."""
    if command is not None and command.kind != "command":
        raise Unread(str(command.kind), "an act on a card that is not a Command: not read")
    if command is not None:  # a kind of card ("a Command card" / 「コマンドカード」 alike), not a count
        command = replace(command, all=True, count=0, up_to=False, at_least=0)
    params: dict[str, Any] = {"command": command} if command is not None else {}
    return Condition.of("command_activated", **params, **({"ex": True} if ex else {}),
                        **({"played": True} if played else {}))


def activated_this_turn(command: Selector) -> Condition:
    """s6-gcg-a: "If you have activated a (X) Command card's 【Main】/【Action】 during this turn"."""
    return Condition.of("this_turn", happened="command", command=command)


PAIRED_THIS_TURN = Condition.of("this_turn", happened="paired")


def end_of_turn_when_paired(ctx: Context) -> list[Lead]:
    """s6-gcg-a: "At the end of the turn when this Unit is paired with a Pilot," (7-6-4-1): at
    the end of any turn (either player's), if this unit was paired this turn; `it` is this unit."""
    if ctx.referent is None:
        ctx.referent = THIS
    return [Lead("trigger", Condition.of("end_of_turn", any_turn=True)), Lead("window", PAIRED_THIS_TURN)]


def qualified(event: Condition, when: Condition) -> Condition:
    """s6-gcg-a: an event with what must hold as it happens ("… while this Unit is attacking",
    "… during your turn"; 10-1-6-2): checked as it triggers."""
    return Condition.of(event.kind, **dict(event.params), when=when)


def attacking(target: Selector) -> Condition:
    return Condition.of("attacking", target=kind_of(target))


# --- steps -------------------------------------------------------------------------------------


def choose(sel: Selector, also: Selector | None = None) -> list[Step]:
    """`Choose …` (10-3-3); `Choose A and B` chooses both, and `them` then names both."""
    steps = [Step("choose", target=sel)]
    if also is not None:
        steps.append(Step("choose", target=also, extra=(("and", True),)))
    return steps


def act(verb: str, target: Selector | None = None, **fields: Any) -> Step:
    return Step(verb, target=target, **fields)


def damage(n: int, target: Selector) -> Step:
    return Step("damage", target=target, amount=Amount(n))


def recover(n: int, target: Selector) -> Step:
    return Step("recover", target=target, amount=Amount(n))


def modify(target: Selector, stat: str, n: int, until: Duration = INSTANT) -> Step:
    return Step("modify", target=target, stat=stat.lower(), amount=Amount(n), until=until)


def grant(target: Selector, keywords: tuple[Keyword, ...], until: Duration = INSTANT) -> list[Step]:
    return [Step("grant", target=target, keyword=k, until=until) for k in keywords]


def draw(n: int, player: str = "self") -> Step:
    return Step("draw", amount=Amount(n), player=player)


def discard(n: int) -> Step:
    return Step("discard", amount=Amount(n), player="self")


def look(n: int) -> Step:
    return Step("look", amount=Amount(n), zone_from="deck_top", player="self")


def reveal_add(sel: Selector, n: int) -> list[Step]:
    """`You may reveal 1 X among them and add it to your hand` (4-8)."""
    return [Step("reveal", target=among(sel, n), may=True), Step("add_to_hand", target=IT, if_done=True)]


def reveal_it_add() -> list[Step]:
    return [Step("reveal", target=IT, may=True), Step("add_to_hand", target=IT, if_done=True)]


def reveal_from_hand(sel: Selector, phrase: str) -> Step:
    """`Reveal 1 (X) Unit card from your hand` (4-8): a card of your hand, shown to everyone."""
    if sel.zone != "hand":
        raise Unread(phrase)
    return Step("reveal", target=sel)


def remaining(to: str, random: bool = False) -> Step:
    """The cards looked at and not taken: to the bottom of the deck (randomly) or the trash."""
    if to == "trash":
        return Step("to_trash", target=LOOKED)
    return Step("to_deck", target=LOOKED, zone_to="deck_bottom", extra=(("random", random),))


def looked_to_top() -> Step:
    """s16-verb: "… and return them to the top of your deck in any order": every card looked at back on top, in
    the order the looker chooses (4-1-6; the deck stays hidden, 4-2-2)."""
    return Step("to_deck", target=LOOKED, zone_to="deck_top", extra=(("random", False),))


def to_deck(target: Selector, where: str) -> Step:
    """`where`: deck_top, deck_bottom, deck_top_or_bottom (the owner chooses), deck_top_or_trash."""
    return Step("to_deck", target=target, zone_to=where)


def mill(n: int, player: str = "self") -> Step:
    """The top N cards of a deck into its owner's trash (4-9); s16-verb: `opponent`, the enemy player's own."""
    return Step("mill", amount=Amount(n), player=player)


def place_resource(n: int, ex: bool = False, rested: bool = False) -> Step:
    # s8-gcg-c: "Place 1 rested EX Resource" keeps `rested` (5-17-3; it was dropped for EX)
    extra = (("ex", True), *((("rested", True),) if rested else ())) if ex else (("rested", rested),)
    return Step("place_resource", amount=Amount(n), extra=extra)


def token_stats_printed(spec: str, stats: list[str]) -> None:
    """s12-gcg-gen: a token's AP and HP are printed once each (5-17): a spec missing one (or giving
    one twice) is not read as 0, it is by hand."""
    if sorted(stats) != ["ap", "hp"]:
        raise Unread(spec, "a token's AP and HP are not each printed once (5-17): resolved by hand")


def token(n: int, name: str, spec: dict[str, Any], rested: bool) -> Step:
    """Deploy N unit tokens `[Name]((Trait)・APn・HPn・<Keyword>・text)` (5-17)."""
    return Step("token", amount=Amount(n), extra=(("name", name.strip()), *spec.items(), ("rested", rested)))


def cant(what: str, target: Selector, until: Duration = INSTANT) -> Step:
    return Step("cant", target=target, until=until, extra=(("what", what),))


def prevent_damage(target: Selector, kind: str | None, source: Selector | None, enemy: bool = False,
                   until: Duration = INSTANT, bound: tuple[int, str] | None = None) -> Step:
    """`It can't receive battle damage from enemy Units with 2 or less AP` (5-5); s14-cont: `bound`,
    "can't receive 2 or less (or more) enemy effect damage": only damage of that amount (n, "<=" / ">=")."""
    extra: tuple[tuple[str, Any], ...] = (("kind", kind or "any"),)
    if bound is not None:  # the comparison and its number, as a filter's (`op`, value)
        extra += (("amount_op", bound[1]), ("amount_n", bound[0]))
    if source is not None:
        extra += (("source", kind_of(source)),)
    if enemy:
        extra += (("enemy", True),)
    return Step("prevent_damage", target=target, until=until, extra=extra)


def reduce_damage(target: Selector, n: int, *, kind: str | None = None, next_only: bool = False,
                  until: Duration = INSTANT) -> Step:
    """`reduce it by N` (the damage that triggered the effect) or `reduce the next damage it
    receives by N` (10-1-9: a replacement of the damage dealt)."""
    extra: tuple[tuple[str, Any], ...] = (("kind", kind or "any"),)
    if next_only:
        extra += (("next", True),)
    return Step("reduce_damage", target=target, amount=Amount(n), until=until, extra=extra)


def add_this_from_trash(sel: Selector, ctx: Any) -> Step:
    """s15-opt: "【Destroyed】If this Unit is destroyed by …, add it / this card from your trash to your hand" — the
    card whose effect it is, from its owner's trash where a 【Destroyed】 effect activates (13-2-8-2); any other
    card named "from your trash" this way (a chosen one) is not read here."""
    meant = resolve_it(sel, ctx, "it")
    if meant.who != "this" or meant.filters or meant.all:
        raise Unread("from your trash", "a card other than this one added from the trash this way")
    return Step("add_to_hand", target=THIS_CARD_IN_TRASH)


def reduce_elided(n: int) -> Step:
    """s15-opt: "(If …,) reduce by N instead" — the reduction printed just before, by another amount: its card,
    its kind and "next" are the replaced step's (`finish`); alone it is not read."""
    return Step("reduce_damage", target=None, amount=Amount(n))


def may_attack(target: Selector, attack_target: Selector, until: Duration = INSTANT) -> Step:
    """`It may choose an active enemy Unit … as its attack target` (8-2-1)."""
    return Step("may_attack", target=target, until=until, extra=(("attack_target", kind_of(attack_target)),))


def cost_modify(n: int, zone: str) -> Step:
    """`This card in your hand gets cost -1` (2-10; 2-11-2: texts work outside play only where
    they say so)."""
    return Step("cost_modify", target=THIS, amount=Amount(n), zone_from=zone)


def instead(steps: list[Step]) -> list[Step]:
    """`… instead.`: the step replaces the earlier one of the same verb when its condition
    holds; the condition is checked before the choice is made (10-1-9-1)."""
    if not steps:
        raise Unread("instead")
    return [s if s.get("instead") else replace(s, extra=(*s.extra, ("instead", True))) for s in steps]


def deploy(sel: Selector) -> Step:
    """`deploy 1 (X) Unit card … among them` is optional and up to one (like a reveal, 4-8)."""
    return Step("deploy", target=among(sel, sel.count) if sel.who == "looked" else sel)


# verbs on cards in play that Japanese and Chinese print straight on a target ("相手のユニット1つに
# 2ダメージを与える") where English chooses first ("Choose 1 enemy Unit. Deal 2 damage to it.")
_CHOSEN_VERBS = frozenset({"damage", "rest", "set_active", "destroy", "return_to_hand", "recover", "modify",
                           "grant",
                           "to_trash"})  # s13-gcg-gen: "(you may) place 1 of your other Units into its owner's trash"
_NAMED = frozenset({"this", "it", "event", "event_target", "paired", "attacking", "battling", "looked",
                    "remaining"})


def canonical(body: list[Step]) -> list[Step]:
    """A verb printed straight on a counted target is the choice of that target and the verb on
    it (10-3-3), as English prints it — so every printing reads the same."""
    out: list[Step] = []
    for step in body:
        target = step.target
        if step.verb in _CHOSEN_VERBS and target is not None and not target.all and target.who not in _NAMED \
                and target.zone == "play":
            out.append(Step("choose", target=target, may=step.may, condition=step.condition,
                            if_done=step.if_done))
            out.append(replace(step, target=IT, may=False, condition=None, if_done=False))
        else:
            out.append(step)
    return out


def delayed(event: Condition, leads: list[Lead], steps: list[Step], ctx: Context,
            sentence: str) -> list[Step]:
    """s6-gcg-a (issue 29): a delayed trigger inside an effect (10-1-6-1): "During this turn,
    when one of your (X) Units destroys an enemy Unit with battle damage, …" / "Choose 1 of your
    Units. When it deals battle damage to an enemy Unit during this turn, …". It lasts this turn
    (printed: "During this turn," or "… during this turn"); without that, by hand. Its body is
    the rest of the ability (`finish` folds later sentences into it). `target` IT: it waits for
    the chosen unit's event."""
    # s10-gcg-a: or this battle ("During this battle, when this Unit receives enemy damage, …", 8-6-2)
    # s17-gcg round 2: or "until the end of your (opponent's) next turn" (7-6-6-1 at that turn's cleanup; next_turn)
    # s17-gcg round 3: or "during your (opponent's) next turn" (it waits for that turn, then lasts through it)
    lifetime = [lead for lead in leads
                if lead.kind == "duration" and lead.value in (TURN, BATTLE, *_TO_THE_END, *_LATER)]
    rest = [lead for lead in leads if lead not in lifetime]
    if event.kind == THIS_EFFECT_DESTROYS:  # s12-gcg-gen: lasts this effect (see this_effect_destroys)
        return this_effect_destroys(event, rest, steps, ctx, sentence)
    # s12-gcg-gen: or "When it … during this battle, …" (the event's own "during this battle")
    spans = [lead.value for lead in lifetime]
    if event.get("until"):
        spans.append(BATTLE if event.get("until") == "battle" else TURN)
    until = BATTLE if BATTLE in spans else next((d for d in spans if d in (*_TO_THE_END, *_LATER)), TURN)
    if until != TURN and len(spans) > 1:
        raise Unread(sentence, "a delayed trigger with two lifetimes: resolved by hand")
    if event.get("until") in ("turn", "battle"):
        event = Condition.of(event.kind, **{k: v for k, v in event.params if k != "until"})
    elif not lifetime:
        raise Unread(sentence, "a \u201cwhen …\u201d inside an effect that lasts no printed time: resolved by hand")
    if any(lead.kind in ("duration", "while", "window", "trigger") for lead in rest):
        raise Unread(sentence, "a delayed trigger with this lead: resolved by hand")
    # s12-gcg-gen: "If C, during this turn, when E, X": C is printed before the trigger — whether it
    # is checked as the effect resolves (10-2-1) or as E happens is not said; reading it into X (as
    # "when E, if C, X" reads) would check it at the other time. By hand, as "If you do, …" is.
    if any(lead.kind in ("condition", "if_done") for lead in ctx.before_trigger):
        raise Unread(sentence, "a condition printed before a delayed trigger (10-2-1): resolved by hand")
    subject = event.get("subject")
    bound = subject if isinstance(subject, Selector) and subject.who == "it" else None
    body = tuple(apply_leads(rest, steps, ctx, sentence))
    return [Step("delayed", target=bound, until=until, extra=(("on", event), ("body", body)))]


THIS_EFFECT_DESTROYS = "destroyed_by_this_effect"


def this_effect_destroys(event: Condition, leads: list[Lead], steps: list[Step], ctx: Context,
                         sentence: str) -> list[Step]:
    """s12-gcg-gen (issue 29): "Deal 1 damage to it. When this effect destroys an enemy Unit, draw 1."
    A trigger (10-1-6-1: "when …" in a text) on this effect's own result: its damage destroys by the
    rules processing done at once (5-5-2, 11-1-2, 11-3-1; 5-10-1 counts it as destroying), so it can
    only happen while this effect resolves — its lifetime is the effect (`until` instant), with no
    printed duration. It triggers once however many it destroys together (10-1-6-3), and resolves
    with the destruction's other triggers in the order 10-1-6-5 / 10-1-6-6 give (turn player's
    first, each player ordering their own): not at the place it is printed."""
    if leads or any(lead.kind in ("condition", "if_done") for lead in ctx.before_trigger):
        raise Unread(sentence, "a trigger on this effect's result with a lead: resolved by hand")
    body = tuple(apply_leads([], steps, ctx, sentence))
    return [Step("delayed", until=INSTANT, extra=(("on", event), ("body", body)))]


def fold_delayed(body: list[Step]) -> list[Step]:
    """The sentences after a delayed trigger are what it does when it triggers."""
    for i, step in enumerate(body):
        on = step.get("on") if step.verb == "delayed" else None
        if isinstance(on, Condition) and on.kind == THIS_EFFECT_DESTROYS and body[i + 1:]:
            # s12-gcg-gen: a step printed after "When this effect destroys …, X." — part of X, or of the
            # effect (done whether or not it destroys)? Not said: not guessed
            raise Unread("When this effect destroys …", "a step after a trigger on this effect's result: "
                         "resolved by hand")
        if step.verb == "delayed":
            inner = finish([*step.get("body"), *body[i + 1:]])
            extra = tuple((k, tuple(inner) if k == "body" else v) for k, v in step.extra)
            return [*body[:i], replace(step, extra=extra)]
    return body


def finish(body: list[Step]) -> list[Step]:
    """`X during this turn. If …, Y instead.`: the replacing step lasts as long as the one it
    replaces (its duration is printed once, on the first)."""
    body = fold_delayed(body)  # s6-gcg-a
    out: list[Step] = []
    for step in canonical(body):
        if step.get("instead"):
            replaced = next((s for s in reversed(out) if s.verb == step.verb and not s.get("instead")), None)
            if replaced is not None and replaced.until != INSTANT and step.until == INSTANT:
                step = replace(step, until=replaced.until)
            if replaced is not None and step.target is None and step.verb == "damage":
                step = replace(step, target=replaced.target)  # "… deal 3 damage instead": to the same card
            if replaced is not None and step.target is None and step.verb == "reduce_damage":
                # s15-opt: "reduce the next damage it receives by 2. If …, reduce by 4 instead.": the same
                # reduction (its card, its kind, "next") by the other amount (10-1-9)
                step = replace(step, target=replaced.target, extra=(*replaced.extra, ("instead", True)))
        if step.verb == "damage" and step.target is None:
            raise Unread("deal damage", "damage to no card named")
        if step.verb == "reduce_damage" and step.target is None:  # s15-opt: "reduce by N" with no reduction before
            raise Unread("reduce by", "a reduction of no damage named")
        out.append(step)
    return out


# s5-gcg-a (issue 29) -----------------------------------------------------------------------------


def pair_this_from_trash(unit: Selector) -> Step:
    """"After activating this card's 【Main】, you may pair this card from your trash with one of your
    (X) Units": this card (from the trash, 3-4-4) is paired with the chosen unit (5-9-1)."""
    return Step("pair", target=unit, may=True, zone_from="trash", extra=(("card", "this"),))


def activate_on(card: Selector, timing: str) -> Step:
    """"Activate 【Main】 on the card paired with this Unit" (10-1-8)."""
    return Step("activate", target=card, extra=(("timing", timing),))


def trash_size(player: str, op: str, n: int) -> Condition:
    """s5-gcg-a: "While an enemy player has 7 or more cards in their trash" (4-9: the trash is public)."""
    return Condition.of("trash_size", player=player, op=op, n=n)


def play_as_if(n: int, condition: Condition | None, cost: int | None = None) -> list[Step]:
    """s14-cont round 2: "When playing this card from your hand(, if C), play it as if it has N Lv. and cost." — its
    Lv. and cost ARE N when it is played from the hand (2-9-1, 2-10-1, checked and paid at 7-5-2-2 b / c): a value,
    not a change (`as_if`). `cost`: a cost printed apart from the Lv. (ja 「Lv.2・コスト3」)."""
    return [Step(verb, target=THIS, amount=Amount(value), zone_from="hand", condition=condition,
                 extra=(("as_if", True),))
            for verb, value in (("level_modify", n), ("cost_modify", n if cost is None else cost))]


def play_as_if_pairing(n: int, unit: Selector) -> Step:
    """s14-cont round 2: "When playing this card from your hand and pairing it with a Unit with [X] in its card
    name, play this card as if it has 0 cost." — the cost paid (2-10-1, 7-5-2-2 c) when it is paired with such a
    unit (3-3-1)."""
    return Step("cost_modify", target=THIS, amount=Amount(n), zone_from="hand",
                extra=(("as_if", True), ("pairing_with", unit)))


def level_modify(n: int, zone: str) -> Step:
    """s5-gcg-a: "This card in your hand gets Lv. -3 (and cost -3)": its Lv. for being played (2-9-1)."""
    return Step("level_modify", target=THIS, amount=Amount(n), zone_from=zone)


def per_damage_received(stat: str) -> Step:
    """s5-gcg-a: "Increase this Unit's AP by an amount equal to the amount of damage it has
    received": +1 for each damage counter on this unit (5-5-1), whenever asked (10-1-5)."""
    return Step("modify", target=THIS, stat=stat, extra=(("per", "damage_received"),))


def hand_change_per(verb: str, per: int, counted: Selector) -> Step:
    """s5-gcg-a: "this card in your hand gets Lv. -1 and cost -1 for each enemy Unit in play" /
    "Reduce the cost of this card in your hand by an amount equal to the number of (X) Command
    cards in your trash": `per` times the cards `counted` (2-9-1, 2-10-1)."""
    return Step(verb, target=THIS, amount=Amount(per=per, count_of=every(counted)), zone_from="hand")
