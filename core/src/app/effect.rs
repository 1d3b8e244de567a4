//! What only a platform can do (core → shell): sound, music, haptics, speech, the screen
//! reader, sharing and files. The core decides when; the shell only carries them out.

use crate::lang::Lang;
use crate::scene::Scene;
use crate::sound::{Cue, MusicPiece};

/// One thing for the shell to do, in the order the core sends them.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Effect {
    /// Play a cue (the shell gets its samples from `sound::cue`); sent only with sound on.
    PlaySound { cue: Cue },
    /// Start (or switch to) a music piece; the shell's audio callback pulls its PCM from the
    /// core's music player.
    PlayMusic { piece: MusicPiece },
    /// Stop (pause) the music.
    StopMusic,
    /// A short haptic tick (a move); sent only with haptics on.
    Haptic,
    /// Speak `text` aloud in `lang` (text to speech); sent only with speech on.
    Speak { text: String, lang: Lang },
    /// Tell the screen reader (VoiceOver, TalkBack) at once.
    Announce { text: String },
    /// Share a position as a picture: the shell paints `scene` (the same painter as the
    /// board) into a PNG and offers it with `caption`.
    Share {
        scene: Scene,
        caption: String,
        fen: String,
    },
    /// Put `text` on the clipboard (the editor's FEN).
    CopyText { text: String },
    /// Save `bytes` to a file the player picks (backup), suggested `name`; answer with
    /// `Event::FileSaved`.
    SaveFile {
        name: String,
        mime: String,
        bytes: Vec<u8>,
    },
    /// Let the player pick a file of `mime` (backup); answer with `Event::FileOpened`.
    OpenFile { mime: String },
    /// Keep the display awake (a clocked game is on screen) or let it sleep.
    KeepAwake { on: bool },
}
