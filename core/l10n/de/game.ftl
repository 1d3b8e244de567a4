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
game-moves = Züge
game-looking-for-a-hint = Suche einen Rat …
game-undo = Zurück
game-hint = Rat
game-offer-a-draw = Remis anbieten
game-share-position = Stellung teilen
game-new-game = Neue Partie
game-review-the-game = Partie auswerten
game-analyse-position = Stellung analysieren
game-home = Zum Start
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
