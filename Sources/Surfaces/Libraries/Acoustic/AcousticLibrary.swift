extension LibraryDescriptor {
    /// Acoustic Campaign (IBM Marketing Cloud) push: the Cordova MCEPlugin and the React Native module.
    static let acoustic = LibraryDescriptor(
        folder: "Acoustic",
        installers: [AcousticSurface.self],
        apiCoverage: ["acoustic-cordova-MCEPlugin.txt", "acoustic-react-native.txt"]
    )
}
