"""The NEX-A reader: printed Japanese text -> the shared effect model (core/effects).
`read(text, lang)` is what the game module exposes as `read_text`.

Text conventions (docs/cards/nexa-templates.md, docs/nexa.md "Printed cards"): the keyword
line (D-105 … D-119; keyword texts carry their printed cost, D-114-1), used-type texts with
their timing icon （…） and cost 〔…〕 before `：` (B10-6, B10-7), automatic texts 『起動』
『常駐』『恒常』 (B10-3, D-83), targets by phrase (D-30, D-31), combat modifiers ＋X／＋Y／＋Z
(D-15, D-16). An ACE's texts are separated by a dashed line.

Only what the engine runs exactly is read with a body (`printed.runnable`, the model ->
executor table); everything else is by hand with the phrase and the reason."""

from __future__ import annotations

from functools import lru_cache

from ....core.effects.model import Reading
from ....core.effects.reader import by_hand
from ....core.printed.cache import source_version
from ....core.printed.language import resolve
from . import ja

LANGUAGES = ("ja",)

# Words the explanation uses for NEX-A's own timings and verbs (core/effects/explain.py).
WORDS = {
    # s16-games round 2: 「…できる」 (an optional text: nothing need be applied) says so
    "ability.optional": "you may", "ability.optional_cost": "you may pay",
    "verb.discard": "discard {cards} of your hand",  # 「自軍手札N枚を廃棄する」 (D-96)
    # s16-games: a target's state in words (D-12 交戦中, B9 戦闘エリア)
    "value.in_battle_area": "in a battle area", "value.engaged_with_this": "engaged with this card",
    "value.engaged": "engaged", "value.this_card": "this card",
    # s16-games round 3: 「自軍G」 is a G (B7-3; was the model's "g"), 「特徴：X」 read out (was "(X)")
    "kind.g": "G", "filter.trait_words": "with the trait {value}",
    # s16-games round 4: 「地形「宇宙」を得る」 read out (was the model's "grant terrain it (terrain space)")
    "verb.grant_terrain": "{target} gains terrain aptitude for {terrain_words}",  # 地形適性「宇宙」
    "stat.force_power": "force power ", "until.force_disband": "until the force disbands",  # 部隊解散まで (B9-12)  # was the model's "FORCE_POWER"
    "filter.defense": "with defense {value} {bound}", "filter.attack": "with attack {value} {bound}",
    "filter.other": "other than {value}",  # 「このカード以外の」
    "filter.attribute": "with a G sign of this card's attribute",  # 「このカードと同じ属性のGサインを持つ」 (B7-8)
    "reroll": "(reroll phase)", "draw": "(draw phase)", "own.reroll": "(your reroll phase)",
    "enemy.reroll": "(enemy reroll phase)", "own.draw": "(your draw phase)", "enemy.draw": "(enemy draw phase)",
    "battle": "(battle phase)", "deploy": "(deploy phase)", "attack": "(attack step)",
    "defense": "(defense step)", "damage": "(damage step)", "return": "(return step)",
    "turn": "(turn)", "always": "(any time)", "own.battle": "(your battle phase)",
    "enemy.battle": "(enemy battle phase)", "own.deploy": "(your deploy phase)",
    "enemy.deploy": "(enemy deploy phase)", "own.attack": "(your attack step)",
    "enemy.attack": "(enemy attack step)", "own.defense": "(your defense step)",
    "enemy.defense": "(enemy defense step)", "own.damage": "(your damage step)",
    "enemy.damage": "(enemy damage step)", "own.return": "(your return step)",
    "enemy.return": "(enemy return step)", "own.turn": "(your turn)", "enemy.turn": "(enemy turn)",
    "trigger": "Automatic (起動)", "continuous": "Continuous (常駐)", "static": "Static (恒常)",
    "cost.rest_self": "roll this card", "keyword.untargetable": "Untargetable by enemy effects",
    "condition.turn_ends": "at the end of each turn",
    "condition.resolved": "at once after this card resolves (恒常, D-85)", "condition.phase_start": "at the start of {moment}",
    # s17-games: 「自軍本国の上のカードN枚を(ロール状態で)自軍Gにする」 (D-19; standing unless printed, D-24)
    # round 2: "the top card" / "the top 2 cards" (was "the top {n} card(s)")
    "verb.place_resource": "put {top_cards} of your 本国 into your G zone as G (standing)",
    "verb.place_resource.rested.True": "put {top_cards} of your 本国 into your G zone as G, rolled",
    # s17-games: 「自軍本国の上のカード１枚を見て、自軍本国の上か下に移す」 (D-2)
    "verb.look": "look at {top_cards} of your 本国",
    # round 3: 「その中にあるカード１枚を自軍手札に移す」 (D-2), the rest stay in their order
    "verb.add_to_hand": "put {n} of them into your hand; the others stay on top in their order",
    # round 2: a card goes back to a 本国 (the game's word for the deck, B2-5), yours or its owner's
    "deck.yours": "your 本国", "deck.owners": "its owner's 本国",
    "zone.trash": "in your junkyard",  # round 2: 「自軍ジャンクヤードにある」 (was "in the trash", GCG's word)
    # round 2: 本国へのダメージ (B9-5), the top cards to the 捨て山 (was "… of your opponent's deck into their trash")
    "verb.mill": "put {top_cards} of {whose} 本国 into {whose} 捨て山",
    "roll": "roll", "deck_damage": "move cards from the top of a 本国 to its 捨て山",
}


def version() -> str:
    """The reader's code version (the per-file cache key includes it)."""
    return source_version("rules_engine.core.effects", "rules_engine.games.nexa.reader")


@lru_cache(maxsize=8192)
def read(text: str, lang: str | None = None) -> Reading:
    """The printed text as read (identical texts are read once)."""
    if lang is not None:
        chosen, _ = resolve(text, lang)
        if chosen != "ja":
            return by_hand(text, chosen, f"NEX-A is printed in Japanese only, not {chosen}")
    # Japanese only: a line of kanji keywords (「戦闘配備　強襲」) would detect as Chinese.
    return ja.read(text)


__all__ = ["LANGUAGES", "WORDS", "read", "version"]
