/// Runs `body`, expecting it to throw; returns the error's description (nil when it
/// did not throw), for tests that compare error messages as users read them.
public func errorText(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}
