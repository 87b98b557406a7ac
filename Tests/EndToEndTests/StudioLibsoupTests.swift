import Foundation
import Testing

/// The studio needs libsoup 3, which jshost opens with dlopen on first use (docs/studio.md,
/// docs/packaging.md): the .deb recommends it, the tarball's DEPENDENCIES lists it, and a
/// machine without it gets the apt-get line.
@Suite struct StudioLibsoupTests {
    /// A library path whose libsoup-3.0.so.0 is not a library stands for a machine without
    /// it (dlopen finds that file first and fails), without touching the system's.
    @Test func withoutLibsoupTheStudioPrintsTheAptGetLine() throws {
        let f = try TemporaryFolder(["lib/libsoup-3.0.so.0": "", "app/package.json": #"{"name": "app"}"#,
                                     "app/index.js": "require('jshost').onResponse(() => {});"])
        let result = try JSHost.run(["studio", "index.js", "--port", "0"], in: f.url.appendingPathComponent("app"),
                                    environment: ["LD_LIBRARY_PATH": f.path("lib")], timeout: 30)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("jshost studio needs libsoup 3: apt-get install libsoup-3.0-0"), "\(result.stderr)")
    }

    /// Scripts/package.sh recommends libsoup-3.0-0 in the .deb and lists it in the tarball's
    /// DEPENDENCIES (its optional packages go to both), and the binary still names the
    /// library it opens (package.sh refuses to package an entry the binary no longer names).
    @Test func thePackagesNameLibsoup() throws {
        let script = try String(contentsOf: JSHost.repository.appendingPathComponent("Scripts/package.sh"), encoding: .utf8)
        #expect(script.contains(#""Recommends|libsoup-3.0-0|libsoup-3.0.so.0|"#))
        #expect(script.contains(#"[ ${#recommends[@]} -eq 0 ] || echo "Recommends: $(joined "${recommends[@]}")""#))
        #expect(script.contains(#"printf '%s\n' "${optional_names[@]}""#), "the tarball's DEPENDENCIES lists the optional packages")
        let binary = try Data(contentsOf: JSHost.binary)
        #expect(binary.range(of: Data("libsoup-3.0.so.0".utf8)) != nil)
    }
}
