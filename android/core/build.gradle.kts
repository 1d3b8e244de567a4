// The Rust core for Android: libxiangqi_ffi.so for three ABIs (built with `cargo ndk`) and JNA
// with its native dispatch library. The UniFFI Kotlin bindings over it compile in :ui's
// commonMain (for Android and the desktop alike), so they exist once in the APK.
// The Ferrostar / uniffi-starter layout.
plugins {
    alias(libs.plugins.android.library)
}

/** The Cargo workspace: two levels above this module. */
val repoRoot: File = rootDir.parentFile

android {
    namespace = "app.xiangqi.core"
    compileSdk = libs.versions.compileSdk.get().toInt()
    // r28: its linker aligns ELF segments for 16 KB pages (Android 15+ devices may use them).
    ndkVersion = libs.versions.ndk.get()
    defaultConfig {
        minSdk = libs.versions.minSdk.get().toInt()
        consumerProguardFiles("consumer-rules.pro")
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

dependencies {
    // JNA with its native dispatch library for every Android ABI.
    api("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
}

/** `cargo ndk` into [jniLibsDir], which AGP chooses (see `androidComponents` below). */
abstract class CargoNdk : Exec() {
    /** One folder per ABI with libxiangqi_ffi.so: a declared output, so AGP's merge of the
     * JNI libraries depends on this task (no hook on preBuild needed). */
    @get:OutputDirectory
    abstract val jniLibsDir: DirectoryProperty
}

/**
 * `cargo ndk` for the three ABIs; needs ANDROID_NDK_HOME (NDK r28, `ndk` in the version
 * catalog) and `cargo install cargo-ndk`. The .so files are linked for 16 KB pages
 * explicitly too (`-z max-page-size=16384`), whichever NDK links them.
 */
val cargoNdk by tasks.registering(CargoNdk::class) {
    group = "rust"
    description = "Builds libxiangqi_ffi.so for arm64-v8a, armeabi-v7a and x86_64"
    workingDir = repoRoot
    // Only the cross-compiled artefacts get these flags (cargo ndk passes --target).
    environment("RUSTFLAGS", "-C link-arg=-Wl,-z,max-page-size=16384")
    // The same target directory whatever the caller's environment says.
    environment("CARGO_TARGET_DIR", File(repoRoot, "target").path)
    executable("cargo")
    // Read when the task runs: AGP sets jniLibsDir (under build/generated) after this
    // configuration; the convention only holds should it not.
    jniLibsDir.convention(layout.buildDirectory.dir("rustJniLibs"))
    val outputDir = jniLibsDir
    val platform = libs.versions.minSdk.get()
    argumentProviders.add(CommandLineArgumentProvider {
        listOf(
            "ndk",
            "-t", "arm64-v8a", "-t", "armeabi-v7a", "-t", "x86_64",
            "--platform", platform,
            "-o", outputDir.get().asFile.path,
            "build", "--release", "-p", "xiangqi-bindings", "--lib",
        )
    })
    inputs.dir(File(repoRoot, "core/src"))
    inputs.dir(File(repoRoot, "bindings/src"))
    inputs.dir(File(repoRoot, "online/src"))
    inputs.files(File(repoRoot, "Cargo.lock"), File(repoRoot, "Cargo.toml"))
}

// The .so files as a generated source of every variant: AGP wires cargoNdk's output into
// merge*JniLibFolders (Gradle knows the dependency; one task serves all variants, the Rust
// build is --release either way).
androidComponents {
    onVariants { variant ->
        variant.sources.jniLibs?.addGeneratedSourceDirectory(cargoNdk, CargoNdk::jniLibsDir)
    }
}
