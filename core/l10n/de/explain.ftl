# explain: messages in de (see core/src/l10n/mod.rs).

explain-risky-the-opponent-can = Riskant: Dort kann der Gegner den Stein schlagen, und du kannst nicht zurückschlagen.
