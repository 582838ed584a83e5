"""`/cards import`: server admins add card definition files, per game."""

from __future__ import annotations

import discord
from discord import app_commands

from ..i18n import t
from ..ports import OutMessage
from ..render.text import clip, escape
from ..services.errors import UserError
from ..services.library import MAX_CARD_FILE_BYTES
from ..ui.messages import defer, respond
from .base import Host, Services
from .decks import read_attachment

# A file this small is answered at once; a bigger one (up to the limit: above it, it is
# refused at once) is deferred first, since it is parsed and checked against the pool.
QUICK_FILE_BYTES = 32 * 1024


def setup(host: Host, services: Services) -> None:
    library = services.library

    async def game_autocomplete(interaction: discord.Interaction, current: str):
        return [app_commands.Choice(name=title, value=code) for code, title in library.games()
                if current.lower() in f"{code} {title}".lower()][:25]

    group = app_commands.Group(name="cards", description="Card definitions for this server",
                               default_permissions=discord.Permissions(manage_guild=True), guild_only=True)

    @group.command(name="import", description="Add a card definition file (YAML, CONTRACTS §3)")
    @app_commands.autocomplete(game=game_autocomplete)
    async def import_(interaction: discord.Interaction, file: discord.Attachment, game: str = "gcg") -> None:
        if interaction.guild_id is None:
            raise UserError(t("error-card-files-belong-to-a-server-use-this-i"))
        permissions = interaction.permissions
        if not (permissions.manage_guild or permissions.administrator):
            raise UserError(t("error-only-members-with-manage-server-can-add"))
        code = library.game(game).code
        if QUICK_FILE_BYTES < file.size <= MAX_CARD_FILE_BYTES:  # parsing it may take seconds (once)
            await defer(interaction)
        content = await read_attachment(file, MAX_CARD_FILE_BYTES)
        count = await library.import_cards(interaction.guild_id, code, file.filename[:100], content)
        await respond(interaction, OutMessage(
            content="✅ " + t("cards-imported", count=count, file=escape(clip(file.filename, 80)),
                             game=library.game(code).title)), ephemeral=True)

    host.tree.add_command(group)
