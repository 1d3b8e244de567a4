# puzzles: messages in en (see core/src/l10n/mod.rs).

