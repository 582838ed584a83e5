"""`/cards import`: server admins add card definition files, per game."""

from __future__ import annotations

import discord
from discord import app_commands

from ..i18n import current, t
from ..ports import OutMessage
from ..render.card import card_message
from ..render.text import clip, escape
from ..services.card_files import MAX_CARD_FILE_BYTES
from ..services.errors import UserError
from ..ui.messages import defer, respond
from .base import Host, Services
from .decks import read_attachment_bytes


def setup(host: Host, services: Services) -> None:
    library = services.library

    async def game_autocomplete(interaction: discord.Interaction, current: str):
        return [app_commands.Choice(name=title, value=code) for code, title in library.games()
                if current.lower() in f"{code} {title}".lower()][:25]

    group = app_commands.Group(name="cards", description="Card definitions for this server",
                               default_permissions=discord.Permissions(manage_guild=True), guild_only=True)

    @group.command(name="import", description="Add a card list (YAML, CSV/TSV or JSON Lines; CONTRACTS §3b)")
    @app_commands.autocomplete(game=game_autocomplete)
    async def import_(interaction: discord.Interaction, file: discord.Attachment, game: str = "gcg") -> None:
        if interaction.guild_id is None:
            raise UserError(t("error-card-files-belong-to-a-server-use-this-i"))
        permissions = interaction.permissions
        if not (permissions.manage_guild or permissions.administrator):
            raise UserError(t("error-only-members-with-manage-server-can-add"))
        code = library.game(game).code
        if file.size <= MAX_CARD_FILE_BYTES:  # parsing, checking and reading it may take seconds (once)
            await defer(interaction)
        data = await read_attachment_bytes(file, MAX_CARD_FILE_BYTES)
        done = await library.import_cards(interaction.guild_id, code, file.filename[:100], data)
        name = escape(clip(file.filename, 80))
        await respond(interaction, OutMessage(
            content=import_answer(done.count, done.summary, name, library.game(code).title),
            files=((f"{stem(file.filename)}-check.jsonl", done.report),)), ephemeral=True)

    host.tree.add_command(group)

    async def card_autocomplete(interaction: discord.Interaction, current: str):
        game = getattr(interaction.namespace, "game", None) or "gcg"
        try:
            found = await library.card_choices(interaction.guild_id, library.game(game).code, current)
        except UserError:  # an unknown game, or the server's card files unreadable: nothing to offer
            return []
        return [app_commands.Choice(name=label, value=number) for label, number in found]

    @host.tree.command(name="card", description="Show a card and how the referee reads its text")
    @app_commands.describe(name="The card's number or printed name",
                           game="Which game (default: Gundam Card Game)")
    @app_commands.autocomplete(name=card_autocomplete, game=game_autocomplete)
    async def card(interaction: discord.Interaction, name: app_commands.Range[str, 1, 100],
                   game: str = "gcg") -> None:
        module = library.game(game)
        view = await library.card(interaction.guild_id, module.code, name, current())
        if view is None:
            raise UserError(t("card-not-found", name=escape(clip(name, 80)), game=module.title))
        await respond(interaction, card_message(view, module.title, module.code), ephemeral=True)


def stem(filename: str) -> str:
    """A file name's stem as an attachment name Discord keeps (letters, digits, `-_.`)."""
    base = filename.rsplit(".", 1)[0][:60]
    return "".join(c if c.isascii() and (c.isalnum() or c in "-_") else "_" for c in base) or "cards"


def import_answer(count: int, summary: dict, file: str, game: str) -> str:
    """What `/cards import` answers: the cards, the effects read and the commonest phrases
    the reader does not understand yet (the full report is attached)."""
    effects, automated = summary.get("effects", 0), summary.get("automated", 0)
    lines = ["✅ " + t("cards-imported", count=count, file=file, game=game),
             t("cards-import-read", effects=effects, automated=automated, by_hand=effects - automated)]
    unread = summary.get("unread") or []
    if unread:
        lines.append(t("cards-import-unread"))
        lines += [f"• {item['count']}× `{clip(item['phrase'], 120).replace('`', 'ˋ')}`" for item in unread]
    lines.append(t("cards-import-report"))
    return clip("\n".join(lines), 2000)
