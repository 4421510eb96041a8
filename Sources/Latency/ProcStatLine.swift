/// One line of `/proc/PID/stat` or `/proc/PID/task/TID/stat`, split: the command name
/// (field 2, in parentheses, and itself free to hold spaces and parentheses, so it runs to
/// the line's last `)`) and the fields after it, `fields[0]` being field 3 (state), so field
/// N is `fields[N - 3]` (utime, field 14, is `fields[11]`).
struct ProcStatLine {
    /// The command name, when the line has its opening parenthesis.
    let name: Substring?
    /// The fields after the name, from field 3 on.
    let fields: [Substring]

    init?(_ text: String) {
        guard let close = text.lastIndex(of: ")") else { return nil }
        if let open = text.firstIndex(of: "("), open < close {
            name = text[text.index(after: open)..<close]
        } else {
            name = nil
        }
        fields = text[text.index(after: close)...].split(separator: " ")
    }
}
