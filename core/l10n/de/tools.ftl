# tools: messages in de (see core/src/l10n/mod.rs).

tools-after-ply = Nach Halbzug { $ply }
tools-reviewing-move-of = Werte Zug { $ply } von { $plies } aus …
tools-review-starting = Auswertung beginnt …
tools-review = Auswertung
tools-analyse = Analysieren
tools-share = Teilen
tools-position-to-analyse = Stellung zur Analyse
tools-depth-thinking = Tiefe { $depth } · rechnet …
tools-depth-done = Tiefe { $depth } · fertig
tools-thinking = Rechnet …
tools-analysis = Analyse
tools-stop = Anhalten
tools-more-lines = Mehr Linien
tools-fewer-lines = Weniger Linien
tools-my-position = Eigene Stellung
tools-none-of-this-piece = Von diesem Stein ist keiner mehr übrig.
tools-set-up-a-position = Stellung aufbauen
tools-to-move = Am Zug
tools-eraser = Radierer
tools-clear = Leeren
tools-start-position = Grundstellung
tools-play-from-here = Von hier spielen
# The review's line for a move: "12. Rot: P2+3 – Fehler".
tools-reviewed-move = { $number }. { $who }: { $mv } – { $label }
tools-reviewed-move-better = { $number }. { $who }: { $mv } – { $label }. Besser: { $better } ({ $reason })
# The review's steps through the game.
tools-first = Anfang
tools-back = Zurück
tools-forward = Weiter
tools-last = Ende
