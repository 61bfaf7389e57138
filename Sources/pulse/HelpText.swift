import PulseCore

/// `pulse --help`: kept in step with the man page and the README.
enum HelpText {
    static let version = "pulse \(PulseVersion.number)"

    /// The `--uptime` forms, from the providers, wrapped to the option column.
    static var uptimeSources: String {
        let forms = UptimeProviderID.allCases.flatMap { provider in
            provider.descriptor.helpForms.map { provider == .levo ? $0 + " (the original API)" : $0 }
        }
        let words =
            forms.dropLast().map { $0 + "," } + [(forms.last ?? "") + ";"]
            + ["https", "only", "(plain", "http", "to", "loopback);", "not", "with", "--demo"]
        return optionColumn(words)
    }

    /// The `--contributions` forms, from the forges (the first is the default), wrapped to
    /// the option column.
    static var contributionsSources: String {
        let forms = ContributionsProviderID.allCases.flatMap(\.descriptor.helpForms)
        let words =
            ["the", "forge", "the", "GitHub", "page", "reads,", "remembered:", forms[0] + " (default),"]
            + forms.dropFirst().map { $0 + "," }.dropLast()
            + [
                (forms.last ?? "") + ";", "https", "only", "(plain", "http", "to", "loopback);", "not", "with",
                "--demo",
            ]
        return optionColumn(words)
    }

    /// `words` filled into the option column: from column 20, lines of at most 53
    /// characters, as the rest of the options are written.
    static func optionColumn(_ words: [String]) -> String {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, line.count + 1 + word.count > 53 {
                lines.append(line)
                line = word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines.map { String(repeating: " ", count: 19) + $0 }.joined(separator: "\n")
    }

    static let usage = """
        pulse: a terminal ambient display: clock, stopwatch, timers, GitHub, uptime,
        settings.

        Usage:
          pulse [--page PAGE] [--demo] [--no-mouse] [--color MODE] [--font FILE]
                [--location PLACE] [--uptime SOURCE] [--contributions SOURCE]
                [--time-format 24h|12h] [--temperature c|f] [--zones LABEL=ZONE,...]
                [--ink NAME|#RRGGBB] [--pages LIST] [--on-finish 'CMD ARGS']
                [--for LENGTH] [--until TIME] [--calendar SOURCE,...]
          pulse snapshot PAGE [--size COLSxROWS] [--at TIME] [--demo] [--color MODE]
                              [--format frame|text|svg] [--font FILE]
                              [--location PLACE] [--uptime SOURCE]
                              [--contributions SOURCE] [--time-format 24h|12h]
                              [--temperature c|f] [--zones LABEL=ZONE,...]
                              [--ink NAME|#RRGGBB] [--pages LIST]
                              [--calendar SOURCE,...]
          pulse --help | --version

        Pages, in order: clock, stopwatch, countdown, interval, calendar, github,
        uptime, settings. Countdown, Interval and Calendar are off until chosen
        (--pages, or Settings' PAGES rows); --page shows a page that is off for that
        run.

        Options:
          --page PAGE      start on PAGE (default clock)
          --demo           sample content on every page; no request, no file read
                           or written (the stopwatch and choices live in memory)
          --no-mouse       leave the mouse to the terminal (text selection works)
          --color MODE     auto, truecolor, 256, 16 or none (default auto; NO_COLOR
                           turns auto off)
          --font FILE      draw with this BDF font instead of the built-in one (a
                           regular file of at most 1 MiB)
          --location PLACE set the weather location and remember it: a city name
                           (looked up once on open-meteo.com, at most 100
                           characters) or LAT,LON (-90..90,-180..180); stored to two
                           decimals; not with --demo
          --uptime SOURCE  where the Uptime page reads its monitors, remembered:
        \(uptimeSources)
          --contributions SOURCE
        \(contributionsSources)
          --time-format F  24h (default) or 12h (12:00 PM is noon, 12:00 AM midnight)
                           for every time of day shown; remembered
          --temperature U  c (default) or f: the weather line's unit; remembered
          --zones LIST     up to 3 other zones under the date, remembered, e.g.
                           'NYC=America/New_York,TYO=Asia/Tokyo': a label of 1-5
                           letters or digits, a zone as TZ takes it ('' for none)
          --ink INK        white (default), amber, green, cyan or #RRGGBB: the
                           colour the screen's white is drawn in, at least 3:1
                           against black (WCAG contrast); remembered
                           (these four not with --demo)
          --pages LIST     the pages to page through, remembered, e.g.
                           'clock,countdown,settings' (shown in the order above;
                           Settings always there); not with --demo
          --on-finish CMD  run CMD when a countdown or an interval block ends: split
                           into words as sh splits them, then run without a shell
                           (no expansion, no pipes); PULSE_TIMER, PULSE_BLOCK,
                           PULSE_ROUND, PULSE_ROUNDS, PULSE_DONE and PULSE_ENDED_AT
                           in its environment; not with snapshot or --demo
          --calendar LIST  the Calendar page's feeds, up to 3, remembered with the
                           credentials (0600): [LABEL=]SOURCE,... where SOURCE is an
                           https:// or webcal:// ICS address (http:// to loopback
                           only) or the path of an .ics file; not with --demo
          --for LENGTH     start a countdown of LENGTH at once (25m, 90s, 1h30m,
                           1:30:00; at most 30h) on its page, shown for the run;
                           not with another --page, snapshot or --demo
          --until TIME     the same, ending at the next TIME of day (14:30, 9:05,
                           2:30pm, 2pm) on the local clock: today's, or tomorrow's
                           once the clock reads it; the first of a time the clocks
                           show twice; no such time when they skip it that day
          --size COLSxROWS snapshot size (default 80x24, at most 2000x1000)
          --at TIME        snapshot clock reading (default now), ISO-8601:
                           YYYY-MM-DDTHH:MM[:SS[.frac]] then Z, an offset up to
                           +-14:00, or nothing for local time
          --format FORMAT  frame (cells, coloured per --color), text (the page's
                           content as lines) or svg (square pixels)
        pulse snapshot reads what is stored and fetches what its page needs, once; the
        options that remember a choice apply to its one frame only: it stores nothing.

        On a screen left on: every page moves a cell or two every 10 minutes around
        its place (Settings: ORBIT ON/OFF), the whole screen is repainted then, and
        from sunset to sunrise (22:00-07:00 without a location) it is drawn dimmer
        (Settings: NIGHT DIMMING AUTO/OFF).

        Keys:
          Left Right  h l  previous / next page (no wrap-around); PgUp PgDn too,
                           also inside a prompt
          q  Ctrl-C        quit (Ctrl-Z suspends); in a prompt q is text
          Ctrl-\\           quit as q does, in a prompt too (it sends SIGQUIT)
          Ctrl-L           paint the whole screen again
          ?                key help, until the next key
          Space x2         Clock: seconds on/off
          w x2             Clock: weather figure on/off (the temperature stays)
          Space/Enter x2   Stopwatch: start or stop (x3: reset to zero);
                           Countdown, Interval: start or pause (x3: reset)
          0-9 Backspace    Countdown, reset or ended: type the length, H:MM:SS
                           from the right (1 0 0 is 1:00), or take the last digit
                           back; a paused or running one keeps its run
          Up Down          Countdown, reset or ended: a minute more / less (the
                           wheel too)
          :                Countdown, reset or ended: type a time of day to run
                           until instead (1430; 230 then a or p for AM/PM), as
                           --until; : again, Esc or Backspace to empty: a length
          + -              Countdown, Interval, running: a minute more / less on
                           the block's end (the wheel too), said as +1 MIN
          s                Interval: skip the break (faint and inert in focus)
          c                GitHub, Uptime, Calendar: change the username / the
                           source's key or address / the feeds
          Up Down          Uptime: scroll; Settings: choose a row (Enter changes it)
          Enter Esc Tab    prompts: save, cancel (where allowed), show/hide the key
        Mouse: drag sideways across a third of the width, or wheel sideways, to page;
        double-click the Clock's time for seconds, its weather line for the figure;
        double-click / triple-click the Stopwatch to start or stop / reset it, the
        Countdown or the Interval to start or pause / reset it; click SKIP for s.

        Uptime: each monitor is UP, SLOW, DOWN, MAINTENANCE, PAUSED, NEW or UNKNOWN,
        each counted; a source with none says NO MONITORS, a monitor without a name
        UNNAMED. A failed refresh keeps the list and says why: CONNECTION FAILED,
        SERVER ERROR: N, KEY REJECTED (tried again every 5 minutes; c changes the key),
        TOO MANY MONITORS: 16 MB MAX for an answer past the limit.

        Calendar: the next event large (its start, title and IN 12 MIN, or NOW and
        the time left), then the rest of today and the next day with something. Each
        feed is read on arrival when its copy is older than 15 minutes, then every 15
        minutes while shown; the last good copy is kept in $XDG_CACHE_HOME/pulse and
        shown at once on the next start. A failed read keeps the list and says why:
        NOT A CALENDAR, FEED TOO LARGE (past 32 MiB), CONNECTION FAILED, SERVER
        ERROR: N, FEED NOT UNDERSTOOD AT LINE N. pulse snapshot calendar --format text
        prints, after the page's lines, every event of the next 14 days: start, end
        and title separated by tabs (YYYY-MM-DDTHH:MM in TZ, or dates for all-day
        events, end exclusive).

        Timers: an end rings the terminal's bell (Settings' BELL: ONCE, 3 TIMES a
        second apart, or OFF), the fill flashes, and the page says DONE and when it
        ended, then faintly how long ago (+4:12, or +4 MIN with the Clock's seconds
        off) until a reset; an end first seen after a restart does so within the
        minute, and only shows as ended later.
        Interval (Settings' TIMERS rows): FOCUS, BREAK, LONG BREAK every EVERY rounds
        (15 minutes every 4 by default), ROUNDS 1-12 or endless; WAIT BEFORE FOCUS
        (on) and WAIT BEFORE BREAK (off): a block that waits shows READY until the
        double press that starts the timer.

        Files: settings and credentials (0600) in $XDG_CONFIG_HOME/pulse, state (the
        stopwatch, countdown and interval) in $XDG_STATE_HOME/pulse. preferences.json
        may be edited by hand while Pulse runs (its keys: man pulse, FILES); an edit
        shows within a second.

        Exit status: 0 on quit with q; 1 when the display cannot start, the output
        cannot be written, or a --font, --location, --uptime or remembered preference
        cannot be used (a place not found or not looked up, a settings file not
        written), and then nothing the options set is stored; 2 on a usage error
        (control characters in any argument are one); 3 when pulse snapshot printed
        its page but the page's read failed (the page says why); 128 plus the signal
        number after a signal that ends it: 130 for Ctrl-C, 131 for Ctrl-\\, 129 for
        SIGHUP, 143 for SIGTERM.
        """
}
