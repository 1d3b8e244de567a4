// swift-tools-version:5.9
// The app's Swift package: the core's C interface (XiangqiCoreFFI), its generated Swift
// bindings (XiangqiCore, written by `generate.sh`, not committed; with the bindings crate's
// component, `startApp` and `startAppForTest`, in the same two modules) and the app's store
// (XiangqiKit: `AppStore` over the core's `AppCore`, the effect handler protocols, the painter).
// Everything here builds on Linux too; the SwiftUI views live in ../XiangqiApp.
import PackageDescription

#if os(Linux)
// The header and a module map linking `libxiangqi_ffi.so`; the linker finds the library
// through `-Xlinker -L<target/release>` (tests/swift/run.sh).
let coreFFI: Target = .systemLibrary(name: "XiangqiCoreFFI", path: "Sources/XiangqiCoreFFI")
#else
// The static library for device and simulator with the header and module map
// (../build-xcframework.sh).
let coreFFI: Target = .binaryTarget(name: "XiangqiCoreFFI", path: "XiangqiFFI.xcframework")
#endif

let package = Package(
    name: "XiangqiKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        // XiangqiCore too: the app names a few core types by module (SwiftUI has a Settings).
        .library(name: "XiangqiKit", targets: ["XiangqiKit", "XiangqiCore"]),
    ],
    targets: [
        coreFFI,
        .target(name: "XiangqiCore", dependencies: ["XiangqiCoreFFI"]),
        .target(name: "XiangqiKit", dependencies: [
            "XiangqiCore",
            .target(name: "ObservationLinuxFix", condition: .when(platforms: [.linux])),
        ]),
        // See its source: a symbol missing from Debian's Swift 6.0.3 Observation library.
        .target(name: "ObservationLinuxFix"),
        .testTarget(name: "XiangqiKitTests", dependencies: ["XiangqiKit"]),
    ]
)
