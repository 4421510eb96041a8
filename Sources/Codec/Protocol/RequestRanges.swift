import RelayWire
import SwiftProtobuf

extension Relay_V1_Envelope {
    /// Refuses a request whose times are outside protobuf's range (``WireTime``),
    /// naming the field by its path, e.g.
    /// `interaction.invocation.parameters[due].date: seconds -9223372036854775808 is outside 0001-01-01…9999-12-31`.
    ///
    /// Every `Timestamp` and `Duration` a request body can carry is checked here,
    /// before any code reads one; ``parse(_:)`` calls it, so the phone answers
    /// `MALFORMED` and never reaches a conversion that could trap. Replies and
    /// updates are left to the codec on the mirror, which quarantines per item.
    package func checkRequestRanges() throws {
        if hasSentAt { try WireTime.check(sentAt, field: "sent_at") }
        switch body {
        case .interaction(let interaction):
            try Self.check(interaction.invocation, "interaction.invocation")
            if interaction.hasTappedAt { try WireTime.check(interaction.tappedAt, field: "interaction.tapped_at") }
        case .configureWidget(let request):
            try Self.check(request.configuration, "configure_widget.configuration")
        case .echo(let echo):
            if echo.hasSentAt { try WireTime.check(echo.sentAt, field: "echo.sent_at") }
        case .push(let push):
            if case .activity(let activity) = push.kind {
                if activity.hasStaleDate { try WireTime.check(activity.staleDate, field: "push.activity.stale_date") }
                if activity.hasTimestamp { try WireTime.check(activity.timestamp, field: "push.activity.timestamp") }
                if activity.hasDismissalDate {
                    try WireTime.check(activity.dismissalDate, field: "push.activity.dismissal_date")
                }
            }
        case .admin(let admin):
            switch admin.command {
            case .advanceClock(let duration): try WireTime.check(duration, field: "admin.advance_clock")
            case .setClock(let date): try WireTime.check(date, field: "admin.set_clock")
            default: break
            }
        default: break
        }
    }

    private static func check(_ invocation: Relay_V1_IntentInvocation, _ path: String) throws {
        for parameter in invocation.parameters {
            if case .dateValue(let date) = parameter.value.kind {
                try WireTime.check(date, field: "\(path).parameters[\(parameter.name)].date")
            }
        }
    }
}
