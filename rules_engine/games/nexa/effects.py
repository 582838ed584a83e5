"""Texts and scripts (B10-3 … B10-7, D-30 … D-38): timings, targets, text costs, and
running a script when its effect resolves."""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from .battle import deck_damage, engaged, force_damage, label, roll, say
from .cards import (
    CARD_TARGETS,
    CHOSEN_TARGETS,
    EVERY_UNIT,
    FORCE_TARGETS,
    G_TARGETS,
    JUNKYARD_TARGETS,
    NEAR_FORCES,
    Card,
    Effect,
    Need,
    Step,
    check_timing,
)
from .state import AREAS, FIELD, CutItem, Mod, NexaState, Prompt


def timing_fits(state: NexaState, player: str, timing: str) -> bool:
    """D-48-3: `always` = every free timing; otherwise the named turn side, phase or step."""
    side, name = check_timing(timing)
    if (side == "own" and state.active != player) or (side == "enemy" and state.active == player):
        return False
    if name in ("always", "turn"):
        return True
    if name in ("reroll", "draw", "deploy", "battle"):
        return state.phase == name
    return state.phase == "battle" and state.step == name


def aimed(script: list[Step]) -> list[Step]:
    """The steps whose target is chosen when the text is played (D-30, D-31)."""
    return [s for s in script if s.aim in CHOSEN_TARGETS]


def split_targets(steps: list[Step], targets: list[int]) -> list[list[int]] | None:
    """The chosen targets of each aimed step, in the order the text names them (D-30: 「対象1」
    「対象2」): one card each, and a step naming 「ユニット１～２枚」 (`several`) takes what the
    others leave, within its printed number. None when the count does not fit."""
    extra = len(targets) - len(steps)
    groups, at = [], 0
    for step in steps:
        n = 1 + extra if step.several else 1
        if step.several and not step.several[0] <= n <= step.several[1]:
            return None
        groups.append(targets[at:at + n])
        at += n
    return groups if at == len(targets) and all(groups) else None


def target_choices(state: NexaState, player: str, steps: list[Step], source: int | None = None,
                   limit: int = 30) -> list[list[int]]:
    """Every legal way to name the aimed steps' targets (at most `limit`): one candidate each, and
    for 「ユニット１～２枚」 each set of different candidates of a printed size (D-30, D-31)."""
    pools: list[Iterable[list[int]]] = []
    for step in steps:
        found = step_candidates(state, player, step, source)
        if step.several:
            low, high = step.several
            pools.append([list(c) for n in range(low, high + 1)
                          for c in itertools.islice(itertools.combinations(found, n), limit)])
        else:
            pools.append([[u] for u in found])
    return [[u for group in c for u in group] for c in itertools.islice(itertools.product(*pools), limit)]


def fits(state: NexaState, player: str, aim: str, uid: int) -> bool:
    """Whether `uid` is a legal target of kind `aim` for `player` now."""
    if uid not in state.cards:
        return False
    card = state.cards[uid]
    if aim in CARD_TARGETS:  # 「自軍カード」: any own card on the 場 (D-30), set cards too
        return on_the_field(state, uid) and state.controller(uid) == player
    if aim in G_TARGETS:  # a standing own G, to roll (B7-3)
        return card.zone == "g" and state.controller(uid) == player and not card.rolled
    if aim in JUNKYARD_TARGETS:  # a unit card of the player's own junkyard (public)
        return uid in state.zone(player, "junkyard") and state.definition(uid).is_unit
    if card.zone not in ("deploy", *AREAS) or not state.definition(uid).is_unit:
        return False
    mine = state.controller(uid) == player
    if aim in FORCE_TARGETS:  # a force, named by one of its units (B9-1)
        return card.zone in AREAS and mine == (aim == "own_force")
    if aim == "destroyed_own_unit":
        return mine and card.destroyed
    if card.destroyed:
        return False
    if aim == "own_unit":
        return mine
    if aim == "enemy_unit":
        return not mine
    if aim == "unit":
        return True
    if aim == "battle_enemy_unit":
        return not mine and card.zone in AREAS
    if aim == "engaged_enemy_unit":
        return not mine and card.zone in AREAS and engaged(state, card.zone)
    if aim == "engaged_own_unit":  # 「交戦中の自軍ユニット」 (B9-2, D-12)
        return mine and card.zone in AREAS and engaged(state, card.zone)
    return False


def untargetable(state: NexaState, player: str, step: Step, uid: int) -> bool:
    """「敵軍効果の対象にならない」 (D-35): an enemy effect cannot choose the unit (a force is
    named, not chosen through it; 「全ての」 chooses nothing, D-33)."""
    return step.aim in CHOSEN_TARGETS and step.aim not in FORCE_TARGETS and uid in state.cards and \
        state.controller(uid) != player and state.keyword(uid, "untargetable")


def step_fits(state: NexaState, player: str, step: Step, uid: int, source: int | None = None) -> bool:
    """`fits`, plus what a keyword text adds: a unit other than its own card (供給, D-113),
    one engaged with its card in the same area (範囲兵器, D-109), a 防御力 limit."""
    aim = step.aim
    if untargetable(state, player, step, uid):
        return False  # D-35: chosen, or checked again on resolution (the target is lost)
    if not filters_fit(state, step, uid):
        return False
    if aim == "other_own_unit":
        return fits(state, player, "own_unit", uid) and uid != source
    if aim == "other_group_own_unit":
        return fits(state, player, "own_unit", uid) and source is not None and \
            root(state, uid) != root(state, source)
    if aim == "engaged_enemy_unit_here":
        if source is None or not fits(state, player, "engaged_enemy_unit", uid) or \
                state.cards[uid].zone != state.cards[source].zone:
            return False
    elif not fits(state, player, aim, uid):
        return False
    if step.cross_weapon is not None and step.cross_weapon not in state.definition(uid).traits:
        return False  # D-114: a unit with 「特徴：A」
    return step.max_defense is None or state.stat(uid, 2) <= step.max_defense


def filters_fit(state: NexaState, step: Step, uid: int) -> bool:
    """The filters a printed target adds to its kind, on a chosen unit or on each of 「全ての…」."""
    if step.damaged and (uid not in state.cards or state.cards[uid].damage == 0):
        return False  # B9-10: a unit that has damage
    if step.trait is not None and (uid not in state.cards or step.trait not in state.definition(uid).traits):
        return False  # D-64: a unit with 「特徴：X」
    # B7-8: a unit whose G sign has this attribute
    return step.attribute is None or (uid in state.cards and state.definition(uid).g_sign is not None and
                                      state.definition(uid).g_sign.attribute == step.attribute)


def candidates(state: NexaState, player: str, aim: str) -> list[int]:
    return [u for u in state.all_units() if fits(state, player, aim, u)]


def step_candidates(state: NexaState, player: str, step: Step, source: int | None = None) -> list[int]:
    if step.aim in G_TARGETS:
        return [u for u in state.zone(player, "g") if step_fits(state, player, step, u, source)]
    if step.aim in CARD_TARGETS:
        return [u for u in state.on_field(player) if step_fits(state, player, step, u, source)]
    if step.aim in JUNKYARD_TARGETS:
        return [u for u in state.zone(player, "junkyard") if step_fits(state, player, step, u, source)]
    if step.aim in FORCE_TARGETS:  # one choice per force: its front unit names it
        fronts = [state.zone(p, a)[0] for p in state.players for a in AREAS if state.zone(p, a)]
        return [u for u in fronts if step_fits(state, player, step, u, source)]
    return [u for u in state.all_units() if step_fits(state, player, step, u, source)]


def text_need(effect: Effect, choice: int | None = None) -> tuple[Need, bool]:
    """(G to roll, roll this card) of a text's cost (B10-7); `choice` picks A (0) or B (1) of
    an A / B cost."""
    return effect.needs[choice or 0]


def script_of(state: NexaState, card: Card, item: CutItem) -> list[Step]:
    if item.kind in ("text", "auto"):
        return list(state.item_effect(item).script)
    return list(card.script)


def run_script(state: NexaState, item: CutItem) -> bool:
    """Resolve a command or text: if a chosen target has left the 場 or no longer fits,
    the effect fails (D-32, D-38). True when it was applied, False when it failed."""
    card = state.pool[state.cards[item.source].number]
    script = script_of(state, card, item)
    if item.kind == "text" and not condition_holds(state, state.item_effect(item), item.source):
        say(state, f"{card.name}: its condition no longer holds, the effect fails (D-42)",
            key="nexa.event.condition_fails", params={"card": card.name})
        return False
    if any(s.verb == "scrap" for s in script) and not on_the_field(state, item.source):
        # D-127 「その場合」: 「このカードを廃棄する」 cannot be applied, so neither is the rest
        say(state, f"{card.name}: it is no longer on the 場 to be discarded, the effect fails (D-127)",
            key="nexa.event.scrap_fails", params={"card": card.name})
        return False
    discard = script[0].discard_hand if script and script[0].verb == "discard_hand" else None
    if discard and len(state.zone(item.owner, "hand")) < discard:
        # D-127 「その場合」: 「自軍手札N枚を廃棄する」 cannot be applied, so neither is the rest
        say(state, f"{card.name}: {item.owner} has fewer than {discard} card(s) in hand to discard, "
                   "the effect fails (D-127)", key="nexa.event.hand_discard_fails",
            params={"card": card.name, "player": item.owner, "n": discard})
        return False
    groups = iter(split_targets(aimed(script), list(item.targets)) or [])
    steps: list[tuple[Step, int | None]] = []
    for step in script:
        if step.aim in CHOSEN_TARGETS:
            group = next(groups, [])
            source = item.source if item.kind in ("text", "auto") else None
            # D-32: a target that left the 場 or no longer fits fails the effect (of 「１～２枚」 too:
            # the rule names the targets, it does not apply to the rest)
            if not group or not all(step_fits(state, item.owner, step, uid, source) for uid in group):
                say(state, f"{card.name}: its target is gone, the effect fails (D-32)",
                    key="nexa.event.target_gone", params={"card": card.name})
                return False
            steps.extend((step, uid) for uid in group)
        elif step.aim == "set_group" and item.kind in ("text", "auto"):
            steps.append((step, root(state, item.source)))
        elif step.aim in EVERY_UNIT:  # D-33: every such unit when it resolves, no target
            steps.extend((step, u) for u in every_unit(state, item.owner, step.aim, item.source)
                         if filters_fit(state, step, u))  # 「「特徴：X」を持つ全ての…」 (D-64)
        elif step.aim == "it":  # the card the step before acted on
            steps.append((step, steps[-1][1] if steps else None))
        elif step.aim in NEAR_FORCES:
            steps.append((step, near_force(state, item.source, step.aim)))
        else:
            steps.append((step, item.source if item.kind in ("text", "auto") else None))
    if any(s.verb == "scrap" for s in script) and \
            {u for st, u in steps if st.verb not in ("scrap", "draw", "deck_damage", "deck_to_g",
                                                         "look_top_or_bottom", "look_take")} & \
            {item.source, *state.group(item.source)}:
        # D-127: the part after 「その場合」 would act on a card 「このカードを廃棄する」 has just discarded
        say(state, f"{card.name}: its target is the card it discards, the effect fails (D-127)",
            key="nexa.event.scrap_own_target", params={"card": card.name})
        return False
    if discard:
        if any(u == item.source for st, u in steps[1:]) and not on_the_field(state, item.source):
            # D-127: the part after 「その場合」 acts on this card, no longer on the 場
            say(state, f"{card.name}: it is no longer on the 場, the effect fails (D-127)",
                key="nexa.event.source_gone_fails", params={"card": card.name})
            return False
        hand = state.zone(item.owner, "hand")
        if len(hand) > discard:  # its controller chooses which, alone (the hand is hidden, D-30)
            state.by_hand, state.then_steps = item, steps[1:]
            state.prompt = Prompt("hand_discard", item.owner, {"count": discard, "source": item.source})
            return True
        discard_from_hand(state, item.owner, list(hand))  # exactly N: no choice to make
        steps = steps[1:]
    for step, uid in steps:
        apply_step(state, item, step, uid)
    return True


def discard_from_hand(state: NexaState, player: str, cards: list[int]) -> None:
    """「自軍手札N枚を廃棄する」 (D-96): the chosen hand cards go to the junkyard, a public place
    (their names to everyone from then on)."""
    for uid in cards:
        state.move(uid, "junkyard")
    names = [label(state, u) for u in cards]
    say(state, f"{player} discards {', '.join(names)} from their hand to the junkyard (廃棄, D-96)",
        key="nexa.event.hand_discarded", params={"player": player, "cards": ", ".join(names)})


def finish_hand_discard(state: NexaState, player: str, cards: list[int]) -> None:
    """The `discard` answering a `hand_discard` prompt: the cards go, then the steps after
    「その場合」 apply (D-127: no cut-in between) and the effect is done."""
    item = state.by_hand
    assert item is not None
    discard_from_hand(state, player, cards)
    steps, state.then_steps = state.then_steps, []
    for step, uid in steps:
        apply_step(state, item, step, uid)
    from .by_hand import finish  # late: by_hand imports this module

    finish(state)


def every_unit(state: NexaState, player: str, aim: str, source: int) -> list[int]:
    """「全ての(自軍|敵軍)ユニット」, 「戦闘エリアにいる全ての敵軍ユニット」 seen from `player` (D-33);
    「このカードと交戦中の全ての敵軍ユニット」: the enemy units in this card's battle area when it is
    engaged (D-12; a set card: its unit's area)."""
    units = state.all_units()
    if aim == "all_units":
        return units
    if aim == "all_own_units":
        return [u for u in units if state.controller(u) == player]
    enemy = [u for u in units if state.controller(u) != player]
    if aim == "all_enemy_units":
        return enemy
    if aim == "all_engaged_enemy_units_here":
        here = state.cards[root(state, source)].zone if source in state.cards else None
        return [u for u in enemy if here in AREAS and state.cards[u].zone == here and engaged(state, here)]
    return [u for u in enemy if state.cards[u].zone in AREAS]


def acts_on_nothing(state: NexaState, player: str, script: list[Step], source: int) -> bool:
    """D-128 空撃ち禁止: whether a text or command played now is known not to resolve, apart from its
    chosen targets (`_check_targets`, D-31) and a hand discard (`discard_hand`): every step that acts on
    the 場 without choosing — 「全ての…ユニット」 (D-33) with no such unit, 「このカードの部隊」 /
    「このカードと交戦中の敵軍部隊」 (B9-1) with no such force — has nothing to act on. Steps on places the
    player cannot see (本国: draw, 本国 damage) are outside the principle and always count as resolving;
    so do steps on this card or its set group (on the 場 when played). With 「その場合」 (a 廃棄 first,
    D-127) one step with nothing fails the whole text, so one is enough."""
    def nothing(step: Step) -> bool:
        if step.aim in EVERY_UNIT:
            return not any(filters_fit(state, step, u) for u in every_unit(state, player, step.aim, source))
        if step.aim in NEAR_FORCES:
            return near_force(state, source, step.aim) is None
        return False
    empty = [nothing(step) for step in script]
    if any(s.verb in ("scrap", "discard_hand") for s in script):  # D-127: all or nothing
        return any(empty)
    return bool(empty) and all(empty)


def near_force(state: NexaState, source: int, aim: str) -> int | None:
    """The front unit naming 「このカードの部隊」 or 「このカードと交戦中の敵軍部隊」 (B9-1, B9-2);
    None when this card is not in a battle area, or no enemy force is engaged with it."""
    unit = root(state, source)
    area, player = state.cards[unit].zone, state.controller(unit)
    if area not in AREAS:
        return None
    if aim == "this_force":
        return state.zone(player, area)[0]
    enemy = state.zone(state.opponent(player), area)
    return enemy[0] if enemy else None


def on_the_field(state: NexaState, uid: int) -> bool:
    """Whether a card is on the 場 (D-50): in a deploy area, a battle area or the G zone, or set
    on a card there (D-71)."""
    return state.cards[root(state, uid)].zone in FIELD


def root(state: NexaState, uid: int) -> int:
    """The unit a set card is set on (its set group's unit, D-73); a unit itself."""
    while state.cards[uid].set_on is not None:
        uid = state.cards[uid].set_on  # type: ignore[assignment]
    return uid


def condition_holds(state: NexaState, effect: Effect, source: int) -> bool:
    """D-42: 「このカードが戦闘エリアにいる場合」 / 「このカードが交戦中の場合」 (a set card: its
    unit's place, B9-1, B9-2)."""
    if effect.condition is None:
        return True
    zone = state.cards[root(state, source)].zone
    if zone not in AREAS:
        return False
    return effect.condition == "in_battle_area" or engaged(state, zone)


def _players(state: NexaState, owner: str, who: str | None) -> list[str]:
    if who == "enemy":
        return [state.opponent(owner)]
    if who == "each":
        return [state.active, state.defender]
    return [owner]


def apply_step(state: NexaState, item: CutItem, step: Step, uid: int | None) -> None:
    """One verb of a script, or one effect action of a text applied by hand."""
    verb = step.verb
    if verb == "draw":
        for player in _players(state, item.owner, step.player):
            draw(state, player, step.draw or 0)
        return
    if verb == "deck_damage":
        for player in _players(state, item.owner, step.player):
            deck_damage(state, player, step.deck_damage or 0)
        return
    if verb == "deck_to_g":
        deck_to_g(state, item.owner, step.deck_to_g or 0, bool(step.rolled))
        return
    if verb == "look_top_or_bottom":
        look_top_or_bottom(state, item)
        return
    if verb == "look_take":
        look_take(state, item, step.look_take or 0)
        return
    if verb == "scrap":  # 「このカードを廃棄する」 (D-96): a set card alone, with the cards set on it (D-75)
        if uid is not None and on_the_field(state, uid):
            say(state, f"{label(state, uid)} is discarded to the junkyard (廃棄, D-96)",
                key="nexa.event.scrapped_by_effect", params={"card": label(state, uid)})
            state.move(uid, "junkyard")
        return
    # a chosen 「自軍カード」 may be a set card; a chosen junkyard unit is in the own junkyard
    elsewhere = (step.aim in CARD_TARGETS and uid is not None and on_the_field(state, uid)) or \
        (step.aim in JUNKYARD_TARGETS and uid in state.zone(item.owner, "junkyard"))
    if uid is None or uid not in state.cards or (state.cards[uid].zone not in ("deploy", "g", *AREAS) and
                                                 not elsewhere):
        return  # `self` of a card no longer on the 場 (a chosen 「自軍カード」 may be a set card)
    card = state.cards[uid]
    if step.aim in FORCE_TARGETS + NEAR_FORCES:
        force_step(state, step, state.controller(uid), card.zone)
    elif verb == "damage":
        card.damage += step.damage or 0
        say(state, f"{label(state, uid)} takes {step.damage} damage",
            key="nexa.event.takes_damage", params={"card": label(state, uid), "damage": step.damage})
        fire_damaged(state, [uid])
    elif verb == "modify":
        m, r, d = step.modify or (0, 0, 0)
        card.add_mod(Mod(m, r, d, step.until))
        say(state, f"{label(state, uid)} gets {m:+d}/{r:+d}/{d:+d}",
            key="nexa.event.modified", params={"card": label(state, uid), "m": m, "r": r, "d": d})
    elif verb == "terrain":  # 地形適性 for a time (B9-1)
        for area in step.terrain or []:
            card.add_mod(Mod(0, 0, 0, step.until, keyword=f"terrain:{area}"))
        terrain = "/".join(step.terrain or [])
        say(state, f"{label(state, uid)} gains terrain {terrain} until turn end",
            key="nexa.event.gains_terrain", params={"card": label(state, uid), "terrain": terrain})
    elif verb == "grant":  # a keyword for a time (a used-type or 起動 text, D-105 … D-107)
        card.add_mod(Mod(0, 0, 0, step.until, keyword=step.grant or ""))
        say(state, f"{label(state, uid)} gains {step.grant} ({step.until})",
            key="nexa.event.gains_keyword",
            params={"card": label(state, uid), "keyword": step.grant, "until": step.until})
    elif verb in ("roll", "reroll"):
        roll(state, uid, verb == "roll")
        say(state, f"{label(state, uid)} is {'rolled' if verb == 'roll' else 'rerolled'}",
            key="nexa.event.rolls", params={"card": label(state, uid), "rolled": verb == "roll"})
    elif verb == "destroy":
        if not card.destroyed:
            card.destroyed = True
            state.destroyed_now.append(uid)  # its 起動 `destroyed` texts fire (B10-3)
            say(state, f"{label(state, uid)} is destroyed",
                key="nexa.event.destroyed", params={"card": label(state, uid)})
    elif verb == "negate_destroy":
        # D-95: the 廃棄 effect and the damage the card had are cancelled.
        card.destroyed = False
        card.damage = 0
        state.cut[:] = [c for c in state.cut if not (c.kind == "discard" and c.source == uid)]
        say(state, f"{label(state, uid)}'s destruction is negated (D-95)",
            key="nexa.event.destruction_negated", params={"card": label(state, uid)})
    elif verb == "gain":
        gain(state, item.owner, uid)
    elif verb == "refit":
        refit(state, item, uid)
    elif verb == "cross_weapon":
        cross_weapon(state, item, uid)
    elif verb == "share":  # D-112: its controller searches the own 本国 (a `search` prompt)
        state.by_hand = item
        state.prompt = Prompt("search", item.owner, {"source": uid, "trait": step.share or ""})
        say(state, f"{item.owner} looks through their 本国 (共有[{step.share}], D-112)",
            key="nexa.event.share_search", params={"player": item.owner, "trait": step.share})
    elif verb == "move":
        say(state, f"{label(state, uid)} moves to its owner's {step.move}",
            key="nexa.event.moves_to", params={"card": label(state, uid), "zone": step.move})
        place = "deck" if step.move == "deck_bottom" else step.move or "junkyard"
        state.move(uid, place, top=step.move == "deck")  # `deck_bottom`: appended under the 本国


def deck_to_g(state: NexaState, player: str, n: int, rolled: bool) -> None:
    """「自軍本国の上のカードN枚を(ロール状態で)自軍Gにする」 (D-19 Gにする): the top cards, one by one,
    upside down into the own G zone, a G only from then on; rolled when printed 「ロール状態で」, else
    standing (D-24). The G zone is public, so each card is named to everyone. A 本国 with fewer cards
    gives what it has (B5-1 then decides the game after the resolution)."""
    for _ in range(n):
        deck = state.zone(player, "deck")
        if not deck:
            break
        uid = deck[0]
        state.move(uid, "g", player)
        card = state.cards[uid]
        card.is_g, card.rolled = True, rolled
        say(state, f"{player} puts the top card of their 本国, {label(state, uid)}, into the G zone"
                   f"{' rolled' if rolled else ''} (D-19)",
            key="nexa.event.deck_to_g",
            params={"player": player, "card": label(state, uid), "rolled": rolled})


def look_top_or_bottom(state: NexaState, item: CutItem) -> None:
    """「自軍本国の上のカード１枚を見て、自軍本国の上か下に移す」 (D-2): its controller sees the top card
    of their 本国, shown to them alone (the prompt names it to its player only, view.py), and answers
    `choose` with `place: top` or `bottom` (`place_looked`). An empty 本国 has nothing to look at."""
    deck = state.zone(item.owner, "deck")
    if not deck:
        return
    say(state, f"{item.owner} looks at the top card of their 本国 (D-2)",
        key="nexa.event.looks_at_top", params={"player": item.owner})
    state.by_hand = item
    state.prompt = Prompt("look_place", item.owner, {"looked": deck[0], "source": item.source})


def place_looked(state: NexaState, place: str) -> None:
    """The answer to a `look_place` prompt: the card looked at stays on top of the 本国 or goes to
    its bottom, face down (everyone sees where it goes, only its player which card it is, D-2);
    then the effect is done."""
    assert state.prompt is not None
    player, uid = state.prompt.player, state.prompt.data["looked"]
    if place == "bottom" and state.cards[uid].zone == "deck":
        state.zones[player]["deck"].remove(uid)
        state.zones[player]["deck"].append(uid)
    say(state, f"{player} puts the card they looked at on the {place} of their 本国 (D-2)",
        key="nexa.event.look_placed", params={"player": player, "place": place})
    from .by_hand import finish  # late: by_hand imports this module

    finish(state)


def look_take(state: NexaState, item: CutItem, n: int) -> None:
    """「自軍本国の上のカードN枚を見て、その中にあるカード１枚を自軍手札に移す」 (D-2): its controller sees
    the top N cards of their 本国 (fewer if it holds fewer), shown to them alone (view.py; they stay hidden
    本国 cards, named by their position from the top), and answers `choose` with `position`
    (`take_looked`). An empty 本国 has nothing to look at."""
    looked = state.zone(item.owner, "deck")[:n]
    if not looked:
        return
    say(state, f"{item.owner} looks at the top {len(looked)} card(s) of their 本国 (D-2)",
        key="nexa.event.looks_at_top_cards", params={"player": item.owner, "count": len(looked)})
    state.by_hand = item
    state.prompt = Prompt("look_take", item.owner, {"looked_cards": list(looked), "source": item.source})


def take_looked(state: NexaState, position: int) -> None:
    """The answer to a `look_take` prompt: the card at `position` (1 = the top) of those looked at goes
    to its player's hand; the others were never moved, so they stay on top of the 本国 in their order
    (D-2: 「特に記述がない場合、…元の場所に元の順番で戻ります」). Everyone reads that a card went to the
    hand, only its player which (a private line, like a draw)."""
    assert state.prompt is not None
    player, looked = state.prompt.player, state.prompt.data["looked_cards"]
    uid = looked[position - 1]
    state.move(uid, "hand")
    rest = len(looked) - 1
    say(state, f"{player} puts 1 of the cards they looked at into their hand, the other {rest} stay on top "
               "of their 本国 in their order (D-2)",
        **{player: f"{player} puts {label(state, uid)} into their hand, the other {rest} stay on top of "
                   "their 本国 in their order (D-2)"},
        key="nexa.event.look_taken", params={"player": player, "rest": rest},
        private_params={player: {"card": label(state, uid)}})
    from .by_hand import finish  # late: by_hand imports this module

    finish(state)


def fire_damaged(state: NexaState, uids: list[int]) -> None:
    """Units that took damage fire their `damaged` 起動 texts (B10-3), applied after the
    effect or processing that dealt it (D-86)."""
    from .triggers import fire  # late: triggers applies scripts through this module

    fire(state, "damaged", uids)


def force_step(state: NexaState, step: Step, player: str, area: str) -> None:
    """A script step on a force (B9-1): 部隊戦闘力 ±X until the force disbands (B9-3, as the
    guard system's, B7-11), or 貫通ダメージ (D-103)."""
    if step.verb == "force_power":
        key = f"{player}.{area}"
        state.force_mods[key] = state.force_mods.get(key, 0) + (step.force_power or 0)
        say(state, f"{player}'s force in {area} gets {step.force_power:+d} force power until it disbands "
                   "(B9-3)",
            key="nexa.event.force_power", params={"player": player, "area": area, "power": step.force_power})
    else:
        force_damage(state, player, area, step.damage or 0)


def gain(state: NexaState, player: str, uid: int) -> None:
    """ゲイン (D-110): in a battle area, reveal the top card of the own 本国; a G sign of this
    card's attribute gives +X/+X/+X until turn end, X = the revealed card's total roll cost."""
    if state.cards[uid].zone not in AREAS or not state.zone(player, "deck"):
        say(state, f"{label(state, uid)}: ゲイン has no effect (D-110)",
            key="nexa.event.gain_no_effect", params={"card": label(state, uid)})
        return
    top = state.zone(player, "deck")[0]
    shown, own = state.definition(top), state.definition(uid)
    say(state, f"ゲイン: {player} reveals {shown.name} ({shown.number}) from the top of their 本国 (D-110)",
        key="nexa.event.gain_reveals", params={"player": player, "card": shown.name, "number": shown.number})
    x = shown.gain_level if shown.gain_level is not None else \
        sum(shown.cost.roll.values()) if shown.cost else 0  # B7-12: a G's gain level instead
    if shown.g_sign and own.g_sign and shown.g_sign.attribute == own.g_sign.attribute and x:
        state.cards[uid].add_mod(Mod(x, x, x, "turn_end"))
        say(state, f"{label(state, uid)} gets +{x}/+{x}/+{x} until turn end (ゲイン)",
            key="nexa.event.gain_bonus", params={"card": label(state, uid), "x": x})
    else:
        say(state, "ゲイン: not the same attribute, no effect (D-110)", key="nexa.event.gain_other_attribute")


def already_has(state: NexaState, uid: int, text: str | Effect) -> bool:
    """D-114: whether a unit already has a text of the same wording (a keyword it has, set
    cards' 高機動/速攻/強襲 included, or an equal text, printed or gained)."""
    if isinstance(text, str):
        return state.keyword(uid, text)
    return any(own == text for own in state.effects(uid))


def cross_weapon(state: NexaState, item: CutItem, uid: int) -> None:
    """クロスウェポン (D-114): the unit gains, until turn end, the same text as the chosen
    original text of the source card; not if it already has a text of that wording."""
    number = state.cards[item.source].number
    texts = state.pool[number].copyable
    if item.copy is None or not 0 <= item.copy < len(texts):
        return
    text = texts[item.copy]
    name = text if isinstance(text, str) else text.text or f"text {item.copy + 1}"
    if already_has(state, uid, text):
        say(state, f"{label(state, uid)} already has {name}; クロスウェポン gives nothing (D-114)",
            key="nexa.event.cross_weapon_has", params={"card": label(state, uid), "text": name})
        return
    state.cards[uid].gained = [*state.cards[uid].gained, [number, item.copy]]
    say(state, f"{label(state, uid)} gains {name} until turn end (クロスウェポン, D-114)",
        key="nexa.event.cross_weapon_gains", params={"card": label(state, uid), "text": name})


def refit_ok(state: NexaState, player: str, trait: str, uid: object) -> bool:
    """D-111: a unit with the trait in the own hand or hangar, 合計国力 ≤ the number of own G."""
    if not isinstance(uid, int) or isinstance(uid, bool) or uid not in state.cards or \
            uid not in state.zone(player, "hand") + state.zone(player, "hangar"):
        return False
    d = state.definition(uid)
    return d.type == "unit" and trait in d.traits and d.cost is not None and \
        d.cost.total <= len(state.zone(player, "g"))


def unique_blocked(state: NexaState, player: str, uid: int, replacing: int) -> bool:
    """D-120: a ★ card cannot be put onto the 場 while an own card of the same name is there
    (the card it replaces and that card's set group aside: they leave as it enters)."""
    d = state.definition(uid)
    if not d.unique:
        return False
    leaving = {replacing, *state.group(replacing)}
    return any(state.definition(u).name == d.name for u in state.on_field(player)
               if u not in leaving and not state.cards[u].is_g)


def refit(state: NexaState, item: CutItem, uid: int) -> None:
    """改装 (D-111): the revealed unit replaces this card standing ("リロール状態で置き換える");
    by D-126 it carries over what this card had — damage, destroyed state, combat modifiers
    and texts gained from effects, set cards, and the targets of effects waiting in the cut.
    Then this card is discarded to the junkyard."""
    new = item.reveal
    step = state.item_effect(item).script[0]
    if new is None or not refit_ok(state, item.owner, step.refit or "", new):
        say(state, f"{label(state, uid)}: the revealed unit is gone, 改装 fails (D-111)",
            key="nexa.event.refit_gone", params={"card": label(state, uid)})
        return
    if unique_blocked(state, item.owner, new, uid):
        say(state, f"{label(state, new)}: a card of that name is already on the 場, 改装 fails (D-120)",
            key="nexa.event.refit_unique", params={"card": label(state, new)})
        return
    old = state.cards[uid]
    holder, zone = old.holder, old.zone
    place = state.zones[holder][zone].index(uid)
    state.detach(new)
    card = state.cards[new]
    card.zone, card.holder, card.rolled, card.played_turn = zone, holder, False, state.turn
    card.damage, card.destroyed = old.damage, old.destroyed  # D-126
    card.mods, card.gained = list(old.mods), [list(g) for g in old.gained]
    state.zones[holder][zone].insert(place, new)
    if zone in AREAS:
        card.battled_turn = state.turn
    for child in list(old.sets):
        state.set_under(child, new)
    for waiting in state.cut:  # D-126: waiting effects aimed at this card now aim at the new one
        waiting.targets = [new if t == uid else t for t in waiting.targets]
        if waiting.kind == "discard" and waiting.source == uid:
            waiting.source = new
    say(state, f"{label(state, new)} replaces {label(state, uid)} (改装, D-111)",
        key="nexa.event.refit_replaces", params={"card": label(state, new), "old": label(state, uid)})
    state.move(uid, "junkyard")
    from .triggers import fire  # late: triggers applies scripts through this module

    fire(state, "enter", [new])


def share_options(state: NexaState, player: str, trait: str) -> list[str]:
    """D-112: the card numbers with the trait in the own 本国 (by number: no hidden card id is
    named)."""
    return sorted({state.cards[u].number for u in state.zone(player, "deck")
                   if trait in state.definition(u).traits})


def draw(state: NexaState, player: str, n: int) -> None:
    for _ in range(n):
        deck = state.zone(player, "deck")
        if not deck:
            return
        uid = deck[0]
        state.move(uid, "hand")
        say(state, f"{player} draws a card", **{player: f"{player} draws {label(state, uid)}"},
            key="nexa.event.draws", params={"player": player},
            private_params={player: {"card": label(state, uid)}})
