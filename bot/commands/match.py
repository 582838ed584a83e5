"""`/match start | concede | abandon` and the challenge's accept / decline."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from rules_engine.core.actions import Action
from rules_engine.core.rng import commitment

from ..render.text import clip
from ..services.matches import UserError
from .play import guarded, perform, refresh, update_board

if TYPE_CHECKING:
    from ..client import RefereeBot

GAMES = [app_commands.Choice(name="Gundam Card Game", value="gcg")]


def _bot(interaction: discord.Interaction) -> RefereeBot:
    return interaction.client  # type: ignore[return-value]


class AcceptSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"accept:(?P<match>\d+)"):
    def __init__(self, match_id: int, options: list[discord.SelectOption] | None = None) -> None:
        self.match_id = match_id
        super().__init__(discord.ui.Select(custom_id=f"accept:{match_id}",
                                           placeholder="Accept with deck…",
                                           options=options or [discord.SelectOption(label="-", value="-")]))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        key = (interaction.data or {}).get("values", [None])[0]
        live = await bot.matches.accept(self.match_id, interaction.user.id, key)
        await interaction.response.edit_message(
            content=f"Challenge accepted: match #{live.id} between <@{live.row.player_a}> "
                    f"({live.row.deck_a_name}) and <@{live.row.player_b}> ({live.row.deck_b_name}).\n"
                    f"Seed commitment (SHA-256): `{commitment(live.row.seed)}` — the seed is revealed "
                    "when the match ends.", view=None)
        await update_board(bot, live)
        await refresh(bot, live, board=False)


class DeclineButton(discord.ui.DynamicItem[discord.ui.Button], template=r"decline:(?P<match>\d+)"):
    def __init__(self, match_id: int) -> None:
        self.match_id = match_id
        super().__init__(discord.ui.Button(label="Decline", style=discord.ButtonStyle.danger,
                                           custom_id=f"decline:{match_id}"))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        row = await _bot(interaction).matches.decline(self.match_id, interaction.user.id)
        who = "declined" if interaction.user.id == row.player_b else "withdrawn"
        await interaction.response.edit_message(content=f"The challenge was {who}.", view=None)


async def deck_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    choices = await _bot(interaction).matches.deck_choices(interaction.user.id)
    return [app_commands.Choice(name=clip(label, 100), value=key) for key, label in choices
            if current.lower() in label.lower()][:25]


def setup(bot: RefereeBot) -> None:
    bot.add_dynamic_items(AcceptSelect, DeclineButton)
    group = app_commands.Group(name="match", description="Start, concede or abandon a match in this channel")

    @group.command(name="start", description="Challenge someone to a match in this channel")
    @app_commands.describe(game="Which game", opponent="Who you challenge",
                           deck="Your deck (a demo deck or yours)")
    @app_commands.choices(game=GAMES)
    @app_commands.autocomplete(deck=deck_autocomplete)
    async def start(interaction: discord.Interaction, game: str, opponent: discord.User,
                    deck: str | None = None) -> None:
        if opponent.bot:
            raise UserError("bots cannot play; challenge a person")
        matches = _bot(interaction).matches
        match_id = await matches.challenge(interaction.guild_id, interaction.channel_id, game,
                                           interaction.user.id, opponent.id, deck)
        options = [discord.SelectOption(label=clip(label, 100), value=key)
                   for key, label in (await matches.deck_choices(opponent.id))[:25]]
        view = discord.ui.View(timeout=None)
        view.add_item(AcceptSelect(match_id, options))
        view.add_item(DeclineButton(match_id))
        await interaction.response.send_message(
            f"{opponent.mention}, {interaction.user.mention} challenges you to a Gundam Card Game match "
            f"(match #{match_id}). Pick your deck to accept, or decline.", view=view,
            allowed_mentions=discord.AllowedMentions(users=True))

    @group.command(name="concede", description="Concede this channel's match (you lose at once)")
    async def concede(interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        live = await bot.matches.in_channel(interaction.channel_id)
        if live is None:
            raise UserError("there is no match running in this channel")
        player = live.player_of(interaction.user.id)
        if player is None:
            raise UserError("you are not playing in this match")
        action = Action(player, "concede", {}, live.match.number)
        await perform(bot, interaction, live, action, origin="slash")

    @group.command(name="abandon",
                   description="Stop this channel's match without a result (both players must ask)")
    async def abandon(interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        live = await bot.matches.in_channel(interaction.channel_id)
        if live is None:
            raise UserError("there is no match running in this channel")
        done = await bot.matches.abandon(live, interaction.user.id)
        if done:
            await interaction.response.send_message(
                f"Match #{live.id} was abandoned by both players; no result.")
            await update_board(bot, live)
        else:
            other = live.row.player_b if interaction.user.id == live.row.player_a else live.row.player_a
            await interaction.response.send_message(
                f"{interaction.user.mention} wants to abandon match #{live.id}. <@{other}>, use "
                "`/match abandon` too to agree.", allowed_mentions=discord.AllowedMentions(users=True))

    bot.tree.add_command(group)
