/// What the views, the snapshot and the tests read of the timer pages.
extension AppState {
    /// The Countdown page.
    public var countdownPage: CountdownPage { rooms.countdown }
    /// The Interval page.
    public var intervalPage: IntervalPage { rooms.interval }
    /// The countdown.
    public var countdown: Countdown { countdownPage.countdown }
    /// The interval.
    public var interval: Interval { intervalPage.interval }
}
