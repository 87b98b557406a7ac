import Foundation
import AppProject
import ProjectGate

/// What the app's native iOS project (its `ios/` folder, next to `package.json`) says about
/// the decisions made there rather than in JavaScript: whether a Notification Service
/// Extension target exists (remote images need one), and which
/// `UNUserNotificationCenter` delegate the AppDelegate sets.
public struct NativeProject: Sendable, Equatable {
    /// The app's `ios/` folder; nil when the app has none (or it was not found).
    public var iosFolder: String?
    /// The Notification Service Extension target's folder (relative to `ios/`), when one
    /// exists: a folder whose `Info.plist` declares `NSExtensionPointIdentifier`
    /// `com.apple.usernotifications.service` (Apple, "Modifying content in newly delivered
    /// notifications").
    public var serviceExtension: String?
    /// The AppDelegate file (relative to `ios/`), when found.
    public var appDelegate: String?
    /// Whether the AppDelegate sets `UNUserNotificationCenter.current().delegate` /
    /// `[UNUserNotificationCenter currentNotificationCenter].delegate` (nil: no AppDelegate).
    public var setsNotificationCenterDelegate: Bool?

    public init(iosFolder: String? = nil, serviceExtension: String? = nil, appDelegate: String? = nil,
                setsNotificationCenterDelegate: Bool? = nil) {
        self.iosFolder = iosFolder
        self.serviceExtension = serviceExtension
        self.appDelegate = appDelegate
        self.setsNotificationCenterDelegate = setsNotificationCenterDelegate
    }

    /// Reads the `ios/` folder of the app `script` belongs to (going up to `package.json`).
    public static func near(script: String) -> NativeProject {
        let ios = AppFolderSearch.first(from: (script as NSString).deletingLastPathComponent,
                                        stopAfter: { AppFolderSearch.holds($0, any: ["package.json"]) }) { folder -> String? in
            let path = (folder as NSString).appendingPathComponent("ios")
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue ? path : nil
        }
        guard let ios else { return NativeProject() }
        return read(ios: ios)
    }

    /// Reads an `ios/` folder: its targets are its subfolders (two levels, past `Pods`,
    /// `build` and dot folders).
    ///
    /// Files are read through the gate of the folder holding `ios/` (docs/permissions.md,
    /// "Files a project names"): an `Info.plist` or AppDelegate that is a link leading out of
    /// the project (or an `ios/` that is one) is not read.
    public static func read(ios: String) -> NativeProject {
        var project = NativeProject(iosFolder: ios)
        let files = ProjectFiles(root: (ios as NSString).deletingLastPathComponent)
        let fm = FileManager.default
        let skip: Set<String> = ["Pods", "build", "DerivedData", "node_modules"]
        var folders: [String] = [""]
        for name in (try? fm.contentsOfDirectory(atPath: ios))?.sorted() ?? [] where !name.hasPrefix(".") && !skip.contains(name) {
            let path = (ios as NSString).appendingPathComponent(name)
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue, !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcworkspace") else { continue }
            folders.append(name)
        }
        for folder in folders {
            let dir = (ios as NSString).appendingPathComponent(folder)
            let plist = (dir as NSString).appendingPathComponent("Info.plist")
            if project.serviceExtension == nil, !folder.isEmpty,
               let text = try? AppProject.text(plist, files: files, limit: 4 << 20),
               text.contains("com.apple.usernotifications.service") {
                project.serviceExtension = folder
            }
            for file in ["AppDelegate.swift", "AppDelegate.mm", "AppDelegate.m"] where project.appDelegate == nil {
                let path = (dir as NSString).appendingPathComponent(file)
                guard let text = try? AppProject.text(path, files: files, limit: 4 << 20) else { continue }
                project.appDelegate = folder.isEmpty ? file : folder + "/" + file
                project.setsNotificationCenterDelegate = setsDelegate(text)
            }
        }
        return project
    }

    /// Whether AppDelegate source sets the notification center's delegate (comments removed).
    static func setsDelegate(_ source: String) -> Bool {
        var code = ""
        var i = source.startIndex
        while i < source.endIndex {
            if source[i...].hasPrefix("//") {
                i = source[i...].firstIndex(of: "\n") ?? source.endIndex
            } else if source[i...].hasPrefix("/*") {
                i = source[source.index(i, offsetBy: 2)...].range(of: "*/")?.upperBound ?? source.endIndex
            } else {
                code.append(source[i])
                i = source.index(after: i)
            }
        }
        let compact = code.filter { !$0.isWhitespace }
        return compact.contains("UNUserNotificationCenter.current().delegate=")
            || compact.contains("[UNUserNotificationCentercurrentNotificationCenter].delegate=")
            || compact.contains("[UNUserNotificationCentercurrentNotificationCenter]setDelegate:")
            || compact.contains("center.delegate=")
    }
}
