import Notifications

extension LibraryDescriptor {
    /// IBM MobileFirst Foundation 8 push (cordova-plugin-mfp-push) and its server.
    static let mobileFirst = LibraryDescriptor(
        folder: "MobileFirst",
        installers: [MobileFirstSurface.self],
        initPackages: [
            InitPackage(package: "cordova-plugin-mfp-push", format: .mobileFirst8, preference: 130),
            InitPackage(package: "ibm-mfp-push", format: .mobileFirst8, preference: 140),
        ],
        tapListeners: [
            TapListener(package: "cordova-plugin-mfp-push", api: "MFPPush.registerNotificationsCallback(…)",
                        place: "the deviceready handler, after MFPPush.initialize", rank: 110),
        ],
        apiCoverage: ["mobilefirst.txt"]
    )
}
