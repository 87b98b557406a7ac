import HostRuntime
import JSCore

/// Modules `react`, `react/jsx-runtime` and `react/jsx-dev-runtime`: React's API as
/// inert stand-ins (JS/react.js), so that component files load and their top-level
/// registrations run. JSX compiled by esbuild calls this `createElement`.
final class ReactSurface: SurfaceInstaller {
    unowned let device: Device
    /// react.js's `{React, jsxRuntime}`, evaluated when a script first imports one of them.
    private var glueValue: JSValue?

    init(device: Device) { self.device = device }

    func install() throws {
        let modules = device.runtime.modules!
        modules.registerBuiltin("react") { [unowned self] _ in try glue()["React"] }
        modules.registerBuiltin("react/jsx-runtime") { [unowned self] _ in try glue()["jsxRuntime"] }
        modules.registerBuiltin("react/jsx-dev-runtime") { [unowned self] _ in try glue()["jsxRuntime"] }
    }

    private func glue() throws -> JSValue {
        if let glueValue { return glueValue }
        let value = try evaluateGlue(EmbeddedJS.react, name: "react", natives: .undefined(in: device.context), in: device)
        glueValue = value
        return value
    }
}
