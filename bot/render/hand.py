"""A player's hand, from that player's own view."""

from __future__ import annotations

from .text import clip


def card_title(card: dict) -> str:
    stats = f"Lv{card['level']} cost {card['cost']}"
    if card["type"] in ("unit", "base"):
        stats += f" · {card['ap']}/{card['hp']}"
    elif card["type"] == "pilot":
        stats += f" · AP+{card['ap']} HP+{card['hp']}"
    return clip(f"{card['name']} [{card['number']}] — {card['type']} · {stats}", 256)


def card_text(card: dict) -> str:
    bits = []
    if card.get("colors"):
        bits.append("/".join(card["colors"]))
    if card.get("traits"):
        bits.append("traits: " + ", ".join(card["traits"]))
    if card.get("link"):
        link = card["link"]
        bits.append("link: " + (", ".join(link) if isinstance(link, list) else link))
    if card.get("keywords"):
        bits.append("keywords: " + ", ".join(card["keywords"]))
    text = " · ".join(bits)
    effects = "\n".join(card.get("effects") or [])
    if card.get("pilot"):
        effects += f"\n【Pilot】{card['pilot']['name']} AP+{card['pilot']['ap']} HP+{card['pilot']['hp']}"
    return clip((text + ("\n" if text and effects else "") + effects) or "(no text)", 400)


def hand_embed(view: dict, player: str, *, match_id: int, channel_mention: str = "") -> dict:
    entry = view["players"][player]
    hand = entry["hand"] if isinstance(entry["hand"], list) else []
    fields = [{"name": card_title(c), "value": card_text(c), "inline": False} for c in hand[:24]]
    if len(hand) > 24:
        fields.append({"name": f"…and {len(hand) - 24} more", "value": "use /hand to see them all",
                       "inline": False})
    res = entry["resources"]
    description = (f"Match #{match_id}{' in ' + channel_mention if channel_mention else ''} · "
                   f"{len(hand)} card(s) · resources {res['active']}/{res['total']} · Lv {entry['level']}")
    prompt = view.get("prompt")
    if prompt and prompt.get("player") == player and prompt.get("kind") in ("mulligan", "discard"):
        description += "\n**Your decision now** — use the buttons below."
    return {"title": "Your hand", "description": clip(description, 4096), "fields": fields or [
        {"name": "(empty)", "value": "No cards in hand.", "inline": False}], "color": 0x5A9E6F}
