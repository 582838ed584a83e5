"""Playing a match: the board and its buttons, options built from legal actions, hands by
DM, and the slash commands that do the same (`/play`, `/attack`, `/act`, `/hand`, `/board`).

Every button carries the match id and the action number it was built at, so a stale or
double click is refused; an index points into the clicking player's legal actions at
that number, which replay makes deterministic, so buttons keep working after a restart.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction, StaleAction
from rules_engine.core.rng import commitment

from ..render.actions import GROUPS, PUBLIC_KINDS, group_of, label
from ..render.board import board_embed
from ..render.hand import hand_embed
from ..render.text import clip
from ..services.matches import LiveMatch, UserError

if TYPE_CHECKING:
    from ..client import RefereeBot

log = logging.getLogger("refbot.play")
MAX_BOARD_ACTIONS = 15
_sent: dict[tuple[int, str], str] = {}  # (match, player) -> what the last hand DM showed


def _bot(interaction: discord.Interaction) -> RefereeBot:
    return interaction.client  # type: ignore[return-value]


def names_of(bot: RefereeBot, live: LiveMatch) -> dict[str, str]:
    out = {}
    for player in ("A", "B"):
        uid = live.row.user_of(player)
        user = bot.get_user(uid)
        out[player] = user.display_name if user else f"<@{uid}>"
    return out


# --- components ------------------------------------------------------------------------


class ActButton(discord.ui.DynamicItem[discord.ui.Button],
                template=r"act:(?P<match>\d+):(?P<n>\d+):(?P<player>[AB]):(?P<i>\d+)"):
    def __init__(self, match_id: int, n: int, player: str, index: int, text: str = "…",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        self.match_id, self.n, self.player, self.index = match_id, n, player, index
        super().__init__(discord.ui.Button(label=clip(text, 80), style=style,
                                           custom_id=f"act:{match_id}:{n}:{player}:{index}"))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["match"]), int(match["n"]), match["player"], int(match["i"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        live = bot.matches.get(self.match_id)
        action = resolve_index(live, self.player, self.n, self.index)
        await perform(bot, interaction, live, action, origin=origin_of(interaction, live))


class OptionsButton(discord.ui.DynamicItem[discord.ui.Button], template=r"opts:(?P<match>\d+)"):
    def __init__(self, match_id: int) -> None:
        self.match_id = match_id
        super().__init__(discord.ui.Button(label="Your options", style=discord.ButtonStyle.primary,
                                           custom_id=f"opts:{match_id}"))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, send_options(interaction, self.match_id))


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=r"hand:(?P<match>\d+)"):
    def __init__(self, match_id: int) -> None:
        self.match_id = match_id
        super().__init__(discord.ui.Button(label="My hand", style=discord.ButtonStyle.secondary,
                                           custom_id=f"hand:{match_id}"))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, send_hand(interaction, self.match_id))


class PickSelect(discord.ui.DynamicItem[discord.ui.Select],
                 template=r"pick:(?P<match>\d+):(?P<n>\d+):(?P<player>[AB]):(?P<g>\d+)"):
    def __init__(self, match_id: int, n: int, player: str, group: int,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "Choose…") -> None:
        self.match_id, self.n, self.player = match_id, n, player
        super().__init__(discord.ui.Select(custom_id=f"pick:{match_id}:{n}:{player}:{group}",
                                           placeholder=clip(placeholder, 150),
                                           options=options or [discord.SelectOption(label="-", value="0")]))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["match"]), int(match["n"]), match["player"], int(match["g"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        live = bot.matches.get(self.match_id)
        value = (interaction.data or {}).get("values", ["0"])[0]
        action = resolve_index(live, self.player, self.n, int(value) if value.isdigit() else -1)
        await perform(bot, interaction, live, action, origin="options")


class DiscardSelect(discord.ui.DynamicItem[discord.ui.Select],
                    template=r"discard:(?P<match>\d+):(?P<n>\d+):(?P<player>[AB])"):
    def __init__(self, match_id: int, n: int, player: str, count: int = 1,
                 options: list[discord.SelectOption] | None = None) -> None:
        self.match_id, self.n, self.player = match_id, n, player
        options = options or [discord.SelectOption(label="-", value="0")]
        super().__init__(discord.ui.Select(custom_id=f"discard:{match_id}:{n}:{player}",
                                           placeholder=f"Discard {count} card(s)…",
                                           min_values=min(count, len(options)),
                                           max_values=min(count, len(options)), options=options))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["match"]), int(match["n"]), match["player"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        live = bot.matches.get(self.match_id)
        values = (interaction.data or {}).get("values", [])
        cards = [int(v) for v in values if v.isdigit()]
        action = Action(self.player, "discard", {"cards": cards}, self.n)
        await perform(bot, interaction, live, action, origin=origin_of(interaction, live))


# --- acting ------------------------------------------------------------------------------


async def guarded(interaction: discord.Interaction, coro) -> None:
    from ..client import report_error

    try:
        await coro
    except (IllegalAction, UserError) as exc:
        await report_error(interaction, exc)
    except Exception as exc:  # never a traceback to a user
        await report_error(interaction, exc)


def resolve_index(live: LiveMatch, player: str, n: int, index: int) -> Action:
    """The action a button or option stands for, or a refusal."""
    match = live.match
    if match.finished:
        raise UserError("the match is over")
    if n != match.number:
        raise StaleAction(n, match.number)
    legal = match.legal_actions(player)
    if not 0 <= index < len(legal):
        raise UserError("that choice is no longer available")
    return legal[index]


def origin_of(interaction: discord.Interaction, live: LiveMatch) -> str:
    message = interaction.message
    if message is None:
        return "slash"
    if live.row.board_message_id and message.id == live.row.board_message_id:
        return "board"
    if interaction.guild_id is None:
        return "dm"
    return "options"


async def perform(bot: RefereeBot, interaction: discord.Interaction, live: LiveMatch, action: Action,
                  *, origin: str) -> None:
    player = live.player_of(interaction.user.id)
    if player is None:
        raise UserError("you are not playing in this match")
    if action.actor != player:
        # Show the clicker why: the engine's own refusal for them taking that action.
        live.match.check(Action(player, action.kind, action.args, action.at))
        raise UserError(f"that choice is {action.actor}'s to make, not yours")
    result = await bot.matches.act(live, interaction.user.id, action)
    await check_clock(bot, live)
    mine = [e.for_viewer(player) for e in result.events]
    summary = "✅ " + clip(" · ".join(mine) or label(action, live.names(player)), 1900)
    if origin == "board":
        embed, view = board_message(bot, live)
        await interaction.response.edit_message(embed=embed, view=view)
        await refresh(bot, live, board=False)
    elif origin == "dm":
        embed, view = dm_message(bot, live, player)
        await interaction.response.edit_message(embed=embed, view=view)
        _sent[(live.id, player)] = repr(_dm_key(live, player))
        await refresh(bot, live, skip_dm=player)
    elif origin == "options":
        await interaction.response.edit_message(content=summary, embed=None, view=None)
        await refresh(bot, live)
    else:
        await interaction.response.send_message(summary, ephemeral=True)
        await refresh(bot, live)


# --- messages ----------------------------------------------------------------------------


def board_message(bot: RefereeBot, live: LiveMatch) -> tuple[discord.Embed, discord.ui.View]:
    match = live.match
    view_data = live.view(None)
    embed = discord.Embed.from_dict(board_embed(view_data, names_of(bot, live), list(live.log),
                                                match_id=live.id,
                                                commitment=commitment(live.row.seed or ""),
                                                paused=live.paused, clock=clock_text(bot, live)))
    view = discord.ui.View(timeout=None)
    if match.finished or live.round_over:
        return embed, view
    view.add_item(OptionsButton(live.id))
    view.add_item(HandButton(live.id))
    prompt = match.state.prompt
    if prompt is not None:
        player = prompt.player
        public = live.names(None)
        shown = 0
        for index, action in enumerate(match.legal_actions(player)):
            if action.kind not in PUBLIC_KINDS or action.kind == "concede" or shown >= MAX_BOARD_ACTIONS:
                continue
            style = discord.ButtonStyle.success if action.kind in ("end_main", "pass", "resolve") \
                else discord.ButtonStyle.secondary
            view.add_item(ActButton(live.id, match.number, player, index, label(action, public), style))
            shown += 1
    return embed, view


def clock_text(bot: RefereeBot, live: LiveMatch) -> str:
    judging = getattr(bot, "judging", None)
    left = judging.remaining(live) if judging else None
    if left is None:
        return ""
    if live.round_over:
        return "⏱ **Round over** — no winner after the extra turns: recorded as a draw"
    if live.time_called_turn is not None:
        return f"⏱ Time! Extra turns until turn {live.time_called_turn + live.extra_turns}"
    minutes, seconds = divmod(int(max(0, left)), 60)
    return f"⏱ {minutes}:{seconds:02d} left in the round"


async def check_clock(bot: RefereeBot, live: LiveMatch) -> None:
    judging = getattr(bot, "judging", None)
    if judging is None or live.clock_end is None:
        return
    message = await judging.tick(live)
    if message:
        await bot.get_partial_messageable(live.row.channel_id).send(message)
        await update_board(bot, live)


def dm_message(bot: RefereeBot, live: LiveMatch, player: str) -> tuple[discord.Embed, discord.ui.View]:
    match = live.match
    data = live.view(player)
    names = live.names(player)
    channel = f"<#{live.row.channel_id}>"
    embed = discord.Embed.from_dict(hand_embed(data, player, match_id=live.id, channel_mention=channel))
    view = discord.ui.View(timeout=None)
    prompt = match.state.prompt
    if prompt is not None and prompt.player == player and not match.finished:
        legal = match.legal_actions(player)
        if prompt.kind == "mulligan":
            for index, action in enumerate(legal):
                if action.kind == "mulligan":
                    view.add_item(ActButton(live.id, match.number, player, index, label(action, names),
                                            discord.ButtonStyle.primary))
        elif prompt.kind == "discard":
            hand = data["players"][player]["hand"]
            options = [discord.SelectOption(
                label=clip(c["name"], 100), value=str(c["uid"]),
                description=clip(f"{c['type']} Lv{c['level']} cost {c['cost']}", 100)) for c in hand[:25]]
            view.add_item(DiscardSelect(live.id, match.number, player, prompt.data["count"], options))
    return embed, view


def options_message(live: LiveMatch, player: str) -> tuple[str, discord.ui.View | None]:
    match = live.match
    legal = match.legal_actions(player)
    names = live.names(player)
    choices = [(i, a) for i, a in enumerate(legal) if a.kind != "concede"]
    if not choices:
        prompt = match.state.prompt
        who = prompt.player if prompt else "nobody"
        return (f"Nothing to do right now: it is {who}'s decision. "
                "(`/match concede` is always possible.)"), None
    view = discord.ui.View(timeout=None)
    for g, (group, _) in enumerate(GROUPS):
        members = [(i, a) for i, a in choices if group_of(a) == group]
        for chunk_start in range(0, len(members), 25):
            if len(view.children) >= 5:
                break
            chunk = members[chunk_start:chunk_start + 25]
            options = [discord.SelectOption(label=label(a, names), value=str(i)) for i, a in chunk]
            view.add_item(PickSelect(live.id, match.number, player, g * 10 + chunk_start // 25, options,
                                     placeholder=f"{group}…"))
    return f"Your options at action {match.number} (match #{live.id}):", view


async def send_options(interaction: discord.Interaction, match_id: int) -> None:
    bot = _bot(interaction)
    live = bot.matches.get(match_id)
    player = live.player_of(interaction.user.id)
    if player is None:
        raise UserError("you are not playing in this match")
    content, view = options_message(live, player)
    await interaction.response.send_message(content, view=view or discord.utils.MISSING, ephemeral=True)


async def send_hand(interaction: discord.Interaction, match_id: int) -> None:
    bot = _bot(interaction)
    live = bot.matches.get(match_id)
    player = live.player_of(interaction.user.id)
    if player is None:
        raise UserError("you are not playing in this match")
    embed, view = dm_message(bot, live, player)
    await interaction.response.send_message(embed=embed, view=view, ephemeral=True)


async def refresh(bot: RefereeBot, live: LiveMatch, *, board: bool = True,
                  skip_dm: str | None = None) -> None:
    """Bring the board and both hands up to date."""
    tasks = []
    if board:
        tasks.append(update_board(bot, live))
    for player in ("A", "B"):
        if player != skip_dm:
            tasks.append(update_dm(bot, live, player))
    await asyncio.gather(*tasks)
    if live.match.finished:
        await announce_end(bot, live)


async def _edit(bot: RefereeBot, channel_id: int, message_id: int, embed: discord.Embed,
                view: discord.ui.View) -> None:
    """Edit a message without parsing the answer back into a Message: the board is
    edited after every action, and nothing of the reply is needed."""
    with discord.http.handle_message_parameters(embed=embed, view=view) as params:
        await bot.http.edit_message(channel_id, message_id, params=params)


async def update_board(bot: RefereeBot, live: LiveMatch) -> None:
    embed, view = board_message(bot, live)
    channel = bot.get_partial_messageable(live.row.channel_id)
    try:
        if live.row.board_message_id:
            await _edit(bot, live.row.channel_id, live.row.board_message_id, embed, view)
            return
    except discord.NotFound:
        pass  # the board was deleted: post a new one
    except discord.HTTPException:
        log.warning("board edit failed for match %s", live.id, exc_info=True)
        return
    message = await channel.send(embed=embed, view=view)
    live.row.board_message_id = message.id
    await bot.store.update_match(live.id, board_message_id=message.id)


def _dm_key(live: LiveMatch, player: str) -> tuple:
    """What a hand DM shows: the hand, the resources, and a redraw or discard decision."""
    state = live.match.state
    prompt = state.prompt
    decision = None
    if prompt is not None and prompt.player == player and prompt.kind in ("mulligan", "discard"):
        decision = (prompt.kind, live.match.number)
    hand = tuple(state.zone(player, "hand"))
    resources = state.zone(player, "resources")
    active = sum(1 for u in resources if not state.cards[u].rested)
    return hand, len(resources), active, decision, live.match.finished


async def update_dm(bot: RefereeBot, live: LiveMatch, player: str) -> None:
    channel_id, message_id, failed = live.dms.get(player, (None, None, False))
    if failed:
        return
    key = repr(_dm_key(live, player))
    if _sent.get((live.id, player)) == key and message_id:
        return
    embed, view = dm_message(bot, live, player)
    user_id = live.row.user_of(player)
    try:
        if channel_id and message_id:
            await _edit(bot, channel_id, message_id, embed, view)
        else:
            dm = await bot.create_dm(discord.Object(user_id))
            message = await dm.send(embed=embed, view=view)
            live.dms[player] = (dm.id, message.id, False)
            await bot.store.set_dm(live.id, player, dm.id, message.id)
        _sent[(live.id, player)] = key
    except discord.Forbidden:
        live.dms[player] = (None, None, True)
        await bot.store.set_dm(live.id, player, None, None, failed=True)
        channel = bot.get_partial_messageable(live.row.channel_id)
        await channel.send(f"<@{user_id}> I can't send you direct messages (they are closed), so your hand "
                           "is not in your DMs. Use `/hand` to see it privately; the match goes on.",
                           allowed_mentions=discord.AllowedMentions(users=True))
    except discord.HTTPException:
        log.warning("DM update failed for match %s player %s", live.id, player, exc_info=True)


async def announce_end(bot: RefereeBot, live: LiveMatch) -> None:
    names = names_of(bot, live)
    winner = live.match.state.winner
    result = "a draw" if winner == "draw" else f"**{names.get(winner, winner)}** wins"
    channel = bot.get_partial_messageable(live.row.channel_id)
    await channel.send(f"Match #{live.id} is over: {result}. The seed was `{live.row.seed}` "
                       f"(SHA-256 `{commitment(live.row.seed or '')}`), so every shuffle can be checked.")


async def refresh_all(bot: RefereeBot, match_ids: list[int]) -> None:
    for match_id in match_ids:
        live = bot.matches.live.get(match_id)
        if live is not None:
            await refresh(bot, live)


# --- slash commands ------------------------------------------------------------------------


async def _live_here(interaction: discord.Interaction) -> LiveMatch:
    live = await _bot(interaction).matches.in_channel(interaction.channel_id)
    if live is None:
        raise UserError("there is no match running in this channel")
    return live


async def _legal_choices(interaction: discord.Interaction, current: str, kinds: set[str] | None):
    try:
        live = await _live_here(interaction)
    except UserError:
        return []
    player = live.player_of(interaction.user.id)
    if player is None:
        return []
    match = live.match
    names = live.names(player)  # only what this player may see
    out = []
    for index, action in enumerate(match.legal_actions(player)):
        if kinds is not None and action.kind not in kinds:
            continue
        text = label(action, names)
        if current.lower() in text.lower():
            out.append(app_commands.Choice(name=clip(text, 100), value=f"{match.number}:{index}"))
    return out[:25]


def _parse_choice(value: str) -> tuple[int, int]:
    n, _, index = value.partition(":")
    if not (n.isdigit() and index.isdigit()):
        raise UserError("pick one of the suggested choices")
    return int(n), int(index)


def setup(bot: RefereeBot) -> None:
    bot.add_dynamic_items(ActButton, OptionsButton, HandButton, PickSelect, DiscardSelect)

    async def play_auto(interaction: discord.Interaction, current: str):
        return await _legal_choices(interaction, current, {"deploy", "deploy_base", "pair", "command"})

    async def attack_auto(interaction: discord.Interaction, current: str):
        return await _legal_choices(interaction, current, {"attack"})

    async def act_auto(interaction: discord.Interaction, current: str):
        return await _legal_choices(interaction, current, None)

    async def run_choice(interaction: discord.Interaction, value: str) -> None:
        live = await _live_here(interaction)
        player = live.player_of(interaction.user.id)
        if player is None:
            raise UserError("you are not playing in this match")
        n, index = _parse_choice(value)
        action = resolve_index(live, player, n, index)
        await perform(_bot(interaction), interaction, live, action, origin="slash")

    @bot.tree.command(name="play", description="Play a card from your hand (deploy, pair or use)")
    @app_commands.describe(card="What to play: only your own playable cards are listed")
    @app_commands.autocomplete(card=play_auto)
    async def play(interaction: discord.Interaction, card: str) -> None:
        await run_choice(interaction, card)

    @bot.tree.command(name="attack", description="Attack with one of your units")
    @app_commands.describe(attack="Which unit attacks what")
    @app_commands.autocomplete(attack=attack_auto)
    async def attack(interaction: discord.Interaction, attack: str) -> None:
        await run_choice(interaction, attack)

    @bot.tree.command(name="act", description="Take any action you may take now (pass, block, burst…)")
    @app_commands.describe(action="Only your own legal choices are listed")
    @app_commands.autocomplete(action=act_auto)
    async def act(interaction: discord.Interaction, action: str) -> None:
        await run_choice(interaction, action)

    @bot.tree.command(name="hand", description="Show your hand in this channel's match, privately")
    async def hand(interaction: discord.Interaction) -> None:
        live = await _live_here(interaction)
        await send_hand(interaction, live.id)

    @bot.tree.command(name="board", description="Show this channel's match board, privately")
    async def board(interaction: discord.Interaction) -> None:
        live = await _live_here(interaction)
        embed, _ = board_message(_bot(interaction), live)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @bot.tree.command(name="options", description="Your legal actions in this channel's match, privately")
    async def options(interaction: discord.Interaction) -> None:
        live = await _live_here(interaction)
        await send_options(interaction, live.id)
