// Stand-in for Shared (ours, not the project's): its re-exports of the app's own packages, as the app's
// Sources/Shared/DesignSystem/HADesignSystemExports.swift declares them (HAModels is taken as published).
@_exported import HAIconic
@_exported import HAModels
