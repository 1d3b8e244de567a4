# errors: messages in de (see core/src/l10n/mod.rs).

error-not-a-move = „{ $text }“ ist kein Zug in einer bekannten Schreibweise.
error-not-legal-here = „{ $text }“ ist hier kein erlaubter Zug.
error-ambiguous = „{ $text }“ ist mehrdeutig: { $list }.
error-list-or = { $a } oder { $b }
error-move-not-legal-why = { $mv } ist hier kein erlaubter Zug. { $why }
error-puzzle-over = Das Rätsel ist vorbei.
error-no-engine-move = Der Computer konnte keinen Zug finden.
error-unknown-setup = Unbekannte Aufstellung „{ $name }“.
error-bad-fen = Diese FEN lässt sich nicht lesen: { $why }.
error-stored-game-damaged = Die gespeicherte Partie { $id } ist beschädigt und lässt sich nicht nachspielen.
error-no-such-puzzle = Dieses Rätsel gibt es nicht.
error-bad-date = „{ $date }“ ist kein Datum der Form JJJJ-MM-TT.
error-daily-unverifiable = Das Rätsel des Tages lässt sich nicht prüfen.
error-no-such-lesson = Lektion { $n } gibt es nicht; die Lektionen sind 1 bis 10.
error-lesson-damaged = Diese Lektion ist beschädigt.
error-no-puzzle-id = Das Rätsel „{ $id }“ gibt es nicht.
error-no-puzzle-level = Rätselstufe { $n } gibt es nicht; die Stufen sind 1 bis 5.
error-move-at-ply-illegal = Der Zug { $mv } (Halbzug { $ply }) ist nicht erlaubt.
error-review-cancelled = Die Auswertung wurde abgebrochen.
error-bad-pgn = Dieses PGN lässt sich nicht lesen: { $e }.
error-no-piece-on = Auf { $s } steht kein Stein.
error-too-many-lines = { $asked } Fortsetzungen gehen nicht; 1 bis { $max }.
error-analysis-needs-limit = Eine Analyse braucht eine Zeit oder eine Tiefe.
error-engine-busy = Der Computer kann gerade nicht rechnen.
error-no-such-ply = Die Partie hat keinen Halbzug { $n }.
error-not-a-square = „{ $text }“ ist kein Punkt des Bretts (a0 bis i9).
error-not-iccs = „{ $text }“ ist kein Zug in ICCS-Schreibweise (etwa h2e2).
error-game-over = Die Partie ist vorbei.
error-nothing-to-undo = Es gibt keinen Zug zum Zurücknehmen.
error-handicap-either = Bitte entweder eine Vorgabe am Tisch oder eine Vorgabe des Computers wählen.
error-computer-handicap-needs-computer = Eine Vorgabe des Computers gibt es nur in Partien gegen den Computer.
error-store-busy = Eine andere Kopie der App benutzt gerade die Datenbank; bitte gleich noch einmal versuchen.
error-store-continued-elsewhere = Diese Partie ist auch anderswo geöffnet und wurde dort weitergespielt; sie wird neu geladen.
error-store-not-found = Die Partie { $id } gibt es nicht.
error-store-invalid-input = Ungültige Eingabe: { $d }.
error-store-invalid-backup = Die Sicherung ist ungültig: { $d }.
error-store-read-only = Die Datenbank lässt sich nicht schreiben (schreibgeschützt).
error-iron-forest-chariot = Eiserner Stein: Der Waldwagen auf { $square } darf nicht geschlagen werden, solange er dort steht.
error-piece-of-other-side = Der Stein auf { $s } gehört der anderen Seite.
error-cannot-move-there = Der Stein auf { $from } kann nicht nach { $to } ziehen.
error-own-general-exposed = Danach stünde dein General im Schach oder dem anderen General gegenüber.
error-not-legal-here-why = „{ $text }“ ist hier kein erlaubter Zug. { $why }
error-not-your-turn = Du bist nicht am Zug.
# $detail: SQLite's own words (English); only the English text quotes them.
error-store-corrupt = { $detail ->
       *[other] Die Datenbank ist beschädigt oder gehört nicht zu dieser App.
    }
error-store-newer-version = Die Datenbank stammt von einer neueren Version der App (Version { $found }, diese kennt bis { $supported }); bitte die App aktualisieren.
# $kind: not-found, permission-denied, already-exists or other; $detail: the system's own
# words (English), which only the English text quotes.
error-store-io = Die Datei { $path } lässt sich nicht schreiben oder lesen ({ $detail ->
       *[other] { $kind ->
            [not-found] nicht gefunden
            [permission-denied] keine Berechtigung
            [already-exists] existiert schon
           *[other] Ein-/Ausgabefehler
        }
    }).
error-store-read-only-at = Die Datenbank { $path } lässt sich nicht schreiben (schreibgeschützt); bitte die Schreibrechte der Datei und ihres Ordners prüfen.
# $detail: SQLite's own words (English); only the English text quotes them.
error-store-sqlite = { $detail ->
       *[other] Die Datenbank meldet einen Fehler.
    }
# $kind: the piece (general, advisor, …); the German sentence says "der Stein".
error-iron-piece = { $kind ->
       *[other] Eiserner Stein: Der Stein auf { $square } darf erst geschlagen werden, wenn er gezogen hat.
    }

## FEN text that cannot be read (fen::FenSyntaxError); $letter, $side and $counter come quoted.
fen-error-empty = die FEN ist leer
fen-error-field-count = die FEN hat { $fields } Felder; erwartet: Brett und Seite am Zug, wahlweise zwei Striche und zwei Zähler (2 bis 6 Felder)
fen-error-rank-count = das Brett der FEN hat { $ranks } Reihen; erwartet: 10, getrennt durch '/'
fen-error-rank-width = die Reihe { $rank } der FEN (von Schwarz' Grundreihe an gezählt, 1..10) ist { $width } Punkte breit; erwartet: 9
fen-error-unknown-piece = unbekannter Buchstabe { $letter } für einen Stein in der FEN (K A B/E N/H R C P)
fen-error-bad-side = ungültige Seite am Zug { $side } in der FEN (w oder r für Rot, b für Schwarz)
fen-error-bad-counter = ungültiger Zugzähler { $counter } in der FEN
