/// The text of `--help` and `help COMMAND`.
enum Help {
    static let overview = """
    jshost — run push-notification action scripts off-device on JavaScriptCore

    USAGE:
      jshost run SCRIPT [options]     run a script and simulate notifications
      jshost help COMMAND             show help for a command
      jshost --version                print the version

    Run 'jshost help run' for the options of run.
    """

    static let run = """
    USAGE: jshost run SCRIPT [options]

    Runs SCRIPT until no timer or pending work is left.

    OPTIONS:
      --json              print every effect (console output included) as one JSON object a line
      --timeout S         CPU seconds each entry into JavaScript may use (default 2)
      --fake-time         run timers on a virtual clock that jumps to the next timer
      -h, --help          show this help

    EXIT STATUS: 0 ok, 1 a script error, 2 a usage or input error.
    """

    static func command(_ name: String) -> String? {
        switch name {
        case "run": return run
        default: return nil
        }
    }
}
