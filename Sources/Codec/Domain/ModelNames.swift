import DomainModel

// The model's answers and errors moved from here into DomainModel (#48: MirrorCore takes them
// without the codec). These names keep them reachable through `import Codec` for the files
// that imported them from here; the same types, not copies. They go when the modules are renamed
// (#48, Build point 6), each importer then importing DomainModel.

/// ``DomainModel/RelayError``.
public typealias RelayError = DomainModel.RelayError
/// ``DomainModel/MirrorReply``.
public typealias MirrorReply = DomainModel.MirrorReply
/// ``DomainModel/InteractionResult``.
public typealias InteractionResult = DomainModel.InteractionResult
/// ``DomainModel/WidgetCatalog``.
public typealias WidgetCatalog = DomainModel.WidgetCatalog
/// ``DomainModel/CatalogWidget``.
public typealias CatalogWidget = DomainModel.CatalogWidget
/// ``DomainModel/EntitySuggestion``.
public typealias EntitySuggestion = DomainModel.EntitySuggestion
/// ``DomainModel/CatalogPreview``.
public typealias CatalogPreview = DomainModel.CatalogPreview
/// ``DomainModel/SnapshotReply``.
public typealias SnapshotReply = DomainModel.SnapshotReply
