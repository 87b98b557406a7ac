extension LibraryDescriptor {
    /// @capawesome/capacitor-badge, a plugin of Capacitor's core (Platforms/Capacitor).
    static let capacitorBadge = LibraryDescriptor(
        folder: "CapacitorBadge",
        installers: [CapacitorBadgeSurface.self],
        apiCoverage: ["capawesome-capacitor-badge.txt"]
    )
}
