# records: messages in de (see core/src/l10n/mod.rs).

