import Testing
import PageSyntax

/// The page parser: libxml2's HTML parser through Sources/CHTMLParser.
@Suite struct PageSyntaxTests {
    @Test func scriptsComeInDocumentOrderWithTheirLinesAndKinds() throws {
        let page = try HTMLPage(parsing: Array("""
        <!DOCTYPE html>
        <html><head>
        <script src="a.js"></script>
        <script type="module">import x from './x.js'; if (1 < 2) {}</script>
        </head><body>
        <p>text &amp; <b>bold</b></p>
        <script src="b.js" defer></script><script async src='c.js'></script>
        <script type="text/template"><div></div></script>
        <script>
          var inline = "</div>";
        </script>
        </body></html>
        """.utf8))
        #expect(page.scripts.map(\.src) == ["a.js", nil, "b.js", "c.js", nil, nil])
        #expect(page.scripts.map(\.line) == [3, 4, 7, 7, 8, 9])
        #expect(page.scripts.map(\.runsAfterParsing) == [false, true, true, true, false, false])
        #expect(page.scripts.map(\.isJavaScript) == [true, true, true, true, false, true])
        #expect(page.scripts[1].text == "import x from './x.js'; if (1 < 2) {}")
        #expect(page.scripts[5].text.contains(#"var inline = "</div>";"#))
        #expect(page.treeJSON.contains(#"["p",null,6,"text & ",["b",null,6,"bold"]]"#))
    }

    @Test func fragmentsAreParsedByTheSameParser() throws {
        #expect(try HTMLPage.fragmentJSON("<li class=\"a\">one</li>two<!--c-->") == ##"[["li",{"class":"a"},1,"one"],"two",["#comment","c"]]"##)
    }

    /// libxml2 stopped at 256 nested elements and dropped the rest of the page, later
    /// scripts included; now the whole page is read up to jshost's limit, and a deeper
    /// page is an error naming that limit.
    @Test func aDeeplyNestedPageKeepsItsLaterScripts() throws {
        func nested(_ depth: Int) -> [UInt8] {
            Array(("<html><body><script>first()</script>" + String(repeating: "<div>", count: depth)
                + "<script src=\"deep.js\"></script>" + String(repeating: "</div>", count: depth)
                + "<script>last()</script></body></html>").utf8)
        }
        let page = try HTMLPage(parsing: nested(300))
        #expect(page.scripts.map { $0.src ?? $0.text } == ["first()", "deep.js", "last()"])
        let error = #expect(throws: HTMLParseError.self) { try HTMLPage(parsing: nested(HTMLPage.maximumDepth + 10)) }
        #expect(error?.message.contains("nested more than \(HTMLPage.maximumDepth) deep") == true)
    }
}
