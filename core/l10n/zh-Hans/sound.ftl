# sound: messages in zh-Hans (see core/src/l10n/mod.rs).

# The titles of the five pieces of music (sound::MusicPiece; as in sound/scores/*.txt).
sound-music-title = { $piece ->
         [gong] 湖上晨雾
         [shang] 竹林清风
         [jue] 江上月色
         [zhi] 晚归渔舟
        *[yu] 山间云起
    }
# Errors of the sound commands; $cue comes quoted.
sound-error-unsupported-rate = 不支持 { $hz } Hz 的采样率（可用 8000 到 192000 Hz）
sound-error-no-such-piece = 没有第 { $number } 首乐曲（编号为 1 到 5）
sound-error-unknown-cue = 未知的音效 { $cue }（可用 gong、cymbal、move、capture、tick、chime）
