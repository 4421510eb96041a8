// Stand-in for Shared (ours, not the project's): its re-exports of the app's own packages, as the app's
// Sources/Shared/DesignSystem/HADesignSystemExports.swift declares them (HAModels is taken as published;
// HADesignSystem, HAIconic and HAUtilities are stand-ins of copied files; HANetworking's and
// HAWatchCommunicationMessages' members the extension uses are in this stand-in, not modules of their own).
@_exported import HADesignSystem
@_exported import HAIconic
@_exported import HAModels
#if os(iOS)
@_exported import HAUtilities
#endif
