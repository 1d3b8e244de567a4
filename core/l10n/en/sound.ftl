# sound: messages in en (see core/src/l10n/mod.rs).

# The titles of the five pieces of music (sound::MusicPiece; as in sound/scores/*.txt).
sound-music-title = { $piece ->
         [gong] Morning Mist on the Lake
         [shang] Bamboo Grove in the Wind
         [jue] Moonlight on the River
         [zhi] Fishing Boats Home at Dusk
        *[yu] Clouds over the Mountains
    }
# Errors of the sound commands; $cue comes quoted.
sound-error-unsupported-rate = unsupported sample rate { $hz } Hz (8000 to 192000)
sound-error-no-such-piece = no piece number { $number } (1 to 5)
sound-error-unknown-cue = unknown cue { $cue } (gong, cymbal, move, capture, tick, chime)
