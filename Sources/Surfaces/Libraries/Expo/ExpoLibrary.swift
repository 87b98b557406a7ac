extension LibraryDescriptor {
    /// Expo's entry points (expo, expo/AppEntry, expo-status-bar) and the modules notification code
    /// reads beside expo-notifications (expo-constants, expo-device, expo-linking, expo-router/entry).
    static let expo = LibraryDescriptor(
        folder: "Expo",
        installers: [ExpoSurface.self, ExpoModulesSurface.self],
        apiCoverage: ["expo-constants.txt", "expo-device.txt", "expo-linking.txt"]
    )
}
