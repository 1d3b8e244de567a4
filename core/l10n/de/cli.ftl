# cli: messages in de (see core/src/l10n/mod.rs).
# The terminal app (`xiangqi`, crate xiangqi-cli). Values the user typed come escaped as Rust
# writes them (`\"`, `\n`), without quotes: the messages quote them. $langs is the list of
# language names the command line takes (`de, en` or `de|en`).

## The help (main.rs): one line per command, the options of some, and the frame around them.

cli-usage = Aufruf: xiangqi <Befehl> [Optionen]
cli-usage-commands = Befehle:
cli-usage-command = Aufruf: xiangqi { $name } { $args }
cli-usage-this-help = diese Hilfe
cli-usage-footer = xiangqi BEFEHL --help zeigt die Optionen eines Befehls.
cli-cmd-play = die App wie auf dem Telefon: gegen den Computer, zu zweit oder online (--server: die vorgeschlagene Serveradresse), Rätsel, Rätsel des Tages, Lektionen, Bilanz, Einstellungen; Zahlen wählen, was mit ihnen angezeigt wird; unbeendete Partien stehen auf dem Startbildschirm
cli-cmd-puzzle = ein Endspielrätsel (Matt in N, jeder Zug Schach) oder das Rätsel des Tages
cli-cmd-lesson = eine Lektion der Schule der Rollen (1 bis 10)
cli-cmd-online = gegen andere spielen: Wartesaal, Herausforderung, schnelle Partie, Live, meine Partien, Rätsel des Tages (Server: cargo run --release -p xiangqi-server)
cli-cmd-review = eine Partie auswerten: jeder Zug bewertet, der bessere Zug bei jedem Fehler, die Wendepunkte
cli-cmd-analyse = die besten Fortsetzungen einer Stellung
cli-cmd-moves = alle erlaubten Züge, einer je Zeile (ICCS, Reihen 0-9)
cli-cmd-perft = Anzahl der Blattknoten (letzte Zeile; Zeit auf stderr)
cli-cmd-status = ongoing | check | checkmate | stalemate
cli-cmd-fen = die normalisierte FEN
cli-cmd-judge = Urteil nach den Zügen: Wiederholung, Dauerschach, Dauerjagd, Remis
cli-cmd-notation = Züge in einer Schreibweise
cli-cmd-explain = Gangarten-Hilfe und Karte eines Steins
cli-cmd-pgn = PGN schreiben und lesen (import ohne DATEI oder mit -: von der Standardeingabe)
cli-cmd-uci = die Engine über das UCI-Protokoll (für Schach-Oberflächen)
cli-cmd-bench = Engine-Benchmark (letzte Zeile: Knoten und Knoten je Sekunde)
cli-cmd-best = der Zug, den eine Stufe spielen würde, mit Begründung
cli-cmd-render = eine Stellung als Bild, wie die Apps sie zeigen
cli-cmd-scene = die Szene einer Stellung: ihre Grundformen, ein Treffertest, die Texte für Bildschirmleser
cli-cmd-sound = ein Klang CUE als WAV (16 Bit, mono): gong (Schach), becken (Partieende), zug, schlag, ticken (Uhr), glockenspiel (Rätsel gelöst); --rate 8000 bis 192000, sonst 44100
cli-cmd-music = Musikstück N als WAV (1 Gong, 2 Shang, 3 Jue, 4 Zhi, 5 Yu): ohne --seconds genau ein Durchlauf, der sich nahtlos wiederholt, sonst die ersten S Sekunden, am Ende ausgeblendet
cli-cmd-puzzles = den Rätselkatalog prüfen oder aus Partien des Computers erzeugen
# A line that begins with a placeable loses its indentation: the JSON line has it in the literal.
cli-review-details =
    Wertet eine Partie aus: jeder Zug als bester, guter, Ungenauigkeit (?!), Fehler (?) oder
    grober Fehler (??) eingestuft, nach dem, was er gegenüber der Wahl der Engine verliert, mit
    dem besseren Zug und der Antwort des Gegners zu jedem Fehler, den Schlüsselmomenten und einer
    Zusammenfassung je Seite.
      --pgn FILE   eine Partie als PGN (- für die Standardeingabe)
      --game ID    eine gespeicherte Partie (ihre Auswertung wird mit ihr gespeichert und ohne
                   neue Suche wieder geöffnet)
      --db PATH    die Datenbank (sonst $XDG_DATA_HOME/xiangqi/xiangqi.db)
      --json       statt des Textes ein Objekt je Halbzug:
    {"               {"}"ply":1,"move":"h2e2","class":"best","better":null,"eval":32{"}"}
                   (Züge in ICCS; better: der Zug der Engine bei einem Fehler, sonst null; eval:
                   Hundertstel-Bauern aus Rots Sicht nach dem Zug, begrenzt auf +-3000, Matt an der
                   Grenze)
      --graph FILE der Bewertungsverlauf als SVG
      --lang LANG  die Sprache des Textes ({ $langs }; deutsche Schreibweise, WXF oder chinesisch); sonst die der Umgebung
      --nodes N    durchsuchte Knoten je Stellung (sonst 150000; das Ergebnis hängt davon ab)
cli-analyse-details =
    Die besten Fortsetzungen einer Stellung (Bewertung aus Sicht der Seite am Zug).
      --fen FEN      die Stellung
      --lines N      wie viele Fortsetzungen, 1..10 (sonst 3)
      --movetime MS  Bedenkzeit in Millisekunden (sonst 1000)
      --json         [{"{"}"moves":["h2e2",...],"score":35{"}"},...] (ICCS, Reihen 0-9; score in
                     Hundertstel-Bauern oder "mate N", N < 0, wenn die Seite am Zug matt wird)
      --style NAME   Schreibweise der Textausgabe: { $styles }
                     (sonst wxf)
cli-render-details =
    Optionen:
      --fen FEN                 die Stellung (sonst die Grundstellung)
      --moves M...              Züge von dort aus (jede Schreibweise); der letzte wird markiert
      --select P                der ausgewählte Stein (seine Gangarten-Hilfe mit --helper)
      --hint MOVE               der Pfeil eines Rats
      --stage buehne|probe|lackbrett
      --faces pictures|mixed|characters   Bilder, Bild mit Schriftzeichen, Schriftzeichen
      --bottom red|black        die Seite unten (sonst rot)
      --coords numbers|iccs|none   Linienzahlen, ICCS oder keine Beschriftung
      --size PX                 Breite der Fläche (sonst 720); Höhe das 1,1-Fache
      --height PX               Höhe der Fläche
      --helper                  die Gangarten-Hilfe zeichnen (erlaubte, gesperrte, riskante Ziele)
      --dangers                 bedrohte Steine der Seite unten zeichnen
      --out FILE                .svg oder .png
cli-scene-details =
      --json        die Grundformen der Szene und die Steine als JSON
      --hit X Y     der Punkt beim Pixel (X, Y), oder 'none'
      --a11y        was ein Bildschirmleser zu jedem Punkt sagt, in Lesereihenfolge
      --lang LANG   die Sprache der Texte von --a11y ({ $langs })
    Die übrigen Optionen wie bei 'xiangqi render --help'.
cli-puzzles-details =
    verify    beweist jedes Rätsel einer JSON-Zeilen-Datei neu; gibt 'N verified, M failed' aus
    generate  durchsucht Partien des Computers gegen sich selbst nach Matts mit Schach in jedem
              Zug; --count ist die Zahl der gewünschten Rätsel je Stufe (sonst 150); hört nach G
              Partien oder M Minuten früher auf; --append setzt die Rätsel in DATEI fort

## Errors of the command line (every command).

cli-missing-command = Befehl fehlt; siehe 'xiangqi help'
cli-unknown-command = unbekannter Befehl "{ $name }"; siehe 'xiangqi help'
cli-unknown-language = unbekannte Sprache "{ $value }" ({ $langs })
cli-needs-value = --{ $name } braucht einen Wert
cli-unknown-option = unbekannte Option --{ $name }; siehe --help
cli-unexpected-argument = unerwartetes Argument "{ $value }"
# The reason of a failed file operation: $kind names it (not-found, permission-denied,
# already-exists, is-a-directory, other); $system is the system's own text (in English).
cli-io-reason = { $kind ->
        [not-found] nicht gefunden
        [permission-denied] keine Berechtigung
        [already-exists] existiert schon
        [is-a-directory] ist ein Ordner
       *[other] { $system ->
           *[other] Ein-/Ausgabefehler
        }
    }
cli-cannot-create = { $path } lässt sich nicht anlegen: { $reason }
cli-cannot-read = { $path } lässt sich nicht lesen: { $reason }
cli-cannot-write = { $path } lässt sich nicht schreiben: { $reason }
cli-missing-fen = --fen FEN fehlt
# A move of the command line that cannot be played: $move is its number or its text.
cli-move-error = Zug { $move }: { $reason }
cli-not-iccs-move = Zug "{ $move }": kein ICCS-Zug (wie h2e2)

## The terminal's prompts and the database (term.rs).

cli-please-enter = Bitte eingeben: { $accepted }.
cli-yes-or-no = j oder n
cli-start-afresh = Neu beginnen? Die beschädigte Datei bleibt erhalten, und was sich noch lesen lässt, wird übernommen. [J/n]{ " " }
cli-nothing-changed = Nichts geändert: { $file } bleibt, wie es ist; ohne Neubeginn lässt sich damit nicht spielen.

## `xiangqi play` (play.rs, shell.rs).

cli-unknown-level = unbekannte Stufe "{ $value }" (easy, normal, strong)
cli-unknown-color = unbekannte Farbe "{ $value }" (red, black)
cli-unknown-mode = unbekannte Spielart "{ $value }" (computer, two)
cli-unknown-handicap = unbekannte Vorgabe "{ $value }" (chariot, cannon, horse, two-horses, nine)
cli-unknown-house-rule = unbekannte Hausregel "{ $value }" (check-only, stalemate-draw)
cli-unknown-computer-handicap = unbekannte Vorgabe des Computers "{ $value }" (horse, chariot, two-horses)
cli-unknown-clock = unbekannte Uhr "{ $value }" (none, 30, 60, 90, 120, 3+2, 10+5, 20+10, 45+15)
cli-seed-not-a-number = --seed braucht eine Zahl, nicht "{ $value }"
cli-unknown-notation = unbekannte Schreibweise "{ $value }" (short, words, coords, iccs, chinese)
cli-strong-ms-not-a-number = --strong-ms braucht Millisekunden, nicht "{ $value }"
cli-online-unavailable = Online-Spiel nicht verfügbar: { $reason }
# The shell's help (the command `hilfe`); the words in parentheses are the English commands.
cli-shell-help =
    Zahlen wählen, was mit ihnen angezeigt wird; N M wählt Möglichkeit M der Auswahl N.
    Züge in jeder Schreibweise: h2e2, h3-e3, K2.5, 炮二平五, "Kanone auf Linie 5".
    Befehle: zurück (undo), rat (hint), remis (draw), aufgeben (resign), lösung (solution),
             weiter (next), nochmal (retry), erkläre PUNKT (Karte, z. B. erkläre h2),
             tippe PUNKT (tap), züge (moves), brett (board), ja/nein (Frage beantworten),
             schreibweise kurz|worte|koordinaten|iccs|chinesisch (notation),
             verlassen (back: Bildschirm verlassen), hilfe (help),
             ende (quit; alles bleibt gespeichert).
    In der Partie: < und > gehen durch die Züge (die Partie bleibt, wie sie ist), << zum
             Anfang, >> zurück zur Partie; menü (menu), drehen (flip: Brett drehen),
             teilen (share).
cli-solution = Lösung: { $moves }
cli-form-footer = (N M wählt Möglichkeit M der Auswahl N; N allein zeigt die Möglichkeiten.)
cli-change-text = (ändern: { $n } TEXT)
cli-not-possible-now = (Jetzt nicht möglich.)
cli-give-a-point = Bitte einen Punkt wie h2 angeben.
cli-notations = Schreibweisen: kurz, worte, koordinaten, iccs, chinesisch.
cli-enter-a-number = Bitte eine der Zahlen eingeben (hilfe zeigt alles).
cli-type-the-text = Schreib { $n } und dahinter den Text.
cli-number-not-on-offer = Diese Zahl steht nicht zur Wahl.

## `xiangqi puzzle` and `xiangqi lesson` (learn_cmds.rs).

cli-bad-puzzle-level = --level: 1 bis 5, nicht "{ $value }"
cli-bad-date = --date: "{ $value }" ist kein Datum der Form JJJJ-MM-TT
cli-daily-heading = Rätsel des Tages { $date }: { $id } (Matt in { $level }), Serie: { $streak }
cli-daily-played = Heute schon gespielt: { $score } Punkte – nur der erste Versuch zählt.
cli-daily-in-progress = Dein Versuch läuft weiter (mit seiner Zeit und seinen Fehlversuchen).
cli-puzzle-heading = Rätsel { $id } – Rot setzt matt in { $level }. Jeder rote Zug muss Schach bieten.
cli-puzzle-solved = Gelöst!
cli-puzzle-mate-with-help = Matt – aber mit Tipp oder Lösung zählt das Rätsel als nicht gelöst.
cli-puzzle-points = Punkte: { $score }
cli-puzzle-prompt = Zug (tipp, lösung, ende) >{ " " }
cli-wrong-try = { $check ->
        [yes] Schach, aber kein erzwungenes Matt – Fehlversuch.
       *[no] Jeder Zug muss Schach bieten – Fehlversuch.
    }
cli-black-replies = Schwarz: { $move }
cli-lesson-usage = Aufruf: xiangqi lesson N [--db PFAD] [--lang { $langs }] (N = 1 bis 10)
cli-lesson-number = Nummer einer Lektion erwartet (1 bis 10), nicht "{ $value }"
cli-lesson-heading = Lektion { $number }: { $title }
cli-lesson-prompt = Zug (tipp, ende) >{ " " }
cli-lesson-no-hint = Kein Tipp von hier aus – fang die Aufgabe neu an.

## `xiangqi review` and `xiangqi analyse` (review_cmds.rs).

cli-bad-number = ungültige { $what ->
        [nodes] Knotenzahl
        [game] Partienummer
        [lines] Zahl der Fortsetzungen
       *[movetime] Bedenkzeit
    } "{ $value }"
cli-pgn-or-game = bitte entweder --pgn oder --game, nicht beides
cli-missing-pgn-or-game = --pgn DATEI oder --game ID fehlt
cli-no-such-database = { $path }: diese Datenbank gibt es nicht
cli-review-progress = Auswertung: Halbzug { $ply } von { $plies }
cli-review-better = besser { $move }: { $reason }
cli-review-then = danach { $move }: { $reason }
cli-review-key-moments = Schlüsselmomente:
cli-bad-line-count = ungültige Zahl der Fortsetzungen { $lines } (1..{ $max })
cli-analyse-unknown-style = unbekannte Schreibweise "{ $value }" ({ $styles })

## `notation`, `explain`, `pgn` (notation_cmds.rs).

cli-unknown-style = unbekannte Schreibweise "{ $value }"; möglich: { $styles }
cli-missing-point = PUNKT fehlt (wie h2)
cli-not-a-point = kein Punkt (a0..i9): "{ $value }"
cli-no-piece-on = auf { $point } steht kein Stein
cli-dangers = Gefahren für { color-name }: { $points }
cli-missing-pgn-command = 'export' oder 'import' fehlt
cli-unknown-pgn-command = unbekannter pgn-Befehl "{ $value }"; möglich: export|import
cli-unknown-pgn-style = unbekannte PGN-Schreibweise "{ $value }"; möglich: wxf|iccs
cli-bad-result = ungültiges Ergebnis "{ $value }"; möglich: 1-0|0-1|1/2-1/2|*

## `judge` (game_cmds.rs) and `moves`, `perft`, `status`, `fen` (rules_cmds.rs).

cli-fen-or-handicap = --fen und --handicap schließen einander aus
cli-judge-unknown-handicap = unbekannte Vorgabe "{ $value }" (chariot, cannon, horse, two-horses, nine oder black-<Name>)
cli-judge-unknown-house-rule = unbekannte Hausregel "{ $value }" (check-only, stalemate-draw)
cli-ply-not-iccs = Halbzug { $ply } ({ $move }): kein ICCS-Zug (wie h2e2)
cli-ply-game-over = Halbzug { $ply } ({ $move }): die Partie ist schon vorbei ({ $summary })
cli-ply-illegal = Halbzug { $ply } ({ $move }): nicht erlaubt: { $reason }
cli-missing-depth = TIEFE fehlt
cli-bad-perft-depth = TIEFE muss eine Zahl 0..12 sein, nicht "{ $value }"

## `uci`, `bench`, `best` (engine_cmds.rs).

cli-bad-depth = ungültige Tiefe "{ $value }" (1..64)
cli-bad-hash = ungültige Größe der Tabelle "{ $value }" ({ $min }..{ $max } MiB)
cli-best-unknown-level = unbekannte Stufe "{ $value }" ({ $names })
cli-bad-movetime = ungültige Bedenkzeit "{ $value }" (Millisekunden)
cli-bad-seed = ungültiger Startwert "{ $value }"
cli-uci-no-arguments = uci nimmt keine Argumente, nicht "{ $value }"

## `render` and `scene` (scene_cmds.rs).

cli-hit-needs-numbers = --hit braucht zwei Zahlen: X Y
cli-hit-not-a-number = --hit braucht zwei Zahlen: X Y, nicht "{ $value }"
cli-pixels-not-a-number = --{ $name } braucht eine Zahl von Pixeln, nicht "{ $value }"
cli-pixels-out-of-range = --{ $name } muss zwischen { $min } und { $max } Pixeln liegen
# $name is the option (bottom, stage, faces, coords); $names its values.
cli-unknown-choice = unbekannter Wert "{ $value }" für --{ $name }; möglich: { $names }
cli-select-not-a-point = --select braucht einen Punkt wie h2, nicht "{ $value }"
cli-select-no-piece = --select { $point }: dort steht kein Stein
cli-picture-no-memory = kein Speicher für das Bild
cli-render-missing-out = --out DATEI.svg|DATEI.png fehlt; siehe 'xiangqi render --help'
cli-render-bad-out = --out "{ $value }": bitte eine .svg- oder .png-Datei
cli-scene-what = bitte sagen, was ausgegeben wird: --json, --hit X Y oder --a11y; siehe 'xiangqi scene --help'

## `sound` and `music` (sound_cmds.rs).

cli-bad-rate = --rate: keine Zahl von Hz: "{ $value }"
cli-missing-wav-out = --out DATEI.wav fehlt
# The one argument of `sound` ($what = cue) and `music` ($what = piece).
cli-positional-name = { $what ->
        [cue] KLANG (gong, becken, zug, schlag, ticken, glockenspiel)
       *[piece] Stücknummer N (1 bis 5)
    }
cli-missing-positional = { cli-positional-name } fehlt
cli-one-positional = ein Argument { cli-positional-name } erwartet, nicht { $n }
cli-bad-piece-number = keine Stücknummer (1 bis 5): "{ $value }"
cli-bad-seconds = --seconds: eine Zahl größer als 0 und höchstens { $max }, nicht "{ $value }"

## `puzzles verify|generate` (puzzle_cmds.rs).

cli-puzzles-missing-command = verify oder generate fehlt; siehe 'xiangqi puzzles --help'
cli-puzzles-unknown-command = unbekannter Unterbefehl "{ $value }"; siehe 'xiangqi puzzles --help'
cli-verify-needs-file = puzzles verify braucht genau eine DATEI
cli-verify-failed = { $failed } Rätsel nicht bestätigt
cli-not-a-number = --{ $name }: keine Zahl: "{ $value }"
cli-generate-needs-out = puzzles generate braucht --out DATEI
cli-bad-chooser = --chooser: engine oder material, nicht "{ $value }"

## `xiangqi online` (online_cmds.rs): the server's events and the command's answers.

cli-online-unknown-argument = unbekannte Option "{ $value }"; siehe --help
cli-online-needs-server = online braucht --server URL
cli-online-bad-proposal = ungültige Angabe "{ $value }" (Bedenkzeit, rated|friendly, Einsatz)
cli-online-connected = Verbunden mit dem Server.
cli-online-disconnected = Verbindung verloren ({ $reason }); neuer Versuch in { $ms } ms.
cli-online-closed = Getrennt.
cli-online-welcome = Willkommen, { $name }: Elo { $elo }, Punkte { $points }, Taler { $taler }.
cli-online-resume = Deine Partie { $game } läuft noch: sie wird fortgesetzt.
cli-online-lobby = Im Wartesaal:
cli-online-status = { $status ->
        [idle] frei
        [seeking] sucht
       *[playing] spielt
    }
cli-online-kind = { $rated ->
        [yes] gewertet
       *[no] Freundschaft
    }
cli-online-challenge = Herausforderung { $id }: { $from } gegen { $to }, { $time }, { cli-online-kind }, Einsatz { $stake } Taler, Rot: { $red } (Fassung { $revision }; angenommen von: { $accepted }). 'accept', 'decline' oder 'swap'.
cli-online-challenge-closed = Herausforderung { $id } beendet: { $reason }.
cli-online-seeking = Suche einen Gegner ({ $time }) ...
cli-online-seek-cancelled = Suche abgebrochen.
cli-online-started = Partie { $game } beginnt: du spielst { color-name }.
cli-online-game = Partie { $id }: { $red } (Rot, { $red_elo }) gegen { $black } (Schwarz, { $black_elo }), { cli-online-kind }.
cli-online-clocks = Uhr: Rot { $red }, Schwarz { $black }.
cli-online-your-turn = Du bist am Zug.
cli-online-warning = Achtung: Wiederholung ({ $kind }).
cli-online-draw-offered = { color-name } bietet Remis an ('draw' nimmt an, 'nodraw' lehnt ab).
cli-online-draw-declined = { color-name } lehnt das Remis ab.
cli-online-takeback-offered = { color-name } bittet um Zugrücknahme ('takeback' stimmt zu, 'notakeback' lehnt ab).
cli-online-takeback-declined = { color-name } lehnt die Zugrücknahme ab.
cli-online-taken-back = Zurückgenommen: { $plies ->
        [one] { $plies } Halbzug bleibt.
       *[other] { $plies } Halbzüge bleiben.
    }
cli-online-absent = { color-name } ist weg; verliert ohne Rückkehr um { $until }.
cli-online-back = { color-name } ist zurück.
# $result: red_wins, black_wins or draw (the protocol's names); $reason the protocol's name.
cli-online-result = { $result ->
        [red_wins] { online-red-wins }
        [black_wins] { online-black-wins }
       *[draw] { online-draw }
    }
cli-online-ended = Partie beendet: { cli-online-result } ({ $reason }){ $counted ->
        [yes] ; Punkte { $points }, Elo { $elo }, Taler { $taler }
       *[no] ; ungewertet
    }.
cli-online-account = Jetzt: Elo { $elo }, Punkte { $points }, Taler { $taler }.
cli-online-error = Fehler: { $message } ({ $code }).
cli-online-daily = Rätsel des Tages { $date } ({ $id }): Matt in { $level }. Fehlversuche: { $wrong }.
cli-online-daily-wrong = { $move } führt nicht zum Matt (Fehlversuche: { $wrong }).
cli-online-daily-continue = { $move } – Antwort: { $reply }.
cli-online-daily-mate = { $move } – Matt!
cli-online-daily-done = Ergebnis { $solved ->
        [yes] gelöst
       *[no] nicht gelöst
    }: { $score } Punkte, { $wrong } Fehlversuche, { $seconds } s, Serie { $streak }. Lösung: { $solution }
cli-online-no-game = Keine laufende Partie.
cli-online-no-challenge = Keine offene Herausforderung.
cli-online-unknown = Unbekannter Befehl; 'help' zeigt alle.
cli-online-registered = Konto { $name } angelegt; der Schlüssel liegt in { $file }.
cli-online-need-name = Noch kein Konto für diesen Server: --name NAME legt eines an.
cli-online-my-game = #{ $id } { $red } – { $black }, { cli-online-kind }, { $moves } Züge, { cli-online-result } ({ $reason })
cli-online-stats = { $name }: { $games } Partien, { $wins } S / { $draws } R / { $losses } N; als Rot { $red_wins }/{ $red_draws }/{ $red_losses }, als Schwarz { $black_wins }/{ $black_draws }/{ $black_losses }; Elo-Verlauf: { $elo_history }; Rätsel-Serie { $streak }
cli-online-live = Laufend: #{ $id } { $red } – { $black }, { $time }, { $plies } Halbzüge
cli-online-help = Befehle: lobby | challenge NAME [3+2|10+5|20+10|45+15] [rated|friendly] [STAKE] | accept | decline | swap | quick [ZEIT] [rated|friendly] | cancel | ZUG (z. B. h2e2) | board | draw | nodraw | resign | takeback | notakeback | live | watch ID | games | stats [NAME] | daily | giveup | quit
