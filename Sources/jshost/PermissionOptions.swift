import JSHostKit

/// The `--allow-*` flags, turned into the runtime's permissions once all are read.
struct PermissionFlags {
    private var flags: [String] = []

    /// Takes the flag if it is a permission one.
    mutating func take(_ flag: Flag) -> Bool {
        switch flag.name {
        case "--allow-net", "--allow-read", "--allow-env", "--allow-all", "-A":
            flags.append(flag.inlineValue.map { "\(flag.name)=\($0)" } ?? flag.name)
            return true
        default:
            return false
        }
    }

    func parse(scanner: ArgumentScanner) throws -> Permissions {
        var permissions = Permissions()
        for flag in flags {
            do {
                _ = try permissions.apply(flag: flag)
            } catch {
                throw scanner.usage(error.message)
            }
        }
        return permissions
    }
}
