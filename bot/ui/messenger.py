"""The `Messenger` port over discord.py's HTTP client: post, edit, DM."""

from __future__ import annotations

import discord

from ..ports import DeliveryError, DmClosed, MessageGone, OutMessage, Sent
from .messages import edit_kwargs, send_kwargs


class DiscordMessenger:
    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self._dm_channels: dict[int, int] = {}

    async def send(self, channel_id: int, message: OutMessage) -> Sent:
        channel = self.client.get_partial_messageable(channel_id)
        try:
            sent = await channel.send(**send_kwargs(message))
        except discord.NotFound as exc:
            raise MessageGone(str(exc)) from exc
        except discord.HTTPException as exc:
            raise DeliveryError(str(exc)) from exc
        return Sent(channel_id, sent.id)

    async def edit(self, channel_id: int, message_id: int, message: OutMessage) -> None:
        """A raw edit: the answer is not parsed back into a Message (boards are edited
        after every action and nothing of the reply is needed)."""
        kwargs = edit_kwargs(message)
        try:
            with discord.http.handle_message_parameters(**kwargs) as params:
                await self.client.http.edit_message(channel_id, message_id, params=params)
        except discord.NotFound as exc:
            raise MessageGone(str(exc)) from exc
        except discord.HTTPException as exc:
            raise DeliveryError(str(exc)) from exc

    async def edit_response(self, token: str, message_id: int, message: OutMessage) -> None:
        """Through the interaction's webhook (the application's id and the token), as
        discord.py edits an interaction's own response."""
        webhook = discord.Webhook.partial(self.client.application_id or 0, token, client=self.client)
        try:
            await webhook.edit_message(message_id, **edit_kwargs(message))
        except discord.NotFound as exc:
            raise MessageGone(str(exc)) from exc
        except discord.HTTPException as exc:
            raise DeliveryError(str(exc)) from exc

    async def send_dm(self, user_id: int, message: OutMessage) -> Sent:
        try:
            channel_id = self._dm_channels.get(user_id)
            if channel_id is None:
                dm = await self.client.create_dm(discord.Object(user_id))
                channel_id = self._dm_channels[user_id] = dm.id
            sent = await self.client.get_partial_messageable(channel_id).send(**send_kwargs(message))
        except discord.Forbidden as exc:
            raise DmClosed(str(exc)) from exc
        except discord.HTTPException as exc:
            raise DeliveryError(str(exc)) from exc
        return Sent(channel_id, sent.id)

    def display_name(self, user_id: int) -> str | None:
        user = self.client.get_user(user_id)
        return user.display_name if user else None
