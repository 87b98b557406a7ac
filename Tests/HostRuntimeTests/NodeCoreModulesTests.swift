import Foundation
import HostRuntime
import JSCore
import Testing

/// Node's core modules from Debian's packages (NodeCoreModules.swift, docs/testing.md).
@Suite struct NodeCoreModulesTests {
    @Test func coreModuleNamesAreNode20s() {
        for name in ["fs", "node:fs", "fs/promises", "child_process", "path/posix", "node:test", "buffer", "events"] {
            #expect(NodeCoreModules.isCoreModule(name), "\(name)")
        }
        // `test` is a core module only with its prefix; packages that merely look alike are not.
        for name in ["test", "node:left-pad", "path-browserify", "fs-extra", "events/", "./fs", "@types/node"] {
            #expect(!NodeCoreModules.isCoreModule(name), "\(name)")
        }
    }

    /// `buffer`, `path` and `events` (and their `node:` names) load Debian's packages once,
    /// in the runtime's own realm; a dropped runtime frees its context and what it loaded.
    @Test func servedModulesLoadOnceAndAreFreed() throws {
        weak var context: JSContext?
        do {
            let runtime = try Runtime(options: RuntimeOptions(fakeTime: true))
            context = runtime.context
            let packages = NodeCoreModules.install(in: runtime)
            let from = FileManager.default.currentDirectoryPath + "/probe.js"
            let buffer = try runtime.modules.require("buffer", from: from)
            #expect(try runtime.modules.require("node:buffer", from: from).strictlyEquals(buffer))
            #expect(try packages.bufferConstructor().strictlyEquals(buffer["Buffer"]))
            let decoded = try buffer["Buffer"].invoke("from", [JSValue(string: "aGk=", in: runtime.context), JSValue(string: "base64", in: runtime.context)])
            #expect(try decoded.invoke("toString").stringValue == "hi")
            #expect(decoded.isInstance(of: runtime.context.globalObject["Uint8Array"]))
            let path = try runtime.modules.require("path", from: from)
            #expect(try path.invoke("join", [JSValue(string: "a", in: runtime.context), JSValue(string: "b", in: runtime.context)]).stringValue == "a/b")
            #expect(try runtime.modules.require("node:path/posix", from: from).strictlyEquals(path))
            let events = try runtime.modules.require("node:events", from: from)
            #expect(events["EventEmitter"].strictlyEquals(events))
        }
        #expect(context == nil, "the context was not freed")
    }
}
