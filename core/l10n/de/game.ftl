# game: messages in de (see core/src/l10n/mod.rs).

game-end-reason = { $reason -> 
        [checkmate] Matt
        [stalemate] Patt
        [perpetual-check] Dauerschach
        [perpetual-chase] Dauerjagd
        [repetition] Stellungswiederholung
        [no-attackers] keine Angreifer mehr
        [move-limit] 60 Züge ohne Schlag
        [agreement] Einigung
        [resignation] Aufgabe
        [timeout] Zeit abgelaufen
        [timeout-no-attackers] Zeit abgelaufen, Gegner ohne Angreifer
       *[forfeit] Partie verlassen
    }
game-wins = { $who } gewinnt: { $why }
game-repetition-warning = { $kind -> 
        [perpetual-check] Achtung: { $who } wiederholt mit Dauerschach – beim dritten Mal verliert { $who }.
        [perpetual-chase] Achtung: { $who } wiederholt mit Dauerjagd – beim dritten Mal verliert { $who }.
       *[draw] Stellung zum zweiten Mal: { $who } wiederholt – beim dritten Mal ist es remis.
    }
game-against = Gegen { $name } · du spielst { $you }
game-draw-declined = Remis abgelehnt.
game-resign = Aufgeben
game-play-on = Weiterspielen
game-accept-the-draw = Remis annehmen
game-decline = Ablehnen
game-looking-for-a-hint = Suche einen Rat …
game-undo = Zurück
game-hint = Rat
game-offer-a-draw = Remis anbieten
game-share-position = Stellung teilen
game-new-game = Neue Partie
game-review-the-game = Partie auswerten
game-analyse-position = Stellung analysieren
game-to-move = { $who } am Zug
game-to-move-check = { $who } am Zug – Schach!
game-draw = Remis: { $why }
game-two-players = Zu zweit
game-own-position = eigene Stellung

## The game's heading (texts::game_title): its parts are joined by " · ".
# $giver: computer (against the computer, when it gives the handicap), red or black.
game-handicap = Vorgabe: { $giver ->
        [computer] dem Computer
        [red] Rot
       *[black] Schwarz
    } { $handicap ->
        [two-horses] fehlen
        [nine] fehlen
       *[other] fehlt
    } { $handicap ->
        [chariot] ein Wagen
        [cannon] eine Kanone
        [horse] ein Pferd
        [two-horses] beide Pferde
       *[nine] Soldaten, Elefanten und Leibwachen
    }
game-house-rules-line = Hausregeln: { $rules ->
        [check-only] nur Dauerschach
        [stalemate-draw] Patt ist remis
       *[both] nur Dauerschach, Patt ist remis
    }
game-clock-line = Uhr: { $clock }
game-clock-per-move = { $s } s je Zug
# The computer's move, said and shown: "Meifang: Pferd vor".
game-computer-moved = { $who }: { $mv }
# The caption of a shared position: the game's heading and its status line.
game-share-caption = { $title } – { $status }
# The banner after a damaged database was moved aside and a fresh one started.
game-recovered = { $moved ->
        [yes] Die beschädigte Datei liegt jetzt unter { $path }.{" "}
       *[no] {""}
    }Übernommen: { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    }{ $settings ->
        [yes] , die Einstellungen
       *[no] {""}
    } und { $progress } Einträge zu Rätseln und Lektionen.{ $lost ->
        [0] {""}
        [one] {" "}1 Partie ließ sich nicht mehr lesen.
       *[other] {" "}{ $lost } Partien ließen sich nicht mehr lesen.
    }
# The board screens: player strips, the move strip, the icon bar, the menu, the legend and
# the result sheet.
game-title-against = Gegen { $who }
game-menu = Menü
game-flip-board = Brett drehen
game-settings = Einstellungen
game-rematch = Revanche
game-share = Teilen
# The player at the bottom, against the computer.
strip-you = Du
# The grace period on a strip's clock: seconds left.
strip-grace = Nachfrist { $s } s
# A strip read by the screen reader; "none" where a part is missing.
strip-accessibility = { $name }{ $detail ->
        [none] {""}
       *[other] , { $detail }
    }{ $material ->
        [0] {""}
       *[other] , { $material } Punkte vorn
    }{ $clock ->
        [none] {""}
       *[other] , noch { $clock }
    }
moves-stepping = Zug { $ply } von { $total }
moves-back-to-game = Zurück zur Partie
moves-step-back = Zug zurück
moves-step-forward = Zug vor
legend-title = Was die Zeichen bedeuten
legend-mark = { $mark ->
        [last-move] Der letzte Zug: woher er kam und wohin er ging
        [selection] Die Figur, die du aufgenommen hast
        [target] Wohin sie ziehen kann
        [capture] Was sie schlagen kann
        [check] Die Figur, die Schach gibt
        [blocked] Wohin sie nicht ziehen kann
        [blocker] Die Figur, die ihr im Weg steht
       *[danger] Deine Figur ist angegriffen und ungedeckt
    }
legend-got-it = Verstanden
result-headline = { $outcome ->
        [won] Du hast gewonnen
        [lost] Du hast verloren
        [side] { $who } gewinnt
       *[drawn] Remis
    }
result-reason = { $reason ->
        [checkmate] Matt
        [stalemate] Kein Zug mehr
        [perpetual-check] Dauerschach
        [perpetual-chase] Dauerjagd
        [repetition] Wiederholung
        [no-attackers] Keine Angreifer mehr
        [move-limit] 60 Züge ohne Schlagen
        [agreement] Einigung
        [resignation] Aufgegeben
        [timeout] Zeit abgelaufen
        [timeout-no-attackers] Zeit abgelaufen, Gegner ohne Angreifer
       *[forfeit] Partie verlassen
    }
result-record = Gegen { $who }: { $record }
game-result = Ergebnis
game-close-result = Brett zeigen
