"""The board: one public embed per match, from the public table only (any game, any
number of seats), with the public actions of whoever decides now as buttons."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_engine.core.table import Pile, Seat, Table

from ..ports import OutMessage
from . import ids
from .cards import face_line, pile_count
from .components import button, rows
from .limits import fit_embed
from .menus import Choice
from .text import clip, fit_lines

MAX_BOARD_BUTTONS = 15


@dataclass(frozen=True, slots=True)
class BoardMeta:
    match_id: int
    title: str  # the game's title
    epoch: int = 0
    commitment: str = ""
    paused: bool = False
    clock: str = ""
    log: tuple[str, ...] = ()
    round_over: bool = False
    names: dict[str, str] = field(default_factory=dict)  # seat -> display name


def _who(meta: BoardMeta, seat: str | None) -> str:
    if seat is None:
        return "—"
    return meta.names.get(seat, seat)


def status_text(table: Table, meta: BoardMeta) -> str:
    if table.over:
        winner = table.winner
        text = "**Game over** — " + ("a draw" if winner == "draw" else
                                     f"{_who(meta, winner)} wins" if winner else "no result")
    else:
        text = table.phase_label
        if table.deciding:
            who = " and ".join(f"**{clip(_who(meta, s), 40)}**" for s in table.deciding)
            text += f"\nWaiting for {who} to {table.decision}" if table.decision else f"\nWaiting for {who}"
            if table.detail:
                text += f"\n> {clip(table.detail, 300)}"
    for note in table.notes:
        text += f"\n{clip(note, 300)}"
    if meta.clock:
        text = meta.clock + "\n" + text
    if meta.paused:
        text = "⏸ **Paused for a judge call** — actions wait until a judge resumes the match.\n" + text
    return text


def _seat_fields(seat: Seat, table: Table, meta: BoardMeta, compact: bool) -> list[dict]:
    who = _who(meta, seat.player)
    heading = f"{who} ({seat.player})"
    if seat.tags:
        heading += " — " + ", ".join(seat.tags)
    if seat.out:
        heading += " — out of the game"
    lines = [" · ".join(f"{label} **{value}**" for label, value in seat.stats)] if seat.stats else []
    summary = [pile_count(p) for p in seat.piles if p.summary and not p.private]
    if summary:
        lines.append(" · ".join(summary))
    fields = [{"name": clip(heading, 256), "value": clip("\n".join(lines) or "—", 1024), "inline": False}]
    for pile in seat.piles:
        if pile.summary or pile.private or (pile.count == 0 and pile.capacity is None):
            continue
        fields.append(_pile_field(pile, f"{who}'s {pile.label.lower()}", compact))
    return fields


def _pile_field(pile: Pile, title: str, compact: bool) -> dict:
    count = f" ({pile.count}/{pile.capacity})" if pile.capacity else f" ({pile.count})"
    if pile.cards is None:
        lines = [f"{pile.count} card(s)"]
    else:
        lines = [face_line(face, n) for n, face in enumerate(pile.cards, 1)] or ["(none)"]
    return {"name": clip(title + count, 256),
            "value": fit_lines(lines, 1024, line_limit=100 if compact else 160), "inline": False}


def board_embed(table: Table, meta: BoardMeta) -> dict:
    """`table` must be the public table (viewer None)."""
    title = f"{meta.title} — match #{meta.match_id}"
    if table.turn:
        title += f" · turn {table.turn}" + (f" ({_who(meta, table.active)})" if table.active else "")
    compact = len(table.seats) > 2
    fields: list[dict] = []
    for seat in table.seats:
        fields += _seat_fields(seat, table, meta, compact)
    for pile in table.shared:
        fields.append(_pile_field(pile, pile.label, compact))
    fields.append({"name": "Log", "value": fit_lines(list(meta.log) or ["—"], 1024, line_limit=150),
                   "inline": False})
    footer = f"match #{meta.match_id} · action {table.action_number}"
    if meta.commitment:
        footer += f" · seed SHA-256 {meta.commitment[:16]}…"
    embed = {"title": clip(title, 256), "description": clip(status_text(table, meta), 4096),
             "fields": fields, "footer": {"text": footer}, "color": 0x3B6EA5}
    return fit_embed(embed)


def board_message(table: Table, meta: BoardMeta, public_choices: list[Choice]) -> OutMessage:
    """The board with its buttons: "Your options" and "My hand" for everyone, then the
    public actions of whoever decides now (each carries its action's digest)."""
    embed = board_embed(table, meta)
    if table.over or meta.round_over:
        return OutMessage(embeds=(embed,))
    buttons = [button(ids.options(meta.match_id), "Your options", "primary"),
               button(ids.hand(meta.match_id), "My hand")]
    for choice in public_choices[:MAX_BOARD_BUTTONS]:
        label = choice.text.label
        if len(table.deciding) > 1:
            label = f"{clip(_who(meta, choice.action.actor), 20)}: {label}"
        buttons.append(button(ids.act(meta.match_id, meta.epoch, table.action_number, choice.action.actor,
                                      choice.action.digest()), label, choice.text.style))
    return OutMessage(embeds=(embed,), components=rows(buttons))
