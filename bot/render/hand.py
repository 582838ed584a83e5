"""A player's own cards (the hand, and whatever else only they see), from that player's
table: the DM, `/hand`, and the DM's controls when they must decide something private."""

from __future__ import annotations

from rules_engine.core.table import Table

from ..ports import OutMessage
from .cards import card_title
from .limits import EMBED_FIELDS, fit_embed
from .text import clip

CARD_TEXT = 400


def hand_embed(table: Table, seat: str, *, match_id: int, channel_mention: str = "",
               deciding: bool = False) -> dict:
    mine = table.seat(seat)
    fields: list[dict] = []
    counts = []
    if mine is not None:
        for pile in mine.piles:
            if not pile.private or pile.cards is None:
                continue
            counts.append(f"{pile.label}: {pile.count}")
            for face in pile.cards:
                fields.append({"name": card_title(face), "value": clip(face.detail or "(no text)", CARD_TEXT),
                               "inline": False})
    total = len(fields)
    if total > EMBED_FIELDS - 1:
        fields = fields[:EMBED_FIELDS - 1]
        fields.append({"name": f"…and {total - len(fields)} more", "value": "use `/hand` to see them all",
                       "inline": False})
    stats = " · ".join(f"{label} {value}" for label, value in (mine.stats if mine else ()))
    description = f"Match #{match_id}" + (f" in {channel_mention}" if channel_mention else "")
    description += " · " + (" · ".join(counts) or "no cards") + (f"\n{stats}" if stats else "")
    if table.over:
        description += "\nThe match is over."
    elif mine is not None and mine.out:
        description += "\nYou are out of the game: no more decisions for you in this match."
    elif deciding:
        description += f"\n**Your decision now** — {table.decision or 'use the menu below'}."
    embed = {"title": "Your hand", "description": clip(description, 4096),
             "fields": fields or [{"name": "(empty)", "value": "No cards in hand.", "inline": False}],
             "color": 0x5A9E6F}
    return fit_embed(embed)


def hand_message(table: Table, seat: str, *, match_id: int, channel_mention: str = "",
                 controls: tuple[dict, ...] = ()) -> OutMessage:
    embed = hand_embed(table, seat, match_id=match_id, channel_mention=channel_mention,
                       deciding=bool(controls))
    return OutMessage(embeds=(embed,), components=controls)
