// The Compose screens, stateless: one file per screen maps the core's view record to widgets
// and gestures to the core's events; the theme (light and dark); the board painter. No
// Android, lifecycle, navigation or resource import, so the same sources compile for Android
// (the app) and for the desktop JVM (:desktop, and tests/compose/run.sh with kotlinc).
//
// Everything is in commonMain (src/commonMain/kotlin, Compose Multiplatform's layout): the
// screens and the UniFFI bindings they call. Both targets are JVMs (Android and desktop), so
// commonMain may use JVM code such as the bindings' JNA calls; JNA itself comes per target
// (Android's aar with its native dispatch library through :core, the desktop's jar).
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.kotlin.multiplatform)
    alias(libs.plugins.android.kotlin.multiplatform.library)
    alias(libs.plugins.compose.multiplatform)
    alias(libs.plugins.kotlin.compose)
}

/** The Cargo workspace: two levels above this module. */
val repoRoot: File = rootDir.parentFile
/** Where bindings/generate.sh writes the Kotlin bindings. */
val bindingsOut = File(repoRoot, "target/bindings/kotlin")

/** The Kotlin bindings, from the host build (bindings/generate.sh, library mode). */
val generateBindings by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the UniFFI Kotlin bindings into target/bindings/kotlin"
    workingDir = repoRoot
    // The same target directory whatever the caller's environment says.
    environment("CARGO_TARGET_DIR", File(repoRoot, "target").path)
    commandLine("bash", "bindings/generate.sh")
    inputs.dir(File(repoRoot, "core/src"))
    inputs.dir(File(repoRoot, "bindings/src"))
    inputs.dir(File(repoRoot, "online/src"))
    inputs.files(File(repoRoot, "Cargo.lock"), File(repoRoot, "Cargo.toml"))
    outputs.dir(bindingsOut)
}

kotlin {
    androidLibrary {
        namespace = "app.xiangqi.ui"
        compileSdk = libs.versions.compileSdk.get().toInt()
        minSdk = libs.versions.minSdk.get().toInt()
        compilerOptions { jvmTarget.set(JvmTarget.JVM_17) }
    }
    jvm("desktop") {
        compilerOptions { jvmTarget.set(JvmTarget.JVM_17) }
    }

    sourceSets {
        commonMain {
            // The task as the source folder: every compilation of commonMain depends on it.
            kotlin.srcDir(generateBindings)
            dependencies {
                api(compose.runtime)
                api(compose.foundation)
                api(compose.material3)
                api(compose.ui)
            }
        }
        androidMain.dependencies {
            api(project(":core")) // libxiangqi_ffi.so for three ABIs and JNA's aar
        }
        val desktopMain by getting {
            dependencies {
                api(libs.jna)
            }
        }
    }
}
