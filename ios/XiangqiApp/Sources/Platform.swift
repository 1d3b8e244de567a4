import AVFoundation
import os
import SwiftUI
import UIKit
import UniformTypeIdentifiers
import XiangqiCore
import XiangqiKit

/// The effects only the platform can carry out, as the core sends them. Nothing here decides
/// anything: the core already checked the settings.
@MainActor
@Observable
final class Platform: AudioHandler, HapticsHandler, SpeechHandler, AnnouncementHandler,
    ShareHandler, FileHandler, KeepAwakeHandler, ClipboardHandler {
    static let shared = Platform()

    /// The picture of `Effect.share`, offered in a sheet with a `ShareLink`.
    var sharing: SharedPicture?
    /// A backup to save (`Effect.saveFile`): the file exporter is shown while set.
    var saving: BackupFile?
    /// The content type a backup to open must have (`Effect.openFile`): the importer is shown
    /// while set.
    var opening: UTType?

    @ObservationIgnored private var saved: (@MainActor (Bool) -> Void)?
    @ObservationIgnored private var opened: (@MainActor (Data?) -> Void)?
    private let audio = AudioOutput()
    private let haptic = UIImpactFeedbackGenerator(style: .light)
    private let speaker = AVSpeechSynthesizer()

    var handlers: EffectHandlers {
        EffectHandlers(audio: self, haptics: self, speech: self, announcer: self, share: self,
                       files: self, display: self, clipboard: self)
    }

    // MARK: Sound

    func play(cue: Cue) { audio.play(cue) }
    func playMusic(piece: MusicPiece) { audio.playMusic(piece) }
    func stopMusic() { audio.stopMusic() }

    func tick() {
        haptic.impactOccurred()
        haptic.prepare()
    }

    func speak(_ text: String, lang: Lang) {
        let utterance = AVSpeechUtterance(string: text)
        utterance.voice = AVSpeechSynthesisVoice(language: lang.bcp47)
        speaker.speak(utterance)
    }

    func announce(_ text: String) {
        AccessibilityNotification.Announcement(text).post()
    }

    // MARK: Share, clipboard and files

    func copy(_ text: String) {
        UIPasteboard.general.string = text
    }

    func share(_ position: SharedPosition) {
        guard let png = SceneImage.png(position.scene) else { return }
        sharing = SharedPicture(png: png, caption: position.caption)
    }

    func save(name: String, mime: String, bytes: Data, done: @escaping @MainActor (Bool) -> Void) {
        saved?(false)
        saved = done
        saving = BackupFile(name: name, type: UTType(mimeType: mime) ?? .json, bytes: bytes)
    }

    func open(mime: String, done: @escaping @MainActor (Data?) -> Void) {
        opened?(nil)
        opened = done
        opening = UTType(mimeType: mime) ?? .json
    }

    /// The exporter finished (`false`: failed or cancelled).
    func finishSaving(_ ok: Bool) {
        saving = nil
        let done = saved
        saved = nil
        done?(ok)
    }

    /// The importer finished: the picked file's bytes, or nil (cancelled, unreadable).
    func finishOpening(_ url: URL?) {
        opening = nil
        var bytes: Data?
        if let url {
            let scoped = url.startAccessingSecurityScopedResource()
            bytes = try? Data(contentsOf: url)
            if scoped { url.stopAccessingSecurityScopedResource() }
        }
        let done = opened
        opened = nil
        done?(bytes)
    }

    func keepAwake(_ on: Bool) {
        UIApplication.shared.isIdleTimerDisabled = on
    }
}

extension Lang {
    /// The voice's language tag (the core's).
    var bcp47: String { voiceTag(lang: self) }
}

/// A shared position: the PNG the scene painter drew, with the core's caption.
struct SharedPicture: Identifiable, Transferable {
    let id = UUID()
    let png: Data
    let caption: String

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { $0.png }
    }
}

/// A backup to save through the file exporter.
struct BackupFile: FileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    let name: String
    let type: UTType
    let bytes: Data

    init(name: String, type: UTType, bytes: Data) {
        self.name = name
        self.type = type
        self.bytes = bytes
    }

    init(configuration: ReadConfiguration) throws {
        name = configuration.file.filename ?? ""
        type = .json
        bytes = configuration.file.regularFileContents ?? Data()
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: bytes)
    }
}

/// A scene painted into a PNG with the board's painter.
enum SceneImage {
    @MainActor
    static func png(_ scene: XiangqiCore.Scene) -> Data? {
        let size = CGSize(width: CGFloat(scene.width), height: CGFloat(scene.height))
        let renderer = ImageRenderer(content: Canvas { context, _ in
            var canvas = GraphicsCanvas(context: context)
            ScenePainter.paint(scene, on: &canvas)
        }.frame(width: size.width, height: size.height))
        renderer.scale = 1 // the scene is in pixels already
        return renderer.uiImage?.pngData()
    }
}

/// Cues and music through one AVAudioEngine. The cues are buffers from the core
/// (`cueSamples`); the music is pulled from the core's `MusicPlayer` by a feeder thread into a
/// ring buffer that the render callback copies from without allocating or blocking.
final class AudioOutput {
    private let engine = AVAudioEngine()
    private let cuePlayer = AVAudioPlayerNode()
    private let format: AVAudioFormat
    private var buffers: [Cue: AVAudioPCMBuffer] = [:]
    private let music: MusicFeed?
    private var observers: [NSObjectProtocol] = []

    init() {
        let session = AVAudioSession.sharedInstance()
        // Mixes with other apps' audio and follows the silent switch.
        try? session.setCategory(.ambient, mode: .default)
        try? session.setActive(true)
        let rate = session.sampleRate > 0 ? session.sampleRate : 48_000
        format = AVAudioFormat(standardFormatWithSampleRate: rate, channels: 1)!
        engine.attach(cuePlayer)
        engine.connect(cuePlayer, to: engine.mainMixerNode, format: format)
        if let player = try? XiangqiCore.MusicPlayer(sampleRate: UInt32(rate), piece: .gong) {
            let feed = MusicFeed(player: player)
            music = feed
            let source = AVAudioSourceNode(format: format) { _, _, frames, list -> OSStatus in
                let buffers = UnsafeMutableAudioBufferListPointer(list)
                if let data = buffers[0].mData {
                    feed.render(into: data.assumingMemoryBound(to: Float.self), frames: Int(frames))
                }
                return noErr
            }
            engine.attach(source)
            engine.connect(source, to: engine.mainMixerNode, format: format)
        } else {
            music = nil
        }
        engine.prepare()
        startEngine()
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: AVAudioSession.interruptionNotification,
                                            object: session, queue: .main) { [weak self] note in
            self?.interrupted(note)
        })
        observers.append(center.addObserver(forName: AVAudioSession.routeChangeNotification,
                                            object: session, queue: .main) { [weak self] _ in
            // A headset came or went: the engine may have stopped with the old route.
            self?.startEngine()
        })
        observers.append(center.addObserver(forName: .AVAudioEngineConfigurationChange,
                                            object: engine, queue: .main) { [weak self] _ in
            self?.startEngine()
        })
    }

    deinit {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
        music?.stop()
    }

    private func startEngine() {
        guard !engine.isRunning else { return }
        try? engine.start()
    }

    private func interrupted(_ note: Notification) {
        guard let raw = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: raw) else { return }
        switch type {
        case .began:
            // The system stopped the engine (a call, an alarm).
            music?.stop()
        case .ended:
            let options = (note.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt)
                .map(AVAudioSession.InterruptionOptions.init(rawValue:)) ?? []
            if options.contains(.shouldResume) {
                try? AVAudioSession.sharedInstance().setActive(true)
                startEngine()
                music?.start()
            }
        @unknown default:
            break
        }
    }

    func play(_ cue: Cue) {
        guard let buffer = buffer(for: cue) else { return }
        startEngine()
        cuePlayer.scheduleBuffer(buffer, completionHandler: nil)
        if !cuePlayer.isPlaying { cuePlayer.play() }
    }

    func playMusic(_ piece: MusicPiece) {
        guard let music else { return }
        startEngine()
        music.player.select(piece: piece)
        music.player.play()
        music.start()
    }

    func stopMusic() {
        music?.player.pause()
    }

    private func buffer(for cue: Cue) -> AVAudioPCMBuffer? {
        if let cached = buffers[cue] { return cached }
        guard let samples = try? cueSamples(cue: cue, sampleRate: UInt32(format.sampleRate)),
              !samples.isEmpty,
              let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(samples.count))
        else { return nil }
        buffer.frameLength = AVAudioFrameCount(samples.count)
        samples.withUnsafeBufferPointer {
            buffer.floatChannelData![0].update(from: $0.baseAddress!, count: samples.count)
        }
        buffers[cue] = buffer
        return buffer
    }
}

/// The music's samples between the core's player and the render callback: a feeder thread
/// keeps a ring buffer ahead (`fill` allocates, so it never runs on the audio thread); the
/// callback copies out under a try-lock and plays silence rather than wait.
final class MusicFeed: @unchecked Sendable {
    let player: XiangqiCore.MusicPlayer
    private let capacity = 1 << 14
    private let chunk: UInt32 = 1024
    private let ring: UnsafeMutablePointer<Float>
    private let lock: UnsafeMutablePointer<os_unfair_lock>
    /// Guarded by `lock`.
    private var readAt = 0
    private var count = 0
    private let queue = DispatchQueue(label: "music-feed", qos: .userInitiated)
    private var timer: DispatchSourceTimer?

    init(player: XiangqiCore.MusicPlayer) {
        self.player = player
        ring = .allocate(capacity: capacity)
        ring.initialize(repeating: 0, count: capacity)
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
    }

    deinit {
        timer?.cancel()
        ring.deallocate()
        lock.deallocate()
    }

    /// Keeps the ring topped up every 20 ms (idempotent).
    func start() {
        queue.async { [self] in
            guard timer == nil else { return }
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now(), repeating: .milliseconds(20))
            timer.setEventHandler { [weak self] in self?.topUp() }
            timer.resume()
            self.timer = timer
        }
    }

    func stop() {
        queue.async { [self] in
            timer?.cancel()
            timer = nil
        }
    }

    private func topUp() {
        while free() >= Int(chunk) {
            guard let samples = try? player.fill(frames: chunk) else { return }
            os_unfair_lock_lock(lock)
            for sample in samples {
                ring[(readAt + count) % capacity] = sample
                count += 1
            }
            os_unfair_lock_unlock(lock)
        }
    }

    private func free() -> Int {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return capacity - count
    }

    /// The audio thread: no allocation, no waiting.
    func render(into out: UnsafeMutablePointer<Float>, frames: Int) {
        var written = 0
        if os_unfair_lock_trylock(lock) {
            while written < frames && count > 0 {
                out[written] = ring[readAt]
                readAt = (readAt + 1) % capacity
                count -= 1
                written += 1
            }
            os_unfair_lock_unlock(lock)
        }
        while written < frames {
            out[written] = 0
            written += 1
        }
    }
}
