"""`/config` and `/judge`: judge tools for the match in this channel."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from ..render.actions import card_names, label
from ..render.text import clip, fit_lines
from ..services.judging import PENALTIES, JudgeService
from ..services.matches import LiveMatch, UserError
from .play import guarded, refresh, update_board

if TYPE_CHECKING:
    from ..client import RefereeBot

ZONES_TO = ["hand", "deck_top", "deck_bottom", "trash", "removal", "shields", "battle", "base", "resources"]


def _bot(interaction: discord.Interaction) -> RefereeBot:
    return interaction.client  # type: ignore[return-value]


def judges(bot: RefereeBot) -> JudgeService:
    if not hasattr(bot, "judging"):
        bot.judging = JudgeService(bot.matches)  # type: ignore[attr-defined]
    return bot.judging  # type: ignore[attr-defined]


async def _here(interaction: discord.Interaction) -> LiveMatch:
    live = await _bot(interaction).matches.in_channel(interaction.channel_id)
    if live is None:
        raise UserError("there is no match running in this channel")
    return live


async def is_judge(interaction: discord.Interaction) -> bool:
    if interaction.guild_id is None:
        return False
    if interaction.permissions.manage_guild or interaction.permissions.administrator:
        return True
    role = await _bot(interaction).store.setting(interaction.guild_id, "judge_role")
    roles = getattr(interaction.user, "roles", [])
    return bool(role) and any(r.id == int(role) for r in roles)


async def judged_match(interaction: discord.Interaction, *, finished_too: bool = False) -> LiveMatch:
    """The channel's match, for a judge who does not play in it."""
    if finished_too:
        live = await _bot(interaction).matches.latest_in(interaction.channel_id)
        if live is None:
            raise UserError("there is no match in this channel")
    else:
        live = await _here(interaction)
    if not await is_judge(interaction):
        raise UserError("only judges (members with the judge role, or Manage Server) can do that; "
                        "`/config show` names the judge role")
    if live.player_of(interaction.user.id) is not None:
        raise UserError("you are playing in this match, so you cannot judge it")
    return live


def _zone_lines(view: dict, player: str) -> list[tuple[str, str]]:
    entry = view["players"][player]
    out = []
    for zone in ("hand", "deck", "shields", "resource_deck", "trash", "removal"):
        cards = entry.get(zone)
        if isinstance(cards, list):
            names = [f"{i}. {c['name']} `{c['uid']}`" for i, c in enumerate(cards, 1)]
            out.append((f"{player} {zone} ({len(cards)})", fit_lines(names, 1024, line_limit=80)))
    battle = entry.get("battle") or []
    units = [f"{u['name']} `{u['uid']}` {u['ap']}/{u['hp']} dmg {u['damage']}"
             + (" rested" if u["rested"] else "") for u in battle]
    out.append((f"{player} battle ({len(units)})", fit_lines(units or ["—"], 1024)))
    return out


def judge_embeds(view: dict, title: str) -> list[discord.Embed]:
    prompt = view.get("prompt") or {}
    description = (f"Turn {view['turn']} · {view['phase']} {view.get('step') or ''} · "
                   f"waiting for {prompt.get('player', '—')} ({prompt.get('kind', '—')})"
                   f" · action {view.get('action_number', '?')}")
    embeds = []
    for player in ("A", "B"):
        embed = discord.Embed(title=clip(f"{title} — {player}", 256), description=clip(description, 4096))
        for name, value in _zone_lines(view, player):
            embed.add_field(name=clip(name, 256), value=value or "—", inline=False)
        embeds.append(embed)
    return embeds


async def card_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    """Every card, hidden ones included — so only for a judge who does not play."""
    try:
        live = await judged_match(interaction)
    except UserError:
        return []
    view = live.match.view_judge()
    out = []
    for player in ("A", "B"):
        entry = view["players"][player]
        for zone in ("hand", "deck", "shields", "battle", "trash", "removal", "resource_cards"):
            cards = entry.get(zone)
            if not isinstance(cards, list):
                continue
            for card in cards:
                name = f"{card['name']} ({player} {zone}) #{card['uid']}"
                if current.lower() in name.lower():
                    out.append(app_commands.Choice(name=clip(name, 100), value=card["uid"]))
    return out[:25]


class RewindConfirm(discord.ui.DynamicItem[discord.ui.Button],
                    template=r"rewind:(?P<match>\d+):(?P<to>\d+):(?P<n>\d+)"):
    def __init__(self, match_id: int, to: int, n: int) -> None:
        self.match_id, self.to, self.n = match_id, to, n
        super().__init__(discord.ui.Button(label=f"Confirm: rewind to action {to}",
                                           style=discord.ButtonStyle.danger,
                                           custom_id=f"rewind:{match_id}:{to}:{n}"))

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["match"]), int(match["to"]), int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._run(interaction))

    async def _run(self, interaction: discord.Interaction) -> None:
        bot = _bot(interaction)
        live = await judged_match(interaction)
        if live.id != self.match_id or live.match.number != self.n:
            raise UserError("the match has moved on since this preview; ask for a new one")
        content = interaction.message.content if interaction.message else ""
        reason = content.split("Reason: ", 1)[1][:300] if "Reason: " in content else ""
        count = await judges(bot).rewind(live, interaction.user.id, self.to, reason)
        await interaction.response.edit_message(content=f"✅ Rewound to action {self.to}; {count} later "
                                                        "action(s) kept in the record as superseded.",
                                                view=None)
        channel = bot.get_partial_messageable(live.row.channel_id)
        await channel.send(f"⚖️ Judge {interaction.user.mention} rewound match #{live.id} to action "
                           f"{self.to}." + (f" Reason: {reason}" if reason else ""))
        await refresh(bot, live)


def setup(bot: RefereeBot) -> None:
    bot.add_dynamic_items(RewindConfirm)
    config = app_commands.Group(name="config", description="Server settings for the referee",
                                guild_only=True)

    @config.command(name="judge-role", description="Set the role whose members are judges")
    async def judge_role(interaction: discord.Interaction, role: discord.Role) -> None:
        if not (interaction.permissions.manage_guild or interaction.permissions.administrator):
            raise UserError("only members with Manage Server can set the judge role")
        await _bot(interaction).store.set_setting(interaction.guild_id, "judge_role", str(role.id))
        await interaction.response.send_message(f"✅ Judges are now members of {role.mention}.",
                                                ephemeral=True)

    @config.command(name="show", description="Show this server's referee settings")
    async def show(interaction: discord.Interaction) -> None:
        role = await _bot(interaction).store.setting(interaction.guild_id, "judge_role")
        text = f"Judge role: {f'<@&{role}>' if role else 'not set (members with Manage Server judge)'}"
        await interaction.response.send_message(text, ephemeral=True)

    group = app_commands.Group(name="judge", description="Judge tools for this channel's match",
                               guild_only=True)

    @group.command(name="call", description="Call a judge: the match pauses until a judge resumes it")
    async def call(interaction: discord.Interaction, reason: str = "") -> None:
        bot_ = _bot(interaction)
        live = await _here(interaction)
        await judges(bot_).call(live, interaction.user.id, reason)
        role = await bot_.store.setting(interaction.guild_id, "judge_role")
        ping = f"<@&{role}> " if role else ""
        await interaction.response.send_message(
            f"⚖️ {ping}{interaction.user.mention} calls a judge to match #{live.id}"
            + (f": {clip(reason, 300)}" if reason else "") + ". The match is paused.",
            allowed_mentions=discord.AllowedMentions(roles=True, users=True))
        await update_board(bot_, live)

    @group.command(name="claim", description="Take the open judge call")
    async def claim(interaction: discord.Interaction) -> None:
        live = await judged_match(interaction)
        await judges(_bot(interaction)).claim(live, interaction.user.id)
        await interaction.response.send_message(f"⚖️ {interaction.user.mention} handles the call.")

    @group.command(name="resume", description="End the judge call and unpause the match")
    async def resume(interaction: discord.Interaction) -> None:
        bot_ = _bot(interaction)
        live = await judged_match(interaction)
        seconds = await judges(bot_).resume(live, interaction.user.id)
        await interaction.response.send_message(f"⚖️ Match #{live.id} resumes after {seconds:.0f} s paused "
                                                "(credited back to the round clock).")
        await update_board(bot_, live)

    @group.command(name="view", description="Everything in the match, privately: hands, decks, shields")
    async def view(interaction: discord.Interaction) -> None:
        live = await judged_match(interaction)
        embeds = judge_embeds(live.match.view_judge(), f"Match #{live.id} (judge view)")
        await interaction.response.send_message(embeds=embeds, ephemeral=True)

    @group.command(name="log", description="The timestamped action log (players see a masked version)")
    async def log(interaction: discord.Interaction, start: int = 0, turn: int | None = None) -> None:
        live = await _here(interaction)
        player = live.player_of(interaction.user.id)
        if player is None and not await is_judge(interaction):
            raise UserError("the log is for the players and the judges of this match")
        viewer = player if player else "judge"
        lines = await judges(_bot(interaction)).log(live, viewer, start=start, turn=turn)
        text = clip("\n".join(lines) or "(no actions)", 2000)
        await interaction.response.send_message(text, ephemeral=True)

    @group.command(name="state", description="The position before and after one action")
    async def state(interaction: discord.Interaction, at: int) -> None:
        live = await judged_match(interaction)
        before, after = judges(_bot(interaction)).state_at(live, at)
        embeds = [*judge_embeds(before, f"Before action {at}")[:1],
                  *judge_embeds(after, f"After action {at}")[:1]]
        await interaction.response.send_message(embeds=embeds, ephemeral=True)

    @group.command(name="rewind", description="Rewind the match to an earlier action (previewed first)")
    async def rewind(interaction: discord.Interaction, to: int, reason: str = "") -> None:
        live = await judged_match(interaction)
        _, undone = judges(_bot(interaction)).rewind_preview(live, to)
        names = card_names(live.match.view_judge())
        undone_text = fit_lines([f"{n}. {a.actor}: {label(a, names)}" for n, a in enumerate(undone, to)],
                                1500, line_limit=100)
        view = discord.ui.View(timeout=None)
        view.add_item(RewindConfirm(live.id, to, live.match.number))
        await interaction.response.send_message(
            clip(f"Rewinding to action {to} undoes {len(undone)} action(s) (kept as superseded):\n"
                 f"{undone_text}\nReason: {reason}", 2000), view=view, ephemeral=True)

    fix = app_commands.Group(name="fix", description="Correct the match (each fix is logged)", parent=group)

    async def apply_fix(interaction: discord.Interaction, kind: str, args: dict) -> None:
        bot_ = _bot(interaction)
        live = await judged_match(interaction)
        events = await judges(bot_).fix(live, interaction.user.id, kind, args)
        summary = clip(" · ".join(e.for_viewer("judge") for e in events), 1900)
        await interaction.response.send_message("✅ " + summary, ephemeral=True)
        channel = bot_.get_partial_messageable(live.row.channel_id)
        public = " · ".join(e.text for e in events)  # never names a hidden card
        await channel.send(f"⚖️ Judge {interaction.user.mention}: {clip(public, 1800)}")
        await refresh(bot_, live)

    @fix.command(name="move", description="Move a card to another zone")
    @app_commands.autocomplete(card=card_autocomplete)
    @app_commands.choices(to=[app_commands.Choice(name=z, value=z) for z in ZONES_TO])
    async def fix_move(interaction: discord.Interaction, card: int, to: str) -> None:
        await apply_fix(interaction, "fix_move", {"card": card, "to": to})

    @fix.command(name="damage", description="Set the damage on a unit or base")
    @app_commands.autocomplete(card=card_autocomplete)
    async def fix_damage(interaction: discord.Interaction, card: int, n: int) -> None:
        await apply_fix(interaction, "fix_damage", {"card": card, "n": n})

    @fix.command(name="rest", description="Set a card rested or active")
    @app_commands.autocomplete(card=card_autocomplete)
    async def fix_rest(interaction: discord.Interaction, card: int, rested: bool) -> None:
        await apply_fix(interaction, "fix_rest", {"card": card, "rested": rested})

    @fix.command(name="shuffle", description="Shuffle a player's deck or shields (seeded)")
    @app_commands.choices(player=[app_commands.Choice(name=p, value=p) for p in ("A", "B")],
                          zone=[app_commands.Choice(name=z, value=z) for z in ("deck", "shields")])
    async def fix_shuffle(interaction: discord.Interaction, player: str, zone: str) -> None:
        await apply_fix(interaction, "fix_shuffle", {"player": player, "zone": zone})

    @fix.command(name="turn", description="Make it a player's main phase")
    @app_commands.choices(active=[app_commands.Choice(name=p, value=p) for p in ("A", "B")])
    async def fix_turn(interaction: discord.Interaction, active: str) -> None:
        await apply_fix(interaction, "fix_turn", {"active": active})

    @group.command(name="ruling", description="Record a ruling and post it to both players")
    async def ruling(interaction: discord.Interaction, text: str, clause: str | None = None,
                     first: int | None = None, last: int | None = None) -> None:
        bot_ = _bot(interaction)
        live = await judged_match(interaction)
        await judges(bot_).ruling(live, interaction.user.id, text, clause, first, last)
        cited = ""
        if clause:
            results = bot_.searcher.show(clause, live.row.game, "zh-Hant")
            if not results:
                raise UserError(f"there is no clause {clause} in the rules")
            cited = f"\n> **{results[0].id}** {clip(results[0].heading + ' ' + results[0].text, 900)}"
        span = f" (actions {first}–{last})" if first is not None else ""
        await interaction.response.send_message(
            f"⚖️ Ruling by {interaction.user.mention}{span}: {clip(text, 800)}{cited} "
            f"<@{live.row.player_a}> <@{live.row.player_b}>",
            allowed_mentions=discord.AllowedMentions(users=True))

    @group.command(name="penalty", description="Record a penalty (a game loss ends the match)")
    @app_commands.choices(player=[app_commands.Choice(name=p, value=p) for p in ("A", "B")],
                          kind=[app_commands.Choice(name=k.replace("_", " "), value=k) for k in PENALTIES])
    async def penalty(interaction: discord.Interaction, player: str, kind: str, reason: str,
                      first: int | None = None, last: int | None = None) -> None:
        bot_ = _bot(interaction)
        live = await judged_match(interaction)
        ended = await judges(bot_).penalty(live, interaction.user.id, player, kind, reason, first, last)
        await interaction.response.send_message(
            f"⚖️ Penalty for <@{live.row.user_of(player)}> ({player}): **{kind.replace('_', ' ')}** — "
            f"{clip(reason, 800)}" + (" The match ends." if ended else ""),
            allowed_mentions=discord.AllowedMentions(users=True))
        await refresh(bot_, live)

    @group.command(name="clock", description="Start the round clock for this channel's match")
    async def clock(interaction: discord.Interaction, minutes: float, extra_turns: int = 2) -> None:
        bot_ = _bot(interaction)
        live = await judged_match(interaction)
        await judges(bot_).start_clock(live, interaction.user.id, minutes, extra_turns)
        await interaction.response.send_message(
            f"⏱ Round clock for match #{live.id}: {minutes:g} minutes; at time, the current turn is "
            f"finished and {extra_turns} more turn(s) are played.")
        await update_board(bot_, live)

    @group.command(name="export", description="The complete match record (JSON) and a readable log")
    async def export(interaction: discord.Interaction) -> None:
        live = await judged_match(interaction, finished_too=True)
        record, text = await judges(_bot(interaction)).export(live)
        files = [discord.File(io.BytesIO(record.encode()), filename=f"match-{live.id}.json"),
                 discord.File(io.BytesIO(text.encode()), filename=f"match-{live.id}.txt")]
        await interaction.response.send_message(
            f"Match #{live.id}: `python -m rules_engine.replay match-{live.id}.json` rebuilds it and checks "
            "the state hash and the seed commitment.", files=files, ephemeral=True)

    bot.tree.add_command(config)
    bot.tree.add_command(group)
