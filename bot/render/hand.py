"""A player's own cards (the hand, and whatever else only they see), from that player's
table: the DM, `/hand`, and the DM's controls when they must decide something private."""

from __future__ import annotations

import re

from rules_engine.core.table import Table

from ..i18n import current, engine, engine_words, t
from ..ports import OutMessage
from .cards import card_title, printed_text
from .limits import EMBED_FIELDS, fit_embed
from .text import clip

CARD_TEXT = 400


_DOUBLED_STOP = re.compile(r"([?!.])\.$")
_THEIR = re.compile(r"\btheir\b")


def addressed(decision: str) -> str:
    """The engines state a decision about its player ("keep or redraw their hand"); in that
    player's own DM, in English, it is theirs: "keep or redraw your hand" (#30 §4)."""
    return _THEIR.sub("your", decision) if current() == "en" else decision


def hand_embed(table: Table, seat: str, *, match_id: int, channel_mention: str = "",
               deciding: bool = False) -> dict:
    game = table.game
    mine = table.seat(seat)
    fields: list[dict] = []
    counts = []
    if mine is not None:
        for pile in mine.piles:
            if not pile.private or pile.cards is None:
                continue
            counts.append(f"{engine_words(pile.label, game)}: {pile.count}")
            for face in pile.cards:
                fields.append({"name": card_title(face, game),
                               "value": clip(printed_text(face, game) or t("hand-no-text"), CARD_TEXT),
                               "inline": False})
    total = len(fields)
    if total > EMBED_FIELDS - 1:
        fields = fields[:EMBED_FIELDS - 1]
        fields.append({"name": t("and-more", count=total - len(fields)), "value": t("hand-see-all"),
                       "inline": False})
    stats = " · ".join(f"{engine(label, game)} {engine_words(value, game)}"
                      for label, value in (mine.stats if mine else ()))
    description = t("hand-match-in", match=str(match_id), channel=channel_mention) if channel_mention \
        else t("hand-match", match=str(match_id))
    description += " · " + (" · ".join(counts) or t("hand-no-cards")) + (f"\n{stats}" if stats else "")
    if table.over:
        description += "\n" + t("hand-over")
    elif mine is not None and mine.out:
        description += "\n" + t("hand-out")
    elif deciding:
        line = t("hand-decide", decision=addressed(engine(table.decision, game)) if table.decision
                 else t("hand-use-menu"))
        description += "\n" + _DOUBLED_STOP.sub(r"\1", line)  # "…first or second?." (#30 §4)
    embed = {"title": t("hand-title"), "description": clip(description, 4096),
             "fields": fields or [{"name": t("hand-empty"), "value": t("hand-empty-text"), "inline": False}],
             "color": 0x5A9E6F}
    return fit_embed(embed)


def hand_message(table: Table, seat: str, *, match_id: int, channel_mention: str = "",
                 controls: tuple[dict, ...] = ()) -> OutMessage:
    embed = hand_embed(table, seat, match_id=match_id, channel_mention=channel_mention,
                       deciding=bool(controls))
    return OutMessage(embeds=(embed,), components=controls)
