# editor: messages in en (see core/src/l10n/mod.rs).

editor-left = { $name } ({ $left } left)
