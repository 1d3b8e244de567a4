# explain: messages in en (see core/src/l10n/mod.rs).

explain-risky-the-opponent-can = Risky: the opponent can capture there and you cannot recapture.
