import Foundation
import JSONSyntax
import Notifications
import Surfaces

/// `jshost categories`: the categories a script registers through any
/// surface, as the platform would register them, and what is wrong with them.
public struct CategoryListing {
    public var platform: Platform
    /// Registered categories in registration order. Marigold's eleven
    /// built-in categories are listed only when the script uses Marigold.
    public var categories: [Category]
    /// Rule violations, each naming category, action and rule.
    public var problems: [NotificationsError]
    /// Errors the script itself raised while loading (as effects).
    public var scriptErrors: [Effect]

    public init(platform: Platform, categories: [Category], problems: [NotificationsError] = [], scriptErrors: [Effect] = []) {
        self.platform = platform
        self.categories = categories
        self.problems = problems
        self.scriptErrors = scriptErrors
    }

    /// Loads `script` on a device for `platform` and collects what it registered.
    public static func load(script: String, options: DeviceOptions) throws -> CategoryListing {
        let sink = CollectingSink()
        let device = try AppModules.device(options: options, sink: sink)
        device.load(script: script)
        MissingPackagesReport.recordAfterLoad(device, script: script, errors: sink.errorMessages)
        device.finish()
        let usesMarigold = device.runtime.modules.loadedBuiltins.contains("react-native-marigold")
        let categories = device.dispatcher.registeredCategories.filter { usesMarigold || $0.source != .marigold }
        return CategoryListing(platform: options.platform, categories: categories,
                               problems: PlatformRules.validate(categories, platform: options.platform),
                               scriptErrors: sink.effects.filter { $0.kindName == "error" })
    }

    /// One action as the platform registers it.
    public struct RegisteredAction {
        public var action: Action
        /// iOS `UNNotificationActionOptions` bits (authenticationRequired 1, destructive 2, foreground 4).
        public var iosOptionBits: Int
        /// Shown in the default (alert) context / on Android.
        public var shown: Bool
        /// Shown in the minimal (banner, lock screen) context on iOS.
        public var shownMinimal: Bool
    }

    public func registered(_ category: Category) -> [RegisteredAction] {
        let shown = Set(PlatformRules.displayedActions(for: category, platform: platform).map(\.id))
        let minimal = platform == .ios ? Set(PlatformRules.displayedActions(for: category, platform: platform, context: .minimal).map(\.id)) : []
        return category.actions.map {
            RegisteredAction(action: $0, iosOptionBits: PlatformRules.iosOptionBits($0), shown: shown.contains($0.id), shownMinimal: minimal.contains($0.id))
        }
    }
}

extension CategoryListing {
    /// `custom sendEmail`, `server approve`, `built-in url`, `callback`.
    public static func describe(_ kind: ActionKind) -> String {
        switch kind {
        case let .custom(type): return "custom \(type)"
        case let .server(actionKey): return "server \(actionKey)"
        case let .builtIn(action): return "built-in \(action.rawValue)"
        case .callback: return "callback"
        }
    }

    /// The listing as `jshost categories --json` prints it (one object a category).
    public var jsonValue: JSONValue {
        let listing = self
        return .array(listing.categories.map { category in
            var object = JSONObject()
            object.append("id", .string(category.id))
            object.append("source", .string(category.source.rawValue))
            object.append("platform", .string(listing.platform.rawValue))
            object.append("actions", .array(listing.registered(category).map { registered in
                let action = registered.action
                var a = JSONObject()
                a.append("id", .string(action.id))
                a.append("title", .string(action.title))
                a.append("foreground", .bool(action.foreground))
                a.append("destructive", .bool(action.destructive))
                a.append("authenticationRequired", .bool(action.authenticationRequired))
                if listing.platform == .ios { a.append("options", .number(Double(registered.iosOptionBits))) }
                if let input = action.textInput {
                    a.append("textInput", .object(JSONObject([JSONMember("buttonTitle", .string(input.buttonTitle)), JSONMember("placeholder", .string(input.placeholder))])))
                }
                a.append("kind", .string(Self.describe(action.kind)))
                a.append("shown", .bool(registered.shown))
                return .object(a)
            }))
            if let list = category.defaultContextActions { object.append("defaultContextActions", .array(list.map(JSONValue.string))) }
            if let list = category.minimalContextActions { object.append("minimalContextActions", .array(list.map(JSONValue.string))) }
            return .object(object)
        })
    }
}
