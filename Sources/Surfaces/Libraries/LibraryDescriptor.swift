import HostRuntime
import Notifications

/// One library jshost simulates, described in one value that lives in the library's folder
/// (Sources/Surfaces/Libraries/Notifee/NotifeeLibrary.swift, beside its surface, its JS/ and
/// its api-coverage/ lists). Every list that must agree about the libraries is read from
/// `LibraryDescriptor.all`: the surfaces a device installs (Device.surfaceTypes), the releases
/// simulated (SimulatedPackageVersions), the files imported by path (PackageDeepImports), the
/// rules (RuleTable), the package named for a surface (Registrations), the packages
/// `jshost init` recognises and the tap hints `run` gives (SimulatedLibraries). Adding a library is one folder and one line
/// in `all`.
///
/// `@unchecked Sendable`: the installer metatypes are immutable values; Swift 6 only lacks a
/// way to say so for a protocol's metatypes.
struct LibraryDescriptor: @unchecked Sendable {
    /// A package `jshost init` recognises in an app, and the payload its apps receive.
    struct InitPackage: Sendable {
        let package: String
        let format: PayloadFormat
        /// Its place among the packages `init` may find, lower first: the payload the app's
        /// server most likely sends (Expo's push service before FCM before APNs).
        let preference: Int
    }

    /// Where a library's apps usually receive taps: `run`'s hint when a tap reaches none of
    /// the app's code (JSHostKit's RunSummary).
    struct TapListener: Sendable {
        let package: String
        /// The API that receives them.
        let api: String
        /// The file it is usually called in.
        let place: String
        /// Its place among the hints for the libraries an app loaded, lower first.
        let rank: Int
    }

    /// The folder below Sources/Surfaces/Libraries/ holding all of the library.
    let folder: String
    /// The surfaces that give it its JavaScript face, installed in this order.
    let installers: [SurfaceInstaller.Type]
    /// Each package it stands in for whose installed release is checked: the releases simulated
    /// and where their API was read (SimulatedPackageVersions, docs/surfaces.md "Which versions
    /// each surface simulates").
    var simulatedVersions: [String: SimulatedVersions] { makeSimulatedVersions() }
    private let makeSimulatedVersions: () -> [String: SimulatedVersions]
    /// Package → the files inside it apps import by path (PackageDeepImports), checked against
    /// the lists in its api-coverage/deep-imports/; each table is made when first asked for
    /// (a start-up registers the packages without building their tables).
    var deepImports: [String: @Sendable () -> [String: PackageDeepImports.File]] = [:]
    /// Its rules (RuleTable, docs/notifications.md "Rules by library"), made when first asked
    /// for. A rule the notifications core applies itself stays in Notifications
    /// (`Rule.oneSignalShowsData`).
    var rules: [Rule] { makeRules() }
    private let makeRules: () -> [Rule]
    /// The package apps import for the notifications core's name of it (Registrations).
    var surfacePackages: [Surface: String] = [:]
    /// The packages `jshost init` recognises (SimulatedLibraries.initPackages).
    var initPackages: [InitPackage] = []
    /// Where its apps usually receive taps (SimulatedLibraries.tapListeners).
    var tapListeners: [TapListener] = []
    /// The Jest mocks it ships as built-in modules (`@notifee/react-native/jest-mock`).
    var jestMocks: [String] = []
    /// Its API-coverage lists: the file names in its api-coverage/ folder (SDKFidelityTests).
    var apiCoverage: [String] = []

    init(folder: String, installers: [SurfaceInstaller.Type], simulatedVersions: @autoclosure @escaping () -> [String: SimulatedVersions] = [:],
         deepImports: [String: @Sendable () -> [String: PackageDeepImports.File]] = [:],
         rules: @autoclosure @escaping () -> [Rule] = [], surfacePackages: [Surface: String] = [:],
         initPackages: [InitPackage] = [], tapListeners: [TapListener] = [], jestMocks: [String] = [], apiCoverage: [String] = []) {
        self.folder = folder
        self.installers = installers
        makeSimulatedVersions = simulatedVersions
        self.deepImports = deepImports
        makeRules = rules
        self.surfacePackages = surfacePackages
        self.initPackages = initPackages
        self.tapListeners = tapListeners
        self.jestMocks = jestMocks
        self.apiCoverage = apiCoverage
    }

    /// Every simulated library, in the order a device installs them. One line per library.
    static let all: [LibraryDescriptor] = [
        .acoustic, .mobileFirst, .marigold, .salesforce,
        .notifee, .firebaseMessaging, .expo, .expoNotifications, .reactNavigation, .pushNotificationIOS, .wixNotifications,
        .oneSignal, .capacitorLocalNotifications, .capacitorPushNotifications, .capacitorBadge, .cordovaPush, .cordovaLocalNotification, .appStandIns,
    ]
}

/// What the layers above Surfaces read from the library descriptors.
public enum SimulatedLibraries {
    /// The notification packages `jshost init` recognises, with the payload format their apps
    /// receive, in the order their payloads are preferred.
    public static var initPackages: [(package: String, format: PayloadFormat)] {
        LibraryDescriptor.all.flatMap(\.initPackages).sorted { $0.preference < $1.preference }.map { ($0.package, $0.format) }
    }

    /// Where each library's apps usually receive taps: the package, the API and the file it
    /// is usually in, in the order `run` gives them.
    public static var tapListeners: [(library: String, api: String, place: String)] {
        LibraryDescriptor.all.flatMap(\.tapListeners).sorted { $0.rank < $1.rank }.map { ($0.package, $0.api, $0.place) }
    }
}
