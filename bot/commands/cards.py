"""`/cards import`: server admins add card definition files."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from ..services.matches import UserError, parse_card_file
from .decks import read_attachment

if TYPE_CHECKING:
    from ..client import RefereeBot

MAX_CARD_FILE = 512 * 1024


def setup(bot: RefereeBot) -> None:
    group = app_commands.Group(name="cards", description="Card definitions for this server",
                               default_permissions=discord.Permissions(manage_guild=True), guild_only=True)

    @group.command(name="import", description="Add a card definition file (YAML, CONTRACTS §3)")
    async def import_(interaction: discord.Interaction, file: discord.Attachment) -> None:
        if interaction.guild_id is None:
            raise UserError("card files belong to a server; use this in a server")
        permissions = interaction.permissions
        if not (permissions.manage_guild or permissions.administrator):
            raise UserError("only members with Manage Server can add card files")
        content = await read_attachment(file, MAX_CARD_FILE)
        cards = parse_card_file(content, file.filename)
        bot_ = interaction.client
        await bot_.store.save_card_file(interaction.guild_id, "gcg", file.filename, content)  # type: ignore[attr-defined]
        await interaction.response.send_message(f"✅ {len(cards)} card(s) from {file.filename} are now "
                                                "available to decks in this server.", ephemeral=True)

    bot.tree.add_command(group)
