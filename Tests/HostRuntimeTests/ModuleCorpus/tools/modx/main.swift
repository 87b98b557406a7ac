// modx: a command over ModuleSyntax for tools/check.sh and the reference host.
//   modx FILE | modx --json FILE | modx --tokens FILE | modx --resolve SPEC REFERRER import|require
import Foundation
let args = CommandLine.arguments
if args.count > 2 && args[1] == "--json" {
    let path = args[2]
    let src = try String(contentsOfFile: path, encoding: .utf8)
    do {
        let r = try transformModule(source: src, filename: path)
        let obj: [String: Any] = ["code": r.code, "isModule": r.isModule, "tla": r.hasTopLevelAwait, "imports": r.imports,
            "records": r.importRecords.map { ["specifier": $0.specifier, "line": $0.line, "names": $0.names] }]
        let d = try JSONSerialization.data(withJSONObject: obj)
        FileHandle.standardOutput.write(d)
    } catch {
        let d = try JSONSerialization.data(withJSONObject: ["error": "\(error)"])
        FileHandle.standardOutput.write(d)
    }
} else if args.count > 4 && args[1] == "--resolve" {
    do {
        let r = try ModuleResolver().resolve(args[2], from: args[3], mode: args[4] == "import" ? .import : .require)
        print("{\"path\": \"\(r.path)\", \"kind\": \"\(r.kind.rawValue)\"}")
    } catch {
        let d = try JSONSerialization.data(withJSONObject: ["error": "\(error)"])
        FileHandle.standardOutput.write(d)
    }
} else if args.count > 2 && args[1] == "--tokens" {
    let src = try String(contentsOfFile: args[2], encoding: .utf8)
    for t in try debugTokens(src) { print(t.kind, t.text) }
} else {
    let src = try String(contentsOfFile: args[1], encoding: .utf8)
    do {
    let r = try transformModule(source: src, filename: args[1])
    print(r.code)
    print("// isModule=\(r.isModule) tla=\(r.hasTopLevelAwait) imports=\(r.imports) exports=\(r.exports)")
    } catch { print("ERROR: \(error)") }
}
