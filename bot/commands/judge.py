"""`/judge`: judge tools for the match in this channel (any game, every seat)."""

from __future__ import annotations

import re

import discord
from discord import app_commands

from rules_engine.core.zones import JUDGE

from .. import i18n
from ..i18n import t
from ..ports import OutMessage
from ..render import ids
from ..render.components import button, rows
from ..render.judge import seat_embed, shared_embed
from ..render.picture import Viewer
from ..render.picture.attach import picture_message
from ..render.text import clip, escape, fit_lines, pages, unescape
from ..services.errors import UserError
from ..services.judging import PENALTIES
from ..services.matches import LiveMatch
from ..ui.messages import respond, update
from .base import Host, Services, is_judge, live_here, number


def setup(host: Host, services: Services) -> None:
    matches, judging, presenter = services.matches, services.judging, services.presenter
    store = services.store

    async def judged_match(interaction: discord.Interaction, *, finished_too: bool = False) -> LiveMatch:
        """The channel's match, for a judge of this server who does not play in it."""
        if finished_too:
            live = await matches.latest_in(interaction.channel_id)
            if live is None:
                raise UserError(t("error-no-match-channel"))
        else:
            live = await live_here(services, interaction)
        if live.row.guild_id != interaction.guild_id or not await is_judge(services, interaction):
            raise UserError(t("error-judges-only"))
        if live.player_of(interaction.user.id) is not None:
            raise UserError(t("error-judge-plays"))
        return live

    async def post(live: LiveMatch, keys: list[str], **args) -> None:
        """A notice in the match's channel, in the server's language (its sentences joined)."""
        with i18n.use(await presenter.locales.public(live.row.guild_id)):
            text = clip(" ".join(t(key, **args) for key in keys), 2000)
        await presenter.notify(live.row.channel_id, OutMessage(content=text))

    def reason_of(content: str) -> str:
        """The reason line of a rewind preview, in whichever language it was shown, as
        the judge typed it."""
        for lang in i18n.LOCALES:
            marker = t("judge-reason", lang, reason="\x00").split("\x00")[0]
            if marker and marker in content:
                return unescape(content.split(marker, 1)[1])[:300]
        return ""

    def judge_messages(live: LiveMatch, title: str, seat: str | None = None) -> list[OutMessage]:
        table = presenter.table(live, JUDGE)
        names = presenter.names(live)
        out = [OutMessage(embeds=(seat_embed(table, s, title, names),)) for s in table.seats
               if seat is None or s.player == seat]
        shared = shared_embed(table, title)
        if shared is not None and seat is None:
            out.append(OutMessage(embeds=(shared,)))
        return out

    # --- rewind confirmation ----------------------------------------------------------

    async def on_rewind(interaction: discord.Interaction, match: re.Match) -> None:
        live = await judged_match(interaction)
        if live.id != number(match["match"]) or live.epoch != number(match["epoch"]) \
                or live.match.number != number(match["n"]):
            raise UserError(t("error-preview-stale"))
        content = interaction.message.content if interaction.message else ""
        reason = reason_of(content)
        to, reshuffle = number(match["to"]), match["shuffle"] == "1"
        count, _ = await judging.rewind(live, interaction.user.id, to, reason, reshuffle)
        await update(interaction, OutMessage(content="✅ " + t(
            "judge-rewound-shuffled" if reshuffle else "judge-rewound", to=to, count=count)))
        await post(live, ["judge-rewound-public", *(["judge-reshuffled-public"] if reshuffle else []),
                          *(["judge-reason"] if reason else [])],
                   judge=interaction.user.mention, match=str(live.id), to=to, reason=escape(reason))
        await presenter.refresh(live)
        presenter.warm(live)  # the caches may have let the pool go meanwhile (picture/warm.py)

    host.router.on(ids.REWIND, on_rewind)

    # --- autocompletes ----------------------------------------------------------------

    async def card_autocomplete(interaction: discord.Interaction, current: str):
        """Every card, hidden ones included — so only for a judge who does not play."""
        try:
            live = await judged_match(interaction)
        except UserError:
            return []
        out = []
        for seat in live.table(JUDGE).seats:
            for pile in seat.piles:
                for face in pile.cards or ():
                    for card in (face, *face.attached):
                        if card.uid is None:
                            continue
                        name = f"{card.name} ({seat.player} {pile.label.lower()}) #{card.uid}"
                        if current.lower() in name.lower():
                            out.append(app_commands.Choice(name=clip(name, 100), value=card.uid))
        return out[:25]

    def fix_choices(live: LiveMatch, kind: str, field_name: str) -> tuple[str, ...]:
        spec = live.game.fixes.get(kind)
        field = next((f for f in spec.fields if f.name == field_name), None) if spec else None
        return field.choices if field else ()

    async def zone_autocomplete(interaction: discord.Interaction, current: str):
        try:
            live = await judged_match(interaction)
        except UserError:
            return []
        kind = "fix_shuffle" if interaction.command and interaction.command.name == "shuffle" else "fix_move"
        name = "zone" if kind == "fix_shuffle" else "to"
        return [app_commands.Choice(name=z.replace("_", " "), value=z) for z in fix_choices(live, kind, name)
                if current.lower() in z][:25]

    async def seat_autocomplete(interaction: discord.Interaction, current: str):
        live = matches.in_channel(interaction.channel_id)
        if live is None:
            return []
        names = presenter.names(live)
        return [app_commands.Choice(name=clip(f"{seat} — {names.get(seat, seat)}", 100), value=seat)
                for seat in live.seats if current.lower() in f"{seat} {names.get(seat, '')}".lower()][:25]

    # --- /judge -----------------------------------------------------------------------

    group = app_commands.Group(name="judge", description="Judge tools for this channel's match",
                               guild_only=True)

    @group.command(name="call", description="Call a judge: the match pauses until a judge resumes it")
    @app_commands.describe(reason="What happened (shown to everyone in the channel)")
    async def call(interaction: discord.Interaction, reason: app_commands.Range[str, 0, 300] = "") -> None:
        live = await live_here(services, interaction)
        await judging.call(live, interaction.user.id, reason)
        role = await store.setting(interaction.guild_id, "judge_role")
        ping = f"<@&{role}> " if role else ""
        await respond(interaction, OutMessage(
            content=clip("⚖️ " + ping + t("judge-called-reason" if reason else "judge-called",
                                          user=interaction.user.mention, match=str(live.id),
                                          reason=escape(reason)),
                         2000),
            ping_users=(interaction.user.id,), ping_roles=(int(role),) if role else ()))
        await presenter.update_board(live)

    @group.command(name="claim", description="Take the open judge call")
    async def claim(interaction: discord.Interaction) -> None:
        live = await judged_match(interaction)
        await judging.claim(live, interaction.user.id)
        text = "⚖️ " + t("judge-claimed", user=interaction.user.mention)
        await respond(interaction, OutMessage(content=text))

    @group.command(name="resume", description="End the judge call and unpause the match")
    async def resume(interaction: discord.Interaction) -> None:
        live = await judged_match(interaction)
        seconds = await judging.resume(live, interaction.user.id)
        await respond(interaction, OutMessage(
            content="⚖️ " + t("judge-resumed", match=str(live.id), seconds=round(seconds))))
        await presenter.refresh(live)

    @group.command(name="view", description="Everything in the match, privately: hands, decks, hidden cards")
    @app_commands.describe(player="Only this seat (default: every seat)")
    @app_commands.autocomplete(player=seat_autocomplete)
    async def view(interaction: discord.Interaction, player: str | None = None) -> None:
        live = await judged_match(interaction)
        if player is not None and player not in live.seats:
            raise UserError(t("error-seats", seats=", ".join(live.seats)))
        for message in judge_messages(live, t("judge-view-title", match=str(live.id)), player):
            await respond(interaction, message, ephemeral=True)
        # then the whole table as a picture (drawn after the answer, never delaying it)
        if await presenter.board_mode(interaction.guild_id) != "text":
            png = await presenter.picture(live, Viewer(judge=True), i18n.current())
            if png is not None:
                await respond(interaction, picture_message(png, t("picture-judge-title", match=str(live.id))),
                              ephemeral=True)

    @group.command(name="log", description="The timestamped action log (players see a masked version)")
    async def log(interaction: discord.Interaction, start: app_commands.Range[int, 0, 100000] = 0,
                  turn: app_commands.Range[int, 0, 10000] | None = None) -> None:
        live = await live_here(services, interaction)
        seat = live.player_of(interaction.user.id)
        if seat is None and not (live.row.guild_id == interaction.guild_id
                                 and await is_judge(services, interaction)):
            raise UserError(t("error-log-private"))
        logged = await judging.log(live, seat if seat else "judge", start=start, turn=turn,
                                   players=presenter.names(live), markdown=True)
        lines = [f"`{line.n:>4}` {line.stamp} T{line.turn} "
                 f"{line.who if line.by_judge else escape(line.who)}: {line.text}" for line in logged]
        # every line whole (#30 §4): as many messages as the lines need, never a line cut short
        for page in pages("\n".join(lines) or t("judge-no-actions"), 2000):
            await respond(interaction, OutMessage(content=page), ephemeral=True)

    @group.command(name="state", description="The position before and after one action")
    async def state(interaction: discord.Interaction, at: app_commands.Range[int, 0, 100000]) -> None:
        live = await judged_match(interaction)
        before, after = judging.state_at(live, at)
        names = presenter.names(live)
        for label, view in ((t("judge-before", at=at), before), (t("judge-after", at=at), after)):
            table = live.game.table(view)
            for seat in table.seats:
                await respond(interaction, OutMessage(embeds=(seat_embed(table, seat, label, names),)),
                              ephemeral=True)

    @group.command(name="rewind", description="Rewind the match to an earlier action (previewed first)")
    @app_commands.describe(to="The action number to go back to", reason="Why (shown in the channel)")
    async def rewind(interaction: discord.Interaction, to: app_commands.Range[int, 0, 100000],
                     reason: app_commands.Range[str, 0, 300] = "") -> None:
        live = await judged_match(interaction)
        _, undone = judging.rewind_preview(live, to)
        names = live.names(JUDGE)
        lines = [f"{n}. {a.actor}: {escape(live.game.describe(a, names).label)}"
                 for n, a in enumerate(undone, to)]
        buttons = [button(ids.rewind(live.id, live.epoch, live.match.number, to, False),
                          t("judge-rewind-confirm", to=to), "danger"),
                   button(ids.rewind(live.id, live.epoch, live.match.number, to, True),
                          t("judge-rewind-reshuffle"), "danger")]
        await respond(interaction, OutMessage(
            content=clip(t("judge-rewind-preview", to=to, count=len(undone)) + "\n"
                         f"{fit_lines(lines, 1300, line_limit=100)}\n" + t("judge-rewind-explain") + "\n"
                         + t("judge-reason", reason=escape(reason)), 2000),
            components=rows(buttons)), ephemeral=True)

    fix = app_commands.Group(name="fix", description="Correct the match (each fix is logged)", parent=group)

    async def apply_fix(interaction: discord.Interaction, kind: str, args: dict) -> None:
        live = await judged_match(interaction)
        result = await judging.fix(live, interaction.user.id, kind, args)
        summary = " · ".join(i18n.event_line(e, live.row.game, "judge", markdown=True) for e in result.events)
        await respond(interaction, OutMessage(content=clip("✅ " + summary, 2000)), ephemeral=True)
        # the public line never names a hidden card; said in the server's language, as the notice
        with i18n.use(await presenter.locales.public(live.row.guild_id)):
            public = " · ".join(i18n.event_line(e, live.row.game, markdown=True) for e in result.events)
        await post(live, ["judge-fixed-public"], judge=interaction.user.mention, summary=public)
        await presenter.refresh(live)

    @fix.command(name="move", description="Move a card to another zone")
    @app_commands.autocomplete(card=card_autocomplete, to=zone_autocomplete)
    async def fix_move(interaction: discord.Interaction, card: int,
                       to: app_commands.Range[str, 1, 40]) -> None:
        await apply_fix(interaction, "fix_move", {"card": card, "to": to})

    @fix.command(name="damage", description="Set the damage on a card in play")
    @app_commands.autocomplete(card=card_autocomplete)
    async def fix_damage(interaction: discord.Interaction, card: int,
                         n: app_commands.Range[int, 0, 99]) -> None:
        await apply_fix(interaction, "fix_damage", {"card": card, "n": n})

    @fix.command(name="rest", description="Set a card rested or active")
    @app_commands.autocomplete(card=card_autocomplete)
    async def fix_rest(interaction: discord.Interaction, card: int, rested: bool) -> None:
        await apply_fix(interaction, "fix_rest", {"card": card, "rested": rested})

    @fix.command(name="shuffle", description="Shuffle a player's hidden zone (seeded)")
    @app_commands.autocomplete(player=seat_autocomplete, zone=zone_autocomplete)
    async def fix_shuffle(interaction: discord.Interaction, player: app_commands.Range[str, 1, 2],
                          zone: app_commands.Range[str, 1, 40]) -> None:
        await apply_fix(interaction, "fix_shuffle", {"player": player, "zone": zone})

    @fix.command(name="turn", description="Make it a player's turn (main phase)")
    @app_commands.autocomplete(active=seat_autocomplete)
    async def fix_turn(interaction: discord.Interaction, active: app_commands.Range[str, 1, 2]) -> None:
        await apply_fix(interaction, "fix_turn", {"active": active})

    @group.command(name="ruling", description="Record a ruling and post it to the players")
    async def ruling(interaction: discord.Interaction, text: app_commands.Range[str, 1, 800],
                     clause: app_commands.Range[str, 1, 40] | None = None,
                     first: app_commands.Range[int, 0, 100000] | None = None,
                     last: app_commands.Range[int, 0, 100000] | None = None) -> None:
        live = await judged_match(interaction)
        found = None
        if clause:
            results = services.lookups.show(clause, live.row.game, live.game.rules.lang)
            if not results:
                raise UserError(t("error-no-clause", clause=escape(clause)))
            found = results[0]
        await judging.ruling(live, interaction.user.id, text, clause, first, last)
        players = live.row.users
        said = escape(text)
        # The players read it in the channel's language; for English, the clause's unofficial
        # English first (labelled), the official text always under it (issue #30 §3).
        with i18n.use(await presenter.locales.public(live.row.guild_id)):
            cited = ""
            if found is not None:
                if i18n.current() == "en" and found.en:
                    cited += f"\n> *{t('rule-english')}:* {clip(' '.join(found.en.split()), 700)}"
                cited += f"\n> **{found.id}** {clip(found.heading + ' ' + found.text, 900)}"
            span = "" if first is None else " " + t("judge-span", first=first,
                                                     last="" if last is None else last)
            content = clip("⚖️ " + t("judge-ruling", judge=interaction.user.mention, span=span, text=said)
                           + f"{cited} " + " ".join(f"<@{u}>" for u in players), 2000)
        await respond(interaction, OutMessage(content=content, ping_users=tuple(players)))

    @group.command(name="penalty",
                   description="Record a penalty (a game loss: the player loses, as by conceding)")
    @app_commands.choices(kind=[app_commands.Choice(name=k.replace("_", " "), value=k) for k in PENALTIES])
    @app_commands.autocomplete(player=seat_autocomplete)
    async def penalty(interaction: discord.Interaction, player: app_commands.Range[str, 1, 2], kind: str,
                      reason: app_commands.Range[str, 1, 500],
                      first: app_commands.Range[int, 0, 100000] | None = None,
                      last: app_commands.Range[int, 0, 100000] | None = None) -> None:
        live = await judged_match(interaction)
        outcome = await judging.penalty(live, interaction.user.id, player, kind, reason, first, last)
        user = live.row.user_of(player)
        after = {"ends": t("judge-match-ends"), "eliminated": t("judge-penalty-eliminated", seat=player),
                 "already_out": t("judge-penalty-already-out", seat=player)}.get(outcome, "")
        await respond(interaction, OutMessage(
            content=clip("⚖️ " + t("judge-penalty", user=f"<@{user}>", seat=player,
                                   kind=t("penalty-" + kind.replace("_", "-")), reason=escape(reason))
                         + (" " + after if after else ""), 2000), ping_users=(user,)))
        await presenter.refresh(live)

    @group.command(name="clock", description="Start the round clock for this channel's match")
    async def clock(interaction: discord.Interaction, minutes: app_commands.Range[float, 0.1, 600.0],
                    extra_turns: app_commands.Range[int, 0, 10] = 2) -> None:
        live = await judged_match(interaction)
        await judging.start_clock(live, interaction.user.id, minutes, extra_turns)
        await respond(interaction, OutMessage(
            content="⏱ " + t("judge-clock", match=str(live.id), minutes=f"{minutes:g}", extra=extra_turns)))
        await presenter.update_board(live)

    @group.command(name="export", description="The complete match record (JSON) and a readable log")
    async def export(interaction: discord.Interaction) -> None:
        live = await judged_match(interaction, finished_too=True)
        record, text = await judging.export(live)
        await respond(interaction, OutMessage(
            content=t("judge-export", match=str(live.id)),
            files=((f"match-{live.id}.json", record.encode()), (f"match-{live.id}.txt", text.encode()))),
            ephemeral=True)

    host.tree.add_command(group)
