"""The challenge message: who is invited to what, and how they accept. It names only
public things: the game's demo decks are offered on the message itself; a player's own
decks are offered to them privately ("One of my decks…")."""

from __future__ import annotations

from ..ports import OutMessage
from . import ids
from .components import button, option, rows, select
from .text import clip

MINE = "mine"


def challenge_message(match_id: int, title: str, challenger: int, invited: list[int],
                      demo_decks: list[tuple[str, str]], accepted: list[int] = ()) -> OutMessage:
    waiting = [u for u in invited if u not in accepted]
    who = ", ".join(f"<@{u}>" for u in invited)
    text = (f"{who}: <@{challenger}> challenges you to a {clip(title, 60)} match (match #{match_id}). "
            "Pick your deck to accept, or decline.")
    if accepted:
        text += "\nAccepted: " + ", ".join(f"<@{u}>" for u in accepted) + "; waiting for " + \
            ", ".join(f"<@{u}>" for u in waiting) + "."
    options = [option(f"Demo: {name}", key) for key, name in demo_decks[:24]]
    options.append(option("One of my decks…", MINE, "choose privately from your registered decks"))
    components = rows([button(ids.decline(match_id), "Decline", "danger")],
                      [select(ids.accept(match_id), options, "Accept with deck…")])
    # Only the players who still have to answer are pinged; the challenger is named.
    return OutMessage(content=text, components=components, ping_users=tuple(waiting))


def my_decks_message(match_id: int, decks: list[tuple[str, str]]) -> OutMessage:
    if not decks:
        return OutMessage(content="You have no registered decks for this game; pick a demo deck, or "
                                  "register one with `/deck import`.")
    options = [option(label, key) for key, label in decks[:25]]
    return OutMessage(content="Accept with one of your decks:",
                      components=rows(selects=[select(ids.accept_mine(match_id), options, "Your deck…")]))
