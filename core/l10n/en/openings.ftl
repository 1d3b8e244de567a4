# openings: messages in en (see core/src/l10n/mod.rs).

opening-central-cannon = Central Cannon
opening-elephant = Elephant Opening
opening-soldier-advance = Soldier Advance
opening-horse = Horse Opening
opening-cross-palace-cannon = Cross-Palace Cannon
opening-palcorner-cannon = Palcorner Cannon
opening-edge-soldier = Edge Soldier Opening
opening-river-cannon = River Bank Cannon
opening-screen-horses = Screen Horses
opening-same-direction-cannons = Same Direction Cannons
opening-opposite-direction-cannons = Opposite Direction Cannons
opening-central-cannon-vs-screen-horses = Central Cannon vs Screen Horses
opening-central-cannon-vs-single-horse = Central Cannon vs Single Horse Defence
opening-central-cannon-vs-reverse-palace-horses = Central Cannon vs Reverse Palace Horses
opening-straight-chariot-vs-screen-horses = Central Cannon with Straight Chariot vs Screen Horses
opening-river-chariot-vs-screen-horses = Central Cannon with River-Crossing Chariot vs Screen Horses
opening-same-direction-straight-vs-horizontal = Same Direction Cannons: Straight vs Horizontal Chariot
opening-central-cannon-vs-halfway-opposite-cannon = Central Cannon vs Halfway Opposite Cannon
opening-soldier-advance-vs-cannon-behind-soldier = Soldier Advance vs Cannon Behind the Soldier
opening-mutual-soldier-advance = Mutual Soldier Advance
opening-elephant-vs-central-cannon = Elephant Opening vs Central Cannon
