# editor: messages in de (see core/src/l10n/mod.rs).

editor-left = { $name } ({ $left } übrig)
editor-place = { $name } setzen
editor-remove = Entfernen
editor-copy-fen = FEN kopieren
editor-fen-copied = Stellung kopiert (FEN).

## Why the edited board cannot be played (editor::validity_text, editor::problem_text).
editor-over = { $ending ->
        [checkmate] Die Seite am Zug ist schachmatt: Hier gibt es nichts zu spielen.
        [stalemate] Die Seite am Zug hat keinen Zug (Patt): Hier gibt es nichts zu spielen.
       *[no-attackers] Keiner Seite bleibt ein Angreifer (Wagen, Pferd, Kanone oder Soldat): remis.
    }
editor-side = { $color ->
        [red] Rot
       *[black] Schwarz
    }
editor-pieces = { $kind ->
        [general] Generäle
        [advisor] Leibwachen
        [elephant] Elefanten
        [horse] Pferde
        [chariot] Wagen
        [cannon] Kanonen
       *[soldier] Soldaten
    }
# "Der rote General", "Die schwarze Leibwache", "Das rote Pferd".
editor-the-piece = { $kind ->
        [advisor] Die
        [cannon] Die
        [horse] Das
       *[other] Der
    } { $color ->
        [red] rote
       *[black] schwarze
    } { $kind ->
        [general] General
        [advisor] Leibwache
        [elephant] Elefant
        [horse] Pferd
        [chariot] Wagen
        [cannon] Kanone
       *[soldier] Soldat
    }
editor-too-many-pieces = { editor-side } hat { $count } { editor-pieces }; { $max ->
        [one] erlaubt ist nur einer.
       *[other] erlaubt sind höchstens { $max }.
    }
editor-missing-general = { editor-side } hat keinen General.
editor-general-outside-palace = { editor-the-piece } auf { $point } steht außerhalb des Palastes.
editor-unreachable-point = { editor-the-piece } auf { $point } steht auf einem Punkt, den { $kind ->
        [advisor] sie
        [cannon] sie
        [horse] es
       *[other] er
    } nie erreichen kann.
editor-soldier-behind-start = { editor-the-piece } auf { $point } steht hinter seiner Startreihe.
editor-generals-facing = Die Generäle stehen sich auf offener Linie gegenüber.
editor-opposite-check = { editor-side } steht im Schach, ist aber nicht am Zug.
