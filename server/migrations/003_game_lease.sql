-- One owner per live game: the node holding its lease, and the fencing epoch that grows by
-- one at every takeover. Every write of a game checks the epoch in its own transaction.
ALTER TABLE games ADD COLUMN owner_node TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN owner_epoch BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN lease_until_ms BIGINT NOT NULL DEFAULT 0
