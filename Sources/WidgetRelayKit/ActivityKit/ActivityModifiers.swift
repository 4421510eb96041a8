extension View {
    /// `.activityBackgroundTint(_:)`: the background of a Live Activity on the Lock Screen
    /// (nil: the system's).
    public func activityBackgroundTint(_ color: Color?) -> ModifiedView {
        color.map { modified(.activityBackgroundTint($0.value)) } ?? ModifiedView(content: self, modification: .none)
    }
    /// `.activitySystemActionForegroundColor(_:)`: the colour of the system's action beside a
    /// Lock Screen Live Activity.
    public func activitySystemActionForegroundColor(_ color: Color?) -> ModifiedView {
        color.map { modified(.activitySystemActionForegroundColor($0.value)) }
            ?? ModifiedView(content: self, modification: .none)
    }
}
