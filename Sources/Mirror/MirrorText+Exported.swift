// The renderers' shared rules (RenderOptions, TextRenderer, TextBudget, Backdrop) live in
// MirrorText, below both the driver and the HTML renderer (#48: MirrorHTML stands on the model,
// MirrorCore and MirrorText, never on the driver). The driver's clients see them as before.
@_exported import MirrorText
