import PulseCalendar
import PulseCore
import Testing

@Suite struct FeedModelTests {
    @Test func aRuleStartsAtTheDefaultsRFC5545Gives() {
        let rule = RecurrenceRule(frequency: .weekly)
        #expect(rule.interval == 1)
        #expect(rule.weekStart == 2)
        #expect(rule.count == nil && rule.until == nil)
    }
}
