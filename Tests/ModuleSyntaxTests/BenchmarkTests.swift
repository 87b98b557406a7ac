import Foundation
import Testing
@testable import ModuleSyntax

/// A realistic ES module chunk (imports used throughout, templates, regexes, classes).
let benchChunk = """
{
  const cache = new Map();
  function formatTitle(details, opts = {}) {
    const { title = 'untitled', body } = details;
    const clean = title.replace(/[<>]/g, '').trim() / 1 || title;
    return `${opts.prefix ?? ''}${clean}: ${body?.slice(0, 40) ?? ''} (${Alert.name})`;
  }
  class Handler extends Base {
    static kind = 'mail';
    #seen = 0;
    constructor(name) { super(name); this.name = name; }
    async handle(details) {
      this.#seen++;
      const key = details.id + '/' + this.#seen;
      if (cache.has(key)) return cache.get(key);
      const r = await Mailer.send({ to: details.to, subject: formatTitle(details), body: `<p>${details.body}</p>` });
      cache.set(key, r);
      return r.ok ? Alert.alert('sent', `to ${details.to}`) : NativeEventEmitter.emit('failed', { key });
    }
  }
  // import x from 'not-an-import' inside a comment
  const s = "export default 'not an export'";
  const ratio = cache.size / 2 / (Handler.kind.length || 1);
  register(new Handler('h' + ratio), (d) => d.category === 'mail' && /mail/i.test(d.category), s);
}

"""

@Suite struct BenchmarkTests {
    /// JSHOST_BENCH=1 swift test -c release --filter BenchmarkTests (see Scripts/bench-module-rewrite.sh)
    @Test(.enabled(if: ProcessInfo.processInfo.environment["JSHOST_BENCH"] == "1"))
    func rewriteFiveMegabyteBundle() throws {
        let header = "import Mailer from 'react-native-mail';\nimport {Alert, NativeEventEmitter} from 'react-native';\nimport {Base, register} from './base.js';\n"
        var src = header
        let target = Int(ProcessInfo.processInfo.environment["JSHOST_BENCH_BYTES"] ?? "") ?? 5_000_000
        while src.utf8.count < target { src += benchChunk }
        src += "export default function sendEmailAction(details) { return Mailer.send(details); }\n"
        var best = Double.infinity
        var result: ModuleTransform? = nil
        for _ in 0..<5 {
            let t0 = DispatchTime.now().uptimeNanoseconds
            result = try transformModule(source: src, filename: "/bench/bundle.js")
            let dt = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
            best = min(best, dt)
        }
        let mb = Double(src.utf8.count) / 1_000_000
        print("BENCH module rewrite: \(String(format: "%.2f", mb)) MB in \(String(format: "%.1f", best * 1000)) ms (best of 5), \(String(format: "%.0f", mb / best)) MB/s")
        #expect(result?.imports == ["react-native-mail", "react-native", "./base.js"])
        #expect(result?.code.contains("(${__jsh_m1.Alert.name})") == true)
        #expect(result?.code.contains(" Mailer.send") == false)
        #expect(best < 1.0)
    }
}
