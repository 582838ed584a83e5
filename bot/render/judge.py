"""The judge's views: every seat's zones with every card, one message per seat so each
stays within Discord's 6000 characters."""

from __future__ import annotations

from rules_engine.core.table import Seat, Table

from ..i18n import engine, engine_words, join_and, t
from .cards import face_line
from .limits import fit_embed
from .text import clip, escape, fit_lines


def status_line(table: Table, names: dict[str, str] | None = None) -> str:
    """Turn, phase, who is awaited — by display name (#30 §3), as typed — and the action."""
    who = join_and([escape(clip((names or {}).get(seat, seat), 80)) for seat in table.deciding]) or "—"
    return (t("judge-status", turn=table.turn, phase=engine_words(table.phase_label, table.game), who=who)
            + (f" ({engine(table.decision, table.game)})" if table.decision else "") + " · "
            + t("judge-action", action=table.action_number))


def seat_embed(table: Table, seat: Seat, title: str, names: dict[str, str] | None = None) -> dict:
    who = escape(clip((names or {}).get(seat.player, seat.player), 80))
    fields = []
    if seat.stats:
        stats = " · ".join(f"{engine(k, table.game)} {engine_words(v, table.game)}" for k, v in seat.stats)
        fields.append({"name": t("judge-stats"), "value": clip(stats, 1024), "inline": False})
    for pile in seat.piles:
        if pile.cards is None:
            lines = [t("judge-not-visible", count=pile.count)]
        else:
            lines = [face_line(face, n, table.game) + (f" `{face.uid}`" if face.uid is not None else "")
                     for n, face in enumerate(pile.cards, 1)] or ["—"]
        fields.append({"name": clip(f"{engine_words(pile.label, table.game)} ({pile.count})", 256),
                       "value": fit_lines(lines, 1024, line_limit=120), "inline": False})
    embed = {"title": clip(f"{title} — {who} ({seat.player})", 256),
             "description": clip(status_line(table, names), 4096), "fields": fields, "color": 0x7A4EA3}
    return fit_embed(embed)


def shared_embed(table: Table, title: str) -> dict | None:
    if not table.shared:
        return None
    fields = [{"name": clip(f"{engine_words(p.label, table.game)} ({p.count})", 256),
               "value": fit_lines([face_line(f, n, table.game) for n, f in enumerate(p.cards or (), 1)]
                                  or ["—"], 1024),
               "inline": False} for p in table.shared]
    return fit_embed({"title": clip(t("judge-shared", title=title), 256), "fields": fields,
                      "color": 0x7A4EA3})
