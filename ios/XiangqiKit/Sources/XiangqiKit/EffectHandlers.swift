import Foundation
import XiangqiCore

/// What only the platform can do, each carried out when the core sends its `Effect` (the core
/// decides when and checks the settings: a handler never filters). All on the main actor.

/// Cues (`cueSamples`) and music (pulled from the core's `MusicPlayer`).
@MainActor
public protocol AudioHandler: AnyObject {
    func play(cue: Cue)
    /// Start, or cross-fade to, `piece`.
    func playMusic(piece: MusicPiece)
    func stopMusic()
}

/// The short tick of `Effect.haptic`.
@MainActor
public protocol HapticsHandler: AnyObject {
    func tick()
}

/// Text to speech.
@MainActor
public protocol SpeechHandler: AnyObject {
    func speak(_ text: String, lang: Lang)
}

/// The screen reader (VoiceOver), at once.
@MainActor
public protocol AnnouncementHandler: AnyObject {
    func announce(_ text: String)
}

/// A position to share: the shell paints `scene` with `ScenePainter` into a PNG.
public struct SharedPosition {
    public let scene: Scene
    public let caption: String
    public let fen: String
}

@MainActor
public protocol ShareHandler: AnyObject {
    func share(_ position: SharedPosition)
}

/// Saving and opening a file the player picks (the backup). `done` answers the core (the
/// store sends `Event.fileSaved` / `Event.fileOpened`); call it exactly once.
@MainActor
public protocol FileHandler: AnyObject {
    func save(name: String, mime: String, bytes: Data, done: @escaping @MainActor (Bool) -> Void)
    /// `done(nil)`: cancelled or unreadable.
    func open(mime: String, done: @escaping @MainActor (Data?) -> Void)
}

/// Keeps the display on while a clocked game is on screen.
@MainActor
public protocol KeepAwakeHandler: AnyObject {
    func keepAwake(_ on: Bool)
}

/// The clipboard (`Effect.copyText`: the editor's FEN).
@MainActor
public protocol ClipboardHandler: AnyObject {
    func copy(_ text: String)
}

/// The platform's handlers; a missing one drops its effects (a file effect is answered as
/// failed or cancelled).
public struct EffectHandlers {
    public var audio: AudioHandler?
    public var haptics: HapticsHandler?
    public var speech: SpeechHandler?
    public var announcer: AnnouncementHandler?
    public var share: ShareHandler?
    public var files: FileHandler?
    public var display: KeepAwakeHandler?
    public var clipboard: ClipboardHandler?

    public init(audio: AudioHandler? = nil, haptics: HapticsHandler? = nil,
                speech: SpeechHandler? = nil, announcer: AnnouncementHandler? = nil,
                share: ShareHandler? = nil, files: FileHandler? = nil,
                display: KeepAwakeHandler? = nil, clipboard: ClipboardHandler? = nil) {
        self.audio = audio
        self.haptics = haptics
        self.speech = speech
        self.announcer = announcer
        self.share = share
        self.files = files
        self.display = display
        self.clipboard = clipboard
    }
}
