// The desktop app: the :ui screens in a window (Compose Multiplatform for the desktop JVM),
// against the host build of the core library. Its tests are the Compose UI tests of the
// screens (ui-test-junit4: clicks, texts, pixels), run on the JVM without a display; the
// `renderScreens` task writes the screens' PNGs into docs/screens. tests/compose/run.sh
// compiles and runs these very sources with kotlinc, without Gradle.
import org.jetbrains.compose.desktop.application.dsl.TargetFormat
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.kotlin.jvm)
    alias(libs.plugins.compose.multiplatform)
    alias(libs.plugins.kotlin.compose)
}

/** The Cargo workspace: two levels above this module. */
val repoRoot: File = rootDir.parentFile
/** The host build of libxiangqi_ffi (bindings/generate.sh builds it). */
val hostLibrary: File = File(repoRoot, "target/release")

java {
    sourceCompatibility = JavaVersion.VERSION_17
    targetCompatibility = JavaVersion.VERSION_17
}

kotlin {
    compilerOptions { jvmTarget.set(JvmTarget.JVM_17) }
}

dependencies {
    implementation(project(":ui"))
    implementation(compose.desktop.currentOs)
    implementation(libs.kotlinx.coroutines.swing)
    testImplementation(compose.desktop.uiTestJUnit4)
    testImplementation(libs.junit)
}

compose.desktop {
    application {
        mainClass = "app.xiangqi.desktop.MainKt"
        jvmArgs += listOf("-Djna.library.path=${hostLibrary.path}")
        nativeDistributions {
            targetFormats(TargetFormat.Deb, TargetFormat.Dmg, TargetFormat.Msi)
            packageName = "xiangqi"
            packageVersion = "1.0.0"
        }
    }
}

tasks.test {
    systemProperty("jna.library.path", hostLibrary.path)
    systemProperty("java.awt.headless", "true")
    environment("XIANGQI_TEST_DIR", layout.buildDirectory.dir("test-db").get().asFile.path)
}

/** Every screen as PNG (phone and tablet, light and dark, German and English) into docs/screens. */
val renderScreens by tasks.registering(JavaExec::class) {
    group = "verification"
    description = "Renders the screens headless into docs/screens"
    classpath = sourceSets["test"].runtimeClasspath
    mainClass.set("app.xiangqi.desktop.ScreensKt")
    args(File(repoRoot, "docs/screens").path)
    systemProperty("jna.library.path", hostLibrary.path)
    systemProperty("java.awt.headless", "true")
}
