import HostRuntime
import JSCore
import Surfaces

/// The `jest` object of `jshost run --mocks` (docs/modules.md, "The team's own stand-ins"):
/// the manual mocks are written for Jest, so `jest.fn`, `jest.spyOn` and `jest.requireActual`
/// (the package itself, past its mock) are there for them — Jest's mock functions
/// (JS/jest/mock.js) without the rest of the test runner. JSHostKit's `AppModules` installs it
/// on the devices of `run`, `categories`, `matrix`, `check` and the studio.
package enum RunJestObject {
    package static func install(on device: Device) throws {
        let runtime = device.runtime
        let context = runtime.context
        let holder = JSValue.object(in: context)
        try context.evaluate(EmbeddedJS.jestMock, sourceURL: "jshost:jest/mock").call([holder])
        let requireActual = JSValue(function: "requireActual", in: context) { [unowned runtime] arguments in
            let modules = runtime.modules!
            let map = modules.mapSpecifier
            modules.mapSpecifier = nil
            defer { modules.mapSpecifier = map }
            return try modules.require(arguments[0].stringValue, from: runtime.mainFile)
        }
        let jest = try context.evaluate(EmbeddedJS.runJestObject, sourceURL: "jshost:run-jest-object").call([holder, requireActual])
        context.globalObject["jest"] = jest
    }
}
