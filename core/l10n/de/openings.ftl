# openings: messages in de (see core/src/l10n/mod.rs).

opening-central-cannon = Mittelkanone
opening-elephant = Elefanteneröffnung
opening-soldier-advance = Soldatenvorstoß
opening-horse = Pferderöffnung
opening-cross-palace-cannon = Kanone quer durch den Palast
opening-palcorner-cannon = Palastecken-Kanone
opening-edge-soldier = Randsoldat-Eröffnung
opening-river-cannon = Flusskanone
opening-screen-horses = Paravent-Pferde
opening-same-direction-cannons = Gleichlaufende Kanonen
opening-opposite-direction-cannons = Gegenlaufende Kanonen
opening-central-cannon-vs-screen-horses = Mittelkanone gegen Paravent-Pferde
opening-central-cannon-vs-single-horse = Mittelkanone gegen Einzelpferd
opening-central-cannon-vs-reverse-palace-horses = Mittelkanone gegen umgekehrte Palastpferde
opening-straight-chariot-vs-screen-horses = Mittelkanone mit geradem Wagen gegen Paravent-Pferde
opening-river-chariot-vs-screen-horses = Mittelkanone mit Flusswagen gegen Paravent-Pferde
opening-same-direction-straight-vs-horizontal = Gleichlaufende Kanonen: gerader gegen querer Wagen
opening-central-cannon-vs-halfway-opposite-cannon = Mittelkanone gegen späte Gegenkanone
opening-soldier-advance-vs-cannon-behind-soldier = Soldatenvorstoß gegen Kanone hinter dem Soldaten
opening-mutual-soldier-advance = Beidseitiger Soldatenvorstoß
opening-elephant-vs-central-cannon = Elefanteneröffnung gegen Mittelkanone
