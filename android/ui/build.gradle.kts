// The Compose screens, stateless: one file per screen maps the core's view record to widgets
// and gestures to the core's events; the theme (light and dark); the board painter. No
// Android, lifecycle, navigation or resource import, so the same sources compile for Android
// (the app) and for the desktop JVM (:desktop, and tests/compose/run.sh with kotlinc).
//
// The sources stay in src/main/kotlin and are compiled by both targets: they use the UniFFI
// bindings (JVM code with JNA), which the Android target gets from :core and the desktop
// target from the generated sources themselves, so the code cannot live in commonMain.
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.kotlin.multiplatform)
    alias(libs.plugins.android.kotlin.multiplatform.library)
    alias(libs.plugins.compose.multiplatform)
    alias(libs.plugins.kotlin.compose)
}

/** The Cargo workspace: two levels above this module. */
val repoRoot: File = rootDir.parentFile

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
        commonMain.dependencies {
            api(compose.runtime)
            api(compose.foundation)
            api(compose.material3)
            api(compose.ui)
        }
        androidMain {
            kotlin.srcDir("src/main/kotlin")
            dependencies {
                api(project(":core"))
            }
        }
        val desktopMain by getting {
            kotlin.srcDir("src/main/kotlin")
            // The bindings (bindings/generate.sh writes them; :core:generateBindings runs it).
            kotlin.srcDir(File(repoRoot, "target/bindings/kotlin"))
            dependencies {
                api(libs.jna)
            }
        }
    }
}

tasks.matching { it.name == "compileKotlinDesktop" }.configureEach {
    dependsOn(":core:generateBindings")
}
