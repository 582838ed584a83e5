"""What a player may do now: `legal_actions` lists it, `check` refuses anything else with
the clause that forbids it, `apply` carries a checked action out (contracts/ucg.md)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...core.actions import Action
from ...core.effects import by_hand as shared
from ...core.errors import IllegalAction, MalformedAction
from . import effects as fx
from . import fixes, flow
from .battle import condition_holds
from .cards import Card
from .log import label, say
from .state import MAX_STACK, Character, Mod, UcgState

ALLOWED = {
    "choose_order": {"choose_order"},
    "mulligan": {"mulligan"},
    "scene": {"set_scene", "pass"},
    "set": {"set"},
    "level_up": {"level_up", "pass"},
    "activate": {"activate", "pass"},
    "order": {"choose"},
    "target": {"choose"},
    "count": {"choose"},
    "discard": {"choose"},
    "may": {"resolve", "decline"},
    "pick": {"choose", "decline"},
    "to_deck": {"move"},
    "effect": {"resolve", "draw", "reveal", "bp", "level", "result", "move", "swap", "nullify", "charge",
               "look", "search"},
}
KNOWN = frozenset().union(*ALLOWED.values())
# The clause that makes a prompt one player's decision.
WHOSE = {"choose_order": "4.2.2", "mulligan": "4.2.3", "scene": "5.4.1", "set": "5.5.1",
         "level_up": "5.6.1", "activate": "5.8.1", "order": "10.1.3.2", "target": "7.1.2",
         "count": "11.17.1", "discard": "11.1", "may": "11.3.1", "effect": "11.1", "pick": "11.4.1",
         "to_deck": "11.20.2"}
WORDS = {"choose_order": "choose to go first or second", "mulligan": "decide on a redraw",
         "scene": "set a scene or pass", "set": "set a character face down",
         "level_up": "level up or pass", "activate": "use [發動] effects or pass",
         "order": "order their effects", "target": "choose a target", "count": "choose how many to charge",
         "discard": "choose cards to discard", "may": "decide whether to use an effect",
         "effect": "resolve an effect by hand", "pick": "choose a revealed card",
         "to_deck": "return a card of their hand to their deck"}
MOVE_TO = ("hand", "trash", "removal", "deck_top", "deck_bottom", "battle")
MAX_COMBOS = 40


def refuse(message: str, rule: str = "", code: str = "illegal", *, key: str,
           params: dict[str, Any] | None = None) -> IllegalAction:
    """A refusal; `key` (`ucg.refusal.<name>`) and `params` say it in the player's language."""
    return IllegalAction(message, rule, code, key=key, params=params)


def _int(action: Action, name: str, required: bool = True) -> int | None:
    value = action.get(name)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction(f"`{name}` must be a card id", key="ucg.refusal.card_id", params={"name": name})
    return value


def _area(action: Action) -> int | None:
    value = action.get("area")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction("`area` is a battle area number (1 = the first)", key="ucg.refusal.area_number")
    return value - 1


# --- legal actions -----------------------------------------------------------------------


def legal_actions(state: UcgState, player: str) -> list[Action]:
    if state.over:
        return []
    out: list[Action] = []
    prompt = state.prompt
    if prompt is not None and prompt.player == player:
        out = [a for a in _candidates(state, player) if _ok(state, a)]
    return [*out, Action(player, "concede")]


def _ok(state: UcgState, action: Action) -> bool:
    try:
        check(state, action)
    except IllegalAction:
        return False
    return True


def _candidates(state: UcgState, player: str) -> list[Action]:
    prompt = state.prompt
    assert prompt is not None
    kind = prompt.kind
    hand = state.zone(player, "hand")
    if kind == "choose_order":
        return [Action(player, "choose_order", {"first": f}) for f in (True, False)]
    if kind == "mulligan":
        return [Action(player, "mulligan", {"redraw": r}) for r in (False, True)]
    if kind == "scene":
        out = [Action(player, "set_scene", {"card": u, "draw": d}) for u in _distinct(state, hand)
               if state.definition(u).type == "scene" for d in (True, False)]
        return [*out, Action(player, "pass")]
    if kind == "set":
        areas = state.vacant(player)
        return [Action(player, "set", {"card": u, "area": a + 1}) for u in _distinct(state, hand)
                for a in areas]
    if kind == "level_up":
        mine = [c.top for _, _, c in state.characters(player)]
        return [Action(player, "level_up", {"card": u, "character": t}) for u in _distinct(state, hand)
                for t in mine] + [Action(player, "pass")]
    if kind == "activate":
        out = []
        sources = [c.top for _, _, c in state.characters(player)]
        if state.scene is not None:
            sources.append(state.scene)
        for uid in sources:
            for index, effect in state.definition(uid).effects_at("activate"):
                discard = sum(s.discard or s.exile_own or 0 for s in effect.cost or [])
                if discard:  # the hand cards a discard takes, or the discard-area cards an exile takes
                    fitting = _cost_cards(state, player, effect)
                    for combo in list(combinations(sorted(fitting), discard))[:MAX_COMBOS]:
                        out.append(Action(player, "activate", {"card": uid, "ability": index,
                                                               "pay": list(combo)}))
                else:
                    out.append(Action(player, "activate", {"card": uid, "ability": index}))
        return [*out, Action(player, "pass")]
    if kind == "order":
        return [Action(player, "choose", {"card": s, "ability": e}) for s, e in prompt.options]
    if kind == "target":
        stop = [Action(player, "decline")] if prompt.data.get("up_to") else []
        return [*(Action(player, "choose", {"card": u}) for u in prompt.options), *stop]
    if kind == "count":
        return [Action(player, "choose", {"card": u, "n": n}) for u in prompt.options
                for n in range(prompt.data["max"] + 1)]
    if kind == "discard":
        n = prompt.data["count"]
        return [Action(player, "choose", {"cards": list(c)})
                for c in list(combinations(sorted(_discardable(state, player)), n))[:MAX_COMBOS]]
    if kind == "may":
        return [Action(player, "resolve"), Action(player, "decline")]
    if kind == "pick":
        return [*(Action(player, "choose", {"card": u}) for u in prompt.options), Action(player, "decline")]
    if kind == "to_deck":
        stop = [Action(player, "decline")] if prompt.data.get("up_to") else []
        return [*(Action(player, "move", {"card": u, "to": to}) for u in _distinct(state, hand)
                  for to in prompt.data["places"]), *stop]
    if kind == "effect":
        chars = [c.top for _, _, c in state.characters()]
        mine = [c.top for _, _, c in state.characters(player)]
        out = [Action(player, "resolve"), Action(player, "draw", {"n": 1}),
               Action(player, "reveal", {"n": 1})]
        for t in chars:
            out += [Action(player, "bp", {"target": t, "n": n, "until": "turn"}) for n in (1000, -1000)]
            out += [Action(player, "level", {"target": t, "n": n, "until": "turn"}) for n in (1, -1)]
            out += [Action(player, "result", {"target": t, "result": r}) for r in ("win", "draw")]
            out += [Action(player, "move", {"card": t, "to": to}) for to in ("hand", "trash")]
        out += [Action(player, "charge", {"n": 1, "character": t}) for t in mine]
        out += [Action(player, "swap", {"target": a, "with": b}) for a, b in combinations(mine, 2)]
        # 6.2.2: a scene card of the own hand or trash set in the scene area (the check keeps the fitting)
        scenes = [u for u in _distinct(state, hand) + _distinct(state, state.zone(player, "trash"))
                  if state.definition(u).type == "scene"]
        out += [Action(player, "move", {"card": u, "to": "scene", "draw": d})
                for u in scenes for d in (True, False)]
        return out
    return []


def nothing_playable_in_public(state: UcgState, player: str) -> bool:
    """Whether the public table alone proves that `player` could do nothing but pass: then
    passing for them reveals nothing about their hand (the bot's auto-pass, docs/play.md).
    Never reads the hand. In the activation phase (5.8.1) only [發動] effects of their
    characters and of the scene in play are used — all public: True when none of them has
    one (a discard cost's hand cards then never matter). In the scene phase (5.4.1): True
    when the match's pool has no scene card at all. Elsewhere (a level-up, 5.6.1, depends
    on the hand's cards): False."""
    prompt = state.prompt
    if state.over or prompt is None or prompt.player != player:
        return False
    if prompt.kind == "activate":
        sources = [c.top for _, _, c in state.characters(player)]
        if state.scene is not None:
            sources.append(state.scene)
        return not any(state.definition(uid).effects_at("activate") for uid in sources)
    if prompt.kind == "scene":
        return not any(card.type == "scene" for card in state.pool.cards.values())
    return False


def _distinct(state: UcgState, uids: list[int]) -> list[int]:
    """One copy per card number (identical copies are interchangeable)."""
    seen: dict[str, int] = {}
    for uid in sorted(uids):
        seen.setdefault(state.cards[uid].number, uid)
    return list(seen.values())


# --- check -------------------------------------------------------------------------------


def check(state: UcgState, action: Action) -> None:
    if action.actor == fixes.JUDGE_ACTOR:
        fixes.check(state, action)
        return
    if action.actor not in state.players:
        raise MalformedAction(f"unknown player {action.actor!r}", key="ucg.refusal.unknown_player",
                              params={"actor": repr(action.actor)})
    kind = action.kind
    if kind == "concede":
        return
    if kind not in KNOWN:
        raise refuse(f"`{kind}` is not a UCG action", code="unknown_action", key="ucg.refusal.unknown_action",
                     params={"kind": kind})
    prompt = state.prompt
    if prompt is None:
        raise refuse("nobody may act now", code="wrong_time", key="ucg.refusal.nobody_acts")
    # `decline` also stops an "up to n" choice of cards, one at a time (to_deck, target)
    if kind not in ALLOWED[prompt.kind] and not (kind == "decline" and prompt.data.get("up_to")):
        if kind == "pass" and prompt.kind == "set":
            raise refuse("the set step has nothing to pass: set a character in every vacant area "
                         "(5.5.3.1, 12.4.3)", "12.4.3", "wrong_time", key="ucg.refusal.no_pass_in_set")
        # `waiting`: the prompt's kind, said by the catalogue's term `-ucg-task` (WORDS)
        raise refuse(f"`{kind}` is not possible now: {prompt.player} must {WORDS[prompt.kind]}",
                     WHOSE[prompt.kind], "wrong_time", key="ucg.refusal.wrong_time",
                     params={"kind": kind, "player": prompt.player, "waiting": prompt.kind})
    if action.actor != prompt.player:
        raise refuse(f"only {prompt.player} may act now ({WORDS[prompt.kind]})", WHOSE[prompt.kind],
                     "not_your_turn", key="ucg.refusal.not_your_turn",
                     params={"player": prompt.player, "waiting": prompt.kind})
    getattr(_Checks, kind)(state, action)


class _Checks:
    @staticmethod
    def choose_order(state: UcgState, action: Action) -> None:
        if not isinstance(action.get("first"), bool):
            raise MalformedAction("`first` must be true or false", key="ucg.refusal.first_bool")

    @staticmethod
    def mulligan(state: UcgState, action: Action) -> None:
        if not isinstance(action.get("redraw"), bool):
            raise MalformedAction("`redraw` must be true or false", key="ucg.refusal.redraw_bool")

    @staticmethod
    def set_scene(state: UcgState, action: Action) -> None:
        uid = _hand_card(state, action)
        card = state.definition(uid)
        if not isinstance(action.get("draw"), bool):
            raise MalformedAction("`draw` must be true or false: the draw is a choice (6.2.1)",
                                  key="ucg.refusal.draw_bool")
        if card.type != "scene":
            raise refuse(f"{card.name} is not a scene card (6.1.1)", "6.1.1", key="ucg.refusal.not_scene",
                         params={"card": card.name})
        if state.scene_done:
            raise refuse("one scene per turn (5.4.2, 6.1.2)", "6.1.2", key="ucg.refusal.one_scene")
        _check_scene_round(state, card)

    @staticmethod
    def set(state: UcgState, action: Action) -> None:
        uid = _hand_card(state, action)
        card = state.definition(uid)
        if not card.is_character:
            raise refuse(f"{card.name} is not a character card (5.5.3.1)", "5.5.3.1",
                         key="ucg.refusal.set_not_character", params={"card": card.name})
        if card.bp is None or card.bp.single is None:
            raise refuse(f"{card.name} has no SINGLE BP and cannot be set (11.15.1)", "11.15.1",
                         key="ucg.refusal.no_single_bp", params={"card": card.name})
        area = _area(action)
        vacant = state.vacant(action.actor)
        if area is None:
            if len(vacant) > 1:
                raise MalformedAction("say which `area` to fill: several are vacant",
                                      key="ucg.refusal.which_area")
        elif area not in vacant:
            raise refuse(f"area {area + 1} is not one of your vacant battle areas (5.5.6, 12.4.3)",
                         "12.4.3", key="ucg.refusal.area_not_vacant", params={"area": area + 1})

    @staticmethod
    def level_up(state: UcgState, action: Action) -> None:
        uid = _hand_card(state, action)
        target = _int(action, "character")
        assert target is not None
        char = state.character(target)
        if char is None or state.cards[target].owner != action.actor or char.top != target:
            raise refuse("`character` must be the top card of one of your characters (5.6.1)", "5.6.1",
                         key="ucg.refusal.level_up_target")
        card, top = state.definition(uid), state.definition(char.top)
        if not card.is_character:
            raise refuse(f"{card.name} is not a character card (5.6.1)", "5.6.1",
                         key="ucg.refusal.level_up_not_character", params={"card": card.name})
        same = card.character == top.character or bool(set(card.team) & set(top.team))
        if not same:
            raise refuse(f"{card.name} has another character name than {top.name} and no shared "
                         "[TEAM] (5.6.1, 11.18.1)", "5.6.1", key="ucg.refusal.other_character",
                         params={"card": card.name, "character": top.name})
        if char.leveled:
            raise refuse("that character was already leveled up in this phase (5.6.2.3)", "5.6.2.3",
                         key="ucg.refusal.already_leveled")
        if len(char.stack) >= MAX_STACK:
            raise refuse("the character is already QUAD: four cards (2.3.5.2, 8.1.1)", "2.3.5.2",
                         key="ucg.refusal.already_quad")
        if (card.level or 0) != (top.level or 0) + 1:
            raise refuse(f"level {card.level} on level {top.level}: exactly one level higher "
                         "(5.6.2.2)", "5.6.2.2", key="ucg.refusal.level_step",
                         params={"level": card.level, "on": top.level})

    @staticmethod
    def activate(state: UcgState, action: Action) -> None:
        uid = _int(action, "card")
        assert uid is not None
        if uid not in state.cards:
            raise MalformedAction("`card` must be a card on the field", key="ucg.refusal.not_on_field")
        card = state.cards[uid]
        if card.zone == "scene":
            if card.owner != action.actor:
                raise refuse("only the scene's owner uses its effects (6.3.3)", "6.3.3",
                             key="ucg.refusal.scene_owner")
            char: Character | None = None
        else:
            char = state.character(uid)
            if char is None or card.owner != action.actor:
                raise refuse("use your own character on the field or your scene (5.8.1)", "5.8.1",
                             key="ucg.refusal.own_source")
            if char.top != uid:
                raise refuse("only the top card of a character has effects (10.1.3.1)", "10.1.3.1",
                             key="ucg.refusal.top_card_effects")
            if card.face_down:
                raise refuse("a face-down card has no effects (10.1.1)", "10.1.1",
                             key="ucg.refusal.face_down")
        abilities = state.definition(uid).effects_at("activate")
        index = action.get("ability")
        if index is None and len(abilities) == 1:
            index = abilities[0][0]
        effect = dict(abilities).get(index) if isinstance(index, int) else None
        if effect is None:
            raise refuse("that card has no such [發動] effect (9.4.1)", "9.4.1",
                         key="ucg.refusal.no_such_effect")
        if char is not None and effect.states and char.state_name not in effect.states:
            raise refuse(f"that effect works only in state {', '.join(effect.states)} (2.3.5.2)",
                         "2.3.5.2", key="ucg.refusal.wrong_state", params={"states": list(effect.states)})
        if (uid, card.inc, index) in state.nullified:
            raise refuse("that effect is nullified this turn (11.13.2)", "11.13.2",
                         key="ucg.refusal.nullified")
        if not condition_holds(state, action.actor, char, effect):
            raise refuse("that effect's condition does not hold now (11.5.1)", "11.5.1",
                         key="ucg.refusal.condition")
        if card.used.count(index) >= (effect.per_turn or 1):
            raise refuse(f"used {effect.per_turn} time(s) this turn already (9.4.2)", "9.4.2",
                         key="ucg.refusal.used_up", params={"times": effect.per_turn})
        discard = sum(s.discard or 0 for s in effect.cost or [])
        exile = sum(s.exile_own or 0 for s in effect.cost or [])  # s17-games: cards of the discard area
        detach = sum(s.detach or 0 for s in effect.cost or [])
        fitting = _cost_cards(state, action.actor, effect)  # "Discard one 『X』 card from your hand"
        pay = action.get("pay") or []
        if not isinstance(pay, list) or any(isinstance(p, bool) or not isinstance(p, int) for p in pay):
            raise MalformedAction("`pay` is a list of hand card ids", key="ucg.refusal.pay_list")
        if exile:  # "Exile two 『X』 cards in your discard area from the game" (3.8.1, 9.4.3, 9.4.4)
            trash = state.zone(action.actor, "trash")
            if len(fitting) < exile:
                raise refuse("the cost cannot be paid in full (9.4.4)", "9.4.4",
                             key="ucg.refusal.cost_unpayable")
            if len(pay) != exile or len(set(pay)) != len(pay) or any(p not in trash for p in pay):
                raise refuse(f"choose exactly {exile} card(s) of your discard area to pay the cost (9.4.3)",
                             "9.4.3", key="ucg.refusal.pay_exile_count", params={"count": exile})
            if any(p not in fitting for p in pay):
                raise refuse("that card is not the kind the cost names (9.4.3)", "9.4.3",
                             key="ucg.refusal.pay_kind")
            return
        hand = state.zone(action.actor, "hand")
        this_scene = any(s.trash_this for s in effect.cost or [])  # "Send this scene to your discard area"
        if len(fitting) < discard or (char is not None and len(char.charge) < detach) or \
                (char is None and detach) or (this_scene and state.scene != uid):
            raise refuse("the cost cannot be paid in full (9.4.4)", "9.4.4", key="ucg.refusal.cost_unpayable")
        if len(pay) != discard or len(set(pay)) != len(pay) or any(p not in hand for p in pay):
            raise refuse(f"choose exactly {discard} card(s) of your hand to pay the cost (9.4.3)", "9.4.3",
                         key="ucg.refusal.pay_count", params={"count": discard})
        if any(p not in fitting for p in pay):
            raise refuse("that card is not the kind the cost names (9.4.3)", "9.4.3",
                         key="ucg.refusal.pay_kind")

    @staticmethod
    def pass_(state: UcgState, action: Action) -> None:
        return

    @staticmethod
    def choose(state: UcgState, action: Action) -> None:
        prompt = state.prompt
        assert prompt is not None
        if prompt.kind == "order":
            uid = _int(action, "card")
            ability = action.get("ability")
            matches = [o for o in prompt.options if o[0] == uid and (ability is None or o[1] == ability)]
            if not matches or (ability is None and len({o[1] for o in matches}) > 1):
                raise refuse("choose one of your waiting effects (10.1.3.2, 10.2.1)", "10.1.3.2",
                             key="ucg.refusal.choose_waiting")
        elif prompt.kind == "target" or prompt.kind == "pick":
            if _int(action, "card") not in prompt.options:
                raise refuse("not a legal target for this effect (7.1.2)", "7.1.2",
                             key="ucg.refusal.bad_target")
        elif prompt.kind == "count":
            uid = action.get("card", prompt.options[0] if len(prompt.options) == 1 else None)
            n = action.get("n")
            if uid not in prompt.options:
                raise refuse("charge one of your characters with that character name (11.17.1)", "11.17.1",
                             key="ucg.refusal.charge_which")
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= prompt.data["max"]:
                raise refuse(f"charge 0 to {prompt.data['max']} card(s) (11.17.1)", "11.17.1",
                             key="ucg.refusal.charge_count", params={"max": prompt.data["max"]})
        elif prompt.kind == "discard":
            cards = action.get("cards")
            hand = _discardable(state, action.actor)
            if not isinstance(cards, list) or len(cards) != prompt.data["count"] or \
                    len(set(map(str, cards))) != len(cards) or any(c not in hand for c in cards):
                raise refuse(f"choose {prompt.data['count']} card(s) of your hand (11.2.1)", "11.2.1",
                             key="ucg.refusal.discard_count", params={"count": prompt.data["count"]})

    @staticmethod
    def resolve(state: UcgState, action: Action) -> None:
        return

    @staticmethod
    def decline(state: UcgState, action: Action) -> None:
        return

    # --- effect actions (an effect without a script, resolved by its owner) ---------------

    @staticmethod
    def draw(state: UcgState, action: Action) -> None:
        _count(action, 1, 10)

    @staticmethod
    def reveal(state: UcgState, action: Action) -> None:
        _count(action, 1, 10)

    @staticmethod
    def look(state: UcgState, action: Action) -> None:  # 12.3.1: only its player sees them
        _count(action, 1, 10)

    @staticmethod
    def search(state: UcgState, action: Action) -> None:
        card = state.cards.get(_int(action, "card") or 0)
        if card is None or card.zone != "deck" or card.owner != action.actor:
            raise refuse("search takes a card of your own deck (12.3.1)", "12.3.1",
                         key="ucg.refusal.search_own")

    @staticmethod
    def bp(state: UcgState, action: Action) -> None:
        _target(state, action)
        n = action.get("n")
        if isinstance(n, bool) or not isinstance(n, int) or n == 0 or abs(n) > 99999:
            raise MalformedAction("`n` is the BP change, e.g. 1000 or -2000 (11.7)", key="ucg.refusal.bp_n")
        _until(action)

    @staticmethod
    def level(state: UcgState, action: Action) -> None:
        _target(state, action)
        if action.get("n") not in (1, -1) or isinstance(action.get("n"), bool):
            raise MalformedAction("`n` is 1 (上升一級) or -1 (降低一級) (11.6.1)", key="ucg.refusal.level_n")
        _until(action)

    @staticmethod
    def result(state: UcgState, action: Action) -> None:
        _target(state, action)
        if action.get("result") not in ("win", "draw"):
            raise MalformedAction("`result` is win or draw (11.16.1)", key="ucg.refusal.result_value")
        _until(action)

    @staticmethod
    def move(state: UcgState, action: Action) -> None:
        uid = _int(action, "card")
        to = action.get("to")
        prompt = state.prompt
        if prompt is not None and prompt.kind == "to_deck":  # 11.20: a card of your hand, where the text says
            if uid not in state.zone(action.actor, "hand"):
                raise refuse("that card is not in your hand", "3.4.1", key="ucg.refusal.not_in_hand")
            if to not in prompt.data["places"]:
                raise refuse("not a legal target for this effect (7.1.2)", "7.1.2",
                             key="ucg.refusal.bad_target")
            return
        if uid not in state.cards or to not in (*MOVE_TO, "scene"):
            raise MalformedAction(f"`card` is a card id and `to` one of {', '.join((*MOVE_TO, 'scene'))}",
                                  key="ucg.refusal.move_args", params={"zones": [*MOVE_TO, "scene"]})
        if (to == "scene") != ("draw" in action.args) or ("draw" in action.args and
                                                          not isinstance(action.get("draw"), bool)):
            raise MalformedAction("`draw` (true or false) goes with a move to the scene, and only there: the "
                                  "draw of a scene set by an effect is a choice (6.2.2)",
                                  key="ucg.refusal.scene_move_draw")
        card = state.cards[uid]
        if card.zone == "battle":
            char = state.character(uid)
            if char is None or char.top != uid:
                raise refuse("move a character by its top card (11.12.1)", "11.12.1",
                             key="ucg.refusal.move_not_top")
        if card.zone == "deck" and card.owner != action.actor:
            raise refuse("an effect touches the other player's deck only as it says (12.3.1)", "12.3.1",
                         key="ucg.refusal.other_deck")
        if card.zone == "hand" and card.owner != action.actor:
            raise refuse("the other player's hand is hidden (3.4.2)", "3.4.2", key="ucg.refusal.other_hand")
        if to == "scene":
            _check_scene_by_effect(state, uid)
        if to == "battle":
            definition = state.definition(uid)
            area = _area(action)
            if card.zone == "battle" or not definition.is_character or area is None or \
                    area not in state.vacant(card.owner):
                raise refuse("a character appears only in one of its owner's vacant areas (11.8.1, "
                             "12.4.1)", "11.8.1", key="ucg.refusal.appear_area")

    @staticmethod
    def swap(state: UcgState, action: Action) -> None:
        a, b = _int(action, "target"), _int(action, "with")
        ca, cb = state.locate(a or 0), state.locate(b or 0)
        if ca is None or cb is None or ca[1] != cb[1] or ca[0] == cb[0]:
            raise refuse("swap two characters of the same player in different areas (11.9.1)", "11.9.1",
                         key="ucg.refusal.swap")

    @staticmethod
    def nullify(state: UcgState, action: Action) -> None:
        uid = _target(state, action)
        ability = action.get("ability")
        if not isinstance(ability, int) or isinstance(ability, bool) or \
                not 0 <= ability < len(state.definition(uid).effects):
            raise MalformedAction("`ability` is the index of one of its effects (11.13.1)",
                                  key="ucg.refusal.ability_index")

    @staticmethod
    def charge(state: UcgState, action: Action) -> None:
        _count(action, 1, 10)
        uid = _int(action, "character")
        if state.character(uid or 0) is None or state.cards[uid or 0].owner != action.actor:
            raise refuse("charge cards go under one of your characters (11.17.1)", "11.17.1",
                         key="ucg.refusal.charge_own")


setattr(_Checks, "pass", _Checks.pass_)


def _check_scene_by_effect(state: UcgState, uid: int) -> None:
    """A scene card set in the scene area by an effect (6.2.2), checked after the card's place (a
    hidden card of the other player is refused before anything is said of it, 3.4.2, 12.3.1): only
    a scene card (6.1.1), not the scene already there, of a round the field has (6.3.1), replacing
    a scene of the same or a lower round (6.3.2). Its refusals name no card the actor may not see."""
    card = state.cards[uid]
    definition = state.definition(uid)
    if card.face_down or definition.type != "scene" or definition.filler:
        raise refuse("only a scene card is set in the scene area (6.1.1)", "6.1.1",
                     key="ucg.refusal.scene_move_not_scene")
    if card.zone == "scene":
        raise refuse("that card is already the scene (6.1.1)", "6.1.1", key="ucg.refusal.scene_move_already")
    _check_scene_round(state, definition)


def _check_scene_round(state: UcgState, scene: Card) -> None:
    """A scene needs a round the field has (6.3.1, 2.4.2.2) and replaces only a scene of the same or
    a lower round (6.3.2): one check for the scene phase and for a scene set by an effect."""
    if (scene.round or 0) > state.rounds:
        raise refuse(f"{scene.name} needs round {scene.round}; the field has {state.rounds} battle "
                     "area(s) (6.3.1, 2.4.2.2)", "6.3.1", key="ucg.refusal.scene_round",
                     params={"card": scene.name, "round": scene.round, "rounds": state.rounds})
    if state.scene is not None:
        old = state.definition(state.scene)
        if (scene.round or 0) < (old.round or 0):
            raise refuse(f"the scene {old.name} has round {old.round}: only a scene of the same or a higher "
                         "round replaces it (6.3.2)", "6.3.2", key="ucg.refusal.scene_lower_round",
                         params={"card": old.name, "round": old.round})


def _hand_card(state: UcgState, action: Action) -> int:
    uid = _int(action, "card")
    assert uid is not None
    if uid not in state.zone(action.actor, "hand"):
        raise refuse("that card is not in your hand", "3.4.1", key="ucg.refusal.not_in_hand")
    return uid


def _count(action: Action, low: int, high: int) -> int:
    n = action.get("n")
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise MalformedAction(f"`n` is a number from {low} to {high}", key="ucg.refusal.n_range",
                              params={"low": low, "high": high})
    return n


def _target(state: UcgState, action: Action) -> int:
    uid = _int(action, "target")
    assert uid is not None
    char = state.character(uid)
    if char is None or char.top != uid:
        raise refuse("the target is a character on the field, by its top card (7.1.2)", "7.1.2",
                     key="ucg.refusal.target_top")
    return uid


def _until(action: Action) -> None:
    if action.get("until", "turn") not in ("turn", "permanent"):
        raise MalformedAction("`until` is turn or permanent (5.10.2)", key="ucg.refusal.until_value")


# --- apply -------------------------------------------------------------------------------


def apply(state: UcgState, action: Action) -> None:
    if action.actor == fixes.JUDGE_ACTOR:
        fixes.apply(state, action)
        flow.advance(state)
        return
    player, kind, a = action.actor, action.kind, action.args
    prompt = state.prompt
    if kind == "concede":
        state.winner, state.over, state.prompt = state.opponent(player), True, None
        say(state, f"{player} concedes", key="ucg.event.concedes", params={"player": player})
        return
    assert prompt is not None
    if prompt.kind == "effect" and kind in BY_HAND:
        _log_by_hand(state, action)
    if kind == "choose_order":
        state.first = player if a["first"] else state.opponent(player)
        state.prompt = None
        say(state, f"{player} chooses to go {'first' if a['first'] else 'second'}: {state.first} is "
                   "the first player of turn 1 (4.2.2)", key="ucg.event.chooses_order",
            params={"player": player, "goes_first": bool(a["first"]), "first": state.first})
    elif kind == "mulligan":
        flow.mulligan(state, player, a["redraw"])
    elif kind == "pass":
        say(state, f"{player} passes", key="ucg.event.passes", params={"player": player})
        flow.end_step(state)
    elif kind == "set_scene":
        _set_scene(state, player, a["card"], a["draw"])
    elif kind == "set":
        area = _area(action)
        flow.set_character(state, player, a["card"], state.vacant(player)[0] if area is None else area)
    elif kind == "level_up":
        flow.level_up(state, player, a["card"], a["character"])
        state.prompt = None
    elif kind == "activate":
        _activate(state, player, action)
    elif kind == "choose":
        _choose(state, action)
    elif prompt.kind == "to_deck" and kind == "move":
        fx.return_to_deck(state, player, a["card"], a["to"], one_of_several=bool(prompt.data.get("up_to")))
    elif kind == "resolve":
        state.prompt = None
        if prompt.kind == "may":
            assert state.resolving is not None
            if "step" in prompt.data:
                state.resolving.asked = True
            else:
                state.resolving.started = True
        else:
            fx.finish(state)  # an effect resolved by hand is done
    elif kind == "decline":
        say(state, f"{player} does not use the 「可」 part (11.3.2)", key="ucg.event.declines",
            params={"player": player})
        if prompt.kind == "pick":  # 11.4.1: none taken; the revealed cards go to the discard area
            fx.pick(state, player, None)
        elif prompt.kind in ("to_deck", "target"):  # "up to n": no more cards
            fx.stop_returning(state)
        elif "step" in prompt.data:
            state.prompt = None
            assert state.resolving is not None
            fx.skip_step(state.resolving)
        else:
            fx.finish(state)
    else:
        _effect_action(state, action)
    flow.advance(state)


def _place_scene(state: UcgState, uid: int) -> None:
    """A scene card enters the scene area face up (6.1.3) as a new object; the scene already there goes
    to its owner's trash (6.3.2). One place for the scene phase and for a scene set by an effect."""
    old = state.scene
    if old is not None:
        state.put(old, "trash")
        say(state, f"the scene {label(state, old)} goes to {state.cards[old].owner}'s trash (6.3.2)",
            key="ucg.event.scene_replaced",
            params={"card": label(state, old), "player": state.cards[old].owner})
    state.take(uid)
    card = state.cards[uid]
    card.zone, card.inc, card.used, card.face_down = "scene", card.inc + 1, (), False
    state.scene = uid


def _set_scene(state: UcgState, player: str, uid: int, draw: bool) -> None:
    """6.1.2, 6.3.2: the old scene goes to its owner's trash; 6.2.1, 6.2.3: the optional
    draw comes before 《當本場景出現時》."""
    state.prompt = None
    _place_scene(state, uid)
    state.scene_done = True
    say(state, f"{player} sets the scene {label(state, uid)} (5.4.1)", key="ucg.event.sets_scene",
        params={"player": player, "card": label(state, uid)})
    if draw:
        fx.draw(state, player, 1)
    fx.trigger_scene(state, uid)
    fx.trigger_scene_watchers(state)


def _set_scene_by_effect(state: UcgState, player: str, uid: int, draw: bool) -> None:
    """6.2.2: a scene card set in the scene area by an effect (an effect resolved by hand). A scene
    already there goes to its owner's trash (6.3.2); the new scene is face up for everyone (6.1.3) and
    keeps its owner, whose effects it gives (6.3.3); the player who set it may draw one card (6.2.2),
    before the scene's 《當本場景出現時》 (6.2.3: those, and 《Whenever a scene enters play》, wait until
    the effect being resolved is done, 10.1.3.3). The turn's one scene of the scene phase (5.4.2,
    6.1.2) is not used up: contracts/ucg.md "Doubts" counts only the scene-phase setting."""
    _place_scene(state, uid)
    say(state, f"{player}'s effect sets the scene {label(state, uid)} (6.2.2)",
        key="ucg.event.sets_scene_by_effect", params={"player": player, "card": label(state, uid)})
    if draw:
        fx.draw(state, player, 1)
    queued = len(state.queue)
    fx.trigger_scene(state, uid)
    fx.trigger_scene_watchers(state)
    for pending in state.queue[queued:]:  # triggered while an effect resolves: right after it (10.1.3.3)
        pending.nested = state.resolving is not None


def _cost_cards(state: UcgState, player: str, effect) -> list[int]:
    """The hand cards a discard cost may take: any, or the printed noun / 『X』 (9.4.3); for an exile cost
    (s17-games) the cards of the own discard area it may take."""
    exiles = [s for s in effect.cost or [] if s.exile_own]
    if exiles:
        return [u for u in state.zone(player, "trash") if all(fx.matches(state, u, s) for s in exiles)]
    steps = [s for s in effect.cost or [] if s.discard]
    return [u for u in state.zone(player, "hand") if all(fx.matches(state, u, s) for s in steps)]


def _discardable(state: UcgState, player: str) -> list[int]:
    """The hand cards the resolving discard step may take ("discard one scene card")."""
    pending = state.resolving
    hand = state.zone(player, "hand")
    if pending is None:
        return hand
    script = fx.effect_of(state, pending).script or []
    step = script[pending.step] if pending.step < len(script) else None
    return [u for u in hand if step is None or fx.matches(state, u, step)]


def _activate(state: UcgState, player: str, action: Action) -> None:
    uid = action.args["card"]
    abilities = state.definition(uid).effects_at("activate")
    index = action.get("ability", abilities[0][0])
    effect = dict(abilities)[index]
    card = state.cards[uid]
    card.used = [*card.used, index]  # 9.4.2
    pay = list(action.get("pay") or [])
    if pay and any(s.exile_own for s in effect.cost or []):
        for paid in pay:  # 3.8.1, 9.4.3: removed from the game, the cost first (public cards)
            fx.move_card(state, player, paid, "removal", hidden=False)
    elif pay:
        fx.discard(state, player, pay)  # 9.4.3: the cost first
    if any(s.trash_this for s in effect.cost or []):
        fx.move_card(state, player, uid, "trash", hidden=False)  # this scene (6.1.1); the effect resolves
    char = state.character(uid)
    for step in effect.cost or []:
        for _ in range(step.detach or 0):
            if char is not None and char.charge:
                state.put(char.charge[0], "trash")
    found = state.locate(uid)
    say(state, f"{player} uses [發動] of {label(state, uid)}: {effect.text}", key="ucg.event.activates",
        params={"player": player, "card": label(state, uid), "effect": effect.text})
    state.prompt = None
    state.resolving = fx.PendingEffect(player, uid, card.inc, index, "activate",
                                       area=found[0] if found else None)


def _choose(state: UcgState, action: Action) -> None:
    prompt = state.prompt
    assert prompt is not None
    if prompt.kind == "order":
        uid = action.args["card"]
        ability = action.get("ability")
        if ability is None:
            ability = next(o[1] for o in prompt.options if o[0] == uid)
        fx.choose_order(state, uid, ability)
    elif prompt.kind == "target":
        fx.choose_target(state, action.args["card"])
    elif prompt.kind == "pick":
        fx.pick(state, action.actor, action.args["card"])
    elif prompt.kind == "count":
        uid = action.get("card", prompt.options[0])
        fx.choose_target(state, uid, action.args["n"])
    elif prompt.kind == "discard":
        state.prompt = None
        fx.discard(state, action.actor, list(action.args["cards"]))
        assert state.resolving is not None
        fx.next_step(state.resolving, True)


BY_HAND = frozenset(ALLOWED["effect"] | {"decline"})
# UCG's own by-hand actions (besides the shared ones of core/effects/by_hand.py), for the log.
_N = shared.ByHandField("n", "int", "how many")
OWN = {
    "reveal": shared.ByHandAction("reveal", "reveal the top N cards of your deck (11.11.1)", (_N,),
                                  words="reveal the top {n} cards of {player}'s deck: {cards}"),
    "result": shared.ByHandAction("result", "set a battle result (11.16.1)",
                                  (shared.ByHandField("target", "card", "the character"),
                                   shared.ByHandField("result", "str", "win or draw"),
                                   shared.ByHandField("until", "until", "turn or permanent")),
                                  words="{target}'s battle result is {result} {until}"),
    "swap": shared.ByHandAction("swap", "swap two characters (11.9.1)", words="swap the characters in areas "
                                "{area} and {other}"),
    "nullify": shared.ByHandAction("nullify", "nullify an effect (11.13)",
                                   words="nullify effect {effect} of {target} this turn"),
    "charge": shared.ByHandAction("charge", "charge cards (11.17.1)", (_N,),
                                  words="charge {n} cards under {target}"),
}


def _log_by_hand(state: UcgState, action: Action) -> None:
    """Issue 29 §3: "<player> resolves <card>'s effect by hand: <what>", for everyone. A card
    face down or in a hand or deck is never named to the others (3.4.2): a move of one says
    "a card" and names it to its player only, when it is theirs."""
    player, kind, a = action.actor, action.kind, action.args

    def shown(uid: int) -> str:
        card = state.cards[uid]
        return "a face-down card" if card.face_down else label(state, uid)

    params: dict[str, Any] = {}
    secret: dict[str, Any] | None = None
    if kind == "draw":
        params = {"n": a["n"]}
    elif kind == "reveal":
        params = {"n": a["n"], "cards": [label(state, u) for u in state.zone(player, "deck")[:a["n"]]]}
    elif kind in ("bp", "level"):
        kind, params = "modify", {"target": shown(a["target"]), "stat": "BP" if kind == "bp" else "level",
                                  "n": a["n"], "until": a.get("until", "turn")}
    elif kind == "result":
        params = {"target": shown(a["target"]), "result": a["result"], "until": a.get("until", "turn")}
    elif kind == "move":
        card = state.cards[a["card"]]
        params = {"to": a["to"]}
        if a["to"] == "scene":  # face up in the scene area for everyone from now on (6.1.3, 6.2.2)
            params["card"] = label(state, a["card"])
        elif card.zone in ("hand", "deck") or card.face_down or \
                a["to"] in ("hand", "deck_top", "deck_bottom"):
            secret = {"card": label(state, a["card"]) if card.owner == player else "a card"}
        else:
            params["card"] = label(state, a["card"])
    elif kind == "look":
        top = state.zone(player, "deck")[:a["n"]]
        params, secret = {"n": len(top)}, {"cards": [label(state, u) for u in top]}
    elif kind == "search":
        secret = {"card": label(state, a["card"])}
    elif kind == "swap":
        (ia, _), (ib, _) = state.locate(a["target"]), state.locate(a["with"])  # type: ignore[misc]
        params = {"area": ia + 1, "other": ib + 1}
    elif kind == "nullify":
        params = {"target": shown(a["target"]), "effect": a["ability"] + 1}
    elif kind == "charge":
        params = {"n": a["n"], "target": shown(a["character"])}
    source = label(state, state.resolving.source) if state.resolving is not None else "?"
    spec = OWN.get(kind)
    state.events.append(shared.event(player, source, kind, params, secret=secret, spec=spec,
                                     key=f"ucg.event.by_hand_{kind}" if spec else ""))


def _effect_action(state: UcgState, action: Action) -> None:
    """The effect actions of an effect resolved by hand; the prompt stays until `resolve`."""
    player, kind, a = action.actor, action.kind, action.args
    if kind == "draw":
        fx.draw(state, player, a["n"])
    elif kind == "reveal":  # 11.11.1: shown to both, they stay on the deck (12.3.2)
        top = state.zone(player, "deck")[:a["n"]]
        cards = [label(state, u) for u in top]
        say(state, f"{player} reveals " + (", ".join(cards) or "nothing"), key="ucg.event.reveals",
            params={"player": player, "cards": cards, "any": bool(cards)})
    elif kind in ("bp", "level", "result"):
        char = state.character(a["target"])
        assert char is not None
        value = a["result"] if kind == "result" else a["n"]
        fx.add_mod(state, char, Mod(kind, value, a.get("until", "turn")))
    elif kind == "move" and a["to"] == "scene":
        _set_scene_by_effect(state, player, a["card"], a["draw"])
    elif kind == "move":
        _move(state, player, a["card"], a["to"], _area(action))
    elif kind == "swap":  # 11.9: no 登場時 effect (11.9.2)
        fx.swap_places(state, a["target"], a["with"])
    elif kind == "nullify":
        card = state.cards[a["target"]]
        state.nullified.append((a["target"], card.inc, a["ability"]))
        say(state, f"{label(state, a['target'])}: effect {a['ability'] + 1} is nullified this turn (11.13)",
            key="ucg.event.nullified", params={"card": label(state, a["target"]), "effect": a["ability"] + 1})
    elif kind == "charge":
        fx.charge(state, player, a["character"], a["n"])
    elif kind == "search":  # into the hand, then the deck is shuffled (4.2.1); the log says which
        state.put(a["card"], "hand")
        fx.shuffle_deck(state, player)


def _move(state: UcgState, player: str, uid: int, to: str, area: int | None) -> None:
    card = state.cards[uid]
    if card.zone == "battle":
        if to == "hand":
            fx.return_character(state, uid)
            return
        found = state.locate(uid)
        assert found is not None
        char = state.areas[found[0]][found[1]]
        assert char is not None
        for other in list(char.stack):
            _to_pile(state, other, to)
        fx._leave(state, char, found[0], found[1])
        say(state, f"{player}'s effect moves a character to {to.replace('_', ' ')}",
            key="ucg.event.moves_character", params={"player": player, "to": to})
        return
    if to == "battle":  # 11.8: it appears face up; its 登場時 effects trigger (11.8.2)
        assert area is not None
        state.take(uid)
        card.zone, card.inc, card.face_down, card.used = "battle", card.inc + 1, False, ()
        state.areas[area][card.owner] = Character(stack=[uid])
        say(state, f"{label(state, uid)} appears in area {area + 1} (11.8.1)", key="ucg.event.appears",
            params={"card": label(state, uid), "area": area + 1})
        fx.trigger_appeared(state, uid, area)
        return
    hidden = card.zone in ("hand", "deck") or to in ("hand", "deck_top", "deck_bottom")
    _to_pile(state, uid, to)
    # hidden: the public line says "a card" and its params hold no name (3.4.2)
    say(state, f"{player}'s effect moves a card to {to.replace('_', ' ')}" if hidden else
        f"{player}'s effect moves {label(state, uid)} to {to.replace('_', ' ')}",
        key="ucg.event.moves_card",
        params={"player": player, "to": to, "hidden": hidden,
                **({} if hidden else {"card": label(state, uid)})},
        private_params={player: {"card": label(state, uid), "hidden": False}},
        **{player: f"{player}'s effect moves {label(state, uid)} to {to.replace('_', ' ')}"})


def _to_pile(state: UcgState, uid: int, to: str) -> None:
    if to in ("deck_top", "deck_bottom"):
        state.put(uid, "deck", top=to == "deck_top")
    else:
        state.put(uid, to)

