"""What the presenter needs from the outside world, as plain Python: a message to send
(content, embeds and components as Discord's JSON shapes, and exactly whom it may ping)
and the messenger that sends it. `bot.ui.messenger` implements it over discord.py;
nothing below this line imports discord."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


@dataclass(frozen=True, slots=True)
class OutMessage:
    """A message as Discord's JSON (embeds and component rows are dicts).

    Mentions: the bot's default pings nobody; `ping_users` / `ping_roles` list exactly who
    this message means to ping (user-written text never adds anyone)."""

    content: str = ""
    embeds: tuple[dict, ...] = ()
    components: tuple[dict, ...] = ()
    ping_users: tuple[int, ...] = ()
    ping_roles: tuple[int, ...] = ()
    files: tuple[tuple[str, bytes], ...] = ()  # (filename, data); on an edit they replace the old ones
    clear_files: bool = False  # on an edit without files: drop the files the message has


class DeliveryError(Exception):
    """A message could not be delivered (after Discord's own retries)."""


class DmClosed(DeliveryError):
    """The user does not accept direct messages from the bot."""


class MessageGone(DeliveryError):
    """The message or channel to edit no longer exists."""


@dataclass(slots=True)
class Sent:
    channel_id: int
    message_id: int
    extra: dict = field(default_factory=dict)


class Messenger(Protocol):
    async def send(self, channel_id: int, message: OutMessage) -> Sent:
        """Post in a channel; raises DeliveryError."""

    async def edit(self, channel_id: int, message_id: int, message: OutMessage) -> None:
        """Edit a message; raises MessageGone or DeliveryError."""

    async def edit_response(self, token: str, message_id: int, message: OutMessage) -> None:
        """Edit a message that answered an interaction (an ephemeral one too) with that
        interaction's token, which Discord accepts for 15 minutes; raises MessageGone
        (dismissed) or DeliveryError (the token expired, or anything else)."""

    async def send_dm(self, user_id: int, message: OutMessage) -> Sent:
        """Open (or reuse) the DM channel and post; raises DmClosed or DeliveryError."""

    def display_name(self, user_id: int) -> str | None:
        """A known user's display name, or None."""
