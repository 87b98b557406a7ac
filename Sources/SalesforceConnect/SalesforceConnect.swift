// SalesforceConnect — see Package.swift for the layer this target belongs to.
