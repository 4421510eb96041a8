// `import os`: Apple's unified logging (`Logger`, `os_log`, `OSLog`), as `import OSLog` gives.
// `import os.log` resolves too: Sources/OSLogSubmodule gives this module the C submodule `log`.
@_exported import OSLog
