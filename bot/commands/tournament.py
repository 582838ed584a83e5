"""`/tournament`: Swiss events in the server — registration with a deck snapshot, a thread
per pairing with its match, results that flow from the games, the round clock, standings,
the export, and one judge queue (issue 32; the rules of it in services/tournaments.py)."""

from __future__ import annotations

import logging
import re

import discord
from discord import app_commands

from rules_engine.core.actions import Action

from .. import i18n
from ..i18n import t
from ..ports import DeliveryError, OutMessage
from ..render import ids
from ..render.components import button, rows
from ..render.text import clip, escape, fit_lines
from ..services.errors import UserError
from ..services.matches import LiveMatch
from ..services.tournament import TIEBREAKERS
from ..services.tournaments import GameEnd, TournamentService
from ..store import MatchRow
from ..store.tournaments import RoundRow, TableRow, TournamentRow
from ..ui.messages import defer, respond, update
from .base import ORGANISER_ROLE, Host, Services, is_judge, is_organiser, number

log = logging.getLogger("refbot.tournament")
PAGE = 16  # standings rows per page
QUEUE_SHOWN = 20  # calls listed in the queue message


def setup(host: Host, services: Services) -> None:
    tournaments: TournamentService = services.tournaments
    store, presenter, library = services.store, services.presenter, services.library
    client = host.tree.client

    async def organiser(interaction: discord.Interaction, *, judges_too: bool = False) -> None:
        """Manage Server, or the server's organiser role (`/config organiser-role`); with
        `judges_too`, the judge role as well (fixing a result, a time extension)."""
        if await is_organiser(services, interaction):
            return
        if judges_too and await is_judge(services, interaction):
            return
        role = await store.setting(interaction.guild_id, ORGANISER_ROLE) if interaction.guild_id else None
        key = "error-tournament-judges-organisers-only" if judges_too else "error-tournament-organisers-only"
        raise UserError(t(key, role=f"<@&{role}>" if role else t("tournament-organiser-role-unset")))

    async def public(guild_id: int, key: str, **args) -> str:
        with i18n.use(await presenter.locales.public(guild_id)):
            return t(key, **args)

    def vs(table: TableRow) -> str:
        return f"<@{table.player_a}> vs <@{table.player_b}>"

    # --- threads and games ------------------------------------------------------------

    async def open_thread(
        parent: discord.abc.GuildChannel, event: TournamentRow, round_: RoundRow, table: TableRow
    ) -> None:
        """The pairing's thread (started without a message), both players mentioned, its
        first game on the board."""
        name = clip(
            await public(
                event.guild_id,
                "tournament-thread-name",
                name=event.name,
                round=round_.round,
                table=table.table_no,
            ),
            100,
        )
        thread = await parent.create_thread(
            name=name, type=discord.ChannelType.public_thread, auto_archive_duration=1440
        )
        clock = (
            f"<t:{int(round_.ends_at)}:R>"
            if round_.kind == "swiss"
            else await public(event.guild_id, "tournament-no-clock")
        )
        text = await public(
            event.guild_id,
            "tournament-thread-opening",
            tournament=escape(event.name),
            round=round_.round,
            table=table.table_no,
            players=vs(table),
            best_of=event.options["best_of"],
            clock=clock,
        )
        await presenter.notify(
            thread.id, OutMessage(content=clip(text, 2000), ping_users=(table.player_a, table.player_b))
        )
        await start_game(event, table, thread.id)

    async def start_game(event: TournamentRow, table: TableRow, thread_id: int) -> LiveMatch | None:
        try:
            live = await tournaments.open_game(event, table, thread_id)
        except UserError as exc:  # a deck the engine refuses at setup: said in the thread, a judge fixes
            await presenter.notify(thread_id, OutMessage(content=clip("⚠️ " + str(exc), 2000)))
            return None
        await presenter.post_board(live)
        await presenter.refresh(live, board=False)
        return live

    async def archive(thread_id: int | None) -> None:
        if thread_id is None:
            return
        try:
            await client.http.edit_channel(thread_id, archived=True)
        except discord.HTTPException:
            log.warning("could not archive thread %s", thread_id, exc_info=True)

    async def after_game(end: GameEnd) -> None:
        event, table = end.tournament, end.table
        score = f"{table.wins_a}–{table.wins_b}" + (f"–{table.draws}" if table.draws else "")
        if end.next_game:
            await presenter.notify(
                table.thread_id,
                OutMessage(
                    content=await public(
                        event.guild_id, "tournament-next-game", score=score, game=table.games + 1
                    )
                ),
            )
            await start_game(event, table, table.thread_id)
            return
        await table_done(
            event, table, "tournament-time-result" if end.time_over else "tournament-match-result"
        )

    async def table_done(event: TournamentRow, table: TableRow, key: str) -> None:
        score = f"{table.wins_a}–{table.wins_b}" + (f"–{table.draws}" if table.draws else "")
        if table.thread_id:
            await presenter.notify(
                table.thread_id,
                OutMessage(content=await public(event.guild_id, key, score=score, players=vs(table))),
            )
        tables = await store.tables(event.id, table.round)
        if all(tb.status == "done" for tb in tables):
            await presenter.notify(
                event.channel_id,
                OutMessage(
                    content=await public(
                        event.guild_id,
                        "tournament-round-complete",
                        round=table.round,
                        tournament=escape(event.name),
                    )
                ),
            )

    async def on_match_end(row: MatchRow) -> None:
        end = await tournaments.game_ended(row)
        if end is not None:
            await after_game(end)

    services.matches.finished_listeners.append(on_match_end)

    async def caught_up(event: TournamentRow) -> None:
        """Games that ended while the bot was not listening (a restart) are counted first."""
        for end in await tournaments.reconcile(event):
            await after_game(end)

    # --- the judge queue ------------------------------------------------------------------

    async def refresh_queue(event: TournamentRow) -> None:
        calls = [
            e
            for e in await store.tournament_log(event.id)
            if e["kind"] == "call" and e.get("state") != "closed"
        ]
        with i18n.use(await presenter.locales.public(event.guild_id)):
            lines = []
            for call in calls[:QUEUE_SHOWN]:
                line = t(
                    "tournament-queue-line",
                    call=str(call["id"]),
                    round=call["round"],
                    table=call["table"],
                    thread=f"<#{call['thread']}>" if call.get("thread") else "—",
                    caller=f"<@{call['user']}>",
                    reason=dispute_reason(call)
                    if call.get("dispute")
                    else escape(clip(call.get("reason") or "—", 200)),
                    since=f"<t:{int(call['time'])}:R>",
                )
                if call.get("state") == "claimed":
                    line += " " + t("tournament-queue-claimed", judge=f"<@{call['claimed_by']}>")
                lines.append(line)
            head = t("tournament-queue-title", tournament=escape(event.name))
            body = fit_lines(lines, 1800) if lines else t("tournament-queue-empty")
            buttons = [
                button(
                    ids.queue_claim(event.id, c["id"]),
                    t("tournament-queue-claim", call=str(c["id"])),
                    "primary",
                )
                for c in calls[:QUEUE_SHOWN]
                if c.get("state", "open") == "open"
            ]
        message = OutMessage(content=clip(f"{head}\n{body}", 2000), components=rows(buttons))
        channel = event.judge_channel_id or event.channel_id
        if event.queue_message_id:
            try:
                await presenter.messenger.edit(channel, event.queue_message_id, message)
                return
            except DeliveryError:
                pass  # deleted: post it again
        try:
            sent = await presenter.messenger.send(channel, message)
        except DeliveryError:
            log.warning("tournament %s: could not post the judge queue", event.id, exc_info=True)
            return
        event.queue_message_id = sent.message_id
        await store.set_tournament(event.id, queue_message_id=sent.message_id)

    def dispute_reason(call: dict) -> str:
        """A disputed hand report, as the queue shows it (the current language is set)."""
        reported = "–".join(map(str, call["dispute"]))
        if call.get("counter"):
            counter = "–".join(map(str, call["counter"]))
            return t("tournament-queue-dispute-counter", score=reported, counter=counter)
        return t("tournament-queue-dispute", score=reported)

    async def on_judging(kind: str, live: LiveMatch, user_id: int, data: dict) -> None:
        table = await store.table_in_thread(live.row.channel_id)
        if table is None:
            return
        event = await store.tournament(table.tournament_id)
        calls = [
            e
            for e in await store.tournament_log(event.id)
            if e["kind"] == "call" and e.get("thread") == live.row.channel_id and e.get("state") != "closed"
        ]
        if kind == "call":
            await store.log_tournament(
                event.id,
                table.round,
                table.table_no,
                "call",
                user_id,
                {
                    "state": "open",
                    "match": live.id,
                    "thread": live.row.channel_id,
                    "reason": data.get("reason", ""),
                },
            )
        elif kind == "claim":
            for call in calls:
                await store.move_call(event.id, call["id"], ("open",), "claimed", user_id)
        elif kind == "resume":
            for call in calls:
                await store.move_call(event.id, call["id"], ("open", "claimed"), "closed", user_id)
        elif kind == "penalty":
            await store.log_tournament(
                event.id,
                table.round,
                table.table_no,
                "penalty",
                user_id,
                {
                    "player": data.get("user"),
                    "penalty": data.get("penalty"),
                    "reason": data.get("reason", ""),
                    "match": live.id,
                },
            )
            return
        await refresh_queue(event)

    services.judging.listeners.append(on_judging)

    async def on_claim(interaction: discord.Interaction, match: re.Match) -> None:
        event = await store.tournament(number(match["tournament"]))
        if event is None or event.guild_id != interaction.guild_id:
            raise UserError(t("error-no-tournament-here"))
        if not await is_judge(services, interaction):
            raise UserError(t("error-judges-only"))
        call = next(
            (
                e
                for e in await store.tournament_log(event.id)
                if e["kind"] == "call" and e["id"] == number(match["call"])
            ),
            None,
        )
        if call is None or not await store.move_call(
            event.id, call["id"], ("open",), "claimed", interaction.user.id
        ):
            raise UserError(t("error-tournament-call-taken"))
        live = services.matches.live.get(call.get("match") or -1)
        if live is not None and live.paused:
            await services.judging.claim(live, interaction.user.id)  # the match's record too
        await respond(
            interaction,
            OutMessage(content="✅ " + t("tournament-claimed", thread=f"<#{call['thread']}>")),
            ephemeral=True,
        )
        await refresh_queue(event)
        await presenter.notify(
            call["thread"],
            OutMessage(
                content=await public(
                    event.guild_id, "tournament-judge-coming", judge=interaction.user.mention
                )
            ),
        )

    host.router.on(ids.QUEUE_CLAIM, on_claim)

    # --- commands -------------------------------------------------------------------------

    async def game_autocomplete(interaction: discord.Interaction, current: str):
        return [
            app_commands.Choice(name=title, value=code)
            for code, title in library.games()
            if current.lower() in f"{code} {title}".lower()
        ][:25]

    async def deck_autocomplete(interaction: discord.Interaction, current: str):
        try:
            event = await tournaments.here(interaction.channel_id)
            player = getattr(interaction.namespace, "player", None)
            owner = player.id if player is not None else interaction.user.id
            choices = await library.deck_choices(owner, event.game)
        except UserError:
            return []
        return [
            app_commands.Choice(name=clip(label, 100), value=key)
            for key, label in choices
            if current.lower() in label.lower()
        ][:25]

    group = app_commands.Group(
        name="tournament", description="Run a Swiss tournament in this channel", guild_only=True
    )

    @group.command(name="create", description="Create a tournament in this channel (organisers)")
    @app_commands.describe(
        name="The tournament's name",
        game="Which game",
        format="The game's format",
        rounds="Swiss rounds (default: enough for one undefeated player)",
        best_of="Games per match",
        round_minutes="Minutes per round",
        top_cut="Players in the single-elimination top cut",
        judges="The channel of the judge queue (default: this one)",
        extra_turns="At time: turns played after the current one (default: the game's rules)",
        extra_minutes="At time: the extra turns end after these minutes at most; 0 = no limit",
        at_time="After the extra turns: the game as it stands, or a draw (default: the game's rules)",
        tiebreakers="The tiebreaker order (mtr: MTR 3.1; a publisher's own where one is published)",
    )
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.choices(
        best_of=[app_commands.Choice(name="1", value=1), app_commands.Choice(name="3", value=3)],
        top_cut=[
            app_commands.Choice(name="0", value=0),
            app_commands.Choice(name="4", value=4),
            app_commands.Choice(name="8", value=8),
        ],
        at_time=[app_commands.Choice(name=v, value=v) for v in ("standing", "draw")],
        tiebreakers=[app_commands.Choice(name=v, value=v) for v in sorted(TIEBREAKERS)],
    )
    async def create(
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        game: str,
        best_of: int,
        round_minutes: app_commands.Range[int, 10, 180],
        format: str | None = None,
        rounds: app_commands.Range[int, 1, 15] | None = None,
        top_cut: int = 0,
        judges: discord.TextChannel | None = None,
        extra_turns: app_commands.Range[int, 0, 10] | None = None,
        extra_minutes: app_commands.Range[int, 0, 30] | None = None,
        at_time: str | None = None,
        tiebreakers: str = "mtr",
    ) -> None:
        await organiser(interaction)
        await defer(interaction, ephemeral=False)  # the game's module may load now
        event = await tournaments.create(
            interaction.guild_id,
            interaction.channel_id,
            interaction.user.id,
            name,
            game,
            format=format,
            rounds=rounds,
            best_of=best_of,
            round_minutes=round_minutes,
            top_cut=top_cut,
            judge_channel_id=judges.id if judges else None,
            extra_turns=extra_turns,
            extra_minutes=extra_minutes,
            at_time=at_time,
            tiebreakers=tiebreakers,
        )
        procedure = tournaments.procedure(event)
        await respond(
            interaction,
            OutMessage(
                content=clip(
                    t(
                        "tournament-created",
                        tournament=escape(event.name),
                        game=library.game(event.game).title,
                        best_of=best_of,
                        minutes=round_minutes,
                        cut=top_cut,
                        id=str(event.id),
                    )
                    + "\n"
                    + t(
                        "tournament-created-time",
                        turns=procedure["extra_turns"],
                        minutes=procedure["extra_minutes"],
                        at_time=procedure["at_time"],
                    ),
                    2000,
                )
            ),
        )

    @group.command(name="join", description="Enter this channel's tournament with a deck (it is locked)")
    @app_commands.describe(deck="Your deck (a demo deck or yours)")
    @app_commands.autocomplete(deck=deck_autocomplete)
    async def join(interaction: discord.Interaction, deck: str | None = None) -> None:
        await defer(interaction)  # the deck check may build the card pool
        event = await tournaments.here(interaction.channel_id)
        entry = await tournaments.join(event, interaction.user.id, interaction.user.display_name, deck)
        await respond(
            interaction,
            OutMessage(
                content="✅ "
                + t(
                    "tournament-joined", tournament=escape(event.name), deck=escape(clip(entry.deck_name, 80))
                )
            ),
            ephemeral=True,
        )

    @group.command(name="leave", description="Leave this channel's tournament before it starts")
    async def leave(interaction: discord.Interaction) -> None:
        event = await tournaments.here(interaction.channel_id)
        await tournaments.leave(event, interaction.user.id)
        await respond(
            interaction,
            OutMessage(content="✅ " + t("tournament-left", tournament=escape(event.name))),
            ephemeral=True,
        )

    @group.command(name="add", description="Add a late entry with one of their decks (organisers)")
    @app_commands.describe(player="Who joins late", deck="Their deck")
    @app_commands.autocomplete(deck=deck_autocomplete)
    async def add(interaction: discord.Interaction, player: discord.User, deck: str | None = None) -> None:
        await organiser(interaction)
        if player.bot:
            raise UserError(t("error-bots"))
        event = await tournaments.here(interaction.channel_id)
        await defer(interaction, ephemeral=False)  # the deck check may build the card pool
        await tournaments.join(event, player.id, player.display_name, deck, late=True)
        await respond(
            interaction,
            OutMessage(content=t("tournament-added", player=player.mention, tournament=escape(event.name))),
        )

    @group.command(name="drop", description="Drop from the tournament (organisers: drop a player)")
    @app_commands.describe(player="Who drops (organisers only; default: you)")
    async def drop(interaction: discord.Interaction, player: discord.User | None = None) -> None:
        event = await tournaments.here(interaction.channel_id)
        who = player.id if player is not None else interaction.user.id
        if who != interaction.user.id:
            await organiser(interaction)
        open_table = await tournaments.drop(event, who, interaction.user.id)
        await respond(
            interaction,
            OutMessage(content=t("tournament-dropped", player=f"<@{who}>", tournament=escape(event.name))),
        )
        if open_table is not None:
            live = services.matches.live.get(open_table.match_id or -1)
            if live is not None and live.player_of(who) is not None:  # the game in play is conceded
                seat = live.player_of(who)
                await presenter.apply(
                    live, who, Action(seat, "concede", {}, live.match.number), "slash", _ignore
                )
            table = next(
                tb
                for tb in await store.tables(event.id, open_table.round)
                if tb.table_no == open_table.table_no
            )
            await table_done(event, table, "tournament-match-result")

    @group.command(name="start", description="Close registration and pair round 1 (organisers)")
    async def start(interaction: discord.Interaction) -> None:
        await organiser(interaction)
        event = await tournaments.here(interaction.channel_id)
        await defer(interaction, ephemeral=False)
        round_, tables = await tournaments.start(event, interaction.user.id)
        await announce_round(interaction, event, round_, tables)

    @group.command(name="next", description="Pair the next round once every match has a result (organisers)")
    async def next_(interaction: discord.Interaction) -> None:
        await organiser(interaction)
        event = await tournaments.here(interaction.channel_id)
        await defer(interaction, ephemeral=False)
        await caught_up(event)
        previous = await store.rounds(event.id)
        paired = await tournaments.next_round(event)
        # the finished round's threads are archived now (not at each match's end: the last
        # board and the result are still being posted there then); they stay readable
        for table in await store.tables(event.id, previous[-1].round):
            await archive(table.thread_id)
        if paired is None:
            await respond(interaction, OutMessage(content=clip(t("tournament-finished",
                                                                 tournament=escape(event.name)), 2000)))
            return
        await announce_round(interaction, event, *paired)

    async def announce_round(
        interaction: discord.Interaction, event: TournamentRow, round_: RoundRow, tables: list[TableRow]
    ) -> None:
        names = await tournaments.names(event)
        lines = []
        for table in tables:
            a = escape(clip(names.get(table.player_a, str(table.player_a)), 40))
            if table.player_b is None:
                lines.append(t("tournament-pairing-bye", table=table.table_no, player=a))
            else:
                b = escape(clip(names.get(table.player_b, str(table.player_b)), 40))
                lines.append(t("tournament-pairing", table=table.table_no, a=a, b=b))
        key = "tournament-round-paired" if round_.kind == "swiss" else "tournament-cut-paired"
        head = t(key, round=round_.round, seed=str(round_.seed or ""), clock=f"<t:{int(round_.ends_at)}:R>")
        await respond(interaction, OutMessage(content=clip(head + "\n" + fit_lines(lines, 1700), 2000)))
        parent = interaction.channel
        for table in tables:
            if table.player_b is not None:
                try:
                    await open_thread(parent, event, round_, table)
                except discord.HTTPException:
                    log.warning(
                        "tournament %s: no thread for table %s", event.id, table.table_no, exc_info=True
                    )
                    await presenter.notify(
                        event.channel_id, OutMessage(content=t("tournament-no-thread", table=table.table_no))
                    )

    @group.command(name="standings", description="The standings so far (public)")
    @app_commands.describe(page="Which page")
    async def standings(interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1) -> None:
        event = await tournaments.here(interaction.channel_id, finished_too=True)
        await caught_up(event)
        rows_ = await tournaments.standings(event)
        names = await tournaments.names(event)
        pages = max(1, -(-len(rows_) // PAGE))
        page = min(page, pages)
        lines = [
            t(
                "tournament-standing",
                rank=s.rank,
                player=escape(clip(names.get(s.player, str(s.player)), 40)),
                points=s.points,
                record=f"{s.wins}-{s.losses}-{s.draws}",
                omw=f"{float(s.omw) * 100:.2f}",
                gw=f"{float(s.gw) * 100:.2f}",
                ogw=f"{float(s.ogw) * 100:.2f}",
            )
            for s in rows_[(page - 1) * PAGE : page * PAGE]
        ]
        head = t("tournament-standings-title", tournament=escape(event.name), page=page, pages=pages)
        await respond(interaction, OutMessage(content=clip(head + "\n" + fit_lines(lines, 1800), 2000)))

    @group.command(name="export", description="Pairings, results, standings and the record as CSV and JSON")
    async def export(interaction: discord.Interaction) -> None:
        event = await tournaments.here(interaction.channel_id, finished_too=True)
        await caught_up(event)
        files = await tournaments.export(event)
        await respond(
            interaction,
            OutMessage(
                content=t("tournament-export", tournament=escape(event.name)),
                files=tuple((n, text.encode()) for n, text in files.items()),
            ),
        )

    @group.command(
        name="report", description="Report your match by hand; it counts when your opponent agrees"
    )
    @app_commands.describe(wins="Games you won", losses="Games you lost", draws="Drawn games")
    async def report(
        interaction: discord.Interaction,
        wins: app_commands.Range[int, 0, 9],
        losses: app_commands.Range[int, 0, 9],
        draws: app_commands.Range[int, 0, 9] = 0,
    ) -> None:
        event = await tournaments.here(interaction.channel_id)
        done = await tournaments.report(event, interaction.user.id, wins, losses, draws)
        score = f"{wins}–{losses}–{draws}"
        if done.outcome == "waiting":
            await ask_opponent(event, done, interaction.user.id)
            await respond(
                interaction,
                OutMessage(content="✅ " + t("tournament-report-waiting", score=score,
                                            thread=f"<#{done.table.thread_id or event.channel_id}>")),
                ephemeral=True,
            )
            return
        await respond(
            interaction,
            OutMessage(content=t(f"tournament-report-{done.outcome}", user=interaction.user.mention,
                                 score=score)),
        )
        await after_answer(event, done)

    async def ask_opponent(event: TournamentRow, done, reporter: int) -> None:
        """The report, with Confirm / Dispute buttons, in the match's thread, pinging the
        opponent (only them: the buttons refuse anyone else)."""
        table, claim = done.table, done.pending
        opponent = table.player_b if table.player_a == reporter else table.player_a
        mine = (claim["wins_a"], claim["wins_b"]) if table.player_a == reporter else (
            claim["wins_b"], claim["wins_a"])
        with i18n.use(await presenter.locales.public(event.guild_id)):
            text = t("tournament-report-ask", opponent=f"<@{opponent}>", user=f"<@{reporter}>",
                     score=f"{mine[0]}–{mine[1]}–{claim['draws']}")
            buttons = [
                button(ids.report_answer(event.id, table.round, table.table_no, claim["nonce"], "c"),
                       t("tournament-report-confirm"), "success"),
                button(ids.report_answer(event.id, table.round, table.table_no, claim["nonce"], "d"),
                       t("tournament-report-dispute"), "danger"),
            ]
        await presenter.notify(
            table.thread_id or event.channel_id,
            OutMessage(content=text, components=rows(buttons), ping_users=(opponent,)),
        )

    async def after_answer(event: TournamentRow, done) -> None:
        """A confirmed report ends the match (the game on the board stops); a dispute goes
        to the judge queue."""
        if done.outcome == "confirmed":
            live = services.matches.live.pop(done.game_in_play or -1, None)
            if live is not None:  # the game on the board stops: the match is settled
                await store.update_match(live.id, status="abandoned")
            await table_done(event, done.table, "tournament-match-result")
        elif done.outcome == "disputed":
            await refresh_queue(event)

    async def on_report_answer(interaction: discord.Interaction, match: re.Match) -> None:
        event = await store.tournament(number(match["tournament"]))
        if event is None or event.guild_id != interaction.guild_id:
            raise UserError(t("error-no-tournament-here"))
        done = await tournaments.answer_report(
            event, interaction.user.id, number(match["round"]), number(match["table"]),
            number(match["nonce"]), match["answer"] == "c",
        )
        claim = done.pending
        score = f"{claim['wins_a']}–{claim['wins_b']}–{claim['draws']}"
        key = f"tournament-report-{done.outcome}-by"  # confirmed-by, disputed-by
        with i18n.use(await presenter.locales.public(event.guild_id)):
            text = t(key, user=interaction.user.mention, players=vs(done.table), score=score)
        await update(interaction, OutMessage(content=clip(text, 2000), components=[]))
        await after_answer(event, done)

    host.router.on(ids.REPORT_ANSWER, on_report_answer)

    @group.command(name="fix", description="Set a table's result (organisers and judges)")
    @app_commands.describe(
        round="The round",
        table="The table",
        wins_a="Games the first player won",
        wins_b="Games the second player won",
        draws="Drawn games",
    )
    async def fix(
        interaction: discord.Interaction,
        round: app_commands.Range[int, 1, 100],
        table: app_commands.Range[int, 1, 1000],
        wins_a: app_commands.Range[int, 0, 9],
        wins_b: app_commands.Range[int, 0, 9],
        draws: app_commands.Range[int, 0, 9] = 0,
    ) -> None:
        await organiser(interaction, judges_too=True)
        event = await tournaments.here(interaction.channel_id, finished_too=True)
        before = next((tb for tb in await store.tables(event.id, round) if tb.table_no == table), None)
        fixed = await tournaments.fix(event, interaction.user.id, round, table, (wins_a, wins_b, draws))
        await respond(
            interaction,
            OutMessage(
                content=t(
                    "tournament-fixed",
                    round=round,
                    table=table,
                    players=vs(fixed),
                    score=f"{wins_a}–{wins_b}–{draws}",
                )
            ),
        )
        if before is not None and before.status == "playing":  # settled mid-match (a dispute)
            live = services.matches.live.pop(before.match_id or -1, None)
            if live is not None:  # the game on the board stops: the match is settled
                await store.update_match(live.id, status="abandoned")
            await table_done(event, fixed, "tournament-match-result")
        if event.queue_message_id:  # a dispute settled leaves the queue
            await refresh_queue(event)

    @group.command(name="extend", description="Give this thread's match extra time (judges)")
    @app_commands.describe(minutes="Extra minutes", reason="Why (recorded)")
    async def extend(
        interaction: discord.Interaction,
        minutes: app_commands.Range[int, 1, 60],
        reason: app_commands.Range[str, 0, 300] = "",
    ) -> None:
        await organiser(interaction, judges_too=True)
        table = await store.table_in_thread(interaction.channel_id)
        if table is None:
            raise UserError(t("error-tournament-extend-thread"))
        event = await store.tournament(table.tournament_id)
        total = await tournaments.extend(event, interaction.user.id, table, minutes, reason)
        round_ = next(r for r in await store.rounds(event.id) if r.round == table.round)
        await respond(
            interaction,
            OutMessage(
                content=t(
                    "tournament-extended", minutes=minutes, clock=f"<t:{int(round_.ends_at + total)}:R>"
                )
            ),
        )

    host.tree.add_command(group)


async def _ignore(reply) -> None:
    """A concession made for a drop answers nobody (the drop's own answer says it)."""
