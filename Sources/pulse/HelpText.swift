import PulseCore

/// `pulse --help`: kept in step with the man page and the README.
enum HelpText {
    static let version = "pulse \(PulseVersion.number)"

    static let usage = """
        pulse: a terminal ambient display: clock, stopwatch, GitHub, uptime, settings.

        Usage:
          pulse [--page PAGE] [--demo] [--no-mouse] [--color MODE] [--font FILE]
                [--location PLACE] [--uptime SOURCE]
          pulse snapshot PAGE [--size COLSxROWS] [--at TIME] [--demo] [--color MODE]
                              [--format frame|text|svg] [--font FILE] [--location PLACE]
                              [--uptime SOURCE]
          pulse --help | --version

        Pages, in order: clock, stopwatch, github, uptime, settings.

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
                           levo (default), kuma:URL (the status page as the
                           browser shows it, .../status/SLUG), healthchecks,
                           healthchecks:URL, uptimerobot, gatus:URL, betterstack;
                           https only (plain http to loopback); not with --demo
          --size COLSxROWS snapshot size (default 80x24, at most 2000x1000)
          --at TIME        snapshot clock reading (default now), ISO-8601:
                           YYYY-MM-DDTHH:MM[:SS[.frac]] then Z, an offset up to
                           +-14:00, or nothing for local time
          --format FORMAT  frame (cells, coloured per --color), text (the page's
                           content as lines) or svg (square pixels)

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
          Space/Enter x2   Stopwatch: start or stop (x3: reset to zero)
          c                GitHub, Uptime: change the username / the source's key
                           or address
          Up Down          Uptime: scroll; Settings: choose a row (Enter changes it)
          Enter Esc Tab    prompts: save, cancel (where allowed), show/hide the key
        Mouse: drag sideways across a third of the width, or wheel sideways, to page;
        double-click the Clock's time for seconds, its weather line for the figure;
        double-click / triple-click the Stopwatch to start or stop / reset it.

        Files: settings and credentials (0600) in $XDG_CONFIG_HOME/pulse, state (the
        stopwatch) in $XDG_STATE_HOME/pulse.

        Exit status: 0 on quit with q; 1 when the display cannot start, the output
        cannot be written, or a --font, --location or --uptime cannot be used (a
        place not found or not looked up, a settings file not written); 2 on a usage
        error (control characters in any argument are one); 128 plus the signal
        number after a signal that ends it: 130 for Ctrl-C, 131 for Ctrl-\\, 129 for
        SIGHUP, 143 for SIGTERM.
        """
}
