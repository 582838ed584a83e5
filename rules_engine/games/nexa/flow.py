"""The turn (B5, B7, B9, B10-1, B10-2), its free timings and the cut (D-45, D-47, B10-8 …
B10-11), and winning (B5-1).

A phase or step runs: `before` window (battle steps only) → its regulation effect (D-45)
→ `after` window (`main` in the deploy phase, which has none, D-45-3). A window ends when
both players pass in a row with no cut; a cut resolves newest first when both pass in a
row (B10-11 ④), then the window goes on with the attacker's right.
"""

from __future__ import annotations

from ...core.rng import shuffled
from . import battle, by_hand, triggers
from .battle import label, say
from .cards import Card
from .effects import draw, run_script
from .state import AREAS, HAND_LIMIT, OPENING_HAND, CutItem, NexaState, Prompt

STEPS = ("attack", "defense", "damage", "return")


# --- winning ---------------------------------------------------------------------------


def check_loss(state: NexaState) -> bool:
    """B5-1: a player whose 本国 is at 0 after a play or a resolution loses; both: a draw."""
    if state.over:
        return True
    empty = [p for p in state.players if not state.zones[p]["deck"]]
    if not empty:
        return False
    state.over = True
    state.prompt = None
    state.winner = "draw" if len(empty) == 2 else state.opponent(empty[0])
    say(state, "both 本国 are empty: a draw (B5-1)" if len(empty) == 2
        else f"{empty[0]}'s 本国 is empty: {state.winner} wins (B5-1)",
        key="nexa.event.deck_out",
        params={"draw": len(empty) == 2, "player": empty[0], "winner": state.winner})
    return True


# --- setup -----------------------------------------------------------------------------


def redraw(state: NexaState, player: str, again: bool) -> None:
    """B5-2 ③: once per game, the hand goes back to the 本国, which is shuffled, and 6 new
    cards are drawn."""
    flags = state.flags[player]
    if again:
        for uid in list(state.zone(player, "hand")):
            state.move(uid, "deck")
        state.rng_counter += 1
        state.zones[player]["deck"] = shuffled(state.zone(player, "deck"), state.seed, state.rng_counter)
        draw(state, player, OPENING_HAND)
        say(state, f"{player} redraws their hand", key="nexa.event.redraws", params={"player": player})
    else:
        say(state, f"{player} keeps their hand", key="nexa.event.keeps", params={"player": player})
    flags.redrawn = True
    state.prompt = None


# --- windows and the cut -----------------------------------------------------------------


def open_window(state: NexaState, window: str) -> None:
    state.window = window
    state.priority = state.active
    state.passes = 0


def give_right(state: NexaState, player: str) -> None:
    state.priority = player
    state.prompt = Prompt("cut_in" if state.cut else "free", player)


def pass_right(state: NexaState, player: str) -> None:
    """D-47, B10-11 ③: two passes in a row resolve the cut, or end the window."""
    state.passes += 1
    state.prompt = None
    if state.passes < 2:
        give_right(state, state.opponent(player))
        return
    state.passes = 0
    if state.cut:
        resolve_cut(state)
    else:
        end_window(state)


def add_to_cut(state: NexaState, item: CutItem) -> None:
    """B10-11 ②: after a play the other player has the right first."""
    state.cut.append(item)
    state.passes = 0
    state.prompt = None
    give_right(state, state.opponent(item.owner))


def resolve_cut(state: NexaState) -> None:
    """B10-11 ④: every effect in the cut, newest first, with no further cut-in; the loss
    check after each resolution (B5-1). The automatic texts an effect fired apply right after
    it (D-86); if the attacker must order them, the cut pauses (`resuming`) until `choose`."""
    state.resuming = False
    while state.cut and not state.over:
        item = state.cut.pop()
        resolve_item(state, item)
        if state.by_hand is not None:  # its owner applies it by hand first
            state.resuming = True
            return
        battle.mark_destroyed(state)
        if check_loss(state) or not triggers.settle(state):
            state.resuming = not state.over
            return
    if not state.over:
        open_discards(state)
        state.priority = state.active


def resolve_item(state: NexaState, item: CutItem) -> None:
    uid = item.source
    card = state.cards[uid]
    d = state.definition(uid)
    if item.kind == "discard":  # D-93, D-96: a destroyed card goes to its owner's junkyard
        if card.destroyed and card.zone in ("deploy", *AREAS):
            say(state, f"{label(state, uid)} is discarded to the junkyard (廃棄, B9-11)",
                key="nexa.event.scrapped", params={"card": label(state, uid)})
            state.move(uid, "junkyard")
        return
    if item.kind == "guard":  # B7-11: roll this card; if it was rolled, the force gets ±X
        level = d.guard or 0
        if card.zone != "g" or card.rolled:
            say(state, f"{label(state, uid)}: the guard system fails (D-127)",
                key="nexa.event.guard_fails", params={"card": label(state, uid)})
            return
        battle.roll(state, uid, True)
        if guard_fits(state, item.owner, item.area, item.side):
            owner = item.owner if item.side == "own" else state.opponent(item.owner)
            key = f"{owner}.{item.area}"
            state.force_mods[key] = state.force_mods.get(key, 0) + (level if item.side == "own" else -level)
            sign = "+" if item.side == "own" else "-"
            say(state, f"guard system: {owner}'s force in {item.area} {sign}{level}",
                key="nexa.event.guard",
                params={"player": owner, "area": item.area, "sign": sign, "level": level})
        return
    if item.kind == "text":
        text = state.item_effect(item)
        say(state, f"{label(state, uid)}: {text.text or 'text'} resolves",
            key="nexa.event.text_resolves", params={"card": label(state, uid), "text": text.text or 'text'})
        if not text.script:
            by_hand.wait(state, item)
            return
        run_script(state, item)
        return
    if card.zone != "played":
        return
    if item.as_g:  # B7-3: upside down into the G zone, standing
        state.move(uid, "g", item.owner)
        card.is_g = True
        card.rolled = False
        say(state, f"{item.owner} puts {label(state, uid)} into the G zone",
            key="nexa.event.puts_in_g", params={"player": item.owner, "card": label(state, uid)})
    elif d.type == "command":
        say(state, f"{label(state, uid)} resolves",
            key="nexa.event.command_resolves", params={"card": label(state, uid)})
        if not d.script:
            by_hand.wait(state, item)
            return
        resolved = run_script(state, item)
        if state.by_hand is item:  # waiting for its controller's discard (「自軍手札N枚を廃棄する」)
            return
        if card.zone == "played":
            state.move(uid, "junkyard")
        if resolved:  # 「このカードの解決直後に」 (D-85); not after a failed resolution (解決に失敗, D-38)
            triggers.fire(state, "resolved", [uid])
    elif d.type == "character" and (item.targets or not d.has("stay")):
        # a character is set on its unit (B7-10); one with ステイ and no target is set in the
        # own deploy area itself (D-118) and enters it standing, as a ステイ operation (below)
        host = item.targets[0] if item.targets else None
        if host is None or not character_host_ok(state, item.owner, host):
            say(state, f"{label(state, uid)}: its unit is gone, the play fails (D-32)",
                key="nexa.event.host_gone", params={"card": label(state, uid)})
            state.move(uid, "junkyard")
            return
        _set_on(state, uid, host)
    elif d.type == "operation" and d.set_on is not None and (item.targets or not d.has("stay")):
        # a set operation (B7-10, D-71, D-72); one with ステイ and no target is set in the own
        # deploy area itself (D-118) and enters it standing like a normal operation (below)
        host = item.targets[0] if item.targets else None
        if host is None or not set_host_ok(state, d, host):
            say(state, f"{label(state, uid)}: the card to set it on has left the deploy area, the play "
                       "fails (D-72)", key="nexa.event.set_host_gone", params={"card": label(state, uid)})
            state.move(uid, "junkyard")
            return
        _set_on(state, uid, host)
    else:
        # B7-10: a unit enters rolled, unless 戦闘配備 / PS装甲 (D-117, D-115); a normal
        # operation and an ACE enter standing (「リロール状態で自軍配備エリアに出ます」).
        if d.type == "ace":
            replace_ace(state, item.owner)
        state.move(uid, "deploy", item.owner)
        standing = d.type in ("operation", "ace", "character") or d.has("battle_deploy") or d.has("ps_armor")
        card.rolled = not standing
        card.played_turn = state.turn
        how = "standing" if standing else "rolled"
        say(state, f"{label(state, uid)} enters {item.owner}'s deploy area {how}",
            key="nexa.event.enters", params={"card": label(state, uid), "player": item.owner, "how": how})
        triggers.fire(state, "enter", [uid])
        triggers.fire(state, "played", [uid])


def replace_ace(state: NexaState, player: str) -> None:
    """B7-10: when another own ACE enters the 場, the ACE already there moves to its owner's
    hangar just before (「そのACEが場に出る直前に、既に場にあったACEは持ち主のハンガーに移ります」),
    with the cards set on it (D-54). An ACE played as a G is a G, not an ACE."""
    for zone in ("deploy", *AREAS):
        for old in list(state.zone(player, zone)):
            card = state.cards[old]
            if state.definition(old).type != "ace" or card.is_g:
                continue
            say(state, f"{label(state, old)} moves to {card.owner}'s hangar: another ACE enters (B7-10)",
                key="nexa.event.ace_replaced", params={"card": label(state, old), "owner": card.owner})
            state.move(old, "hangar", card.owner)


def _set_on(state: NexaState, uid: int, host: int) -> None:
    """A character or set operation goes under its host and enters (B7-10, D-73)."""
    state.set_under(uid, host)
    say(state, f"{label(state, uid)} is set on {label(state, host)}",
        key="nexa.event.set_on", params={"card": label(state, uid), "host": label(state, host)})
    triggers.fire(state, "enter", [uid])
    triggers.fire(state, "played", [uid])


def guard_fits(state: NexaState, player: str, area: str, side: str) -> bool:
    """B7-11: an engaged own force (+X) or a non-engaged enemy force (-X)."""
    if area not in AREAS:
        return False
    if side == "own":
        return bool(state.zone(player, area)) and battle.engaged(state, area)
    if side == "enemy":
        return bool(state.zone(state.opponent(player), area)) and not battle.engaged(state, area)
    return False


def set_host_ok(state: NexaState, d: Card, host: int) -> bool:
    """B7-10, D-72: a set operation goes on a card in a deploy area — either player's: "セット先は、
    自軍カードでなくてもかまいません" — of its `set_on` type (an ACE is also a unit, B7-10), never
    a G (D-78). A character lies in the deploy area when the unit it is set on does (D-71)."""
    card = state.cards.get(host)
    if card is None or card.is_g or card.destroyed:
        return False
    kind = state.definition(host).type
    if card.set_on is None:
        if card.zone != "deploy":
            return False
    elif kind != "character" or state.cards[card.set_on].zone != "deploy" or \
            state.cards[card.set_on].set_on is not None or state.cards[card.set_on].destroyed:
        return False
    return d.set_on in ("any", kind) or (d.set_on == "unit" and kind == "ace")


def set_hosts(state: NexaState, d: Card) -> list[int]:
    """Every card a set operation may be set on now (B7-10, D-72), the player's own first."""
    out: list[int] = []
    for player in sorted(state.players, key=lambda p: p != state.active):
        for uid in state.zone(player, "deploy"):
            out.append(uid)
            out += [c for c in state.cards[uid].sets if state.definition(c).type == "character"]
    return [u for u in out if set_host_ok(state, d, u)]


def character_host_ok(state: NexaState, player: str, host: int) -> bool:
    """B7-10: an own unit on the 場 with no character set, not an ACE."""
    if host not in state.cards:
        return False
    card = state.cards[host]
    d = state.definition(host)
    return d.type == "unit" and card.zone in ("deploy", *AREAS) and state.controller(host) == player \
        and not card.destroyed and not any(state.definition(s).type == "character" for s in card.sets)


def open_discards(state: NexaState) -> None:
    """D-93: the 廃棄 effects of destroyed cards open one cut, the attacker first (contract
    choice). Two or more arise at once: the attacker orders them (D-40, an `order` prompt)."""
    waiting = {c.source for c in state.cut if c.kind == "discard"}
    fresh = [u for p in (state.active, state.defender) for u in state.units_of(p)
             if state.cards[u].destroyed and u not in waiting]
    if len(fresh) > 1 and not state.over:
        state.prompt = Prompt("order", state.active, {"items": fresh, "discard": True})
    else:
        add_discards(state, fresh)
    if fresh:
        state.passes = 0


def add_discards(state: NexaState, order: list[int]) -> None:
    """The 廃棄 effects into the cut; the first listed resolves first (newest first)."""
    for uid in reversed(order):
        state.cut.append(CutItem("discard", state.controller(uid), uid))
    state.prompt = None


# --- phases ------------------------------------------------------------------------------


def advance(state: NexaState) -> None:
    """Run automatic processing until a player must decide."""
    while not state.over and state.prompt is None:
        if (state.triggers or state.destroyed_now or state.applying) and not triggers.settle(state):
            return  # D-40: the attacker orders the automatic texts first
        if state.phase == "mulligan":
            waiting = [p for p in (state.first, state.opponent(state.first)) if not state.flags[p].redrawn]
            if waiting:
                state.prompt = Prompt("redraw", waiting[0])
                return
            enter(state, "reroll")
            continue
        if state.phase == "end":
            if not end_turn(state):
                return
            continue
        if state.window is not None:
            give_right(state, state.priority or state.active)
            return
        regulation(state)
        if check_loss(state):
            return


def enter(state: NexaState, phase: str, step: str | None = None) -> None:
    """A phase or step starts (with an empty cut: a window ends only then)."""
    state.phase, state.step = phase, step
    state.regulated = False
    triggers.fire_start(state)  # applied before anything else of the phase or step (advance)
    if phase == "battle":
        open_window(state, "before")
    elif phase == "deploy":
        state.regulated = True
        open_window(state, "main")  # D-45-3: no regulation effect
    else:  # reroll, draw: the regulation effect first; end: no window (B10-2)
        state.window = None


def regulation(state: NexaState) -> None:
    """The regulation effect of the current phase or step (D-45)."""
    state.regulated = True
    if state.phase == "reroll":  # B7-1, D-45-1; PS装甲 first (D-115: "next turn start")
        for uid in list(state.units_of(state.active)) + list(state.units_of(state.defender)):
            card = state.cards[uid]
            if state.definition(uid).has("ps_armor") and card.battled_turn == state.turn - 1:
                say(state, f"{label(state, uid)} returns to its owner's hand (PS装甲, D-115)",
                    key="nexa.event.ps_armor", params={"card": label(state, uid)})
                state.move(uid, "hand")
        for uid in state.on_field(state.active):
            state.cards[uid].rolled = False
        say(state, f"turn {state.turn}: {state.active} rerolls their cards (B7-1)",
            key="nexa.event.reroll_phase", params={"turn": state.turn, "player": state.active})
        open_window(state, "after")
    elif state.phase == "draw":  # B7-3, D-45-2
        if not (state.turn == 1 and state.active == state.first):
            draw(state, state.active, 1)
        open_window(state, "after")
    elif state.step in ("attack", "defense"):  # D-45-4, D-45-5: the sortie choice
        player = state.active if state.step == "attack" else state.defender
        if battle.eligible(state, player):
            state.window = None
            state.prompt = Prompt("sortie", player)
        else:
            open_window(state, "after")
    elif state.step == "damage":  # D-45-6, then the 廃棄 cut (D-93)
        battle.battle_damage(state)
        open_window(state, "after")
        open_discards(state)
        state.priority = state.active
    elif state.step == "return":  # B9-12, D-45-7
        battle.return_units(state)
        open_window(state, "after")


def after_sortie(state: NexaState) -> None:
    state.prompt = None
    open_window(state, "after")
    # a 常駐 text on units in a battle area may leave a unit that sortied with 防御力 0 or
    # less than its damage: destroyed at once (D-83, D-94), its 廃棄 into the cut (D-93)
    if battle.mark_destroyed(state):
        open_discards(state)


def end_window(state: NexaState) -> None:
    """Both passed with no cut: the phase or step goes on (D-45, D-47)."""
    state.prompt = None
    if state.window == "before":
        state.window = None  # the regulation effect runs in advance()
        return
    state.window = None
    if state.phase == "reroll":
        enter(state, "draw")
    elif state.phase == "draw":
        enter(state, "deploy")
    elif state.phase == "deploy":
        enter(state, "battle", "attack")
    elif state.phase == "battle":
        index = STEPS.index(state.step or "attack")
        if index + 1 < len(STEPS):
            enter(state, "battle", STEPS[index + 1])
        else:
            enter(state, "end")


def end_turn(state: NexaState) -> bool:
    """B10-2: (1) damage reset, units left in a battle area removed; (2) turn-end triggers,
    ordered by the attacker (`settle`); (3) the attacker discards down to 6; (4) until-turn-end
    effects end. Then the next turn with the roles swapped (B10-1). False while waiting
    for the discard."""
    if not state.regulated:
        state.regulated = True
        for uid in state.all_units():
            state.cards[uid].damage = 0
        for player in state.players:
            for area in AREAS:
                for uid in list(state.zone(player, area)):
                    say(state, f"{label(state, uid)} is removed from the game (B10-2)",
                        key="nexa.event.removed", params={"card": label(state, uid)})
                    state.move(uid, "removed")
        # B10-2 ②: the turn-end 起動 texts of every card on the 場, the attacker's first.
        triggers.fire(state, "turn_end", state.on_field(state.active) + state.on_field(state.defender))
        if not triggers.settle(state):
            return False
    excess = len(state.zone(state.active, "hand")) - HAND_LIMIT
    if excess > 0:
        state.prompt = Prompt("discard", state.active, {"count": excess})
        return False
    state.force_mods.clear()
    state.fired.clear()  # D-85: once per turn
    for card in state.cards.values():
        if card.mods:
            card.mods = [m for m in card.mods if m.until == "permanent"]  # force_disband too
        if card.gained:
            card.gained = ()  # D-114: texts gained "ターン終了時まで"
    for flags in state.flags.values():
        flags.used.clear()
        flags.g_played = False
        flags.ace_played = False
    state.turn += 1
    state.active = state.defender
    enter(state, "reroll")
    return True


def after_by_hand(state: NexaState) -> None:
    """A hand-applied effect is done: rules processing, its automatic texts (D-86), then the
    cut it paused goes on."""
    battle.mark_destroyed(state)
    if check_loss(state) or not triggers.settle(state):
        return
    if state.resuming:
        resolve_cut(state)


def apply_share(state: NexaState, number: str | None) -> None:
    """D-112: the chosen card (by number) goes from the 本国 to the hangar, face up; then the
    本国 is shuffled and the cut goes on."""
    item = state.by_hand
    assert item is not None and state.prompt is not None
    player, trait = item.owner, state.prompt.data["trait"]
    if number is not None:
        uid = next(u for u in state.zone(player, "deck")
                   if state.cards[u].number == number and trait in state.definition(u).traits)
        state.move(uid, "hangar")
        say(state, f"{player} moves {label(state, uid)} from their 本国 to the hangar (共有, D-112)",
            key="nexa.event.moves_to_hangar", params={"player": player, "card": label(state, uid)})
    else:
        say(state, f"{player} moves nothing to the hangar (共有, D-112)",
            key="nexa.event.hangar_nothing", params={"player": player})
    state.rng_counter += 1
    state.zones[player]["deck"] = shuffled(state.zone(player, "deck"), state.seed, state.rng_counter)
    by_hand.finish(state)
    after_by_hand(state)


def apply_targets(state: NexaState, cards: list[int]) -> None:
    """D-30: the controller's targets for the automatic text waiting to apply; then it applies
    and the rest goes on."""
    state.applying[0].targets = list(cards)
    state.prompt = None
    if not cards:  # an optional text (「…できる」) its controller chose not to apply
        item = state.applying.pop(0)
        say(state, f"{label(state, item.source)}: {item.owner} does not apply it",
            key="nexa.event.text_not_applied",
            params={"card": label(state, item.source), "player": item.owner})
    if not triggers.settle(state):
        return
    if state.resuming:
        resolve_cut(state)


def apply_order(state: NexaState, items: list[CutItem]) -> None:
    """D-40: the attacker's order of the waiting automatic texts; then what they fired, and a
    cut they paused resumes (D-86)."""
    state.triggers.clear()
    state.prompt = None
    state.applying[0:0] = items
    if not triggers.settle(state):
        return
    if state.resuming:
        resolve_cut(state)


def discard(state: NexaState, player: str, cards: list[int]) -> None:
    for uid in cards:
        state.move(uid, "junkyard")
    say(state, f"{player} discards {len(cards)} card(s) down to {HAND_LIMIT} (B10-2)",
        **{player: f"{player} discards " + ", ".join(label(state, u) for u in cards)},
        key="nexa.event.discards", params={"player": player, "count": len(cards), "limit": HAND_LIMIT},
        private_params={player: {"cards": [label(state, u) for u in cards]}})
    state.prompt = None
