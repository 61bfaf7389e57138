/// What the views, the snapshot and the tests read of the timer pages.
extension AppState {
    /// The Countdown page.
    public internal(set) var countdownPage: CountdownPage {
        get { rooms.countdown }
        set { rooms.countdown = newValue }
    }
    /// The Interval page.
    public internal(set) var intervalPage: IntervalPage {
        get { rooms.interval }
        set { rooms.interval = newValue }
    }
    /// The countdown.
    public var countdown: Countdown { countdownPage.countdown }
    /// The interval.
    public var interval: Interval { intervalPage.interval }
}
