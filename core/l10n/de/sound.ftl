# sound: messages in de (see core/src/l10n/mod.rs).

# The titles of the five pieces of music (sound::MusicPiece; as in sound/scores/*.txt).
sound-music-title = { $piece ->
         [gong] Morgennebel über dem See
         [shang] Bambushain im Wind
         [jue] Mondlicht auf dem Fluss
         [zhi] Heimkehr der Fischer am Abend
        *[yu] Wolken über den Bergen
    }
# Errors of the sound commands; $cue comes quoted.
sound-error-unsupported-rate = Abtastrate { $hz } Hz geht nicht (8000 bis 192000)
sound-error-no-such-piece = Musikstück { $number } gibt es nicht (1 bis 5)
sound-error-unknown-cue = unbekannter Klang { $cue } (gong, becken, zug, schlag, ticken, glockenspiel)
