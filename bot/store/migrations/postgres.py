"""PostgreSQL migrations, in order: version N is MIGRATIONS[N-1], the twin of SQLite's
version N (same tables, columns and constraints; Discord ids are BIGINT, times DOUBLE
PRECISION, JSON stays TEXT so both stores hold byte-identical values). Never edit one
that has shipped; add the next, to both lists."""

MIGRATIONS: list[str] = [
    # 1: the first schema
    """
    CREATE TABLE matches (
        id BIGSERIAL PRIMARY KEY,
        guild_id BIGINT,
        channel_id BIGINT NOT NULL,
        game TEXT NOT NULL,
        status TEXT NOT NULL,               -- challenge | active | finished | abandoned | declined
        player_a BIGINT NOT NULL,
        player_b BIGINT NOT NULL,
        deck_a TEXT, deck_b TEXT,
        deck_a_name TEXT, deck_b_name TEXT,
        seed TEXT,
        options TEXT NOT NULL DEFAULT '{}',
        board_message_id BIGINT,
        challenge_message_id BIGINT,
        winner TEXT,
        abandon_request BIGINT,
        created_at DOUBLE PRECISION NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL
    );
    CREATE UNIQUE INDEX one_live_match_per_channel ON matches(channel_id)
        WHERE status IN ('challenge', 'active');
    CREATE TABLE actions (
        match_id BIGINT NOT NULL REFERENCES matches(id),
        n INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        args TEXT NOT NULL,
        user_id BIGINT,
        created_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (match_id, n)           -- optimistic concurrency: one action per number
    );
    CREATE TABLE dm_messages (
        match_id BIGINT NOT NULL,
        player TEXT NOT NULL,
        channel_id BIGINT,
        message_id BIGINT,
        failed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (match_id, player)
    );
    CREATE TABLE decks (
        user_id BIGINT NOT NULL,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (user_id, game, name)
    );
    CREATE TABLE card_files (
        guild_id BIGINT NOT NULL,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (guild_id, game, name)
    );
    CREATE TABLE guild_settings (
        guild_id BIGINT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (guild_id, key)
    );
    """,
    # 2: judge tools — pauses, superseded actions, calls / rulings / penalties / rewinds
    """
    ALTER TABLE matches ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE superseded_actions (
        match_id BIGINT NOT NULL,
        rewind BIGINT NOT NULL,
        n INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        args TEXT NOT NULL,
        user_id BIGINT,
        created_at DOUBLE PRECISION NOT NULL
    );
    CREATE TABLE match_events (
        id BIGSERIAL PRIMARY KEY,
        match_id BIGINT NOT NULL,
        kind TEXT NOT NULL,
        user_id BIGINT,
        data TEXT NOT NULL DEFAULT '{}',
        at_n INTEGER,
        created_at DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX match_events_by_match ON match_events(match_id, id);
    """,
    # 3: any number of seats, rewind epochs, abandon votes
    """
    CREATE TABLE match_seats (
        match_id BIGINT NOT NULL REFERENCES matches(id),
        seat TEXT NOT NULL,
        position INTEGER NOT NULL,
        user_id BIGINT NOT NULL,
        name TEXT NOT NULL DEFAULT '',
        deck TEXT, deck_name TEXT,
        accepted INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (match_id, seat)
    );
    INSERT INTO match_seats (match_id, seat, position, user_id, deck, deck_name, accepted)
        SELECT id, 'A', 0, player_a, deck_a, deck_a_name, 1 FROM matches;
    INSERT INTO match_seats (match_id, seat, position, user_id, deck, deck_name, accepted)
        SELECT id, 'B', 1, player_b, deck_b, deck_b_name,
               CASE WHEN status = 'challenge' THEN 0 ELSE 1 END FROM matches;
    ALTER TABLE matches ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE matches ADD COLUMN abandon_votes TEXT NOT NULL DEFAULT '[]';
    UPDATE matches SET epoch = (SELECT COUNT(*) FROM match_events e
                                WHERE e.match_id = matches.id AND e.kind = 'rewind');
    """,
    # 4: challenges expire (the server's setting, fixed when each is made; an open one made
    # before this gets the default 10 minutes from its creation); a card file keeps its
    # SHA-256 and its cards as parsed at import (JSON), so it is never parsed again
    """
    ALTER TABLE matches ADD COLUMN expires_at DOUBLE PRECISION;
    UPDATE matches SET expires_at = created_at + 600 WHERE status = 'challenge';
    ALTER TABLE card_files ADD COLUMN digest TEXT;
    ALTER TABLE card_files ADD COLUMN cards TEXT;
    """,
    # tournaments (issue 32): the event, its entries (deck snapshots), rounds (seed, clock),
    # tables (pairings, results, the game in play, a pending hand-typed report), and one log
    # (extensions, penalties, drops, fixes, judge calls) that the export shows
    """
    CREATE TABLE tournaments (
        id BIGSERIAL PRIMARY KEY,
        guild_id BIGINT NOT NULL,
        channel_id BIGINT NOT NULL,
        name TEXT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL DEFAULT '{}',  -- format, rounds, best_of, round_minutes, top_cut, extra_turns
        status TEXT NOT NULL,                 -- registration | running | finished | cancelled
        organiser_id BIGINT NOT NULL,
        message_id BIGINT,                     -- the registration message
        judge_channel_id BIGINT,               -- where the judge queue message lives
        queue_message_id BIGINT,
        created_at DOUBLE PRECISION NOT NULL
    );
    CREATE TABLE tournament_players (
        tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
        user_id BIGINT NOT NULL,
        name TEXT NOT NULL DEFAULT '',
        deck TEXT NOT NULL,                   -- the registered list, frozen
        deck_name TEXT NOT NULL DEFAULT '',
        late_round INTEGER,                   -- the first round a late entry is paired in
        dropped_round INTEGER,                -- the last round a dropped player played
        joined_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_rounds (
        tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL,
        kind TEXT NOT NULL,                   -- swiss | cut
        seed BIGINT,
        started_at DOUBLE PRECISION NOT NULL,
        ends_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (tournament_id, round)
    );
    CREATE TABLE tournament_tables (
        tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL,
        table_no INTEGER NOT NULL,
        player_a BIGINT NOT NULL,
        player_b BIGINT,                       -- NULL: a bye
        wins_a INTEGER NOT NULL DEFAULT 0,
        wins_b INTEGER NOT NULL DEFAULT 0,
        draws INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL,                 -- playing | done
        thread_id BIGINT,
        match_id BIGINT,                       -- the game in play now
        extension_seconds INTEGER NOT NULL DEFAULT 0,
        pending TEXT,                         -- a hand-typed report awaiting the opponent (JSON)
        PRIMARY KEY (tournament_id, round, table_no)
    );
    CREATE TABLE tournament_log (
        id BIGSERIAL PRIMARY KEY,
        tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
        round INTEGER,
        table_no INTEGER,
        kind TEXT NOT NULL,                   -- game | result | report | extension | penalty | drop | fix …
        user_id BIGINT,
        data TEXT NOT NULL DEFAULT '{}',
        created_at DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX tournament_log_by_event ON tournament_log(tournament_id, id);
    CREATE INDEX tournament_tables_by_match ON tournament_tables(match_id);
    """,
    # user settings per server: a player's own choices (auto-pass and its stops, issue 30 §2)
    """
    CREATE TABLE user_settings (
        guild_id BIGINT NOT NULL,
        user_id BIGINT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (guild_id, user_id, key)
    );
    """,
    # issue 29: every version of a card file a match may use, by its SHA-256 (content
    # addressed, never changed): a match pins its card files by digest, so re-importing a
    # file never changes a running match; with the file's reading (`check`) under the
    # reader's version, so the same file is never read twice
    """
    CREATE TABLE card_file_versions (
        game TEXT NOT NULL,
        digest TEXT NOT NULL,
        cards TEXT NOT NULL,
        reader TEXT,
        report TEXT,
        created_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game, digest)
    );
    INSERT INTO card_file_versions (game, digest, cards, created_at)
        SELECT game, digest, MIN(cards), MIN(created_at) FROM card_files
        WHERE digest IS NOT NULL AND cards IS NOT NULL GROUP BY game, digest;
    """,
]
