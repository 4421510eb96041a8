import Observation

// The class declares the registrar @Observable adds, with another type: every error is in the
// macro's expansion, none in this file's own lines.
@Observable
final class Model {
    var count = 0
    let _$observationRegistrar = 3
}
