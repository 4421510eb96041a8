// Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`, attachments of
// UIKit images on Apple's systems): a test that imports Testing and this package's UIKit
// looks for it. On Linux there is nothing to add; this empty module is that overlay.
