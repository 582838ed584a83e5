"""The challenge message: who is invited to what, and how they accept. It names only
public things: the game's demo decks are offered on the message itself; a player's own
decks are offered to them privately ("One of my decks…")."""

from __future__ import annotations

from ..i18n import engine, t
from ..ports import OutMessage
from . import ids
from .components import button, option, rows, select
from .text import clip, escape

MINE = "mine"


def challenge_message(match_id: int, title: str, challenger: int, invited: list[int],
                      demo_decks: list[tuple[str, str]], accepted: list[int] = (),
                      expires_at: float | None = None) -> OutMessage:
    waiting = [u for u in invited if u not in accepted]
    who = ", ".join(f"<@{u}>" for u in invited)
    text = t("challenge-text", who=who, challenger=f"<@{challenger}>", game=clip(engine(title), 60),
             match=str(match_id))
    if expires_at is not None:  # Discord shows the time relative to the reader's clock ("in 10 minutes")
        text += " " + t("challenge-expires", when=f"<t:{int(expires_at)}:R>")
    if accepted:
        text += "\n" + t("challenge-accepted", accepted=", ".join(f"<@{u}>" for u in accepted),
                         waiting=", ".join(f"<@{u}>" for u in waiting))
    options = [option(t("challenge-demo", name=name), key) for key, name in demo_decks[:24]]
    options.append(option(t("challenge-mine"), MINE, t("challenge-mine-hint")))
    components = rows([button(ids.decline(match_id), t("challenge-decline"), "danger")],
                      [select(ids.accept(match_id), options, t("challenge-accept-with"))])
    # Only the players who still have to answer are pinged; the challenger is named.
    return OutMessage(content=text, components=components, ping_users=tuple(waiting))


def my_decks_message(match_id: int, decks: list[tuple[str, str]]) -> OutMessage:
    if not decks:
        return OutMessage(content=t("challenge-no-decks"))
    options = [option(label, key) for key, label in decks[:25]]
    return OutMessage(content=t("challenge-accept-mine"),
                      components=rows(selects=[select(ids.accept_mine(match_id), options,
                                                      t("challenge-your-deck"))]))


def closed_message(status: str, *, judge: int | None = None, reason: str = "") -> OutMessage:
    """What a challenge's message says once it closed without a match (no controls left)."""
    if status == "cancelled":
        text = t("challenge-cancelled", judge=f"<@{judge}>")
        if reason:
            text += " " + t("judge-reason", reason=escape(clip(reason, 300)))
    else:
        text = t("challenge-closed", status=status)
    return OutMessage(content=text)
