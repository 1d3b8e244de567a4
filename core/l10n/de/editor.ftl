# editor: messages in de (see core/src/l10n/mod.rs).

editor-left = { $name } ({ $left } übrig)
