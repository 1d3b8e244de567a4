@rem A minimal Gradle wrapper launcher for Windows: runs the wrapper jar, which downloads the
@rem Gradle version named in gradle\wrapper\gradle-wrapper.properties. The jar is not in the
@rem repository; make it once with an installed Gradle: gradle wrapper --gradle-version 8.13
@rem (that also replaces this script and gradlew with Gradle's own).
@echo off
setlocal
set APP_HOME=%~dp0
set WRAPPER_JAR=%APP_HOME%gradle\wrapper\gradle-wrapper.jar
if not exist "%WRAPPER_JAR%" (
  echo gradle\wrapper\gradle-wrapper.jar is missing: run "gradle wrapper --gradle-version 8.13" in android\ once ^(see android\README.md^). 1>&2
  exit /b 1
)
set JAVA_EXE=java.exe
if defined JAVA_HOME set JAVA_EXE=%JAVA_HOME%\bin\java.exe
"%JAVA_EXE%" -Xmx64m -Xms64m %JAVA_OPTS% %GRADLE_OPTS% "-Dorg.gradle.appname=gradlew" -classpath "%WRAPPER_JAR%" org.gradle.wrapper.GradleWrapperMain %*
exit /b %ERRORLEVEL%
