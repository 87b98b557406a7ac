extension LibraryDescriptor {
    /// React Navigation (@react-navigation/native and its navigators): the links a notification tap
    /// opens.
    static let reactNavigation = LibraryDescriptor(
        folder: "ReactNavigation",
        installers: [ReactNavigationSurface.self]
    )
}
