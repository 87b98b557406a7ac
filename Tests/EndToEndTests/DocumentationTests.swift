import Foundation
import Testing

/// The docs stand on their own and match jshost (issue 15, item 21): no page points users
/// at a specification they do not have, no page or message names flags jshost lacks, and
/// every category Marigold registers is listed where docs/notifications.md lists them.
@Suite struct DocumentationTests {
    static let root = JSHost.repository

    /// README.md, docs/*.md and every Markdown file under Examples/.
    static func pages() throws -> [URL] {
        var pages = [root.appendingPathComponent("README.md")]
        pages += try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent("docs"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
        let examples = FileManager.default.enumerator(at: root.appendingPathComponent("Examples"), includingPropertiesForKeys: nil)
        while let url = examples?.nextObject() as? URL {
            if url.pathComponents.contains("node_modules") { examples?.skipDescendants(); continue }
            if url.pathExtension == "md" { pages.append(url) }
        }
        return pages
    }

    @Test func noPageMentionsTheSpecificationOrFlagsThatDoNotExist() throws {
        let pages = try Self.pages()
        #expect(pages.count > 10)
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            let name = page.path.replacingOccurrences(of: Self.root.path + "/", with: "")
            #expect(!text.contains("SPEC.md") && !text.contains("SPEC §"), "\(name) points at the specification")
            for flag in ["--instance-url", "--access-token"] {
                #expect(!text.contains(flag), "\(name) names \(flag), which jshost does not have")
            }
        }
    }

    @Test func noMessageNamesFlagsThatDoNotExist() throws {
        let sources = FileManager.default.enumerator(at: Self.root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        var read = 0
        while let url = sources?.nextObject() as? URL {
            guard ["swift", "js"].contains(url.pathExtension) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            read += 1
            for flag in ["--instance-url", "--access-token"] {
                #expect(!text.contains(flag), "\(url.lastPathComponent) names \(flag)")
            }
        }
        #expect(read > 50)
    }

    @Test func everyMarigoldCategoryIsDocumented() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent("Sources/Notifications/Systems/Marigold.swift"), encoding: .utf8)
        let docs = try String(contentsOf: Self.root.appendingPathComponent("docs/notifications.md"), encoding: .utf8)
        let ids = Set(source.matches(of: /"(st_cat_[a-z_]+)"/).map { String($0.1) })
        #expect(ids.count >= 11)
        for id in ids.sorted() { #expect(docs.contains("`\(id)`"), "docs/notifications.md does not list \(id)") }
    }
}
