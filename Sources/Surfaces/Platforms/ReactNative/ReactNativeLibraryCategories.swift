import JSONSyntax
import Notifications

/// What @react-native-community/push-notification-ios and react-native-notifications read
/// alike in a category's action (Libraries/PushNotificationIOS, Libraries/WixNotifications).
enum ReactNativeLibraryCategories {
    /// `textInput: {buttonTitle, placeholder}`: present (an object) makes a text-input
    /// action (`UNTextInputNotificationAction`); absent or null does not.
    static func textInput(_ f: JSONFields) throws -> TextInput? {
        guard let t = f["textInput"], t != .null else { return nil }
        guard case .object(let o) = t else {
            throw NotificationsError.wrongType(file: f.file, path: f.pathOf("textInput"), expected: "an object {buttonTitle, placeholder}", found: t.typeDescription)
        }
        let tf = JSONFields(o, path: f.pathOf("textInput"), file: f.file)
        return TextInput(buttonTitle: try tf.string("buttonTitle") ?? "Send", placeholder: try tf.string("placeholder") ?? "")
    }
}
