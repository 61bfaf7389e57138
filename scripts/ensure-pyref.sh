#!/bin/sh
# The differential test's reference, icalendar + recurring-ical-events at the versions
# pinned in Tests/PulseCalendarTests/requirements.txt, in a virtual environment of its own
# (.build/pyref): a test dependency, never the program's. Quick when the environment already
# holds exactly those pins; made anew when the pins change.
set -eu
requirements=Tests/PulseCalendarTests/requirements.txt
venv=.build/pyref
if [ -x "$venv/bin/python3" ] && cmp -s "$requirements" "$venv/requirements.txt"; then
    exit 0
fi
echo "Installing the calendar reference into $venv"
rm -rf "$venv"
python3 -m venv "$venv"
# Every package is pinned, dependencies included, so nothing else is chosen for us.
"$venv/bin/python3" -m pip install --quiet --disable-pip-version-check --no-deps --requirement "$requirements"
cp "$requirements" "$venv/requirements.txt"
