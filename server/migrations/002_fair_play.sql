-- Fair play: the address an account was created from (the per-address allowance counts them).
ALTER TABLE accounts ADD COLUMN created_addr TEXT NOT NULL DEFAULT '';
CREATE INDEX accounts_addr ON accounts (created_addr, created_ms);
