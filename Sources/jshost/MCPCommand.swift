import Foundation
import JSHostKit

/// `jshost mcp [--root DIR] [--allow-*]` (docs/mcp.md): the server is MCPServer's; this only
/// reads the flags.
enum MCPCommand {
    static let help = """
    USAGE: jshost mcp [--root DIR] [--allow-net[=…]] [--allow-read[=…]] [--allow-env[=…]] [-A]

    A Model Context Protocol server on standard input and output (JSON-RPC 2.0, one
    message a line) for coding agents: tools run, matrix, check, categories, render,
    test and payloads, each doing what the command of the same name does; the
    project's payload files and Markdown docs as resources; a diagnose prompt.
    No network listener. Configure it in the agent (docs/mcp.md), e.g. .mcp.json:
      {"mcpServers": {"jshost": {"command": "jshost", "args": ["mcp"]}}}

    OPTIONS:
      --root DIR            the project root (default: the current folder): every path
                            a tool is given must be inside it
      --allow-net[=…] --allow-read[=…] --allow-env[=…] -A
                            what every script the tools run may reach, as for run

    EXAMPLES:
      jshost mcp
      jshost mcp --root ~/src/my-app --allow-net=api.example.com
    """

    static func main(_ arguments: [String]) throws -> Int32 {
        var scanner = ArgumentScanner(command: "mcp", arguments: arguments)
        var root = FileManager.default.currentDirectoryPath
        var permissions = PermissionFlags()
        let proceed = try scanner.scan(help: help) { flag, scanner in
            switch flag.name {
            case "--root": root = try scanner.value(for: flag)
            default: return permissions.take(flag)
            }
            return true
        }
        guard proceed else { return ExitStatus.ok }
        try scanner.noPositionals()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw scanner.usage("--root '\(root)' is not a folder")
        }
        let configuration = MCPSessionConfiguration(root: root, permissions: try permissions.parse(scanner: scanner), version: CommandLineTool.version)
        // Relative paths in what the libraries report are relative to the project root.
        _ = FileManager.default.changeCurrentDirectoryPath(configuration.root)
        // Standard output carries the protocol alone: it is kept on a descriptor of its own, and
        // whatever else would write to descriptor 1 (a child process, a stray print) goes to
        // standard error instead.
        let protocolOutput = dup(1)
        dup2(2, 1)
        signal(SIGPIPE, SIG_IGN)
        Terminal.err("jshost mcp: serving \(configuration.root) on standard input and output\n")
        return MCPSession(configuration: configuration, outputDescriptor: protocolOutput).serve()
    }
}
