# records: messages in zh-Hans (see core/src/l10n/mod.rs).

