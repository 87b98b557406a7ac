import HostRuntime

extension LibraryDescriptor {
    /// Marigold (Sailthru Mobile) React Native SDK.
    static let marigold = LibraryDescriptor(
        folder: "Marigold",
        installers: [MarigoldSurface.self],
        simulatedVersions: [
            "react-native-marigold": SimulatedVersions(.majors(18...18), source:
                "sailthru/sailthru-mobile-react-native-sdk 18.0.1 @ 8772391 (src/index.js, src/NativeRN*.ts)"),
        ],
        apiCoverage: ["marigold.txt"]
    )
}
