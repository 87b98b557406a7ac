/// A text that is not JSON: where (1-based line and column, counted in characters)
/// and what the parser wanted there, e.g. "',' or '}' after an object member".
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file the text came from, when the caller named one.
    public var file: String?
    public var line: Int
    public var column: Int
    public var expected: String

    public init(file: String?, line: Int, column: Int, expected: String) {
        self.file = file
        self.line = line
        self.column = column
        self.expected = expected
    }

    /// `payload.json:3:8: invalid JSON: expected 'true'` (`<input>` when no file is named).
    public var description: String {
        "\(file ?? "<input>"):\(line):\(column): invalid JSON: expected \(expected)"
    }
}
