-- Leases on whole-cluster roles (the lobby): the node holding one and until when.
CREATE TABLE IF NOT EXISTS node_leases (
    name TEXT PRIMARY KEY,
    node TEXT NOT NULL,
    until_ms BIGINT NOT NULL
)
