# tools: messages in de (see core/src/l10n/mod.rs).

tools-after-ply = Nach Halbzug { $arg1 }
tools-better = . Besser: { $better } ({ $reason })
tools-reviewing-move-of = Werte Zug { $arg1 } von { $arg2 } aus …
tools-review-starting = Auswertung beginnt …
tools-review = Auswertung
tools-analyse = Analysieren
tools-share = Teilen
tools-position-to-analyse = Stellung zur Analyse
tools-depth-thinking = Tiefe { $arg1 } · rechnet …
tools-depth-done = Tiefe { $arg1 } · fertig
tools-thinking = Rechnet …
tools-analysis = Analyse
tools-stop = Anhalten
tools-more-lines = Mehr Linien
tools-fewer-lines = Weniger Linien
tools-my-position = Eigene Stellung
tools-none-of-this-piece = Von diesem Stein ist keiner mehr übrig.
tools-set-up-a-position = Stellung aufbauen
tools-to-move = Am Zug
tools-red = Rot
tools-black = Schwarz
tools-eraser = Radierer
tools-clear = Leeren
tools-start-position = Grundstellung
tools-play-from-here = Von hier spielen
