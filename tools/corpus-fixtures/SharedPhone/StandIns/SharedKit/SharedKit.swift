// A stand-in both fixtures import, which their platforms answer apart.
public enum SharedKit {
    #if os(iOS)
    public static let greeting = "phone"
    #else
    public static let greeting = "watch"
    #endif
}
