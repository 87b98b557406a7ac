import HostRuntime

extension LibraryDescriptor {
    /// The Salesforce Mobile SDK: jshost/salesforce, the hybrid (Cordova) and the React Native (react-
    /// native-force) faces.
    static let salesforce = LibraryDescriptor(
        folder: "Salesforce",
        installers: [SalesforceSurface.self, SalesforceHybridSurface.self, SalesforceReactNativeSurface.self],
        simulatedVersions: [
            "react-native-force": SimulatedVersions(.majors(14...14), source:
                "forcedotcom/SalesforceMobileSDK-ReactNative 14.0.0 @ 2938594 (src/index.ts)"),
        ],
        apiCoverage: ["salesforce-hybrid.txt", "salesforce-react-native.txt"]
    )
}
