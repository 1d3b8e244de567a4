# engine: messages in en (see core/src/l10n/mod.rs).

engine-xiaolan-the-pupil = Xiaolan, the pupil
engine-meifang-the-actress = Meifang, the actress
engine-master-wang = Master Wang
