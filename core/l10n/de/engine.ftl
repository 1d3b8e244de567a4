# engine: messages in de (see core/src/l10n/mod.rs).

engine-xiaolan-the-pupil = Schülerin Xiaolan
engine-meifang-the-actress = Darstellerin Meifang
engine-master-wang = Meister Wang
