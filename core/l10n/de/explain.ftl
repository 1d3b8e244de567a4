# explain: messages in de (see core/src/l10n/mod.rs).

explain-risky-the-opponent-can = Riskant: Dort kann der Gegner den Stein schlagen, und du kannst nicht zurückschlagen.

## Why a point is not a legal target (explain::BlockReason): its short name (also what the
## status line starts with), and the status line (explain::status_line). $mover is the
## moving piece's kind (the river stops elephants and soldiers differently).
explain-block-name = { $reason ->
        [horse-leg] Fußangel
        [elephant-eye] Elefantenauge
        [river] Fluss
        [palace] Palast
        [check] Schach
        [flying-general] Fliegender General
        [iron-piece] Eiserner Stein
        [own-piece] Eigener Stein
        [cannon-no-screen] Kein Schirm
       *[cannon-screens] Zu viele Schirme
    }
explain-status-line = { explain-block-name }: { $reason ->
        [horse-leg] Ein Stein steht direkt neben dem Pferd und sperrt diesen Weg.
        [elephant-eye] Der Punkt dazwischen ist besetzt.
        [river] { $mover ->
            [soldier] Seitwärts darf der Soldat erst nach dem Fluss ziehen.
           *[other] Der Elefant bleibt auf seiner Seite des Flusses.
        }
        [palace] General und Leibwachen verlassen den Palast nicht.
        [check] Danach stünde dein General im Schach.
        [flying-general] Die Generäle stünden sich ohne Stein dazwischen gegenüber.
        [iron-piece] Dieser Stein darf noch nicht geschlagen werden.
        [own-piece] Dort steht schon ein eigener Stein.
        [cannon-no-screen] Die Kanone schlägt nur, wenn genau ein Stein dazwischen steht.
       *[cannon-screens] Die Kanone schlägt nur über genau einen Stein.
    }

## How a piece moves (explain::gait).
explain-gait = { $kind ->
        [general] Zieht einen Punkt gerade und verlässt nie den Palast. Die Generäle dürfen sich nie ohne Stein dazwischen gegenüberstehen.
        [advisor] Zieht einen Punkt schräg, nur im Palast.
        [elephant] Zieht genau zwei Punkte schräg und bleibt auf seiner Seite des Flusses. Ein Stein auf dem Auge dazwischen sperrt den Weg.
        [horse] Zieht einen Punkt gerade und dann einen schräg nach außen. Ein Stein auf dem ersten Punkt (Fußangel) sperrt beide Ziele dahinter.
        [chariot] Zieht beliebig weit gerade, solange der Weg frei ist.
        [cannon] Zieht wie der Wagen; schlagen kann sie nur, indem sie genau einen Stein (den Schirm) überspringt.
       *[soldier] Zieht einen Punkt vorwärts; nach dem Fluss auch seitwärts. Nie zurück.
    }

## The move helper and the piece card as readable lines (explain::render_help,
## explain::render_card). Points are ICCS ("b0"); a list of points is joined with spaces.
# The first line: the piece with its colour and its point.
explain-piece-on = { $kind ->
        [general] General
        [advisor] Leibwache
        [elephant] Elefant
        [horse] Pferd
        [chariot] Wagen
        [cannon] Kanone
       *[soldier] Soldat
    } ({ $color ->
        [red] Rot
       *[black] Schwarz
    }) { $point }
# An empty list of points.
explain-no-points = {"-"}
explain-help-not-to-move = (nicht am Zug: Ziele, als wäre diese Seite am Zug)
explain-help-legal = Erlaubte Ziele: { $points }
explain-help-risky = Riskant: { $points } - { explain-risky-the-opponent-can }
explain-help-blocked = Gesperrt { $point }: { $why }
explain-help-blocked-by = Gesperrt { $point } (Stein auf { $blocker }): { $why }
explain-help-checkers = Schach durch: { $points }
explain-card-region = { $region ->
        [palace] Steht im Palast.
        [own-half] Steht auf der eigenen Hälfte.
       *[across-river] Steht jenseits des Flusses.
    }
explain-card-attacks = Greift an: { $points }
explain-card-attacked-by = Angegriffen von: { $points }
explain-card-defended-by = Gedeckt von: { $points }
explain-card-pinned-by = Gefesselt durch { $point }
explain-card-in-danger = In Gefahr: angegriffen und nicht gedeckt.
explain-card-blocked = Blockiert: kein erlaubter Zug.
explain-card-legal-moves = Erlaubte Züge: { $n }
