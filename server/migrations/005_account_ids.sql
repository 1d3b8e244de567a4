-- Account ids come from the database: the nodes of a cluster used to count them each for
-- themselves and collided. One row per counter; taking an id is one UPDATE ... RETURNING.
CREATE TABLE IF NOT EXISTS id_counters (
    name TEXT PRIMARY KEY,
    next_id BIGINT NOT NULL
);
INSERT INTO id_counters (name, next_id) SELECT 'account', COALESCE(MAX(id), 0) + 1 FROM accounts
