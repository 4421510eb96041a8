import Testing

@testable import ScriptProtocol

/// The scriptable mode's JSON-lines protocol, on its own: commands read from a line, the phone a
/// command names, and an event line read back as printed.
@Suite("Script protocol")
struct ScriptCommandParseTests {
    @Test("an empty line is no command; an unknown one is refused with a message")
    func parse() throws {
        #expect(try ScriptCommand.parse("") == nil)
        #expect(try ScriptCommand.parse("   ") == nil)
        #expect(throws: ScriptCommand.ParseError.self) { try ScriptCommand.parse("no-such-command") }
    }

    @Test("a command's words, quoted ones whole; a wrong count of them is refused with its usage")
    func words() throws {
        #expect(try ScriptCommand.parse("render") == .render)
        #expect(try ScriptCommand.parse("remove w1") == .remove(instance: "w1"))
        #expect(
            try ScriptCommand.parse(#"add Counter systemSmall "name=Buy milk""#)
                == .add(kind: "Counter", family: "systemSmall", values: ["name=Buy milk"]))
        #expect(try ScriptCommand.parse("tap w1") == .tap(instance: "w1", element: nil))
        #expect(throws: ScriptCommand.ParseError.self) { try ScriptCommand.parse("render now") }
        #expect(throws: ScriptCommand.ParseError.self) { try ScriptCommand.parse("remove") }
    }

    @Test("--phone names the phone anywhere on the line, once")
    func addressed() throws {
        let addressed = try #require(try ScriptCommand.parseAddressed("remove --phone Kitchen w1"))
        #expect(addressed.phone == "Kitchen")
        #expect(addressed.command == .remove(instance: "w1"))
        #expect(try ScriptCommand.parseAddressed("status")?.phone == nil)
        #expect(throws: ScriptCommand.ParseError.self) { try ScriptCommand.parseAddressed("status --phone") }
        #expect(throws: ScriptCommand.ParseError.self) {
            try ScriptCommand.parseAddressed("--phone a status --phone b")
        }
    }

    @Test("every command's usage names it")
    func usage() {
        for syntax in ScriptCommand.syntax { #expect(ScriptCommand.usage.contains(syntax.names[0]), "\(syntax.names)") }
    }
}
