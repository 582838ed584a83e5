"""`/match start | cancel | concede | abandon` and the challenge's accept / decline."""

from __future__ import annotations

import contextlib
import logging
import re

import discord
from discord import app_commands

from rules_engine.core.actions import Action
from rules_engine.core.rng import commitment

from .. import i18n
from ..i18n import engine, t
from ..ports import DeliveryError, OutMessage
from ..render import ids
from ..render.challenge import MINE, challenge_message, closed_message, my_decks_message
from ..render.text import clip, escape
from ..services.errors import UserError
from ..services.matches import LiveMatch
from ..services.seats import users_in_game
from ..store import MatchRow
from ..ui.messages import defer, respond, send_kwargs, update
from .base import Host, Services, is_judge, live_here, number, seat_of

log = logging.getLogger("refbot.match")


def setup(host: Host, services: Services) -> None:
    matches, library, presenter = services.matches, services.library, services.presenter

    def challenge_of(row: MatchRow) -> OutMessage:
        seats = list(row.seats.values())
        return challenge_message(row.id, library.game(row.game).title, seats[0].user_id,
                                 [s.user_id for s in seats[1:]], library.demo_choices(row.game),
                                 accepted=[s.user_id for s in seats[1:] if s.accepted],
                                 expires_at=row.expires_at)

    async def started(interaction: discord.Interaction, live: LiveMatch) -> None:
        row = live.row
        # No deck names: a deck's name (its list, for a demo deck) is its owner's to reveal,
        # and no deck can be made public yet.
        players = " vs ".join(f"<@{s.user_id}>" for s in row.seats.values())
        await update(interaction, OutMessage(
            content=t("match-started", game=engine(live.game.title), match=str(live.id), players=players,
                      commitment=commitment(row.seed or ""))))
        await presenter.post_board(live)
        await presenter.refresh(live, board=False)

    async def accept_with(interaction: discord.Interaction, match_id: int, key: str | None,
                          *, from_private: bool = False) -> None:
        row, live = await matches.accept(match_id, interaction.user.id, key)
        if live is not None:
            if from_private:  # the challenge message is elsewhere: answer privately, then update it
                await respond(interaction, OutMessage(content="✅ " + t("match-accepted-starts")),
                              ephemeral=True)
                if row.challenge_message_id:
                    await presenter.messenger.edit(row.channel_id, row.challenge_message_id, OutMessage(
                        content=t("match-accepted-public", game=engine(live.game.title), match=str(live.id))))
                await presenter.post_board(live)
                await presenter.refresh(live, board=False)
            else:
                await started(interaction, live)
            return
        message = challenge_of(row)
        if from_private:
            await respond(interaction, OutMessage(content="✅ " + t("match-accepted-waiting")),
                          ephemeral=True)
        else:
            await update(interaction, message)

    async def on_accept(interaction: discord.Interaction, match: re.Match) -> None:
        match_id = number(match["match"])
        key = str((interaction.data or {}).get("values", [""])[0])
        if key == MINE:
            row = await services.store.match(match_id)
            if row is None or row.status != "challenge":
                raise UserError(t("challenge-closed-as", status=row.status if row else "gone"))
            mine = [(k, label) for k, label in await library.deck_choices(interaction.user.id, row.game)
                    if k.startswith("mine:")]
            await respond(interaction, my_decks_message(match_id, mine), ephemeral=True)
            return
        await accept_with(interaction, match_id, key)

    async def on_accept_mine(interaction: discord.Interaction, match: re.Match) -> None:
        key = str((interaction.data or {}).get("values", [""])[0])
        await accept_with(interaction, number(match["match"]), key, from_private=True)

    async def on_decline(interaction: discord.Interaction, match: re.Match) -> None:
        row = await matches.decline(number(match["match"]), interaction.user.id)
        with i18n.use(await presenter.locales.public(row.guild_id)):  # the challenge is public
            message = closed_message(row.status)
        await update(interaction, message)

    host.router.on(ids.ACCEPT, on_accept)
    host.router.on(ids.ACCEPT_MINE, on_accept_mine)
    host.router.on(ids.DECLINE, on_decline)

    async def game_autocomplete(interaction: discord.Interaction, current: str):
        return [app_commands.Choice(name=title, value=code) for code, title in library.games()
                if current.lower() in f"{code} {title}".lower()][:25]

    async def deck_autocomplete(interaction: discord.Interaction, current: str):
        game = getattr(interaction.namespace, "game", None) or "gcg"
        try:
            choices = await library.deck_choices(interaction.user.id, game)
        except UserError:
            return []
        return [app_commands.Choice(name=clip(label, 100), value=key) for key, label in choices
                if current.lower() in label.lower()][:25]

    group = app_commands.Group(name="match", description="Start, concede or abandon a match in this channel",
                               guild_only=True)

    @group.command(name="start", description="Challenge people to a match in this channel")
    @app_commands.describe(game="Which game", opponent="Who you challenge",
                           deck="Your deck (a demo deck or yours)",
                           player3="A third player, where the game allows it",
                           player4="A fourth player, where the game allows it",
                           format="The game's format, where it has several",
                           victory="The format's victory rule, where it has several")
    @app_commands.autocomplete(game=game_autocomplete, deck=deck_autocomplete)
    async def start(interaction: discord.Interaction, game: str, opponent: discord.User,
                    deck: str | None = None, player3: discord.User | None = None,
                    player4: discord.User | None = None, format: str | None = None,
                    victory: str | None = None) -> None:
        invited = [u for u in (opponent, player3, player4) if u is not None]
        if any(u.bot for u in invited):
            raise UserError(t("error-bots"))
        options = {k: v for k, v in (("format", format), ("victory", victory)) if v}
        # The deck check needs the server's card pool; if it is not in memory (a restart, new
        # card files) building it may take a while: answer at once (privately) and post the
        # challenge in the channel when it is made. Errors then reach only the challenger.
        quick = await library.pool_ready(interaction.guild_id, game)
        if not quick:
            await defer(interaction)
        row = await matches.challenge(interaction.guild_id, interaction.channel_id, game,
                                      (interaction.user.id, interaction.user.display_name),
                                      [(u.id, u.display_name) for u in invited], deck, options)
        message = challenge_of(row)
        try:
            if quick:
                sent = await interaction.response.send_message(**send_kwargs(message))
                message_id = sent.message_id
            else:
                message_id = (await presenter.messenger.send(interaction.channel_id, message)).message_id
        except (discord.HTTPException, DeliveryError):  # nobody sees it: it never existed
            await matches.discard(row)
            raise UserError(t("error-challenge-not-posted")) from None
        try:
            await matches.posted(row, message_id)
        except Exception:
            log.warning("challenge %s: its message id could not be stored", row.id, exc_info=True)
            if await matches.discard(row):  # else it stays usable, and expires as any other
                gone = OutMessage(content=t("challenge-closed", status="discarded"))
                with contextlib.suppress(DeliveryError):
                    await presenter.messenger.edit(interaction.channel_id, message_id, gone)
                raise UserError(t("error-challenge-not-posted")) from None
        if not quick:
            await respond(interaction, OutMessage(
                content="✅ " + t("match-challenge-posted", match=str(row.id))), ephemeral=True)

    @group.command(name="cancel", description="Cancel this channel's open challenge (judges, Manage Server)")
    @app_commands.describe(reason="Why (shown in the channel)")
    async def cancel(interaction: discord.Interaction, reason: app_commands.Range[str, 0, 300] = "") -> None:
        if not await is_judge(services, interaction):
            raise UserError(t("error-cancel-judges-only"))
        row = await matches.cancel(interaction.channel_id, interaction.user.id, reason)
        await presenter.challenge_closed(row, judge=interaction.user.id, reason=reason)
        text = "⚖️ " + t("match-cancelled", judge=interaction.user.mention, match=str(row.id))
        if reason:
            text += " " + t("judge-reason", reason=escape(reason))
        await respond(interaction, OutMessage(content=clip(text, 2000)))

    @group.command(name="concede", description="Concede this channel's match (you lose at once)")
    async def concede(interaction: discord.Interaction) -> None:
        live = await live_here(services, interaction)
        seat = seat_of(live, interaction)
        await presenter.apply(live, interaction.user.id, Action(seat, "concede", {}, live.match.number),
                              "slash", lambda reply: respond(interaction, reply.message, ephemeral=True))

    @group.command(name="abandon",
                   description="Stop this channel's match without a result (every player must ask)")
    async def abandon(interaction: discord.Interaction) -> None:
        live = await live_here(services, interaction)
        done = await matches.abandon(live, interaction.user.id)
        if done:
            await respond(interaction, OutMessage(content=t("match-abandoned", match=str(live.id))))
            await presenter.update_board(live)
            return
        others = [u for u in users_in_game(live) if u not in live.row.abandon_votes]
        await respond(interaction, OutMessage(
            content=t("match-abandon-ask", user=interaction.user.mention, match=str(live.id),
                      others=" ".join(f"<@{u}>" for u in others)),
            ping_users=tuple(others)))

    host.tree.add_command(group)
