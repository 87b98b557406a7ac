import Foundation
import Testing
import HostRuntime
import Notifications
@testable import Surfaces

/// `LibraryDescriptor.all` is the one list of simulated libraries: each folder of
/// Sources/Surfaces/Libraries/ has its descriptor and each descriptor its folder, a descriptor
/// names the API-coverage lists its folder holds, and no package or surface is claimed twice
/// (the tables made from the descriptors keep the first claim, so a second would be ignored).
@Suite struct LibraryDescriptorTests {
    static let libraries = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Surfaces/Libraries")

    static func folders(in url: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    @Test func everyLibraryFolderHasOneDescriptor() {
        let described = LibraryDescriptor.all.map(\.folder)
        #expect(Set(described).count == described.count)
        #expect(described.sorted() == Self.folders(in: Self.libraries))
    }

    @Test func eachDescriptorNamesItsFoldersCoverageLists() {
        for library in LibraryDescriptor.all {
            let folder = Self.libraries.appendingPathComponent(library.folder).appendingPathComponent("api-coverage")
            let onDisk = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".txt") }
            #expect(library.apiCoverage.sorted() == onDisk.sorted(), "\(library.folder)")
        }
    }

    @Test func noPackageOrSurfaceIsClaimedTwice() {
        func repeated(_ names: [String]) -> [String] { Set(names.filter { n in names.filter { $0 == n }.count > 1 }).sorted() }
        let all = LibraryDescriptor.all
        #expect(repeated(all.flatMap(\.simulatedVersions.keys)) == [])
        #expect(repeated(all.flatMap(\.deepImports.keys)) == [])
        #expect(repeated(all.flatMap(\.initPackages).map(\.package)) == [])
        #expect(repeated(all.flatMap(\.surfacePackages.keys).map(\.rawValue)) == [])
        #expect(repeated(all.flatMap(\.installers).map { "\($0)" }) == [])
        #expect(repeated(all.flatMap(\.tapListeners).map(\.package)) == [])
        #expect(repeated(all.flatMap(\.initPackages).map { "\($0.preference)" }) == [])
        #expect(repeated(all.flatMap(\.tapListeners).map { "\($0.rank)" }) == [])
    }

    @Test func aDeviceInstallsEveryLibrarysSurfacesOnce() {
        let installed = Device.surfaceTypes.map { "\($0)" }
        for type in LibraryDescriptor.all.flatMap(\.installers) {
            #expect(installed.filter { $0 == "\(type)" }.count == 1, "\(type)")
        }
    }

    @Test func theDerivedTablesAreTheDescriptors() {
        #expect(SimulatedPackageVersions.packages == LibraryDescriptor.all.flatMap(\.simulatedVersions.keys).sorted())
        #expect(PackageDeepImports.table.keys.sorted() == LibraryDescriptor.all.flatMap(\.deepImports.keys).sorted())
        #expect(Registrations.library(of: .notifee) == "@notifee/react-native")
        #expect(Registrations.library(of: .cordovaPush) == "phonegap-plugin-push")
        #expect(Registrations.library(of: .acoustic) == "acoustic")
        #expect(SimulatedLibraries.initPackages.first?.package == "expo-notifications")
    }

    @Test func aDeviceAnswersEachDescriptorsJestMocks() throws {
        let device = try Device(options: DeviceOptions(runtime: RuntimeOptions(fakeTime: true)), sink: CollectingSink())
        defer { device.close() }
        let mocks = LibraryDescriptor.all.flatMap(\.jestMocks)
        #expect(mocks.contains("@notifee/react-native/jest-mock"))
        for mock in mocks { #expect(device.runtime.modules?.isBuiltin(mock) == true, "\(mock)") }
    }
}
