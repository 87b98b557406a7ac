import HostRuntime
import JSCore
import Notifications

/// Dialogs with buttons (JS/dialogs.js): the global `alert`/`confirm`/`prompt`,
/// cordova-plugin-dialogs' `navigator.notification`, React Native's `Alert.alert`
/// and MobileFirst's `WL.SimpleDialog.show`. Each opening is an `alert` effect; a
/// press (`Device.press`, `simulate.press`, `--press`) runs the button's callback.
final class DialogSurface: SurfaceInstaller {
    unowned let device: Device
    private var glueValue: JSValue?
    init(device: Device) { self.device = device }

    func install() throws {
        device.defineLazyGlobals(["alert", "confirm", "prompt"], entry: "dialogs") { [unowned self] in try glue() }
    }

    /// The dialogs glue, evaluated on first use.
    @discardableResult
    func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        unowned let device = self.device
        let context = device.context
        let natives = JSValue.object(in: context)
        natives.defineFunction("record") { arguments in
            let buttons = arguments.count > 2 ? JSHostSurface.buttonTitles(arguments[2]) : nil
            device.record(.alert(title: arguments.first?.text ?? "", message: arguments.count > 1 ? arguments[1].text : "", buttons: buttons))
            return nil
        }
        natives.defineFunction("defer") { arguments in
            // A native dialog answers asynchronously.
            let function = arguments[0]
            device.runtime.loop.schedule(after: 0) { device.callBack(function, [], entry: "dialog callback") }
            return nil
        }
        let glue = try evaluateGlue(EmbeddedJS.dialogs, name: "dialogs", natives: natives, in: device)
        glueValue = glue
        return glue
    }

    /// Presses `label` on the oldest open dialog that has such a button. Throws a
    /// message naming what is open when none has.
    func press(_ label: String) throws -> Void {
        let glue = try glue()
        let context = device.context
        var pressed = false
        let result = device.runtime.enterReporting("dialog button \"\(label)\"", file: device.scriptPath) { () throws(JSException) in
            let value = try glue.invoke("press", [JSValue(string: label, in: context)])
            pressed = value.boolValue
            return value
        }
        guard result != nil else { return }  // the button's callback threw: reported
        if !pressed {
            let open = (try? glue.invoke("describeOpen").stringValue) ?? ""
            throw DialogError.noButton(label: label, open: open)
        }
    }

    /// `--press LABEL`: answers the next dialog showing that button (an open one first).
    func queue(_ label: String) throws {
        let glue = try glue()
        let context = device.context
        device.runtime.enterReporting("dialog button \"\(label)\"", file: device.scriptPath) { () throws(JSException) in
            try glue.invoke("queue", [JSValue(string: label, in: context)])
        }
    }

    /// The queued presses no dialog used.
    var unusedPresses: [String] {
        guard let glueValue, let list = try? glueValue.invoke("unused").jsonValue, case let .array(items) = list else { return [] }
        return items.compactMap(\.stringValue)
    }
}

/// A press that found no button to press.
public enum DialogError: Error, CustomStringConvertible {
    case noButton(label: String, open: String)

    public var description: String {
        switch self {
        case let .noButton(label, open):
            return open.isEmpty ? "no dialog is open to press \"\(label)\" on"
                : "no open dialog has a button \"\(label)\" (open: \(open))"
        }
    }
}

extension Device {
    /// Presses the button `label` of the oldest open dialog that has one, running its
    /// callback (`simulate.press`, an `{"press": …}` event). No such button: an
    /// `input` error effect, and false.
    @discardableResult
    public func press(_ label: String) -> Bool {
        do {
            try surface(DialogSurface.self).press(label)
            settle()
            return true
        } catch {
            dispatcher.rejectInput("\(error)")
            return false
        }
    }

    /// `--press LABEL`, given before anything ran: each label answers, in order, the
    /// next dialog that shows such a button.
    public func queuePress(_ label: String) {
        do {
            try surface(DialogSurface.self).queue(label)
            settle()
        } catch {
            dispatcher.record(.error(.input, "\(error)"))
        }
    }

    /// Queued presses that no dialog used, each an `input` error effect.
    public func reportUnusedPresses() {
        for label in surface(DialogSurface.self).unusedPresses {
            dispatcher.record(.error(.input, "--press \(label): no dialog showed a button \"\(label)\""))
        }
    }
}
