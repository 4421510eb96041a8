/* The `os.log` submodule (module.modulemap): empty. Its names are the Swift module os's. */
