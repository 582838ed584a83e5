"""Triggered and [發動] effects (chapters 9–11): the queue, its order (10.1.3.2–10.1.3.4,
10.2.1), a source's validity when resolving (10.1.3.2, 11.12.2), targets (7.1), 「可」
parts (11.3) and the script verbs. Effects without a script stop on an `effect` prompt
for their owner, who resolves them with the effect actions."""

from __future__ import annotations

from ...core.rng import shuffled
from .battle import active_effects, condition_holds, noun_matches
from .cards import Effect, Step
from .log import label, say
from .state import Character, Mod, PendingEffect, Prompt, UcgState

# --- queueing ----------------------------------------------------------------------------


def trigger_appeared(state: UcgState, uid: int, area: int | None) -> None:
    """A character's top card appears face up: its 《當本角色登場時》 effects trigger
    (5.7.2.1, 9.2.2, 11.8.2); a card's several effects are ordered by its owner (10.2.1)."""
    char = state.character(uid)
    if char is None or char.top != uid:
        return
    card = state.cards[uid]
    nested = state.resolving is not None  # 10.1.3.3: after the effect that caused it
    for index, _ in active_effects(state, char, "on_enter"):
        state.queue.append(PendingEffect(card.owner, uid, card.inc, index, "on_enter", area=area,
                                         nested=nested))


def trigger_scene(state: UcgState, uid: int) -> None:
    card = state.cards[uid]
    for index, effect in state.definition(uid).effects_at("on_scene_enter"):  # 6.2.3
        if (uid, card.inc, index) not in state.nullified and condition_holds(state, card.owner, None, effect):
            state.queue.append(PendingEffect(card.owner, uid, card.inc, index, "on_scene_enter"))


def trigger_scene_watchers(state: UcgState) -> None:
    """A scene entered play: every character's 《Whenever a scene enters play》 effects trigger
    (9.2.1); the first player's resolve first (10.1.3.4)."""
    nested = state.resolving is not None
    for area, _, char in state.characters():
        for index, _ in active_effects(state, char, "on_any_scene_enter"):
            card = state.cards[char.top]
            state.queue.append(PendingEffect(card.owner, char.top, card.inc, index, "on_any_scene_enter",
                                             area=area, nested=nested))


def effect_of(state: UcgState, pending: PendingEffect) -> Effect:
    return state.definition(pending.source).effects[pending.effect]


def text_of(state: UcgState, pending: PendingEffect) -> str:
    return f"{label(state, pending.source)}: {effect_of(state, pending).text}"


def source_valid(state: UcgState, pending: PendingEffect) -> bool:
    """10.1.3.2, 11.12.2: the card is still the face-up top card of its character (or
    the scene), the same card (3.2.3), and the ability is not nullified (11.13.2)."""
    card = state.cards[pending.source]
    if card.inc != pending.source_inc or card.face_down:
        return False
    if (pending.source, card.inc, pending.effect) in state.nullified:
        return False
    if card.zone == "scene":
        return state.scene == pending.source
    char = state.character(pending.source)
    return char is not None and char.top == pending.source


def start_next(state: UcgState) -> None:
    """Take the next effect: the first player's before the other's (10.1.3.4); among one
    player's simultaneous effects that differ, the player chooses (10.1.3.2, 10.2.1)."""
    nested = [i for i, e in enumerate(state.queue) if e.nested]
    if nested:  # 10.1.3.3: triggered while resolving A: before B
        state.resolving = state.queue.pop(nested[0])
        return
    owners = [p for p in (state.first, state.second) if any(e.owner == p for e in state.queue)]
    owner = owners[0]
    mine = [i for i, e in enumerate(state.queue) if e.owner == owner]
    kinds = {(state.cards[state.queue[i].source].number, state.queue[i].effect) for i in mine}
    if len(kinds) > 1:
        state.prompt = Prompt("order", owner, options=[[state.queue[i].source, state.queue[i].effect]
                                                       for i in mine])
        return
    state.resolving = state.queue.pop(mine[0])


def choose_order(state: UcgState, source: int, ability: int) -> None:
    index = next(i for i, e in enumerate(state.queue) if e.source == source and e.effect == ability)
    state.prompt = None
    state.resolving = state.queue.pop(index)


# --- resolving ---------------------------------------------------------------------------


def targets(state: UcgState, pending: PendingEffect, step: Step) -> list[int]:
    """Characters (by top card) a step may affect (7.1.1, 7.1.2)."""
    owner = pending.owner
    if step.verb == "charge":
        side = [c for _, _, c in state.characters(owner)]
        if step.target == "self":
            char = state.character(pending.source)
            side = [char] if char is not None else []
        if step.name:  # 11.17.1: a character with 【○○】 in its character name
            side = [c for c in side if state.definition(c.top).character_contains(step.name)]
        return [c.top for c in side]
    if step.target == "self":
        char = state.character(pending.source)
        return [char.top] if char is not None else []
    if step.target == "opposing":
        char = state.opposing(pending.source)
        return [char.top] if char is not None else []
    if step.target == "opposing_of_own":  # 7.1.1: the battle opponents of your matching characters
        yours = [c.top for _, _, c in state.characters(owner) if matches(state, c.top, step)]
        facing = (state.opposing(u) for u in yours)
        return [c.top for c in facing if c is not None]
    side = owner if step.target == "own_character" else state.opponent(owner)
    chars = [c.top for _, _, c in state.characters(side)]
    source = state.character(pending.source)
    if step.swap or step.other:  # 11.9.1, "another one of your …": not this character
        chars = [u for u in chars if source is None or u != source.top]
    if step.adjacent:  # 5.5.7: the areas left and right of this character's
        found = state.locate(source.top) if source is not None else None
        chars = [u for u in chars if found is not None and (state.locate(u) or (-9, ""))[0] in
                 (found[0] - 1, found[0] + 1)]
    if step.named:  # 2.3.1.2: a part of the card name
        chars = [u for u in chars if step.named in state.definition(u).name]
    if step.kind or step.character_name or step.attribute or step.states:  # a printed target's filters
        chars = [u for u in chars if matches(state, u, step)]
    return chars


def matches(state: UcgState, uid: int, step: Step) -> bool:
    """A printed target's or picked card's filters: its noun (2.3.6), 『X』 (2.3.2), TYPE
    (2.3.4), state (2.3.5.2). A face-down card shows none of them (10.1.1)."""
    card = state.definition(uid)
    if step.or_kind and not state.cards[uid].face_down and noun_matches(card, step.or_kind):
        return True  # "one scene or 『X』 card"
    if step.or_named and not state.cards[uid].face_down and card.name_contains(step.or_named):
        return True  # "one 「X」, 『A』, or 『B』 card" (2.3.1.2)
    if state.cards[uid].face_down or not noun_matches(card, step.kind):
        return False
    if step.character_name and not any(card.has_character(n) for n in step.character_name):
        return False
    if step.attribute and card.attribute not in step.attribute:
        return False
    if step.min_level is not None and (card.level is None or card.level < step.min_level):
        return False
    if step.max_level is not None and (card.level is None or card.level > step.max_level):
        return False
    if step.states:
        char = state.character(uid)
        if char is None or char.state_name not in step.states:
            return False
    return True


def continue_resolution(state: UcgState) -> None:
    """Run the resolving effect until it needs a decision or is done."""
    pending = state.resolving
    assert pending is not None
    if not source_valid(state, pending) and pending.kind != "activate":
        say(state, f"{text_of(state, pending)} — not resolved: its card is no longer the face-up "
                   "top card (10.1.3.2)", key="ucg.event.not_resolved",
            params={"card": label(state, pending.source), "effect": effect_of(state, pending).text})
        finish(state)
        return
    effect = effect_of(state, pending)
    if pending.kind != "activate" and not pending.started and pending.step == 0 and effect.condition \
            and not condition_holds(state, pending.owner, state.character(pending.source), effect):
        say(state, f"{text_of(state, pending)} — not resolved: its condition does not hold (11.5.1)",
            key="ucg.event.condition_fails", params={"card": label(state, pending.source)})
        finish(state)
        return
    if effect.optional and not pending.started:  # 11.3
        state.prompt = Prompt("may", pending.owner, data={"text": text_of(state, pending)})
        return
    if not effect.script:
        state.prompt = Prompt("effect", pending.owner, data={"text": text_of(state, pending)})
        return
    while pending.step < len(effect.script):
        step = effect.script[pending.step]
        if step.if_done and not pending.last_done:  # 11.4.2, 11.20.3
            skip_step(pending)
            continue
        if step.may and not pending.asked:  # 11.14.2, 11.19.3, 11.20.1
            # s17-games: the opponent's 「可」 (「對手可抽一張牌」) is theirs to answer (11.3)
            asked = state.opponent(pending.owner) if step.by_opponent else pending.owner
            state.prompt = Prompt("may", asked, data={"text": text_of(state, pending), "step": pending.step})
            return
        if step.verb == "discard":  # of any card, or of the printed noun / 『X』 ("one scene card")
            hand = [u for u in state.zone(pending.owner, "hand") if matches(state, u, step)]
            if len(hand) > (step.discard or 0):
                state.prompt = Prompt("discard", pending.owner, data={"count": step.discard,
                                                                       "text": text_of(state, pending)})
                return
            done = len(hand) == step.discard
            if step.whole and not done:  # the (A) of "(A), to (B)": not at all unless in full (11.4.4)
                next_step(pending, False)
                continue
            discard(state, pending.owner, list(hand))  # 1.2.3: as much as possible
            next_step(pending, done)
            continue
        if step.verb in ("draw", "draw_returned"):  # draw_returned: "draw that many cards" (11.10)
            n = pending.last_moved if step.draw_returned else step.draw or 0
            drawer = state.opponent(pending.owner) if step.by_opponent else pending.owner  # 11.10.1
            done = len(state.zone(drawer, "deck")) >= n
            if step.whole and not done:  # the (A) of "(A), to (B)": not at all unless in full (11.4.4)
                next_step(pending, False)
                continue
            draw(state, drawer, n)
            next_step(pending, done)
            continue
        if step.verb == "reveal_pick":
            if reveal(state, pending, step):
                return
            continue
        if step.verb == "to_deck":
            if step.up_to and (pending.moved >= step.up_to or not state.zone(pending.owner, "hand")):
                next_step(pending, pending.moved > 0)  # "up to n": as many as were chosen
                continue
            if not state.zone(pending.owner, "hand"):  # 11.20.3: nothing to return
                skip_step(pending)
                continue
            places = ["deck_top", "deck_bottom"] if step.to_deck == "top_or_bottom" \
                else [f"deck_{step.to_deck}"]
            data = {"places": places, "text": text_of(state, pending)}
            if step.up_to:  # one card at a time, in the order chosen ("in any order"); `decline` stops
                data["up_to"] = step.up_to - pending.moved
            state.prompt = Prompt("to_deck", pending.owner, data=data)
            return
        if step.verb == "return_scene":  # 6.1.1: the one scene, if it is the opponent's
            uid = state.scene
            theirs = uid is not None and state.cards[uid].owner != pending.owner
            if theirs:
                move_card(state, pending.owner, uid, "hand", hidden=False)  # type: ignore[arg-type]
            next_step(pending, theirs)
            continue
        if step.verb == "mill":
            next_step(pending, mill(state, pending.owner, step.mill or 0, step.whole))
            continue
        if step.verb in ("exile", "recover"):
            if trash_choice(state, pending, step):
                return
            continue
        if step.verb == "trash_this":  # this scene, if it is still the scene (6.1.1)
            here = state.scene == pending.source and state.cards[pending.source].inc == pending.source_inc
            if here:
                move_card(state, pending.owner, pending.source, "trash", hidden=False)
            next_step(pending, here)
            continue
        if step.verb == "trash_scene":
            next_step(pending, trash_scene(state, pending.owner, step))
            continue
        if step.up_to and step.verb in ("bp", "level"):  # "up to n of your …": one at a time, distinct
            if up_to_choice(state, pending, step):
                return
            continue
        options = targets(state, pending, step)
        if not options:  # 1.2.3: nothing to do
            skip_step(pending)
            continue
        if step.verb == "charge":
            state.prompt = Prompt("count", pending.owner, options=options,
                                  data={"max": min(step.charge or 0, len(state.zone(pending.owner, "deck"))),
                                        "text": text_of(state, pending)})
            return
        if step.all:  # "all your 『X』 … each": none chosen
            for uid in options:
                run_step(state, pending, step, uid)
            next_step(pending, True)
            continue
        if step.chosen and len(options) > 1:
            state.prompt = Prompt("target", pending.owner, options=options,
                                  data={"text": text_of(state, pending)})
            return
        next_step(pending, run_step(state, pending, step, options[0]))
    finish(state)


def up_to_choice(state: UcgState, pending: PendingEffect, step: Step) -> bool:
    """"Give up to n of your …": characters chosen one at a time (7.1.2), each once; `decline`
    stops. True: waiting for the choice."""
    options = [u for u in targets(state, pending, step) if u not in pending.chosen]
    if pending.moved >= (step.up_to or 0) or not options:
        next_step(pending, pending.moved > 0)
        return False
    state.prompt = Prompt("target", pending.owner, options=options,
                          data={"text": text_of(state, pending), "up_to": (step.up_to or 0) - pending.moved})
    return True


def next_step(pending: PendingEffect, done: bool) -> None:
    pending.step += 1
    pending.asked = False
    pending.last_done = done
    pending.last_moved, pending.moved = pending.moved, 0
    pending.chosen = []


def skip_step(pending: PendingEffect) -> None:
    next_step(pending, False)


def run_step(state: UcgState, pending: PendingEffect, step: Step, target: int, n: int = 0) -> bool:
    """Do a step to one character; False when it could not be done (11.4.3: no (B) after it)."""
    char = state.character(target)
    if char is None:
        return False
    verb = step.verb
    if verb == "bp":
        add_mod(state, char, Mod("bp", step.bp, step.until))
    elif verb == "level":
        add_mod(state, char, Mod("level", step.level, step.until))
    elif verb == "result":
        add_mod(state, char, Mod("result", step.result, step.until))
    elif verb == "return_to_hand":
        return_character(state, target)
    elif verb == "return_top":
        return return_top(state, target)
    elif verb == "charge":
        charge(state, pending.owner, target, n)
    elif verb == "swap":
        source = state.character(pending.source)
        if source is not None:
            swap_places(state, source.top, target)
    return True


def swap_places(state: UcgState, a: int, b: int) -> None:
    """11.9.1: two characters of one player exchange areas; no 登場時 effect (11.9.2)."""
    (ia, side), (ib, _) = state.locate(a), state.locate(b)  # type: ignore[misc]
    areas = state.areas
    areas[ia][side], areas[ib][side] = areas[ib][side], areas[ia][side]
    say(state, f"{side}'s characters in areas {ia + 1} and {ib + 1} swap places (11.9.1)",
        key="ucg.event.swap", params={"player": side, "area": ia + 1, "other": ib + 1})


def choose_target(state: UcgState, target: int, n: int = 0) -> None:
    pending = state.resolving
    assert pending is not None
    state.prompt = None
    step = (effect_of(state, pending).script or [])[pending.step]
    if step.verb in ("exile", "recover"):  # one card chosen; trash_choice asks again until n
        move_card(state, pending.owner, target, "removal" if step.verb == "exile" else "hand", hidden=False)
        pending.moved += 1
        return
    if step.up_to and step.verb in ("bp", "level"):  # up_to_choice asks again until n
        run_step(state, pending, step, target)
        pending.moved += 1
        pending.chosen.append(target)
        return
    done = run_step(state, pending, step, target, n)
    next_step(pending, done and (step.verb != "charge" or n == step.charge))


def reveal(state: UcgState, pending: PendingEffect, step: Step) -> bool:
    """11.11.1: reveal the top n of your deck (to both players); you may put one matching card
    into your hand (11.4.1), the rest go to the discard area. A deck with fewer than n cards
    cannot do (A) in full: nothing is done (11.4.4). True: waiting for the pick."""
    deck = state.zone(pending.owner, "deck")
    n = step.reveal_pick or 0
    if len(deck) < n:
        skip_step(pending)
        return False
    state.revealed = list(deck[:n])
    cards = [label(state, u) for u in state.revealed]
    say(state, f"{pending.owner} reveals " + ", ".join(cards), key="ucg.event.reveals",
        params={"player": pending.owner, "cards": cards, "any": bool(cards)})
    matching = [u for u in state.revealed if matches(state, u, step)]
    if matching:
        state.prompt = Prompt("pick", pending.owner, options=matching, data={"text": text_of(state, pending)})
        return True
    pick(state, pending.owner, None)
    return False


def pick(state: UcgState, player: str, chosen: int | None) -> None:
    """The picked card to the hand, the rest of the revealed cards to the discard area, in the
    order revealed (11.11, 3.7.2); then the step is done."""
    state.prompt = None
    if chosen is not None:
        move_card(state, player, chosen, "hand", hidden=False)
    for uid in state.revealed:
        if uid != chosen:
            move_card(state, player, uid, "trash", hidden=False)
    state.revealed = []
    if state.resolving is not None:  # done if a card was taken ("If you put a card …", 11.20.2)
        next_step(state.resolving, chosen is not None)


def return_to_deck(state: UcgState, player: str, uid: int, to: str, *, one_of_several: bool = False) -> None:
    """11.20: a card of the hand to the top or bottom of the deck; the others see "a card" (3.4.2).
    `one_of_several`: a step returning up to n cards stays until n are returned or its owner
    stops (each goes under the one before: the order chosen)."""
    state.prompt = None
    move_card(state, player, uid, to, hidden=True)
    if state.resolving is None:
        return
    if one_of_several:
        state.resolving.moved += 1
    else:
        next_step(state.resolving, True)


def stop_returning(state: UcgState) -> None:
    """The owner returns (or exiles) no more cards ("up to n"): the step is done if any was."""
    state.prompt = None
    assert state.resolving is not None
    next_step(state.resolving, state.resolving.moved > 0)


def mill(state: UcgState, player: str, n: int, whole: bool) -> bool:
    """The top n cards of the deck to the discard area, public (3.7.2), one after another (the
    last sent on top); as many as there are (1.2.3), or with `whole` none unless all n (11.4.4).
    True: all n were sent."""
    deck = state.zone(player, "deck")
    if whole and len(deck) < n:
        return False
    sent = list(deck[:n])
    for uid in sent:
        move_card(state, player, uid, "trash", hidden=False)
    return len(sent) == n


def trash_choice(state: UcgState, pending: PendingEffect, step: Step) -> bool:
    """Cards of a discard area (public, 3.7.2) chosen one at a time: `exile`, of the opponent's,
    removed from the game (3.8.1, 3.8.3); `recover`, of your own, into your hand. "Up to n" may
    stop early (`decline`). Fewer matching cards than n: as many as there are (1.2.3), not done
    in full (11.4.2); as the (A) of "(A), to (B)" (`whole`), none at all (11.4.4). True:
    waiting for the choice."""
    wanted = step.exile or step.recover or 0
    whose = state.opponent(pending.owner) if step.verb == "exile" else pending.owner
    trash = [u for u in state.zone(whose, "trash") if matches(state, u, step)]
    if pending.moved >= wanted or not trash or (step.whole and not pending.moved and len(trash) < wanted):
        # with `whole` (the (A) of "(A), to (B)"), fewer than n: none at all (11.4.4)
        next_step(pending, pending.moved > 0 if step.up_to else pending.moved >= wanted)
        return False
    data: dict = {"text": text_of(state, pending)}
    if step.up_to:
        data["up_to"] = wanted - pending.moved
    state.prompt = Prompt("target", pending.owner, options=trash, data=data)
    return True


def trash_scene(state: UcgState, player: str, step: Step) -> bool:
    """6.1.1: the one scene, if its round is at most the text's (2.4.2) and, for "an opponent's
    scene", it is the other player's; to its owner's discard area (6.3.2)."""
    uid = state.scene
    if uid is None:
        return False
    rounds, bound = state.definition(uid).round or 0, step.trash_scene or 0
    holds = {"at_most": rounds <= bound, "at_least": rounds >= bound, "exactly": rounds == bound}
    if not holds[step.round_op]:
        return False
    if step.scene_owner == "enemy" and state.cards[uid].owner == player:
        return False
    move_card(state, player, uid, "trash", hidden=False)
    return True


def move_card(state: UcgState, player: str, uid: int, to: str, *, hidden: bool) -> None:
    """A card moved by an effect, logged as the by-hand `move` is (ucg.event.moves_card)."""
    name = label(state, uid)
    if to in ("deck_top", "deck_bottom"):
        state.put(uid, "deck", top=to == "deck_top")
    else:
        state.put(uid, to)
    where = to.replace("_", " ")
    say(state, f"{player}'s effect moves " + ("a card" if hidden else name) + f" to {where}",
        key="ucg.event.moves_card",
        params={"player": player, "to": to, "hidden": hidden, **({} if hidden else {"card": name})},
        private_params={player: {"card": name, "hidden": False}},
        **{player: f"{player}'s effect moves {name} to {where}"})


def finish(state: UcgState) -> None:
    """The effect is done: detached charge cards go to their owner's trash now (11.17.6)."""
    for uid in list(state.detached):
        state.put(uid, "trash")
    state.resolving = None
    state.prompt = None


# --- what effects do ---------------------------------------------------------------------


def add_mod(state: UcgState, char: Character, mod: Mod) -> None:
    char.mods.append(mod)
    if mod.kind == "bp":
        what = f"BP{int(mod.value):+d}"
        key, value = "ucg.event.bp_changes", int(mod.value)
    elif mod.kind == "level":
        what = "level " + ("up" if mod.value == 1 else "down")
        key, value = "ucg.event.level_changes", "up" if mod.value == 1 else "down"
    else:
        what = f"battle result: {mod.value}"
        key, value = "ucg.event.result_set", str(mod.value)
    # `until`: the raw duration, "turn" or anything else (permanent), for the catalogue's selector
    say(state, f"{label(state, char.top)}: {what} ({'this turn' if mod.until == 'turn' else 'permanent'})",
        key=key, params={"card": label(state, char.top), "value": value,
                         "until": "turn" if mod.until == "turn" else "permanent"})


def draw(state: UcgState, player: str, n: int) -> None:
    """11.10.1, 1.3.6: an empty deck draws nothing and does not lose."""
    drawn = 0
    for _ in range(n):
        deck = state.zone(player, "deck")
        if not deck:
            break
        state.put(deck[0], "hand")
        drawn += 1
    if drawn:
        say(state, f"{player} draws {drawn}", key="ucg.event.draws",
            params={"player": player, "count": drawn})


def discard(state: UcgState, player: str, uids: list[int]) -> None:
    for uid in uids:
        state.put(uid, "trash")
    if uids:
        cards = [label(state, u) for u in uids]
        say(state, f"{player} discards " + ", ".join(cards), key="ucg.event.discards",
            params={"player": player, "cards": cards})


def _leave(state: UcgState, char: Character, area: int, player: str) -> None:
    """The whole character left: a vacant slot (12.4.1); its charge cards are detached
    and go to the trash once the effect is done (11.17.5, 11.17.6)."""
    for uid in list(char.charge):
        state.take(uid)
        state.cards[uid].zone = "detached"
        state.detached.append(uid)
    state.areas[area][player] = None


def return_character(state: UcgState, uid: int) -> None:
    found = state.locate(uid)
    if found is None:
        return
    area, player = found
    char = state.areas[area][player]
    assert char is not None
    names = label(state, char.top)
    for card in list(char.stack):
        state.put(card, "hand")
    _leave(state, char, area, player)
    say(state, f"{names} returns to {player}'s hand with its stack; area {area + 1} is vacant (12.4.1)",
        key="ucg.event.returns_with_stack", params={"card": names, "player": player, "area": area + 1})


def return_top(state: UcgState, uid: int) -> bool:
    """11.12.1; 11.15.1: a character whose next card lacks SINGLE BP cannot be made SINGLE."""
    found = state.locate(uid)
    if found is None:
        return False
    area, player = found
    char = state.areas[area][player]
    assert char is not None
    if len(char.stack) == 2:
        bp = state.definition(char.stack[1]).bp
        if bp is not None and bp.single is None:
            say(state, f"{label(state, char.top)} stays: the card under it has no SINGLE BP (11.15.1)",
                key="ucg.event.top_stays", params={"card": label(state, char.top)})
            return False
    top = char.top
    state.put(top, "hand")
    say(state, f"{label(state, top)} returns to {player}'s hand (11.12.1)", key="ucg.event.top_returns",
        params={"card": label(state, top), "player": player})
    if not char.stack:
        _leave(state, char, area, player)
    return True


def charge(state: UcgState, player: str, target: int, n: int) -> None:
    """11.17.1: reveal up to n from the top of the deck and put them face down, horizontal,
    under the character, below earlier charge cards (11.17.3)."""
    char = state.character(target)
    if char is None:
        return
    moved = []
    for _ in range(n):
        deck = state.zone(player, "deck")
        if not deck:
            break
        uid = deck[0]
        state.take(uid)
        card = state.cards[uid]
        card.zone, card.inc, card.face_down = "battle", card.inc + 1, True
        char.charge.append(uid)
        moved.append(uid)
    if moved:
        cards, under = [label(state, u) for u in moved], label(state, char.top)
        say(state, f"{player} reveals " + ", ".join(cards) + f" and charges them under {under} (11.17.1)",
            key="ucg.event.charges", params={"player": player, "cards": cards, "character": under})


def shuffle_deck(state: UcgState, player: str) -> None:
    state.rng_counter += 1
    state.zones[player]["deck"] = shuffled(state.zone(player, "deck"), state.seed, state.rng_counter)
