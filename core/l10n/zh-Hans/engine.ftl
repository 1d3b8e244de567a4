# engine: messages in zh-Hans (see core/src/l10n/mod.rs).

engine-xiaolan-the-pupil = 小兰，学徒
engine-meifang-the-actress = 美芳，演员
engine-master-wang = 王大师
