-- One schema for SQLite and PostgreSQL: only BIGINT and TEXT columns, ids made by the server.
CREATE TABLE accounts (
    id BIGINT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    token_hash TEXT NOT NULL UNIQUE,
    elo BIGINT NOT NULL,
    points BIGINT NOT NULL,
    taler BIGINT NOT NULL,
    created_ms BIGINT NOT NULL
);
-- A game; live = 1 while it runs. Stakes are taken from both accounts when it starts and
-- paid out when it ends.
CREATE TABLE games (
    id BIGINT PRIMARY KEY,
    red BIGINT NOT NULL REFERENCES accounts (id),
    black BIGINT NOT NULL REFERENCES accounts (id),
    pair_lo BIGINT NOT NULL,
    pair_hi BIGINT NOT NULL,
    minutes BIGINT NOT NULL,
    increment BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    stake BIGINT NOT NULL,
    red_elo BIGINT NOT NULL,
    black_elo BIGINT NOT NULL,
    started_ms BIGINT NOT NULL,
    live BIGINT NOT NULL,
    result TEXT,
    reason TEXT,
    counted BIGINT,
    ended_ms BIGINT,
    red_points BIGINT,
    red_elo_delta BIGINT,
    red_taler BIGINT,
    black_points BIGINT,
    black_elo_delta BIGINT,
    black_taler BIGINT
);
CREATE INDEX games_pair ON games (pair_lo, pair_hi, id);
CREATE INDEX games_red ON games (red, id);
CREATE INDEX games_black ON games (black, id);
CREATE INDEX games_live ON games (live, id);
-- Every accepted move with both clocks after it and the event version it was sent with.
CREATE TABLE moves (
    game_id BIGINT NOT NULL,
    ply BIGINT NOT NULL,
    mv TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    red_ms BIGINT NOT NULL,
    black_ms BIGINT NOT NULL,
    version BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
-- The first attempt of each player at each day's puzzle (tries: the Red moves, space separated).
CREATE TABLE daily_attempts (
    account_id BIGINT NOT NULL,
    date TEXT NOT NULL,
    puzzle_id TEXT NOT NULL,
    started_ms BIGINT NOT NULL,
    tries TEXT NOT NULL,
    wrong BIGINT NOT NULL,
    done BIGINT NOT NULL,
    solved BIGINT NOT NULL,
    score BIGINT NOT NULL,
    seconds BIGINT NOT NULL,
    PRIMARY KEY (account_id, date)
);
CREATE INDEX daily_by_date ON daily_attempts (date, score);
