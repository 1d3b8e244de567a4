# explain: messages in zh-Hans (see core/src/l10n/mod.rs).

explain-risky-the-opponent-can = 有风险：对方能在那里吃子，而你无法反吃。
