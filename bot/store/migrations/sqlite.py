"""SQLite migrations, in order: version N is MIGRATIONS[N-1]. Never edit one that has
shipped; add the next. Each has its PostgreSQL twin of the same number in postgres.py."""

MIGRATIONS: list[str] = [
    # 1: the first schema
    """
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        status TEXT NOT NULL,               -- challenge | active | finished | abandoned | declined
        player_a INTEGER NOT NULL,
        player_b INTEGER NOT NULL,
        deck_a TEXT, deck_b TEXT,           -- deck lists as text, frozen at the start
        deck_a_name TEXT, deck_b_name TEXT,
        seed TEXT,
        options TEXT NOT NULL DEFAULT '{}',
        board_message_id INTEGER,
        challenge_message_id INTEGER,
        winner TEXT,
        abandon_request INTEGER,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX one_live_match_per_channel ON matches(channel_id)
        WHERE status IN ('challenge', 'active');
    CREATE TABLE actions (
        match_id INTEGER NOT NULL REFERENCES matches(id),
        n INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        args TEXT NOT NULL,
        user_id INTEGER,
        created_at REAL NOT NULL,
        PRIMARY KEY (match_id, n)
    );
    CREATE TABLE dm_messages (
        match_id INTEGER NOT NULL,
        player TEXT NOT NULL,
        channel_id INTEGER,
        message_id INTEGER,
        failed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (match_id, player)
    );
    CREATE TABLE decks (
        user_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (user_id, game, name)
    );
    CREATE TABLE card_files (
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        name TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (guild_id, game, name)
    );
    CREATE TABLE guild_settings (
        guild_id INTEGER NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (guild_id, key)
    );
    """,
    # 2: judge tools — pauses, superseded actions, calls / rulings / penalties / rewinds
    """
    ALTER TABLE matches ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE superseded_actions (
        match_id INTEGER NOT NULL,
        rewind INTEGER NOT NULL,            -- the match_events row of the rewind
        n INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        args TEXT NOT NULL,
        user_id INTEGER,
        created_at REAL NOT NULL
    );
    CREATE TABLE match_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        match_id INTEGER NOT NULL,
        kind TEXT NOT NULL,                 -- call | claim | resume | ruling | penalty | rewind
        user_id INTEGER,
        data TEXT NOT NULL DEFAULT '{}',
        at_n INTEGER,
        created_at REAL NOT NULL
    );
    """,
    # 3: any number of seats (a match of 2 to 4 players), rewind epochs, abandon votes
    """
    CREATE TABLE match_seats (
        match_id INTEGER NOT NULL REFERENCES matches(id),
        seat TEXT NOT NULL,                 -- A, B, C, D
        position INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL DEFAULT '',      -- the display name when the match was made
        deck TEXT, deck_name TEXT,          -- frozen at the start
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
    ALTER TABLE matches ADD COLUMN expires_at REAL;
    UPDATE matches SET expires_at = created_at + 600 WHERE status = 'challenge';
    ALTER TABLE card_files ADD COLUMN digest TEXT;
    ALTER TABLE card_files ADD COLUMN cards TEXT;
    """,
]
