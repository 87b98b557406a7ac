import JSONSyntax
import Notifications

/// How `@notifee/react-native` describes buttons, and the payload keys it reads
/// (docs/surfaces.md cites the sources): its rules, beside its surface. The surface (and
/// Firebase's and wix's, which defer to a notification Notifee handles) hand these functions
/// the objects scripts gave them.
enum Notifee {
    /// `setNotificationCategories([{id, actions: [{id, title, foreground, destructive,
    /// authenticationRequired, input}]}])` (types/NotificationIOS.ts
    /// `IOSNotificationCategory`): `input` is `true` or `{buttonText, placeholderText}`.
    static func iosCategories(from value: JSONValue, path: String = "setNotificationCategories()") throws -> [Category] {
        try CategoryDecoding.categories(from: value, file: nil, path: path, listShape: "an array of categories [{id, actions}]",
                                        source: .notifee, actionShape: "an action object {id, title}") { f in
            let (id, title, options) = try CategoryDecoding.idTitleAndOptions(f)
            return Action(id: id, title: title, options: options,
                          textInput: try input(f, button: "buttonText", placeholder: "placeholderText"),
                          definition: .object(f.object))
        }
    }

    /// A notification's `android.actions: [{title, pressAction: {id, launchActivity},
    /// input}]` (types/NotificationAndroid.ts `AndroidAction`) as its own buttons, under
    /// category id `id`. An action with `pressAction.launchActivity` opens the app;
    /// `input` is `true` or `{placeholder, choices, …}`.
    static func androidActions(from value: JSONValue, id: String, path: String = "android.actions") throws -> Category {
        guard case .array(let items) = value else {
            throw NotificationsError.wrongType(file: nil, path: path, expected: "an array of actions [{title, pressAction}]", found: value.typeDescription)
        }
        var actions: [Action] = []
        for (i, item) in items.enumerated() {
            let f = try JSONFields(item, path: JSONPath.element(path, i), file: nil, expected: "an action object {title, pressAction}")
            let title = try f.requiredString("title", "the action title (a string)")
            let press = try f.requiredFields("pressAction", "the press action {id} (an object)")
            let pressId = try press.requiredString("id", "the press action id (a string)")
            // validateAndroidPressAction.ts gives the id `default` launchActivity `default`.
            let opens = try press.string("launchActivity") != nil || press.string("mainComponent") != nil || pressId == "default"
            actions.append(Action(id: pressId, title: title, options: opens ? [.foreground] : [],
                                  textInput: try input(f, button: nil, placeholder: "placeholder"),
                                  definition: .object(f.object)))
        }
        return Category(id: id, actions: actions, source: .notifee)
    }

    static func input(_ f: JSONFields, button: String?, placeholder: String) throws -> TextInput? {
        switch f["input"] {
        case nil, .null?, .bool(false)?: return nil
        case .bool(true)?: return TextInput()
        case .object(let o)?:
            let i = JSONFields(o, path: f.pathOf("input"), file: f.file)
            return TextInput(buttonTitle: try button.flatMap { try i.string($0) } ?? "Send", placeholder: try i.string(placeholder) ?? "")
        case let other?:
            throw NotificationsError.wrongType(file: f.file, path: f.pathOf("input"), expected: "true or an input object", found: other.typeDescription)
        }
    }

    /// The `notifee_options` key of a remote message (docs/react-native/ios/
    /// remote-notification-support.mdx; ios/NotifeeCore/NotifeeCoreExtensionHelper.m):
    /// on iOS Notifee's service extension rebuilds the notification from it — `title`,
    /// `body` and `ios.categoryId` replace the payload's. An object, or JSON text in
    /// FCM data. Android has no such step. Returns the options when there are any.
    @discardableResult
    static func applyOptions(to n: inout PushNotification, platform: Platform) -> JSONObject? {
        guard let options = options(of: n) else { return nil }
        guard platform == .ios else { return options }
        if let title = options["title"]?.stringValue { n.title = title }
        if let body = options["body"]?.stringValue { n.body = body }
        if let category = options["ios"]?["categoryId"]?.stringValue { n.category = category }
        // NotifeeExtensionHelper (the app's service extension) downloads `image` and attaches it.
        if let image = options["image"]?.stringValue {
            var a = n.appearance ?? NotificationAppearance()
            a.image = image
            n.appearance = a
        }
        return options
    }

    /// `notifee_options` of `n`'s data, parsed when it is JSON text.
    static func options(of n: PushNotification) -> JSONObject? {
        switch n.data["notifee_options"] {
        case .object(let o)?: return o
        case .string(let s)?: return (try? JSONParser.parse(s))?.objectValue
        default: return nil
        }
    }
}
