import XiangqiCore

/// Sound cues and music (the app: AVAudioEngine buffers from `cueSamples`, music pulled from
/// the core's `MusicPlayer` by an `AVAudioSourceNode`).
public protocol SoundOutput: AnyObject {
    func play(_ cue: Cue)
    func setMusic(playing: Bool)
}

/// The opponent's move in words (the app: a VoiceOver announcement, else speech).
public protocol Announcer: AnyObject {
    func announce(_ text: String, lang: Lang)
}

/// Haptics for a move's sounds: move, capture, check (the app: UIFeedbackGenerator).
public protocol HapticOutput: AnyObject {
    func feedback(for sounds: [Sound])
}

/// What a screen plays and says, switched by the settings.
@MainActor
public final class Feedback {
    public let sound: SoundOutput?
    public let announcer: Announcer?
    public let haptics: HapticOutput?
    var settings: Settings?

    public init(sound: SoundOutput? = nil, announcer: Announcer? = nil, haptics: HapticOutput? = nil) {
        self.sound = sound
        self.announcer = announcer
        self.haptics = haptics
    }

    /// The sounds of a move or a touch: cues (sound on), haptics (sound on: the core's
    /// settings have no switch of their own for haptics yet).
    func play(_ sounds: [Sound]) {
        guard !sounds.isEmpty, settings?.sound ?? true else { return }
        for cue in sounds.map({ cueForSound(sound: $0) }) {
            sound?.play(cue)
        }
        haptics?.feedback(for: sounds)
    }

    func cue(_ cue: Cue) {
        guard settings?.sound ?? true else { return }
        sound?.play(cue)
    }

    func announce(_ text: String) {
        announcer?.announce(text, lang: settings?.language ?? .de)
    }

    func apply(_ settings: Settings) {
        let musicChanged = self.settings?.music != settings.music
        self.settings = settings
        if musicChanged { sound?.setMusic(playing: settings.music) }
    }
}
