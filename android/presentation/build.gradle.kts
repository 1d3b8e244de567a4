// Plain Kotlin (JVM): presenters and state, no android.* import. It compiles against the
// generated bindings without packaging them (the `bindings` source set is on the compile
// classpath only): at run time they come from :core in the app, from the same sources in
// the tests. tests/android/run.sh compiles these very sources with kotlinc.
plugins {
    alias(libs.plugins.kotlin.jvm)
}

java {
    sourceCompatibility = JavaVersion.VERSION_17
    targetCompatibility = JavaVersion.VERSION_17
}

kotlin {
    compilerOptions { jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17) }
}

val repoRoot: File = rootDir.parentFile

val bindings: SourceSet = sourceSets.create("bindings")
kotlin.sourceSets.getByName("bindings").kotlin.srcDir(File(repoRoot, "target/bindings/kotlin"))
sourceSets.named("main") {
    compileClasspath += bindings.output
}
sourceSets.named("test") {
    compileClasspath += bindings.output
    runtimeClasspath += bindings.output
}

dependencies {
    "bindingsImplementation"(libs.jna)
    compileOnly(libs.jna)
    implementation(libs.kotlinx.coroutines.core)
    testImplementation(libs.jna)
    testImplementation(libs.junit)
}

tasks.named("compileBindingsKotlin") {
    dependsOn(":core:generateBindings")
}

tasks.test {
    // The host build of the library (bindings/generate.sh builds it).
    systemProperty("jna.library.path", File(repoRoot, "target/release").path)
    systemProperty("java.awt.headless", "true")
    environment("XIANGQI_TEST_DIR", layout.buildDirectory.dir("test-db").get().asFile.path)
}
