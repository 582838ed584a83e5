"""How many clicks a match costs: seeded games through the local Discord double.

    python benchmarks/clicks.py --game nexa [--games 2] [--seed clicks] [--skip K] [--max-interactions 4000]
        [--turns N] [--mode on ...] [--json] [--progress]

Starts the double and the real bot in this process (the playground's server: Alice and
Bob), and plays each seeded game three times, side by side in the same run:

* ``before`` — auto-pass off, and the options menu opened afresh for every choice made
  there (the flow before issue 30: a choice closed the menu);
* ``on`` — the default: auto-pass where it reveals nothing, the menu kept open;
* ``always`` — auto-pass whenever passing is all a player can do (the opt-in);
* ``yield`` — the default ``on``, and the scripted player uses its own yield
  (docs/play.md, "Pass until …"): where it would pass with nothing it wants to do, it
  clicks "Pass until something happens" beside the pass instead (on the board, its DM or
  the menu it has open) — the bot then passes for it until another player does something
  other than pass or its own next phase begins. Why that scope and not "to end of turn":
  a person keeps the chance to answer the opponent's plays (a block, a cut-in) and plays
  their own phases; "to end of turn" would pass over those too.

A scripted player, whoever must decide, takes the first action of their legal list that
is not a pass (or concede), else the pass, and does it the way a person would with the
fewest interactions: the board's button when there is one, their DM's controls, the
options menu they still have open (when it is up to date), else "Your options" first. Every
slash command, click and select the players send is one interaction (the `/match start`
and the acceptance included).

Prints, per game and mode: `interactions_per_game`, `interactions_turn1` (both players'
interactions while the board shows turn 1, the set-up's redraws excluded),
`auto_passes_per_game`, `turn1_distribution` (turn-1 interactions → how many games),
`pass_share` (the share of the interactions spent on a pass or a yield, opening the menu for
it included: "where passes dominate" is a `before` share above one half),
`interactions_by_place` (board, dm, menu, open: "Your options", start: the match's start)
and `interactions_by_kind` (per game, by the kind of action chosen); with --json one JSON
object per game: `game`, `games`, and those figures for the default mode at the top level,
each mode's under `modes`. Exit 0; 1 when
a game could not be played (the bot refused a choice it offered, or stopped answering);
2 for a bad argument. `--progress` prints each game's tally to stderr as it ends, and a line
every 500 interactions (a NEX-A game in the old flow takes thousands); `--skip K` starts at
the K+1-th seeded game, so one run's seeds can be split over processes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules_engine.cli import Parser, non_negative_int, positive_int

GAMES = ("gcg", "ucg", "altcg", "nexa")
MODES = ("before", "on", "always", "yield")
YIELD_SCOPE = "event"  # the yield the scripted player chooses (ids.yield_, services/autopass.py)
PASS, CONCEDE = "pass", "concede"
SETUP_PHASES = {"setup", "mulligan"}


# discord.py's names for them, and the presenter's drawers (bot/presenter.py, DRAWER_TASK)
BOT_TASKS = ("CommandTree-invoker", "discord-ui-", "discord.py: on_", "refbot-drawer")


async def settle(double) -> None:
    """Wait until the bot has finished everything it started for the interactions so far
    (the answer, the board edit, the DMs: discord.py's tasks end after their REST calls)."""
    me = asyncio.current_task()
    while True:
        pending = [t for t in asyncio.all_tasks() if t is not me and not t.done()
                   and t.get_name().startswith(BOT_TASKS)]
        if not pending:
            if double.inflight == 0:
                return
            await asyncio.sleep(0)
            continue
        await asyncio.wait(pending)


class Stuck(Exception):
    """The scripted player could not go on (a refusal, no control for its choice)."""


@dataclass
class Tally:
    interactions: int = 0
    pass_interactions: int = 0  # interactions spent on a pass (or a yield): opening the menu for it included
    where: Counter = field(default_factory=Counter)  # interactions by place: board, dm, menu, open (the menu)
    kinds: Counter = field(default_factory=Counter)  # interactions by the kind of action they were for
    turn1: int = 0
    auto_passes: int = 0
    finished: bool = False


@dataclass
class Table:
    """One match as the scripted players follow it."""

    playground: object
    channel: dict
    users: dict[str, dict]  # seat → user
    mode: str
    tally: Tally = field(default_factory=Tally)
    menus: dict[str, dict] = field(default_factory=dict)  # seat → the options menu they keep open
    live: object = None
    passing: bool = False  # the choice being made is a pass
    place: str = "start"  # where the next interaction is made (Tally.where)
    kind: str = ""  # the kind of action being chosen (Tally.kinds)


async def interact(table: Table, coro) -> object:
    """Send one interaction; count it (and whether turn 1 is on); wait for the bot to finish."""
    double = table.playground.double
    live = table.live
    if live is not None:
        public = live.table(None)
        if public.turn == 1 and public.phase not in SETUP_PHASES:
            table.tally.turn1 += 1
    table.tally.interactions += 1
    table.tally.where[table.place] += 1
    try:
        reply = await coro
    except TimeoutError:
        raise Stuck("the bot did not answer an interaction") from None
    await settle(double)
    if (reply.content or "").startswith("⛔"):
        raise Stuck(f"refused: {reply.content}")
    return reply


def components(message: dict | None) -> list[dict]:
    out = []
    for row in (message or {}).get("components") or ():
        out += row.get("components") or ()
    return out


def message_at(double, channel_id, message_id) -> dict | None:
    if not channel_id or not message_id:
        return None
    return double.messages.get(int(channel_id), {}).get(int(message_id))


def shown(message: dict, reply) -> dict:
    """The message the player sees after the reply: an update (type 7) changes the one
    they clicked on, anything else is a new message."""
    return {**message, **(reply.message or {})} if reply.type == 7 else reply.message


def kept(message: dict, reply) -> dict:
    """The menu the player keeps open after choosing in it: for an update (type 7), the
    very message the click came from, which the double also changes when the bot edits
    the menu later (after another player's action); otherwise what `shown` says."""
    if reply.type == 7 and reply.source_message is not None:
        return reply.source_message
    return shown(message, reply)


YIELD = "yield"  # `use`'s digest for "the yield button of the scripted player's scope"


def user_seat(table: Table, user: dict) -> str:
    return next(seat for seat, u in table.users.items() if u is user)


def current_n(custom_id: str) -> int | None:
    parts = custom_id.split(":")
    return int(parts[3]) if len(parts) > 4 and parts[3].isdigit() else None


async def use(table: Table, user: dict, message: dict, digest: str, cards: list[int] | None,
              subject_of) -> object | None:
    """Take the choice on this message if it is there: an `act` button, a select option,
    a multi-select of cards, or a subject-first select (two interactions)."""
    double = table.playground.double
    for c in components(message):
        cid = c.get("custom_id", "")
        if digest == YIELD and c["type"] == 2 and cid.startswith("yield:") \
                and cid.endswith(f":{user_seat(table, user)}:{YIELD_SCOPE}"):
            return await interact(table, double.click(user, message, cid))
        if c["type"] == 2 and cid.startswith("act:") and cid.endswith(":" + digest):
            return await interact(table, double.click(user, message, cid))
        if c["type"] == 3 and cid.startswith("pick:") and any(o["value"] == digest for o in c["options"]):
            return await interact(table, double.select(user, message, cid, [digest]))
    for c in components(message):
        cid = c.get("custom_id", "")
        if c["type"] == 3 and cid.startswith("pickn:") and cards is not None:
            values = [str(u) for u in cards]
            if set(values) <= {o["value"] for o in c["options"]}:
                return await interact(table, double.select(user, message, cid, values))
        if c["type"] == 3 and cid.startswith("subj:"):
            index = subject_of(cid.rsplit(":", 1)[1])
            if index is not None and any(o["value"] == str(index) for o in c["options"]):
                reply = await interact(table, double.select(user, message, cid, [str(index)]))
                return await use(table, user, shown(message, reply), digest, cards, lambda _g: None)
    return None


async def decide(table: Table, seat: str) -> None:
    before = table.tally.interactions
    try:
        await choose(table, seat)
    finally:
        if table.passing:
            table.tally.pass_interactions += table.tally.interactions - before
        table.tally.kinds[table.kind] += table.tally.interactions - before


async def choose(table: Table, seat: str) -> None:
    bot, double = table.playground.bot, table.playground.double
    live, user = table.live, table.users[seat]
    choices = bot.presenter.choices(live, seat)
    if not choices:
        raise Stuck(f"{seat} must decide but has no choice")
    target = next((c for c in choices if c.action.kind not in (PASS, CONCEDE)), choices[0])
    table.passing = target.action.kind == PASS
    table.kind = target.action.kind
    digest, cards = target.action.digest(), target.action.args.get("cards")
    cards = cards if isinstance(cards, list) else None

    def subject_of(group: str) -> int | None:
        from bot.render.menus import subjects
        members = [c for c in choices if c.text.group == group]
        names = subjects(members)
        wanted = target.text.subject or target.text.label
        return names.index(wanted) if target.text.group == group and wanted in names else None

    if table.mode == "yield" and target.action.kind == PASS:  # nothing it wants to do: yield
        digest = YIELD
    board = message_at(double, live.row.channel_id, live.row.board_message_id)
    table.place = "board"
    if await use(table, user, board, digest, cards, lambda _g: None):
        return
    dm = live.dms.get(seat)
    table.place = "dm"
    if dm is not None and await use(table, user, message_at(double, dm.channel_id, dm.message_id), digest,
                                    cards, subject_of):
        return
    menu = table.menus.get(seat)
    if table.mode != "before" and menu is not None and any(
            current_n(c.get("custom_id", "")) == live.match.number for c in components(menu)):
        table.place = "menu"
        reply = await use(table, user, menu, digest, cards, subject_of)
        if reply is not None:
            table.menus[seat] = kept(menu, reply)
            return
    opener = next((c for c in components(board) if c.get("custom_id", "").startswith("opts:")), None)
    if opener is None:
        raise Stuck(f"no control for {seat}'s choice {target.text.label!r}")
    table.place = "open"
    opened = await interact(table, double.click(user, board, opener["custom_id"]))
    table.place = "menu"
    reply = await use(table, user, opened.message, digest, cards, subject_of)
    if reply is None:
        raise Stuck(f"the options menu does not offer {target.text.label!r}")
    table.menus[seat] = kept(opened.message, reply)


async def play_one(playground, game: str, seed: str, mode: str, channel: dict, limit: int,
                   turns: int | None = None, progress: bool = False) -> Tally:
    double, bot = playground.double, playground.bot
    alice, bob = playground.world.user("Alice"), playground.world.user("Bob")
    setting = {"before": "off", "on": "on", "always": "always", "yield": "on"}[mode]
    for user in (alice, bob):  # each player's own setting (not counted: made once, not per game)
        reply = await double.slash(user, channel["id"], "config autopass", {"mode": setting})
        if not reply.content.startswith("✅"):
            raise Stuck(f"/config autopass: {reply.content}")
    table = Table(playground, channel, {}, mode)
    with mock.patch("bot.services.matches.new_seed", lambda: seed):  # the same deal in every mode
        start = await interact(table, double.slash(alice, channel["id"], "match start",
                                                   {"game": game, "opponent": bob["id"]}))
        accept = next(c for c in components(start.message) if c["custom_id"].startswith("accept:"))
        await interact(table, double.select(bob, start.message, accept["custom_id"],
                                            [accept["options"][1]["value"]]))
    live = bot.matches.in_channel(int(channel["id"]))
    if live is None:
        raise Stuck("the match did not start")
    table.live = live
    table.users = {seat: alice if live.row.user_of(seat) == int(alice["id"]) else bob for seat in live.seats}
    reported = 0
    while not live.match.finished and table.tally.interactions < limit \
            and (turns is None or live.table(None).turn <= turns):
        deciding = live.match.deciding()
        if not deciding:
            break
        await decide(table, deciding[0])
        if progress and table.tally.interactions // 500 > reported:
            reported = table.tally.interactions // 500
            print(f"{game} ({mode}, seed {seed}): {table.tally.interactions} interactions, turn "
                  f"{live.table(None).turn}", file=sys.stderr, flush=True)
    table.tally.finished = live.match.finished
    if not live.match.finished:  # end it, so the channel is free for the next game
        seat = live.seats[0]
        await double.slash(table.users[seat], channel["id"], "match concede", {})
        await settle(double)
    return table.tally


REPLY_WAIT = 600.0  # wall seconds the scripted player waits for an answer (the double's default is 10)


def patient_double() -> None:
    """Count the double's deadlines in this process's CPU time, as the test suite does
    (tests/conftest.py), and wait longer for answers: on a machine busy with other work
    (this bench runs under `nice`), a starved process is not a slow bot. Clicks are
    counted, not timed."""
    from discord_double import server

    server.CLOCK = time.process_time
    send = server.DiscordDouble._send_interaction

    async def patient(self, payload: dict, timeout: float = REPLY_WAIT):
        return await send(self, payload, max(timeout, REPLY_WAIT))

    server.DiscordDouble._send_interaction = patient


async def run(args) -> tuple[list[dict], int]:
    logging.basicConfig(level=logging.ERROR)
    logging.getLogger("discord").setLevel(logging.ERROR)
    patient_double()
    from playground.app import Playground

    results, status = [], 0
    with tempfile.TemporaryDirectory(prefix="clicks-") as folder:
        async with Playground(Path(folder) / "clicks.sqlite3") as playground:
            playground.double.validate = False  # measure clicks, not the double's schema checks
            channel = playground.world.channel("table-1")
            counter = install_counter(playground.bot)
            for game in args.game:
                rng = random.Random(f"{args.seed}:{game}")
                seeds = [f"{rng.getrandbits(64):016x}" for _ in range(args.skip + args.games)][args.skip:]
                per_mode = {}
                for mode in args.mode:
                    tallies = []
                    for seed in seeds:
                        counter.clear()
                        try:
                            tally = await play_one(playground, game, seed, mode, channel,
                                                   args.max_interactions, args.turns, args.progress)
                        except Stuck as exc:
                            print(f"{game} ({mode}, seed {seed}): {exc}", file=sys.stderr)
                            status = 1
                            await free_channel(playground, channel)
                            continue
                        tally.auto_passes = counter.total
                        tallies.append(tally)
                        if args.progress:
                            print(json.dumps({"game": game, "mode": mode, "seed": seed, **vars(tally)}),
                                  file=sys.stderr, flush=True)
                    per_mode[mode] = summary(tallies)
                top = per_mode.get("on") or next(iter(per_mode.values()))
                out = {"game": game, "games": args.games, **top, "modes": per_mode}
                results.append(out)
    return results, status


class PassCounter:
    """Counts the passes the bot takes automatically (wraps the service's entry point)."""

    def __init__(self) -> None:
        self.total = 0

    def clear(self) -> None:
        self.total = 0


def install_counter(bot) -> PassCounter:
    counter = PassCounter()
    original = bot.matches.pass_automatically

    async def counted(*args, **kwargs):
        results = await original(*args, **kwargs)
        counter.total += len(results)
        return results

    bot.matches.pass_automatically = counted
    return counter


async def free_channel(playground, channel: dict) -> None:
    live = playground.bot.matches.in_channel(int(channel["id"]))
    if live is None:
        return
    user = next(u for u in playground.world.users.values() if int(u["id"]) == live.row.user_of(live.seats[0]))
    with contextlib.suppress(Exception):
        await playground.double.slash(user, channel["id"], "match concede", {})
        await settle(playground.double)


def per_game(tallies: list[Tally], counter: str) -> dict[str, float]:
    total = sum((getattr(t, counter) for t in tallies), Counter())
    return {key: round(n / len(tallies), 1) for key, n in total.most_common()}


def summary(tallies: list[Tally]) -> dict:
    if not tallies:
        return {"interactions_per_game": None, "pass_share": None, "interactions_turn1": None,
                "auto_passes_per_game": None, "finished": 0}
    interactions = sum(t.interactions for t in tallies)
    passes = sum(t.pass_interactions for t in tallies)
    return {"interactions_per_game": round(statistics.mean(t.interactions for t in tallies), 1),
            "pass_share": round(passes / interactions, 3) if interactions else None,
            "interactions_turn1": round(statistics.mean(t.turn1 for t in tallies), 1),
            "auto_passes_per_game": round(statistics.mean(t.auto_passes for t in tallies), 1),
            "interactions_by_place": per_game(tallies, "where"),
            "interactions_by_kind": per_game(tallies, "kinds"),
            "finished": sum(t.finished for t in tallies),
            "turn1_distribution": dict(sorted(Counter(t.turn1 for t in tallies).items()))}


def parse_args(argv: list[str] | None = None):
    parser = Parser(prog="python benchmarks/clicks.py",
                    description="Interactions a match costs, before and after auto-pass and the kept-open "
                                "menu, through the local Discord double (seeded games, a scripted player "
                                "that takes the first action that is not a pass).")
    parser.add_argument("--game", action="append", choices=GAMES,
                        help="a game (repeat for several; default: every game)")
    parser.add_argument("--games", type=positive_int, default=1,
                        help="seeded games per game and mode (default 1)")
    parser.add_argument("--seed", default="clicks", help="the seeds' seed (default: clicks)")
    parser.add_argument("--skip", type=non_negative_int, default=0,
                        help="skip the first N seeded games (to split a long run over processes)")
    parser.add_argument("--max-interactions", type=positive_int, default=4000,
                        help="stop a game after this many interactions (it then counts as unfinished)")
    parser.add_argument("--turns", type=positive_int, default=None,
                        help="stop each game when this turn is over (it then counts as unfinished): "
                             "`--turns 1` measures the first turn over many deals quickly")
    parser.add_argument("--mode", action="append", choices=MODES,
                        help="a mode to play (repeat for several; default: every mode); without `on`, "
                             "the top-level figures are the first mode's")
    parser.add_argument("--json", action="store_true", help="one JSON object per game, one per line")
    parser.add_argument("--progress", action="store_true",
                        help="also print each game's tally to stderr as it ends (one JSON object a line)")
    args = parser.parse_args(argv)
    args.game = args.game or list(GAMES)
    args.mode = [m for m in MODES if m in (args.mode or MODES)]
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    results, status = asyncio.run(run(args))
    for out in results:
        if args.json:
            print(json.dumps(out), flush=True)
            continue
        print(f"{out['game']}: {out['games']} game(s)")
        for mode, figures in out["modes"].items():
            print(f"  {mode:7} interactions/game {figures['interactions_per_game']} "
                  f"(passes {figures['pass_share']}), turn 1 "
                  f"{figures['interactions_turn1']} {figures.get('turn1_distribution')}, auto-passes/game "
                  f"{figures['auto_passes_per_game']}, finished {figures['finished']}")
    return status


if __name__ == "__main__":
    sys.exit(main())
