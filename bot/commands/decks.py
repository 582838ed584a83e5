"""`/deck import | list | show | remove`: each user's registered decks."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from ..render.text import clip
from ..services.matches import UserError

if TYPE_CHECKING:
    from ..client import RefereeBot

MAX_ATTACHMENT = 64 * 1024
NAME = re.compile(r"^[\w .'()-]{1,40}$")


def _bot(interaction: discord.Interaction) -> RefereeBot:
    return interaction.client  # type: ignore[return-value]


async def read_attachment(attachment: discord.Attachment, limit: int) -> str:
    if attachment.size > limit:
        raise UserError(f"{attachment.filename} is {attachment.size} bytes; the limit is {limit} bytes")
    data = await attachment.read()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UserError(f"{attachment.filename} is not UTF-8 text") from None


async def my_decks(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    decks = await _bot(interaction).store.decks(interaction.user.id, "gcg")
    return [app_commands.Choice(name=clip(name, 100), value=name) for name, _ in decks
            if current.lower() in name.lower()][:25]


def setup(bot: RefereeBot) -> None:
    group = app_commands.Group(name="deck", description="Your registered decks")

    @group.command(name="import", description="Register a deck from a file or pasted text")
    @app_commands.describe(name="A name for the deck", file="A deck list file (.txt or .yaml)",
                           text="Or paste the list: `4 DEMO-001` lines and a `Resource deck:` section")
    async def import_(interaction: discord.Interaction, name: str, file: discord.Attachment | None = None,
                      text: str | None = None) -> None:
        name = name.strip()
        if not NAME.match(name):
            raise UserError("a deck name is 1–40 letters, digits, spaces or . ' ( ) -")
        if file is None and not text:
            raise UserError("attach a deck list file or paste the list in `text`")
        content = await read_attachment(file, MAX_ATTACHMENT) if file else text.replace("\\n", "\n")
        if text and "\n" not in content:  # pasted on one line: "4 DEMO-001, 4 DEMO-002; Resource deck: ..."
            content = re.sub(r"\s*[,;]\s*", "\n", content)
        bot = _bot(interaction)
        deck = await bot.matches.check_deck(content, name, interaction.guild_id)
        await bot.store.save_deck(interaction.user.id, "gcg", name, deck.to_text())
        await interaction.response.send_message(
            f"✅ Deck **{name}** registered: {sum(deck.main.values())} cards + "
            f"{sum(deck.resources.values())} resources.", ephemeral=True)

    @group.command(name="list", description="Your registered decks")
    async def list_(interaction: discord.Interaction) -> None:
        decks = await _bot(interaction).store.decks(interaction.user.id, "gcg")
        text = "\n".join(f"• {name}" for name, _ in decks) or (
            "You have no registered decks; the demo decks are always available.")
        await interaction.response.send_message(clip(text, 2000), ephemeral=True)

    @group.command(name="show", description="Show one of your decks")
    @app_commands.autocomplete(name=my_decks)
    async def show(interaction: discord.Interaction, name: str) -> None:
        for deck_name, text in await _bot(interaction).store.decks(interaction.user.id, "gcg"):
            if deck_name == name:
                await interaction.response.send_message(f"**{deck_name}**\n```\n{clip(text, 1800)}\n```",
                                                        ephemeral=True)
                return
        raise UserError(f"you have no deck named {name!r}")

    @group.command(name="remove", description="Remove one of your decks")
    @app_commands.autocomplete(name=my_decks)
    async def remove(interaction: discord.Interaction, name: str) -> None:
        if not await _bot(interaction).store.remove_deck(interaction.user.id, "gcg", name):
            raise UserError(f"you have no deck named {name!r}")
        await interaction.response.send_message(f"✅ Deck **{name}** removed.", ephemeral=True)

    bot.tree.add_command(group)
