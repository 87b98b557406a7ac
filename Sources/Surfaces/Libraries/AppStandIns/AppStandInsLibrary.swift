extension LibraryDescriptor {
    /// Packages jshost stands in for beside the notification libraries: an in-memory AsyncStorage when
    /// it is not installed, and the Jest mocks some native packages ship.
    static let appStandIns = LibraryDescriptor(
        folder: "AppStandIns",
        installers: [AppStandInsSurface.self]
    )
}
