# scene: messages in de (see core/src/l10n/mod.rs).

## The words of the board for screen readers and the status line (scene::text, scene::a11y).
# A piece with its colour: "Rotes Pferd".
scene-piece = { $color ->
        [red] { $kind ->
            [general] Roter General
            [advisor] Rote Leibwache
            [elephant] Roter Elefant
            [horse] Rotes Pferd
            [chariot] Roter Wagen
            [cannon] Rote Kanone
           *[soldier] Roter Soldat
        }
       *[black] { $kind ->
            [general] Schwarzer General
            [advisor] Schwarze Leibwache
            [elephant] Schwarzer Elefant
            [horse] Schwarzes Pferd
            [chariot] Schwarzer Wagen
            [cannon] Schwarze Kanone
           *[soldier] Schwarzer Soldat
        }
    }
# A point with the piece on it: "Rotes Pferd auf b0" (an empty point is its name alone).
scene-piece-on = { scene-piece } auf { $point }
# How many legal moves a piece of the side to move has.
scene-move-count = { $n ->
        [0] keine Züge
        [1] ein Zug
        [2] zwei Züge
        [3] drei Züge
        [4] vier Züge
        [5] fünf Züge
        [6] sechs Züge
        [7] sieben Züge
        [8] acht Züge
        [9] neun Züge
        [10] zehn Züge
        [11] elf Züge
        [12] zwölf Züge
        [13] dreizehn Züge
        [14] vierzehn Züge
        [15] fünfzehn Züge
        [16] sechzehn Züge
        [17] siebzehn Züge
        [18] achtzehn Züge
        [19] neunzehn Züge
        [20] zwanzig Züge
       *[other] viele Züge
    }
# What a piece of the side not to move says instead of its move count.
scene-not-their-turn = { $color ->
        [red] Rot ist nicht am Zug
       *[black] Schwarz ist nicht am Zug
    }
scene-empty = leer
scene-gives-check = gibt Schach
scene-in-check = steht im Schach
scene-in-danger = in Gefahr
scene-selected = ausgewählt
scene-legal-target = erlaubtes Ziel
scene-risky-target = riskantes Ziel
# A blocked target of the selected piece, by the reason's short name (explain-block-name).
scene-blocked-target = gesperrt: { $reason ->
        [horse-leg] Fußangel
        [elephant-eye] Elefantenauge
        [river] Fluss
        [palace] Palast
        [check] Schach
        [flying-general] fliegender General
        [iron-piece] eiserner Stein
        [own-piece] eigener Stein
        [cannon-no-screen] kein Schirm
       *[cannon-screens] zu viele Schirme
    }
# Between the parts of a point's value ("zwei Züge, erlaubtes Ziel").
scene-value-separator = {", "}
# One point as one spoken line: the label and the value, then "selected", then the action.
scene-spoken = { $label }, { $value }
scene-spoken-selected = { $line }, { scene-selected }
scene-spoken-action = { $line }. { $action }
# What a double tap does.
scene-action = { $action ->
        [select] Auswählen
        [deselect] Auswahl aufheben
        [move-here] Hierher ziehen
       *[capture-here] Hier schlagen
    }

## Answers to a tap on the board (scene::text).
# After a selection; $targets are the legal targets joined with scene-target-separator.
scene-selection = { $who }: { $count ->
        [0] kein erlaubter Zug.
        [one] Ziel { $targets }.
       *[other] Ziele { $targets }.
    }
scene-target-separator = {", "}
scene-deselected = Auswahl aufgehoben.
scene-computer-to-move = Der Computer ist am Zug.
scene-computer-thinking = Der Computer denkt nach.
# A tap on a piece of the side not to move.
scene-not-your-piece = { $color ->
        [red] Das ist ein roter Stein; Schwarz ist am Zug.
       *[black] Das ist ein schwarzer Stein; Rot ist am Zug.
    }
