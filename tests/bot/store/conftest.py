"""The store suite runs twice: on SQLite and on a real PostgreSQL server these tests
start themselves (tests/bot/store/pgserver.py), once per session. Every test gets a new,
empty database of its own. The PostgreSQL half is marked `postgres`; it never skips."""

from __future__ import annotations

import hashlib
import itertools
import random

import pytest

from bot.services.library import Library
from bot.services.matches import MatchService
from bot.store import SeatRow, Store

from .pgserver import PostgresServer

_names = itertools.count()
BIG = 1_234_567_890_123_456_789  # a Discord snowflake past 2**53 (and past 32 bits, for PostgreSQL)


@pytest.fixture(scope="session")
def pg_server():
    server = PostgresServer().start()
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server) -> str:
    """A new empty PostgreSQL database."""
    return pg_server.create_database(f"t{next(_names)}")


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db_url(request, tmp_path) -> str:
    """The URL of a new empty database, of each kind in turn."""
    if request.param == "sqlite":
        return f"sqlite://{tmp_path / 'refbot.sqlite3'}"
    return request.getfixturevalue("pg_url")


@pytest.fixture
async def store(db_url):
    store = Store(db_url)
    await store.open()
    yield store
    await store.close()


async def new_match(store: Store, channel_id: int = 10, users=(BIG, BIG + 1), game: str = "gcg") -> int:
    """An active match, as the bot stores one (decks are not parsed here)."""
    seats = [SeatRow(chr(65 + i), user, f"P{i}", "deck", "Deck", i == 0) for i, user in enumerate(users)]
    match_id = await store.create_challenge(BIG + 7, channel_id, game, seats, {"x": 1})
    for seat in seats[1:]:
        await store.accept_seat(match_id, seat.seat, "deck", "Deck", start_seed=None)
    await store.update_match(match_id, status="active", seed="seed")
    return match_id


async def populate(store: Store, seed: int = 7) -> dict[int, str]:
    """Everything the bot keeps, made the way the bot makes it (the match service over the
    store): matches played with real decks and legal actions, a rewound one, an open
    challenge, decks, card files, settings, DM ids. Returns each started match's state hash."""
    rng = random.Random(seed)
    library = Library(store)
    service = MatchService(store, library)
    hashes = {}
    for channel, actions in ((100, 40), (101, 25)):
        row = await service.challenge(BIG, channel, "gcg", (BIG + 1, "Alice"), [(BIG + 2, "Bob")], None, {})
        _, live = await service.accept(row.id, BIG + 2, None)
        for _ in range(actions):
            if live.match.finished:
                break
            seat = rng.choice(live.match.deciding())
            choices = [a for a in live.legal(seat) if a.kind != "concede"]
            await service.act(live, live.row.user_of(seat), rng.choice(choices))
        await store.set_dm(live.id, "A", BIG + 3, BIG + 4)
        await store.set_dm(live.id, "B", None, None, failed=True)
        await store.update_match(live.id, board_message_id=BIG + 5)
        hashes[live.id] = live.match.state_hash()
    # a judge rewinds the second match to action 10
    await store.add_event(live.id, "call", BIG + 1, {"reason": "missed trigger"}, live.match.number)
    await store.rewind(live.id, BIG + 9, 10, {"reason": "undo"})
    await store.set_paused(live.id, True, ("call", BIG + 1, {"reason": "x"}, 10))
    hashes[live.id] = live.match.replay(10).state_hash()
    await service.challenge(BIG, 102, "gcg", (BIG + 1, "Alice"), [(BIG + 2, "Bob")], None, {})  # never accepted
    await store.save_deck(BIG + 1, "gcg", "Mine", "1 X\n")
    await store.save_card_file(BIG, "gcg", "cards.yaml", "cards: []\n", digest=hashlib.sha256(b"cards: []\n").hexdigest(),
                               cards="[]", reader="v1", report='{"summary": {"cards": 0}}\n')  # and its version
    await store.set_setting(BIG, "judge_role", str(BIG + 8))
    # a tournament: entries with their deck snapshots, a round, a result, the log
    tid = await store.create_tournament(BIG, 103, "Event", "gcg", {"best_of": 3}, BIG + 1, None)
    for user in (BIG + 1, BIG + 2):
        await store.add_entry(tid, user, "P", "1 X\n", "Deck", None)
    await store.add_round(tid, 1, "swiss", 99, 1.0, 2.0, [(BIG + 1, BIG + 2, "playing")])
    await store.finish_table(tid, 1, 1, (2, 1, 0), "result", BIG + 1, {})
    await store.set_user_setting(BIG, BIG + 1, "autopass", "off")
    return hashes
