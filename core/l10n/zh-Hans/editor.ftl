# editor: messages in zh-Hans (see core/src/l10n/mod.rs).

editor-left = { $name }（还剩 { $left } 个）
