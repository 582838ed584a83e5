"""`OutMessage` → discord.py: raw component JSON in a view discord.py sends but never
stores (routing is by custom id), and allowed mentions that ping exactly whom a message
names — never @everyone, never a role or user that user-written text mentions."""

from __future__ import annotations

import io
from typing import Any

import discord

from ..ports import OutMessage


class ComponentsView(discord.ui.View):
    """Components as Discord's JSON. Finished from the start, so discord.py does not keep
    it in its view store: clicks are routed by custom id (see `routing`)."""

    def __init__(self, components: tuple[dict, ...]) -> None:
        super().__init__(timeout=None)
        self._raw = [dict(row) for row in components]

    def to_components(self) -> list[dict[str, Any]]:
        return self._raw

    def is_finished(self) -> bool:
        return True

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False


NO_PINGS = discord.AllowedMentions.none()


def allowed(message: OutMessage) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, replied_user=False,
                                   users=[discord.Object(u) for u in message.ping_users],
                                   roles=[discord.Object(r) for r in message.ping_roles])


def send_kwargs(message: OutMessage, *, with_files: bool = True) -> dict[str, Any]:
    """Keyword arguments for discord.py's send / send_message / followup.send."""
    kwargs: dict[str, Any] = {"allowed_mentions": allowed(message)}
    if message.content:
        kwargs["content"] = message.content
    if message.embeds:
        kwargs["embeds"] = [discord.Embed.from_dict(e) for e in message.embeds]
    if message.components:
        kwargs["view"] = ComponentsView(message.components)
    if with_files and message.files:
        kwargs["files"] = files_of(message)
    return kwargs


def files_of(message: OutMessage) -> list[discord.File]:
    return [discord.File(io.BytesIO(data), filename=name) for name, data in message.files]


def edit_kwargs(message: OutMessage) -> dict[str, Any]:
    """For edits: every part is replaced (an empty one is cleared); files replace the
    message's old ones, `clear_files` drops them, otherwise they are kept."""
    kwargs = {"content": message.content or None,
              "embeds": [discord.Embed.from_dict(e) for e in message.embeds],
              "view": ComponentsView(message.components) if message.components else None,
              "allowed_mentions": allowed(message)}
    if message.files or message.clear_files:
        kwargs["attachments"] = files_of(message)
    return kwargs


async def respond(interaction: discord.Interaction, message: OutMessage, *,
                  ephemeral: bool = False) -> int | None:
    """Answer an interaction (or follow up if it was answered already); the id of the
    answer's message, when Discord says it (not for a follow-up)."""
    kwargs = send_kwargs(message)
    if interaction.response.is_done():
        await interaction.followup.send(ephemeral=ephemeral, **kwargs)
        return None
    callback = await interaction.response.send_message(ephemeral=ephemeral, **kwargs)
    return callback.message_id if callback is not None else None


async def update(interaction: discord.Interaction, message: OutMessage) -> None:
    """Replace the message the clicked component is on."""
    await interaction.response.edit_message(**edit_kwargs(message))


async def defer(interaction: discord.Interaction, *, ephemeral: bool = True) -> None:
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)
