import HostRuntime

/// Turns the `--allow-*` flags into the runtime's permissions.
enum PermissionOptions {
    static func parse(_ flags: [String], scanner: ArgumentScanner) throws -> Permissions {
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
