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
game-handicap-the-computer = dem Computer
game-damaged-file-moved = Die beschädigte Datei liegt jetzt unter { $path }.{" "}
game-clock-line = { $label }: { $text }
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
game-red = Rot
game-black = Schwarz
game-to-move = { $who } am Zug
game-to-move-check = { $who } am Zug – Schach!
game-draw = Remis: { $why }
game-two-players = Zu zweit
game-own-position = eigene Stellung
game-perpetual-check-only = nur Dauerschach
game-stalemate-is-a-draw = Patt ist remis
game-house-rules = Hausregeln
game-clock = Uhr
game-a-chariot = ein Wagen
game-a-cannon = eine Kanone
game-a-horse = ein Pferd
game-both-horses = beide Pferde
game-soldiers-elephants-and-advisors = Soldaten, Elefanten und Leibwachen
game-per-move = je Zug
game-games-could-not-be = {" "}{ $n } Partien ließen sich nicht mehr lesen.
game-the-settings = , die Einstellungen
game-1-game = 1 Partie
game-games = { $n } Partien
game-carried-over-and-puzzle = { $kept }Übernommen: { $games }{ $settings } und { $arg1 } Einträge zu Rätseln und Lektionen.{ $lost }
