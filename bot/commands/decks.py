"""`/deck import | list | show | remove`: each user's registered decks, per game."""

from __future__ import annotations

import re

import discord
from discord import app_commands

from ..i18n import t
from ..ports import OutMessage
from ..render.text import clip, escape
from ..services.errors import NotSaved, UserError
from ..services.library import MAX_DECK_BYTES
from ..ui.messages import respond
from .base import Host, Services


async def read_attachment(attachment: discord.Attachment, limit: int) -> str:
    if attachment.size > limit:
        raise UserError(t("error-file-size", file=escape(clip(attachment.filename, 80)), size=attachment.size,
                          limit=limit))
    data = await attachment.read()
    if len(data) > limit:
        raise UserError(t("error-file-larger", file=escape(clip(attachment.filename, 80)), limit=limit))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UserError(t("error-file-not-utf8", file=escape(clip(attachment.filename, 80)))) from None


def setup(host: Host, services: Services) -> None:
    library, store = services.library, services.store

    async def game_autocomplete(interaction: discord.Interaction, current: str):
        return [app_commands.Choice(name=title, value=code) for code, title in library.games()
                if current.lower() in f"{code} {title}".lower()][:25]

    async def my_decks(interaction: discord.Interaction, current: str):
        game = getattr(interaction.namespace, "game", None) or "gcg"
        decks = await store.decks(interaction.user.id, game)
        return [app_commands.Choice(name=clip(name, 100), value=name) for name, _ in decks
                if current.lower() in name.lower()][:25]

    group = app_commands.Group(name="deck", description="Your registered decks")

    @group.command(name="import", description="Register a deck from a file or pasted text")
    @app_commands.describe(name="A name for the deck", game="Which game (default: Gundam Card Game)",
                           file="A deck list file (.txt or .yaml)",
                           text="Or paste the list: `4 NUMBER` lines (and the game's other sections)")
    @app_commands.autocomplete(game=game_autocomplete)
    async def import_(interaction: discord.Interaction, name: app_commands.Range[str, 1, 40],
                      game: str = "gcg", file: discord.Attachment | None = None,
                      text: app_commands.Range[str, 1, 4000] | None = None) -> None:
        if file is None and not text:
            raise UserError(t("error-attach-a-deck-list-file-or-paste-the-lis"))
        content = await read_attachment(file, MAX_DECK_BYTES) if file else text.replace("\\n", "\n")
        if text and "\n" not in content:  # pasted on one line: "4 DEMO-001, 4 DEMO-002; Resource deck: ..."
            content = re.sub(r"\s*[,;]\s*", "\n", content)
        try:
            await library.save_deck(interaction.user.id, library.game(game).code, name, content,
                                    interaction.guild_id)
        except UserError:
            raise
        except Exception:
            raise NotSaved(t("what-the-deck")) from None
        await respond(interaction, OutMessage(
            content="✅ " + t("deck-registered", name=escape(clip(name.strip(), 40)),
                             game=library.game(game).title)),
            ephemeral=True)

    @group.command(name="list", description="Your registered decks")
    @app_commands.autocomplete(game=game_autocomplete)
    async def list_(interaction: discord.Interaction, game: str = "gcg") -> None:
        decks = await store.decks(interaction.user.id, library.game(game).code)
        text = "\n".join(f"• {escape(name)}" for name, _ in decks) or (
            t("deck-none"))
        await respond(interaction, OutMessage(content=clip(text, 2000)), ephemeral=True)

    @group.command(name="show", description="Show one of your decks")
    @app_commands.autocomplete(name=my_decks, game=game_autocomplete)
    async def show(interaction: discord.Interaction, name: app_commands.Range[str, 1, 40],
                   game: str = "gcg") -> None:
        for deck_name, text in await store.decks(interaction.user.id, library.game(game).code):
            if deck_name == name:
                listing = clip(text.replace("`", "ˋ"), 1800)
                await respond(interaction, OutMessage(
                    content=f"**{escape(deck_name)}**\n```\n{listing}\n```"), ephemeral=True)
                return
        raise UserError(t("error-you-have-no-deck-with-that-name"))

    @group.command(name="remove", description="Remove one of your decks")
    @app_commands.autocomplete(name=my_decks, game=game_autocomplete)
    async def remove(interaction: discord.Interaction, name: app_commands.Range[str, 1, 40],
                     game: str = "gcg") -> None:
        try:
            removed = await store.remove_deck(interaction.user.id, library.game(game).code, name)
        except Exception:
            raise NotSaved(t("what-removing-the-deck")) from None
        if not removed:
            raise UserError(t("error-you-have-no-deck-with-that-name"))
        await respond(interaction, OutMessage(content="✅ " + t("deck-removed", name=escape(clip(name, 40)))),
                      ephemeral=True)

    host.tree.add_command(group)
