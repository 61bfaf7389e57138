/// The original's arithmetic for how many characters fit a row, computed against the
/// widest advance (0.875 em) plus tracking, and its truncation rule.
public struct WidthBudget: Equatable, Sendable {
    /// The content width every page has, in reference units.
    public static let contentWidth = 308.0
    /// A row's square and the three gaps around its flexible space.
    public static let square = 11.0, gapWidth = 36.0

    /// Reference units left for the text.
    public let width: Double
    /// The text's size and tracking.
    public let size: Double, tracking: Double

    /// A budget of `width` units for text of `size` and `tracking`.
    public init(width: Double, size: Double, tracking: Double) {
        self.width = width
        self.size = size
        self.tracking = tracking
    }

    /// The Uptime row's name: 308 − 11 − 36 = 261 units at 13/2.
    public static let uptimeName = WidthBudget(width: contentWidth - square - gapWidth, size: 13, tracking: 2)
    /// The Settings row's value line: 261 units at 10/2.
    public static let settingsDetail = WidthBudget(width: contentWidth - square - gapWidth, size: 10, tracking: 2)
    /// The Uptime page's quiet source line: the whole 308 units at 9/2.
    public static let uptimeSourceLine = WidthBudget(width: contentWidth, size: 9, tracking: 2)
    /// An Uptime notice line and a group's heading: as long as the longest `LAST CHECK`
    /// line, 261 units at 10/2, so neither widens the page's column.
    public static let uptimeNotice = WidthBudget(width: contentWidth - square - gapWidth, size: 10, tracking: 2)
    /// The GitHub header's handle: 308 − 86 (the time) − 24 = 198 units at 10/2.
    public static let githubHandle = WidthBudget(width: contentWidth - 86 - 24, size: 10, tracking: 2)
    /// The handle beside the 12-hour time (`12:32:05 PM`, eleven characters: 119 units):
    /// 308 − 119 − 24 = 165 units at 10/2.
    public static let githubHandleBesideTwelveHours = WidthBudget(
        width: contentWidth - 119 - 24, size: 10, tracking: 2)

    /// The contributions page's status line: the whole column at 10/2.
    public static let statusLine = WidthBudget(width: contentWidth, size: 10, tracking: 2)

    /// The widest character's width: 0.875 em plus tracking.
    public var characterWidth: Double { size * 0.875 + tracking }
    /// Whole characters that fit.
    public var characters: Int { Int(width / characterWidth) }

    /// `text` as shown: unchanged when it fits, else cut as `cut` says (its first
    /// `budget − 3` characters and `...` by default), so the result is exactly the budget
    /// long.
    public func shortened(_ text: String, cut: TextCut = .end) -> String {
        cut.shortened(text, to: characters)
    }
}
