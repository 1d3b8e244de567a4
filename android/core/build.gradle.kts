// The Rust core for Android: libxiangqi_ffi.so for three ABIs (built with `cargo ndk`) and the
// UniFFI Kotlin bindings (generated from the host build of the same library), with JNA.
// The Ferrostar / uniffi-starter layout.
plugins {
    alias(libs.plugins.android.library)
    alias(libs.plugins.kotlin.android)
}

/** The Cargo workspace: two levels above this module. */
val repoRoot: File = rootDir.parentFile
val jniOut = layout.buildDirectory.dir("rustJniLibs")
val bindingsOut = File(repoRoot, "target/bindings/kotlin")

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
    sourceSets["main"].apply {
        java.srcDir(bindingsOut)
        jniLibs.srcDir(jniOut)
    }
}

kotlin {
    compilerOptions { jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17) }
}

dependencies {
    // JNA with its native dispatch library for every Android ABI.
    api("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
}

/**
 * `cargo ndk` for the three ABIs; needs ANDROID_NDK_HOME (NDK r28, `ndk` in the version
 * catalog) and `cargo install cargo-ndk`. The .so files are linked for 16 KB pages
 * explicitly too (`-z max-page-size=16384`), whichever NDK links them.
 */
val cargoNdk by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds libxiangqi_ffi.so for arm64-v8a, armeabi-v7a and x86_64"
    workingDir = repoRoot
    // Only the cross-compiled artefacts get these flags (cargo ndk passes --target).
    environment("RUSTFLAGS", "-C link-arg=-Wl,-z,max-page-size=16384")
    commandLine(
        "cargo", "ndk",
        "-t", "arm64-v8a", "-t", "armeabi-v7a", "-t", "x86_64",
        "--platform", libs.versions.minSdk.get(),
        "-o", jniOut.get().asFile.path,
        "build", "--release", "-p", "xiangqi-bindings", "--lib",
    )
    inputs.dir(File(repoRoot, "core/src"))
    inputs.dir(File(repoRoot, "bindings/src"))
    inputs.dir(File(repoRoot, "online/src"))
    outputs.dir(jniOut)
}

/** The Kotlin bindings, from the host build (bindings/generate.sh, library mode). */
val generateBindings by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the UniFFI Kotlin bindings into target/bindings/kotlin"
    workingDir = repoRoot
    commandLine("bash", "bindings/generate.sh")
    inputs.dir(File(repoRoot, "core/src"))
    inputs.dir(File(repoRoot, "bindings/src"))
    inputs.dir(File(repoRoot, "online/src"))
    outputs.dir(bindingsOut)
}

tasks.named("preBuild") {
    dependsOn(cargoNdk, generateBindings)
}
