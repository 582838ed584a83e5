"""`/card`: one card as an embed — its printed fields and text, then how the referee reads
each ability (in words, or by hand with the reason). Card files are user-written: every
value is escaped, and nothing pings."""

from __future__ import annotations

from ..i18n import DEFAULT, current, printed_terms, t
from ..ports import OutMessage
from .text import clip, escape

MAX_EFFECT_FIELDS = 20  # of Discord's 25 embed fields


def card_message(view, game: str, code: str = "") -> OutMessage:
    """`view`: a services.card_view.CardView; `game` the game's title, `code` its code."""
    printed = " · ".join(f"{escape(key)}: {escape(clip(value, 120))}" for key, value in view.fields)
    description = "\n\n".join(x for x in (printed, escape(clip(view.text, 3000))) if x) or t("card-no-text")
    fields = []
    for effect in view.effects[:MAX_EFFECT_FIELDS]:
        if effect.automated:
            value = "⚙️ " + clip(effect.reading or "", 1000)
        else:
            value = "✋ " + clip(t("card-by-hand", reason=effect.reason or ""), 1000)
        name = escape(clip(effect.text.replace("\n", " "), 200)) or "—"
        fields.append({"name": name[:256], "value": escape(value)[:1024], "inline": False})
    more = len(view.effects) - MAX_EFFECT_FIELDS
    if more > 0:
        fields.append({"name": "…", "value": t("card-more", count=more), "inline": False})
    # #30 §3: the board says a game word in English; where the card prints it in Chinese or
    # Japanese, a reader of English is told which is which ("Home country (本国)"). Only
    # here, beside the printed text: a board or a log line never shows CJK to them.
    terms = printed_terms(view.text, code) if current() == DEFAULT else []
    if terms:
        lines = [t("card-term", english=english, printed=printed) for printed, english in terms]
        fields.append({"name": t("card-terms"), "value": clip("\n".join(lines), 1024), "inline": False})
    title = clip(escape(f"{view.number} · {view.name}"), 256)
    embed = {"title": title, "description": clip(description, 4000),
             "footer": {"text": clip(f"{game} — {t('card-reading')}", 2048)}, "fields": fields}
    return OutMessage(embeds=(embed,))
