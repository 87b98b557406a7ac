import HostRuntime

/// The releases of each package whose API a surface simulates (SPEC §3.2c "No shadowing"):
/// in an app, a built-in module stands in for its package only when `node_modules` holds
/// one of these releases; another is an error naming both (ModuleLoader.checkInstalledVersion).
/// Each library's descriptor says where its API was read (the commits the surface's docs and
/// API-coverage lists cite) and why the other releases it accepts share that API. docs/surfaces.md,
/// "Which versions each surface simulates", is the same table for users.
public enum SimulatedPackageVersions {
    /// The packages simulated, by name (`jshost help run` lists them).
    public static var packages: [String] { table.keys.sorted() }

    /// Each library's releases, from its descriptor (Libraries/<Library>/<Library>Library.swift).
    static let table: [String: SimulatedVersions] = LibraryDescriptor.all.reduce(into: [:]) { table, library in
        table.merge(library.simulatedVersions) { first, _ in first }
    }
}
