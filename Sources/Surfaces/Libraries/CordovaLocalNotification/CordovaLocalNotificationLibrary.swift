extension LibraryDescriptor {
    /// cordova-plugin-local-notification.
    static let cordovaLocalNotification = LibraryDescriptor(
        folder: "CordovaLocalNotification",
        installers: [CordovaLocalNotificationSurface.self],
        apiCoverage: ["cordova-plugin-local-notification.txt"]
    )
}
