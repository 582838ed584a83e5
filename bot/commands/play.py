"""Playing a match: the board's and the DMs' buttons and menus, and the slash commands
that do the same (`/play`, `/attack`, `/act`, `/options`, `/hand`, `/board`).

Every component carries the match, its rewind epoch, the action number and the digest
of the action it stands for, so a stale, double or pre-rewind click is refused and a
click always does what its label says (after a restart too: replay is deterministic).
"""

from __future__ import annotations

import logging
import re

import discord
from discord import app_commands

from rules_engine.core.actions import Action
from rules_engine.core.errors import StaleAction

from .. import i18n
from ..i18n import t
from ..ports import OutMessage
from ..presenter import Reply
from ..render import ids
from ..render.menus import label_of, subject_components
from ..render.picture import Viewer
from ..render.text import clip, escape
from ..services.errors import UserError
from ..services.matches import LiveMatch
from ..ui.messages import edit_kwargs, respond, update
from .base import Host, Services, live_for_component, live_here, number, seat_of

log = logging.getLogger("refbot.play")

CHOICE = re.compile(r"(?P<epoch>[0-9]{1,9}):(?P<n>[0-9]{1,9}):(?P<digest>[0-9a-f]{10})")


def origin_of(interaction: discord.Interaction, live: LiveMatch) -> str:
    message = interaction.message
    if message is None:
        return "slash"
    if live.row.board_message_id and message.id == live.row.board_message_id:
        return "board"
    if interaction.guild_id is None:
        return "dm"
    return "options"


def setup(host: Host, services: Services) -> None:
    matches, presenter = services.matches, services.presenter

    def responder(interaction: discord.Interaction):
        async def send(reply: Reply) -> None:
            if reply.update:
                await update(interaction, reply.message)
            else:
                await respond(interaction, reply.message, ephemeral=True)
        return send

    async def perform(interaction: discord.Interaction, live: LiveMatch, action: Action, origin: str,
                      then_yield: str | None = None) -> None:
        seat = seat_of(live, interaction)
        if action.actor != seat:
            # Show the clicker why: the engine's own refusal for them taking that action.
            live.match.check(Action(seat, action.kind, action.args, action.at))
            raise UserError(t("error-not-yours",
                              who=escape(presenter.names(live).get(action.actor, action.actor))))
        menu = (interaction.token, interaction.message.id) \
            if origin == "options" and interaction.message is not None else None
        await presenter.apply(live, interaction.user.id, action, origin, responder(interaction), menu,
                              then_yield)

    async def component_action(interaction: discord.Interaction, match: re.Match,
                               passing: bool = False) -> tuple[LiveMatch, Action]:
        """The action a component stands for (`passing`: the seat's pass, for "Pass until …")."""
        live = await live_for_component(services, interaction, number(match["match"]))
        seat = match["seat"]
        if seat not in live.seats:
            raise UserError(t("error-other-match"))
        if passing:
            found = next((a for a in live.legal(seat) if a.kind == "pass"), None)
            digest = found.digest() if found is not None else ""
        else:
            digest = match["digest"] if "digest" in match.groupdict() else \
                str((interaction.data or {}).get("values", [""])[0])
        try:
            action = matches.resolve(live, seat, number(match["epoch"]), number(match["n"]), digest)
        except StaleAction:
            if origin_of(interaction, live) == "options":  # a menu no longer kept current
                raise UserError(t("error-menu-stale")) from None
            raise
        return live, action

    async def on_act(interaction: discord.Interaction, match: re.Match) -> None:
        live, action = await component_action(interaction, match)
        await perform(interaction, live, action, origin_of(interaction, live))

    async def on_yield(interaction: discord.Interaction, match: re.Match) -> None:
        """"Pass until …": the pass now, then the bot passes for the player at every later
        moment the scope covers (services/autopass.py) — refused like any stale button."""
        live, action = await component_action(interaction, match, passing=True)
        await perform(interaction, live, action, origin_of(interaction, live), match["scope"])

    async def on_pick(interaction: discord.Interaction, match: re.Match) -> None:
        live, action = await component_action(interaction, match)
        origin = origin_of(interaction, live)
        await perform(interaction, live, action, "dm" if origin == "dm" else "options")

    async def on_pick_many(interaction: discord.Interaction, match: re.Match) -> None:
        live = await live_for_component(services, interaction, number(match["match"]))
        seat = match["seat"]
        if number(match["epoch"]) != live.epoch:
            raise UserError(t("error-rewound"))
        values = (interaction.data or {}).get("values", [])
        cards = sorted(number(str(v), t("word-card")) for v in values)
        kind = match["kind"]
        action = next((a for a in live.legal(seat) if a.kind == kind
                       and sorted(a.args.get("cards") or []) == cards), None)
        if action is None:  # the legal list names a few of many equal choices: let the rules judge
            action = Action(seat, kind, {"cards": cards})
        action = Action(action.actor, action.kind, action.args, number(match["n"]))
        origin = origin_of(interaction, live)
        await perform(interaction, live, action, "dm" if origin == "dm" else "options")

    async def on_subject(interaction: discord.Interaction, match: re.Match) -> None:
        live = await live_for_component(services, interaction, number(match["match"]))
        seat = seat_of(live, interaction)
        if seat != match["seat"] or number(match["n"]) != live.match.number \
                or number(match["epoch"]) != live.epoch:
            raise UserError(t("error-menu-stale"))
        index = number(str((interaction.data or {}).get("values", [""])[0]), t("word-choice"))
        components = subject_components(presenter.menu_context(live, seat), match["group"], index,
                                        presenter.choices(live, seat), live.names(seat))
        if not components:
            raise UserError(t("error-choice-gone"))
        await respond(interaction, OutMessage(content=t("menu-then-choose"), components=components),
                      ephemeral=True)

    async def open_options(interaction: discord.Interaction, live: LiveMatch) -> None:
        """The player's options menu, privately; kept current from then on."""
        seat = seat_of(live, interaction)
        message_id = await respond(interaction, presenter.options(live, seat), ephemeral=True)
        if message_id is not None and not live.match.finished:
            presenter.keep_menu(live, seat, interaction.token, message_id)

    async def on_options(interaction: discord.Interaction, match: re.Match) -> None:
        live = await live_for_component(services, interaction, number(match["match"]))
        await open_options(interaction, live)

    async def answer_hand(interaction: discord.Interaction, live: LiveMatch) -> None:
        """`/hand` and "My hand": the hand at once, as text; then, where the server shows
        pictures (`/config board`), the same answer edited to carry the owner's picture, as
        the DM hand does — drawn off the event loop after the answer, never delaying it."""
        seat = seat_of(live, interaction)
        message = presenter.hand(live, seat)
        await respond(interaction, message, ephemeral=True)
        if await presenter.board_mode(live.row.guild_id) == "text":
            return
        # the hand as it is when the picture's turn comes: text and picture of one position
        pictured = await presenter.pictured(live, lambda: presenter.hand(live, seat), Viewer(seat=seat),
                                            i18n.current())
        if not pictured.files:  # it could not be drawn (logged): the text answer stands
            return
        try:
            await interaction.edit_original_response(**edit_kwargs(pictured))
        except discord.HTTPException:  # the answer was dismissed meanwhile: nothing to show it on
            log.info("could not add the hand picture to match %s's answer", live.id, exc_info=True)

    async def on_hand(interaction: discord.Interaction, match: re.Match) -> None:
        live = await live_for_component(services, interaction, number(match["match"]))
        await answer_hand(interaction, live)

    host.router.on(ids.ACT, on_act)
    host.router.on(ids.YIELD, on_yield)
    host.router.on(ids.PICK, on_pick)
    host.router.on(ids.PICK_MANY, on_pick_many)
    host.router.on(ids.SUBJECT, on_subject)
    host.router.on(ids.OPTIONS, on_options)
    host.router.on(ids.HAND, on_hand)

    # --- slash commands ----------------------------------------------------------------

    async def legal_choices(interaction: discord.Interaction, current: str, groups: set[str] | None):
        live = matches.in_channel(interaction.channel_id)
        if live is not None and matches.shared:
            await matches.catch_up(live)  # suggest from the store's state, not a stale copy
        seat = live.player_of(interaction.user.id) if live else None
        if live is None or seat is None:
            return []
        out = []
        players = presenter.names(live)
        for choice in presenter.choices(live, seat):
            if groups is not None and choice.text.group not in groups:
                continue
            label = label_of(choice, live.row.game, live.names(seat), players)  # in the user's language
            if current.lower() in label.lower() or current.lower() in choice.text.label.lower():
                out.append(app_commands.Choice(
                    name=clip(label, 100),
                    value=f"{live.epoch}:{live.match.number}:{choice.action.digest()}"))
        return out[:25]

    async def run_choice(interaction: discord.Interaction, value: str) -> None:
        live = await live_here(services, interaction)
        seat = seat_of(live, interaction)
        found = CHOICE.fullmatch(value or "")
        if found is None:
            raise UserError(t("error-pick-suggested"))
        action = matches.resolve(live, seat, number(found["epoch"]), number(found["n"]), found["digest"])
        await perform(interaction, live, action, "slash")

    async def play_auto(interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current, {"play"})

    async def attack_auto(interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current, {"attack"})

    async def act_auto(interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current, None)

    @host.tree.command(name="play", description="Play a card from your hand")
    @app_commands.describe(card="What to play: only your own playable cards are listed")
    @app_commands.autocomplete(card=play_auto)
    @app_commands.guild_only()
    async def play(interaction: discord.Interaction, card: app_commands.Range[str, 1, 100]) -> None:
        await run_choice(interaction, card)

    @host.tree.command(name="attack", description="Attack with one of your cards")
    @app_commands.describe(attack="Which card attacks what")
    @app_commands.autocomplete(attack=attack_auto)
    @app_commands.guild_only()
    async def attack(interaction: discord.Interaction, attack: app_commands.Range[str, 1, 100]) -> None:
        await run_choice(interaction, attack)

    @host.tree.command(name="act", description="Take any action you may take now (pass, block, choose…)")
    @app_commands.describe(action="Only your own legal choices are listed")
    @app_commands.autocomplete(action=act_auto)
    @app_commands.guild_only()
    async def act(interaction: discord.Interaction, action: app_commands.Range[str, 1, 100]) -> None:
        await run_choice(interaction, action)

    @host.tree.command(name="hand", description="Show your hand in this channel's match, privately")
    @app_commands.guild_only()
    async def hand(interaction: discord.Interaction) -> None:
        await answer_hand(interaction, await live_here(services, interaction))

    @host.tree.command(name="board", description="Show this channel's match board, privately")
    @app_commands.guild_only()
    async def board(interaction: discord.Interaction) -> None:
        live = await live_here(services, interaction)
        message = presenter.board(live)
        await respond(interaction, OutMessage(embeds=message.embeds), ephemeral=True)

    @host.tree.command(name="options", description="Your legal actions in this channel's match, privately")
    @app_commands.guild_only()
    async def options(interaction: discord.Interaction) -> None:
        await open_options(interaction, await live_here(services, interaction))
