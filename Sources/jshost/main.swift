import Foundation

// The jshost executable only parses arguments and prints; the work is in the JSHostKit library.
let status = CommandLineTool.main(Array(CommandLine.arguments.dropFirst()))
Terminal.flush()
exit(status)
