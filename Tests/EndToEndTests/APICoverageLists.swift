import Foundation

/// The API-coverage lists, each in the folder of the library or platform it checks
/// (Sources/Surfaces/Libraries/Notifee/api-coverage/notifee.txt,
/// Sources/Surfaces/Platforms/ReactNative/api-coverage/react-native.txt), found by walking
/// those folders, so a library's new list is checked without being named here.
enum APICoverageLists {
    static let surfaces = JSHost.repository.appendingPathComponent("Sources/Surfaces")

    /// The `.txt` files directly in `folder` ("api-coverage", "api-coverage/deep-imports") of
    /// every `Libraries/<Library>/` and `Platforms/<Platform>/` folder, by file name (two
    /// lists of one name would be one check: `duplicates` names them).
    static func lists(in folder: String) -> [String: URL] {
        found(in: folder).reduce(into: [:]) { $0[$1.lastPathComponent] = $1 }
    }

    /// File names that two folders' lists share.
    static func duplicates(in folder: String) -> [String] {
        let names = found(in: folder).map(\.lastPathComponent)
        return Set(names.filter { name in names.filter { $0 == name }.count > 1 }).sorted()
    }

    private static func found(in folder: String) -> [URL] {
        var urls: [URL] = []
        for group in ["Libraries", "Platforms"] {
            let groupURL = surfaces.appendingPathComponent(group)
            let owners = (try? FileManager.default.contentsOfDirectory(atPath: groupURL.path)) ?? []
            for owner in owners.sorted() {
                let listFolder = groupURL.appendingPathComponent(owner).appendingPathComponent(folder)
                let files = (try? FileManager.default.contentsOfDirectory(atPath: listFolder.path)) ?? []
                urls += files.filter { $0.hasSuffix(".txt") }.sorted().map { listFolder.appendingPathComponent($0) }
            }
        }
        return urls
    }
}
