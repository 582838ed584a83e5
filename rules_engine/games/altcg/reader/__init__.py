"""The ALTCG reader: printed Traditional Chinese text -> the shared effect model (core/effects).
`read(text, lang)` is what the game module exposes (through `printed.read_text`, which moves
what the engine cannot run exactly to by hand).

ALTCG is printed in Chinese (the Taiwan release, 碧藍戰卡); Simplified Chinese is read as
Traditional (core/printed/language.py). The grammar is `zh_hant.py`."""

from __future__ import annotations

import re
from functools import lru_cache

from ....core.effects.model import Reading
from ....core.effects.reader import by_hand, normalise
from ....core.effects.typography import Typography, retypeset
from ....core.printed.cache import source_version
from ....core.printed.language import resolve
from . import en, zh_hant
from .zh_hant import ALLEGIANCES, CLASSES, FACTIONS

LANGUAGES = ("zh-Hant",)

# Words the explanation uses for ALTCG's own timings, verbs and nouns (core/effects/explain.py).
WORDS = {
    # s16-games round 2: 「可以…」 (303.3a) says the ability is optional; 「可以…：」 that the cost may be paid
    "ability.optional": "you may", "ability.optional_cost": "you may pay",
    "step.either_way": "then, either way,",  # 「可以…。之後，…」: the sentence after applies either way (304.1a)
    # 「將撤退區的…加入手牌」 (404): was read out with the model's words "recovers 1 HP"
    "verb.recover": "add {target} to your hand",
    "cost.cubes": "rest {value} of your cubes",  # 「將己方的N張魔方卡轉為休息狀態」 (303.3; was "cubes 2")
    "on_enter": "【登場時】When played", "on_attack": "【攻擊時】When attacking",
    "on_attacked": "【被攻擊時】When attacked", "on_support": "【支援時】When supporting",
    "on_supported": "【被支援時】When supported", "on_destroy": "【擊破時】When it destroys a ship",
    "on_destroyed": "【被擊破時】When destroyed", "own_turn_end": "【己方回合結束時】At the end of your turn",
    "opponent_turn_end": "【對方回合結束時】At the end of your opponent's turn",
    "on_rest": "【轉為休息狀態時】When rested", "activate_main": "【主階段啟動】Activate (main phase)",
    "continuous": "Continuous", "counter": "【反制】Counter (your defense step)",
    "pursuit": "【追擊】Pursuit (your attack step)",
    "awaken": "【覺醒】When your durability is that low",
    "attack_end": "At the end of a battle this card attacked in",
    "on_field_support": "When this card supports from the field",
    "support_end": "At the end of a battle this card supported in from the field",
    "condition.turn": "it is {of}'s turn now",
    "verb.awaken": "turn your flagship to its back side (602.2)",
    "verb.cube_ramp": "put cubes from your cube deck face down into your cost area",
    "verb.cube_active": "set your rested cubes active",
    "verb.arrange": "look at the top {n} cards of your deck and put them back on top in any order",
    "verb.reveal_both": "reveal {top_cards} of each player's deck, then put them on the bottom of "
                        "their decks",
    "condition.revealed_cost": "the cost of the card you revealed is {op} the cost of the card your "
                               "opponent revealed (202.1)",
    "condition.done": "you did (「若有執行此動作時」)",
    "condition.declined": "your opponent discarded none (「若對方未選擇捨棄手牌時」)",  # s17-games
    # s16-games: the model's values and parameters as a player reads them (no internal names)
    **{f"value.{key}": f"《{printed}》" for printed, key in {**FACTIONS, **ALLEGIANCES}.items()},
    **{f"value.{key}": f"〈{printed}〉" for printed, key in CLASSES.items()},
    "value.own_turn": "your turn", "value.opponent_turn": "your opponent's turn", "value.own_main": "your main phase",
    "value.deck_bottom_random": "the bottom of the deck in random order", "value.deck_bottom": "the bottom of the deck",
    "value.True": "yes", "value.False": "no",
    "param.at_least": "at least", "param.at_most": "at most", "param.rest": "the rest to",
    "param.reveal_all": "revealed to all:", "param.must": "a passing card taken:",
    "value.>=": "at least", "value.<=": "at most", "value.>": "more than", "value.<": "less than",
    "value.==": "equal to",
    "verb.retrofit": "retrofit onto",
    "kind.flagship": "flagship", "kind.ship": "ship", "kind.ship.plural": "ships",  # "1 of your ships" (round 4)
    "filter.faction": "of faction {value}", "filter.allegiance": "of allegiance {value}", "filter.class": "of class {value}", "filter.row": "in the {value} row",
    "filter.type": "that is a {value} card", "filter.name_not": "not named {value} (201)", "filter.vanilla": "with no ability (206)",
    "condition.flagship": "your flagship is a card {filters}",
    "condition.retrofit": "this card was played by 【改造】 (601.8a)",
    "condition.battle": "in this card's battle with an enemy card {filters}",
    # s16-games round 3: counts in words (were "hand (at least 0, at most 0, of self)"), 「對方…」: the
    # opponent chooses (303.x, 307.1a, 313.3a: the reading said "rest 1 active enemy card", as if you chose)
    "count.field": "{things} on {whose} field", "count.hand": "{things} in {whose} hand",
    "count.trash": "{things} in {whose} trash", "count.cubes": "{things} in {whose} cost area",
    "count.durability": "{things} left as {whose} flagship's durability",
    "count_noun.cubes": "cube", "count_noun.durability": "durability card",
    "opponent_chooses.rest": "your opponent chooses {target} of theirs and rests it",
    "opponent_chooses.discard": "your opponent chooses {cards} of their hand and discards {them}",
    # s17-games: 「對方可以捨棄」 — their choice, none too
    "opponent_may_choose.discard": "your opponent chooses up to {cards} of their hand and discards {them}",
    "discard.from_hand": "discard {cards} of your hand",
    "deck.yours": "your deck",  # s17-games round 2: a card of your hand goes to your own deck (was "its owner's")
    # 「檢視／公開己方卡組最上方的N張卡…加入手牌…其餘…置於卡組最下方」 (313.7a, 401; was "search up to 1 of your …
    # in your deck top (the rest to …, revealed to all: no)": no look count, parameters in parentheses)
    "verb.search": "{reveal_all_words} {top_cards} of your deck, add {target} to your hand{must_words}, "
                   "and put the rest on {rest_words}",
    # 「查看…將其中…公開並加入手牌」: only the taken card is shown to the opponent (313.8a; s16-games round 4)
    "verb.search.reveal_all.False": "look at {top_cards} of your deck, add {target} to your hand, "
                                    "showing your opponent what you take, and put the rest on {rest_words}",
    "value.reveal_all.True": "reveal", "value.reveal_all.False": "look at",
    "value.must.True": " if it is one", "zone.deck_top": "among them",
    "type.as_noun": "yes", "who.attacked": "your attacked card",  # 「被攻擊的己方卡牌」 (was "1 you card")
    "condition.this": "this card is {filters}",  # 「前排的此卡處於激活狀態」 (was "this (filters active, …)")
}


def version() -> str:
    """The reader's code version (the per-file cache key includes it)."""
    return source_version("rules_engine.core.effects", "rules_engine.games.altcg.reader",
                          "rules_engine.games.altcg.printed")


# s17-fmt (#29): ALTCG's brackets: keyword abilities and timing markers in 【】 (601, 602), factions and
# allegiances in 《》 (205.4); other lists print [速攻] / ［登場時］ and <白鷹> / 〈白鷹〉. Only the game's own
# marker, keyword and faction words are rewritten; the layout is ALTCG's ■ paragraphs (304.1a), kept
TYPOGRAPHY = Typography(marker=("【", "】"), keyword=("《", "》"), marker_forms=(("[", "]"), ("［", "］")),
                        keyword_forms=(("<", ">"), ("＜", "＞"), ("〈", "〉")), recover_layout=False)
_MARKER_WORDS = frozenset({*zh_hant.TIMINGS, *zh_hant.WINDOWS, *zh_hant.FLAGS, *zh_hant.USED, "改造", "覺醒",
                           "每回合1次", "Rush", "Ranged", "Retaliation"})
_VALUED_MARKER = re.compile(r"(?:強擊|固守|Heavy Strike |Defend )\+\d+")
_FACTION_WORDS = frozenset({*zh_hant.FACTIONS, *zh_hant.ALLEGIANCES})


def _is_marker(words: str) -> bool:
    spelled = normalise(words).translate(zh_hant.FOLD)
    return spelled in _MARKER_WORDS or spelled.replace(" ", "") in _MARKER_WORDS \
        or _VALUED_MARKER.fullmatch(spelled) is not None


def _is_faction(words: str) -> bool:
    return normalise(words).translate(zh_hant.FOLD) in _FACTION_WORDS


@lru_cache(maxsize=8192)
def read(text: str, lang: str | None = None) -> Reading:
    """The printed text as read (identical texts are read once)."""
    chosen, text = resolve(text, lang)
    text = retypeset(text, TYPOGRAPHY, _is_marker, _is_faction)
    if chosen == "en":  # keyword lines only (en.py); the effect text is read in Chinese
        return en.read(text)
    if chosen not in ("zh-Hant", "ja") or (lang and chosen == "ja"):  # kanji forms may detect as Japanese
        return by_hand(text, chosen, f"ALTCG is read in Chinese only, not {chosen}")
    return zh_hant.read(text)


__all__ = ["LANGUAGES", "WORDS", "read", "version"]
