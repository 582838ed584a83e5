"""Discord's limits, and a checker for payloads (used by tests on everything sent)."""

from __future__ import annotations

EMBED_TOTAL = 6000
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
CONTENT = 2000
CUSTOM_ID = 100
BUTTON_LABEL = 80
SELECT_OPTIONS = 25
OPTION_LABEL = 100
OPTION_VALUE = 100
OPTION_DESCRIPTION = 100
ROWS = 5
ROW_BUTTONS = 5
COMMAND_DESCRIPTION = 100
CHOICES = 25


def embed_length(embed: dict) -> int:
    total = len(embed.get("title") or "") + len(embed.get("description") or "")
    total += len((embed.get("footer") or {}).get("text") or "")
    total += len((embed.get("author") or {}).get("name") or "")
    for f in embed.get("fields") or []:
        total += len(f.get("name") or "") + len(f.get("value") or "")
    return total


def problems(payload: dict) -> list[str]:
    """Every way a message payload breaks Discord's limits."""
    out = []
    if len(payload.get("content") or "") > CONTENT:
        out.append("content over 2000")
    embeds = payload.get("embeds") or []
    if len(embeds) > 10:
        out.append("more than 10 embeds")
    if sum(embed_length(e) for e in embeds) > EMBED_TOTAL:
        out.append("embeds over 6000 characters")
    for e in embeds:
        if len(e.get("title") or "") > EMBED_TITLE:
            out.append("title over 256")
        if len(e.get("description") or "") > EMBED_DESCRIPTION:
            out.append("description over 4096")
        fields = e.get("fields") or []
        if len(fields) > EMBED_FIELDS:
            out.append("more than 25 fields")
        for f in fields:
            if not f.get("name") or not f.get("value"):
                out.append("empty field name or value")
            if len(f.get("name") or "") > FIELD_NAME:
                out.append("field name over 256")
            if len(f.get("value") or "") > FIELD_VALUE:
                out.append(f"field value over 1024 ({len(f.get('value') or '')})")
    rows = payload.get("components") or []
    if len(rows) > ROWS:
        out.append("more than 5 rows")
    for row in rows:
        items = row.get("components") or []
        if len(items) > ROW_BUTTONS:
            out.append("more than 5 items in a row")
        for item in items:
            if len(item.get("custom_id") or "") > CUSTOM_ID:
                out.append("custom id over 100")
            if len(item.get("label") or "") > BUTTON_LABEL:
                out.append("button label over 80")
            options = item.get("options") or []
            if len(options) > SELECT_OPTIONS:
                out.append("more than 25 select options")
            for o in options:
                if len(o.get("label") or "") > OPTION_LABEL or len(o.get("value") or "") > OPTION_VALUE:
                    out.append("select option over 100")
                if len(o.get("description") or "") > OPTION_DESCRIPTION:
                    out.append("select option description over 100")
    return out


def fit_embed(embed: dict, total: int = EMBED_TOTAL, *, reserve: int = 0) -> dict:
    """Shrink an embed's longest field values (each ends "…and N more", never a cut line)
    until the whole embed fits `total - reserve` characters and 25 fields. Fields past the
    25th are dropped with a last "…and N more fields" field."""
    from .text import fit_lines

    fields = [dict(f) for f in embed.get("fields") or []]
    if len(fields) > EMBED_FIELDS:
        hidden = len(fields) - (EMBED_FIELDS - 1)
        from ..i18n import t
        fields = [*fields[:EMBED_FIELDS - 1], {"name": "…", "value": t("and-more", count=hidden),
                                               "inline": False}]
    out = dict(embed, fields=fields)
    budget = total - reserve
    while embed_length(out) > budget:
        longest = max(range(len(fields)), key=lambda i: len(fields[i]["value"]), default=None)
        if longest is None or len(fields[longest]["value"]) <= 40:
            out["description"] = (out.get("description") or "")[:max(0, budget - embed_length(
                dict(out, description="")) - 1)] + "…"
            break
        lines = fields[longest]["value"].split("\n")
        target = max(40, len(fields[longest]["value"]) - (embed_length(out) - budget) - 10)
        fields[longest]["value"] = fit_lines(lines, target) if len(lines) > 1 else \
            fields[longest]["value"][:target - 1] + "…"
    return out
