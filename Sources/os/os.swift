// `import os`: Apple's unified logging (`Logger`, `os_log`, `OSLog`), as `import OSLog` gives.
// (`import os.log`, a submodule, has no equivalent for a Swift module: write `import os`.)
@_exported import OSLog
