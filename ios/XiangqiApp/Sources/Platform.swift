import AVFoundation
import UIKit
import XiangqiKit

/// Cues and music through one AVAudioEngine: cue buffers synthesised by the core
/// (`cueSamples`), the music pulled from the core's `MusicPlayer` by a source node.
final class AudioOutput: SoundOutput {
    static let shared = AudioOutput()

    private let engine = AVAudioEngine()
    private let cuePlayer = AVAudioPlayerNode()
    private let format: AVAudioFormat
    private var buffers: [Cue: AVAudioPCMBuffer] = [:]
    private var music: MusicPlayer?

    private init() {
        let rate = AVAudioSession.sharedInstance().sampleRate
        format = AVAudioFormat(standardFormatWithSampleRate: rate > 0 ? rate : 48_000, channels: 1)!
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
        engine.attach(cuePlayer)
        engine.connect(cuePlayer, to: engine.mainMixerNode, format: format)
        if let player = try? MusicPlayer(sampleRate: UInt32(format.sampleRate), piece: .gong) {
            music = player
            let source = AVAudioSourceNode(format: format) { _, _, frames, list -> OSStatus in
                let samples = (try? player.fill(frames: frames)) ?? []
                let out = UnsafeMutableAudioBufferListPointer(list)[0]
                let dst = out.mData!.assumingMemoryBound(to: Float.self)
                for i in 0..<Int(frames) { dst[i] = i < samples.count ? samples[i] : 0 }
                return noErr
            }
            engine.attach(source)
            engine.connect(source, to: engine.mainMixerNode, format: format)
        }
        try? engine.start()
    }

    func play(_ cue: Cue) {
        guard let buffer = buffer(for: cue) else { return }
        if !engine.isRunning { try? engine.start() }
        cuePlayer.scheduleBuffer(buffer)
        cuePlayer.play()
    }

    func setMusic(playing: Bool) {
        if playing { music?.play() } else { music?.pause() }
    }

    private func buffer(for cue: Cue) -> AVAudioPCMBuffer? {
        if let cached = buffers[cue] { return cached }
        guard let samples = try? cueSamples(cue: cue, sampleRate: UInt32(format.sampleRate)),
              let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(samples.count))
        else { return nil }
        buffer.frameLength = AVAudioFrameCount(samples.count)
        samples.withUnsafeBufferPointer { buffer.floatChannelData![0].update(from: $0.baseAddress!, count: samples.count) }
        buffers[cue] = buffer
        return buffer
    }
}

/// The opponent's move in words: VoiceOver announces it; without VoiceOver it is not spoken
/// (the board shows it).
final class SpokenAnnouncer: Announcer {
    func announce(_ text: String, lang: Lang) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        let language = lang == .de ? "de-DE" : "en-US"
        let attributed = NSAttributedString(string: text, attributes: [.accessibilitySpeechLanguage: language])
        UIAccessibility.post(notification: .announcement, argument: attributed)
    }
}

/// Haptics on move, capture and check.
final class Haptics: HapticOutput {
    private let light = UIImpactFeedbackGenerator(style: .light)
    private let heavy = UIImpactFeedbackGenerator(style: .heavy)
    private let notice = UINotificationFeedbackGenerator()

    func feedback(for sounds: [Sound]) {
        if sounds.contains(.check) || sounds.contains(.gameEnd) {
            notice.notificationOccurred(.warning)
        } else if sounds.contains(.capture) {
            heavy.impactOccurred()
        } else if sounds.contains(.move) {
            light.impactOccurred()
        }
    }
}
