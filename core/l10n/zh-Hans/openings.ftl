# openings: messages in zh-Hans (see core/src/l10n/mod.rs).

opening-central-cannon = 中炮
opening-elephant = 飞相局
opening-soldier-advance = 仙人指路
opening-horse = 起马局
opening-cross-palace-cannon = 过宫炮
opening-palcorner-cannon = 士角炮
opening-edge-soldier = 边兵局
opening-river-cannon = 巡河炮
opening-screen-horses = 屏风马
opening-same-direction-cannons = 顺炮
opening-opposite-direction-cannons = 列炮
opening-central-cannon-vs-screen-horses = 中炮对屏风马
opening-central-cannon-vs-single-horse = 中炮对单提马
opening-central-cannon-vs-reverse-palace-horses = 中炮对反宫马
opening-straight-chariot-vs-screen-horses = 中炮直车对屏风马
opening-river-chariot-vs-screen-horses = 中炮过河车对屏风马
opening-same-direction-straight-vs-horizontal = 顺炮直车对横车
opening-central-cannon-vs-halfway-opposite-cannon = 中炮对半途列炮
opening-soldier-advance-vs-cannon-behind-soldier = 仙人指路对卒底炮
opening-mutual-soldier-advance = 对兵局
opening-elephant-vs-central-cannon = 飞相局对中炮
