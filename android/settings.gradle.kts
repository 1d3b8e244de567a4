pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "Xiangqi"
// :ui (Compose screens, Android and desktop JVM), :desktop (the same screens in a desktop window).
include(":core", ":ui", ":desktop", ":app")
