/// The SF Symbol names a project's Swift sources can hand to `Image(systemName:)`,
/// `Label(_:systemImage:)` or SFSafeSymbols' `Image(systemSymbol:)`: the literals written there, and
/// the literals those arguments are read from when the name is not written at the call: a constant
/// (`SystemImages.queriesBlocked`, `static let queriesBlocked = "hand.raised"`), a computed property
/// or function that returns one (`var shieldImageName: String { switch … return
/// "checkmark.shield.fill" }`), an enum's raw value, or a view's stored property and the arguments
/// its initializer is called with (`StatCard(icon: SystemImages.totalQueries)`, `self.image =
/// error.buttonImage`). Names are followed three steps from the call.
///
/// A token scan, not a compiler: a member is resolved by its name within its type's declarations
/// (`SystemImages.x`, or a value whose declared type is written: `error.image` with
/// `let error: GlucoseEntryError`), an unqualified name within the file that uses it. Only
/// literals shaped as symbol names are kept (lower-case words joined by dots); a literal with an
/// interpolation is a name built at run time, listed apart.
struct SymbolNameSources {
    /// A Swift token: a word, a string literal, one punctuation character or a line break.
    enum Token: Equatable {
        case word(String)
        case string(String, interpolated: Bool)
        case punct(Character)
        case newline
    }

    /// One source file's tokens.
    struct File {
        let path: String
        let tokens: [Token]
    }

    let files: [File]

    /// Names kept, each with how it was reached ("direct", "let queriesBlocked", …).
    private(set) var names: [String: Set<String>] = [:]
    /// Literals with an interpolation reached the same ways: names built at run time.
    private(set) var builtAtRunTime: [String: Set<String>] = [:]

    init(sources: [(path: String, text: String)]) {
        files = sources.map { File(path: $0.path, tokens: Self.tokens(of: $0.text)) }
        scan()
    }

    /// Whether a literal is shaped as an SF Symbol name: lower-case letters and digits, in words
    /// joined by dots, starting with a letter ("checkmark.shield.fill", "cpu", "battery.100").
    static func isSymbolShaped(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, ("a"..."z").contains(first), !s.hasSuffix("."),
            !s.contains("..")
        else { return false }
        return s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }

    // MARK: Scanning

    private struct Reference: Hashable {
        let name: String
        /// The type whose declarations hold it, or nil for the file's (`file`) or, with a leading dot,
        /// every type's.
        let type: String?
        let file: Int?
    }

    private static let calls: Set<String> = ["systemName", "systemImage", "systemSymbol"]
    private static let ignored: Set<String> = [
        "rawValue", "self", "Self", "String", "nil", "true", "false", "description", "init", "try", "await",
    ]

    private mutating func scan() {
        var work: [(Reference, Int)] = []
        var seen: Set<Reference> = []
        func follow(_ refs: [Reference], _ depth: Int) {
            guard depth < 3 else { return }
            for ref in refs where seen.insert(ref).inserted { work.append((ref, depth + 1)) }
        }
        for (f, file) in files.enumerated() {
            let t = file.tokens
            for i in t.indices.dropLast() {
                guard case .word(let w) = t[i], Self.calls.contains(w), t[i + 1] == .punct(":") else { continue }
                let expr = Self.expression(t, from: i + 2)
                take(literalsIn: t[expr], "direct")
                follow(references(t[expr], file: f), 0)
            }
        }
        while let (ref, depth) = work.popLast() {
            resolve(ref, depth: depth, follow: follow)
        }
    }

    private mutating func resolve(_ ref: Reference, depth: Int, follow: ([Reference], Int) -> Void) {
        for (f, file) in files.enumerated() where ref.file == nil || ref.file == f {
            let t = file.tokens
            for range in scopes(of: ref, in: t) {
                var i = range.lowerBound
                while i < range.upperBound - 1 {
                    defer { i += 1 }
                    guard t[i] == .word(ref.name) else { continue }
                    let before = i > 0 ? t[i - 1] : .newline
                    if before == .word("let") || before == .word("var") {
                        // `let name = …`, `let name: T = …`, `var name: T { … }`.
                        var j = i + 1
                        if t[j] == .punct(":") { j = Self.skipType(t, from: j + 1) }
                        if j < t.count, t[j] == .punct("=") {
                            let expr = Self.expression(t, from: j + 1)
                            take(literalsIn: t[expr], "let \(ref.name)")
                            follow(references(t[expr], file: f), depth)
                        } else if j < t.count, t[j] == .punct("{") {
                            take(returnedLiteralsIn: t, body: j, "body \(ref.name)")
                        } else if ref.type != nil || ref.file != nil {
                            // A stored property: the arguments of its type's initializer calls, and
                            // what its file assigns to it.
                            if let owner = Self.enclosingType(t, at: i) {
                                takeArguments(ref.name, ofCallsTo: owner, depth, follow)
                            }
                            takeAssignments(ref.name, in: f, depth, follow)
                        }
                    } else if before == .word("func") {
                        var j = i + 1
                        while j < t.count, t[j] != .punct("{"), t[j] != .newline || t[j - 1] == .punct(",") { j += 1 }
                        if j < t.count, t[j] == .punct("{") { take(returnedLiteralsIn: t, body: j, "func \(ref.name)") }
                    } else if before == .word("case"), t[i + 1] == .punct("=") {
                        take(literalsIn: t[Self.expression(t, from: i + 2)], "case \(ref.name)")
                    }
                }
            }
        }
    }

    /// The token ranges a reference's declarations are looked for in.
    private func scopes(of ref: Reference, in t: [Token]) -> [Range<Int>] {
        guard let type = ref.type else { return [t.indices] }
        var ranges: [Range<Int>] = []
        for i in t.indices.dropLast() where Self.declares(t[i]) && t[i + 1] == .word(type) {
            var j = i + 2
            while j < t.count, t[j] != .punct("{") { j += 1 }
            if j < t.count { ranges.append(j..<Self.closing(t, from: j)) }
        }
        return ranges
    }

    private mutating func takeArguments(
        _ label: String, ofCallsTo type: String, _ depth: Int, _ follow: ([Reference], Int) -> Void
    ) {
        for (f, file) in files.enumerated() {
            let t = file.tokens
            // `Type(label: …)`, or `.init(label: …)` in a file that declares the type (its
            // `static let placeholder: Self = .init(…)`).
            let declaring = t.indices.dropLast().contains { Self.declares(t[$0]) && t[$0 + 1] == .word(type) }
            for i in t.indices.dropLast() where t[i + 1] == .punct("(") {
                let call = declaring && i > 0 && t[i - 1] == .punct(".")
                guard call ? t[i] == .word("init") : t[i] == .word(type) else { continue }
                let end = Self.closing(t, from: i + 1)
                var depthInCall = 0
                for j in (i + 2)..<max(i + 2, end - 1) {
                    switch t[j] {
                    case .punct("("), .punct("["), .punct("{"): depthInCall += 1
                    case .punct(")"), .punct("]"), .punct("}"): depthInCall -= 1
                    case .word(label) where depthInCall == 0 && t[j + 1] == .punct(":"):
                        let expr = Self.expression(t, from: j + 2)
                        take(literalsIn: t[expr], "argument \(label)")
                        follow(references(t[expr], file: f), depth)
                    default: break
                    }
                }
            }
        }
    }

    private mutating func takeAssignments(_ name: String, in f: Int, _ depth: Int, _ follow: ([Reference], Int) -> Void)
    {
        let t = files[f].tokens
        for i in t.indices.dropLast() where t[i] == .word(name) && t[i + 1] == .punct("=") {
            guard i < t.count - 2, t[i + 2] != .punct("=") else { continue }
            guard i == 0 || t[i - 1] != .punct(".") || (i > 1 && t[i - 2] == .word("self")) else { continue }
            let expr = Self.expression(t, from: i + 2)
            take(literalsIn: t[expr], "assigned \(name)")
            follow(references(t[expr], file: f), depth)
        }
    }

    /// The references an expression reads at its top level: a name alone (the file's), a member
    /// of a type (`SystemImages.x`), of a value whose type is declared (`error.image`), or a
    /// contextual member (`.bolt`).
    private func references(_ expr: ArraySlice<Token>, file: Int) -> [Reference] {
        var refs: [Reference] = []
        var depth = 0
        var i = expr.startIndex
        while i < expr.endIndex {
            switch expr[i] {
            case .punct("("), .punct("["), .punct("{"): depth += 1
            case .punct(")"), .punct("]"), .punct("}"): depth -= 1
            case .word(let w) where depth == 0:
                let leadingDot = i > expr.startIndex && expr[i - 1] == .punct(".")
                var path = [w]
                var j = i + 1
                while j + 1 < expr.endIndex, expr[j] == .punct("."), case .word(let next) = expr[j + 1] {
                    path.append(next)
                    j += 2
                }
                path = path.filter { !Self.ignored.contains($0) }
                if let name = path.last {
                    if path.count == 1 {
                        refs.append(Reference(name: name, type: nil, file: leadingDot ? nil : file))
                    } else if let owner = Self.typeName(path[path.count - 2], in: files) {
                        refs.append(Reference(name: name, type: owner, file: nil))
                    }
                }
                i = j - 1
            default: break
            }
            i += 1
        }
        return refs
    }

    /// A path component as a type: itself when capitalised, else the type its declaration
    /// writes (`let error: GlucoseEntryError`), or nil.
    private static func typeName(_ word: String, in files: [File]) -> String? {
        if word.first?.isUppercase == true { return word }
        for file in files {
            let t = file.tokens
            for i in t.indices.dropFirst().dropLast(2)
            where t[i] == .word(word) && (t[i - 1] == .word("let") || t[i - 1] == .word("var"))
                && t[i + 1] == .punct(":")
            {
                if case .word(let type) = t[i + 2] { return type }
            }
        }
        return nil
    }

    private mutating func take(literalsIn tokens: ArraySlice<Token>, _ why: String) {
        for case .string(let s, let interpolated) in tokens { keep(s, interpolated, why) }
    }

    /// The literals a getter's or function's body returns: after `return`, as a `case …:` line's
    /// value, or alone on a line.
    private mutating func take(returnedLiteralsIn t: [Token], body: Int, _ why: String) {
        let end = Self.closing(t, from: body)
        // A body of one line is its value (`var name: String { isStale ? "a" : "b" }`).
        let oneLine = t[(body + 1)..<(end - 1)].split(separator: .newline).count == 1
        var lineStart = body + 1
        var returning = false
        for i in (body + 1)..<end {
            if t[i] == .newline {
                lineStart = i + 1
                returning = false
                continue
            }
            if t[i] == .word("return") { returning = true }
            guard case .string(let s, let interpolated) = t[i] else { continue }
            let first = t[lineStart]
            let alone = i == lineStart && (t[i + 1] == .newline || t[i + 1] == .punct("}"))
            let caseValue = (first == .word("case") || first == .word("default")) && t[i - 1] == .punct(":")
            if oneLine || returning || alone || caseValue { keep(s, interpolated, why) }
        }
    }

    private mutating func keep(_ s: String, _ interpolated: Bool, _ why: String) {
        if interpolated {
            builtAtRunTime[s, default: []].insert(why)
        } else if Self.isSymbolShaped(s) {
            names[s, default: []].insert(why)
        }
    }

    // MARK: Tokens

    private static func declares(_ token: Token) -> Bool {
        [.word("struct"), .word("enum"), .word("class"), .word("extension"), .word("actor")].contains(token)
    }

    /// The innermost type declared around token `index`.
    private static func enclosingType(_ t: [Token], at index: Int) -> String? {
        var stack: [(name: String?, depth: Int)] = []
        var depth = 0
        var pending: String?
        for i in 0..<index {
            switch t[i] {
            case .word(let w) where i > 0 && declares(t[i - 1]): pending = w
            case .punct("{"):
                depth += 1
                stack.append((pending, depth))
                pending = nil
            case .punct("}"):
                if stack.last?.depth == depth { stack.removeLast() }
                depth -= 1
            default: break
            }
        }
        return stack.last { $0.name != nil }?.name ?? nil
    }

    /// The index after the bracket closing the one at `open`.
    private static func closing(_ t: [Token], from open: Int) -> Int {
        var depth = 0
        for i in open..<t.count {
            switch t[i] {
            case .punct("("), .punct("["), .punct("{"): depth += 1
            case .punct(")"), .punct("]"), .punct("}"):
                depth -= 1
                if depth == 0 { return i + 1 }
            default: break
            }
        }
        return t.count
    }

    /// The tokens of an argument or initial value from `start`: to a top-level comma, the
    /// closing bracket around it, or the end of its line.
    private static func expression(_ t: [Token], from start: Int) -> Range<Int> {
        var i = start
        while i < t.count, t[i] == .newline { i += 1 }
        let first = i
        var depth = 0
        while i < t.count {
            switch t[i] {
            case .punct("("), .punct("["), .punct("{"): depth += 1
            case .punct(")"), .punct("]"), .punct("}"):
                if depth == 0 { return first..<i }
                depth -= 1
            case .punct(","), .newline: if depth == 0 { return first..<i }
            default: break
            }
            i += 1
        }
        return first..<i
    }

    /// The index after a type annotation from `start` (`String`, `String?`, `[String]`).
    private static func skipType(_ t: [Token], from start: Int) -> Int {
        var i = start
        if i < t.count, t[i] == .punct("[") { i = closing(t, from: i) } else if i < t.count { i += 1 }
        while i < t.count, t[i] == .punct("?") || t[i] == .punct("!") { i += 1 }
        return i
    }

    /// A Swift source's tokens, without its comments.
    static func tokens(of text: String) -> [Token] {
        let s = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        func isWord(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" }
        while i < s.count {
            let c = s[i]
            if c == "\n" {
                tokens.append(.newline)
                i += 1
            } else if c == " " || c == "\t" || c == "\r" {
                i += 1
            } else if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                while i < s.count, s[i] != "\n" { i += 1 }
            } else if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                i += 2
                while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
                i += 2
            } else if c == "\"" {
                let multiline = i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\""
                i += multiline ? 3 : 1
                var value = String.UnicodeScalarView()
                var interpolated = false
                var parens = 0
                // The interpolations' code, tokenised after the literal: `Text("\(Image(systemName: "x"))")`.
                var code = String.UnicodeScalarView()
                while i < s.count {
                    if parens > 0 {
                        if s[i] == "(" { parens += 1 } else if s[i] == ")" { parens -= 1 }
                        code.append(parens == 0 ? "\n" : s[i])
                    } else if s[i] == "\\", i + 1 < s.count {
                        if s[i + 1] == "(" {
                            interpolated = true
                            parens = 1
                        }
                        value.append(s[i])
                        value.append(s[i + 1])
                        i += 2
                        continue
                    } else if s[i] == "\"" && (!multiline || (i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\""))
                    {
                        i += multiline ? 3 : 1
                        break
                    } else if s[i] == "\n" && !multiline {
                        break
                    }
                    value.append(s[i])
                    i += 1
                }
                tokens.append(.string(String(value), interpolated: interpolated))
                if interpolated { tokens += [.punct("(")] + Self.tokens(of: String(code)) + [.punct(")")] }
            } else if isWord(c) {
                var word = String.UnicodeScalarView()
                while i < s.count, isWord(s[i]) {
                    word.append(s[i])
                    i += 1
                }
                tokens.append(.word(String(word)))
            } else {
                tokens.append(.punct(Character(c)))
                i += 1
            }
        }
        return tokens
    }
}
