#!/usr/bin/env python3
"""A loopback HTTP server that misbehaves on demand, for Pulse's network tests.

It binds 127.0.0.1 on an ephemeral port, prints `PORT <n>` on its first line and serves
until killed. Each path is one behaviour:

  /ok                 200 JSON with ETag "v1"; 304 when If-None-Match is "v1"
  /status/<code>      that status with a short body
  /headers            200 with ETag, X-RateLimit-Remaining/Reset, X-Poll-Interval, Retry-After;
                      /headers?control=1 an ETag with a control character in it
  /echo               200 with the request's headers as JSON
  /slow?ms=N          waits N ms, then 200
  /stall-headers      reads the request and never answers
  /stall-body         sends headers and 10 of 1000 bytes, then waits
  /close-early        sends headers and 10 of 1000 bytes, then closes
  /reset              resets the connection (RST) without answering
  /huge               8 MiB with Content-Length
  /huge-chunked       8 MiB chunked, no Content-Length
  /redirect?to=URL    302 to URL
  /redirect-loop      302 to itself
  /count              how many requests it has served before this one
  /headers-seen       the names of every request header it has been sent, lower case, as JSON
  /v1/forecast        an Open-Meteo forecast body (21.3 °C, code 3), or what /control set
  /v1/search?name=N   an Open-Meteo geocoding answer: Berlin is found, Frederick gets the real
                      fixture's several results, "hostile" a name made to steer a terminal,
                      "longname" a name of 72,000 characters,
                      anything else the real no-result body;
                      or a fault, set by /control?search=M
  /control?forecast=M sets /v1/forecast to M: ok, kelvin (a unit Pulse never asks for), real
                      (the real fixtures as Open-Meteo answers: Toronto's imperial body when
                      asked with temperature_unit=fahrenheit, else Denver's metric one), or a
                      fault (below)
  /last-query?path=P  the query string of the last request for path P
  /count?path=P       how many requests for path P it has served
  /api/uptime/listall the uptime API: 401 unless "Authorization: Bearer lsu_test_key", then
                      two services, or what /control?uptime=M set: ok, many (200 rows),
                      empty, hostile (names made to steer a terminal), 404
                      (PROJECT_NOT_FOUND), or a fault (below)
  /users/U/contributions  a contributions page of 371 days in GitHub's current markup, the
                      last today (UTC, or /control?day=D) at 5, yesterday at 2, the others 0;
                      404 for "nosuchuser"; or what /control?github=M set: ok, stale (the
                      same page ending two weeks back), cut (its first 60 %, answered 200),
                      changed (its cells renamed, as a new markup would) or a fault
  /users/U/events/public  a push at the start of today (UTC) with ETag "e1"; 304 when
                      If-None-Match is "e1"; /control?events=ratelimit&reset=T answers 403
                      with X-RateLimit-Remaining 0 and X-RateLimit-Reset T; or a fault
  /count?path=304     how many 304s the events feed has answered

The forges beside GitHub, each set by /control?gitlab=M or /control?gitea=M to ok or a fault
(below), on the day /control?day=D names (else today, UTC):
  /users/U/calendar.json  GitLab's calendar: today at 5, yesterday at 2, no other day; "private"
                      answers GitLab's empty 404 and "nosuchuser" its redirect to sign-in
  /api/v4/users/U/events  GitLab's events: a push at the start of the day (UTC)
  /api/v1/users/U/heatmap  Gitea's heatmap: 15-minute buckets, 5 at noon (UTC) today and 2 at
                      noon yesterday; gitea=daily answers the per-day buckets of Gitea before
                      1.15; "hidden" answers [] and "nosuchuser" Gitea's GetUserByName 404
  /api/v1/users/U/activities/feeds  Gitea's feed: a commit_repo at the start of the day (UTC)

The uptime sources beside the original API, each set by /control?<source>=M to ok, hostile
(names made to steer a terminal, 10,000 characters among them; Kuma's group heading, incident and
maintenance titles too) or a fault (below), plus:
  /api/status-page/S  Uptime Kuma's status page: slug "main" is a 2.x page (`incidents`, two
  /api/status-page/heartbeat/S  groups, three monitors; 100 beats each, the last up, pending,
                      down), any other slug 404 {"status":"fail","msg":"Status Page Not Found"};
                      kuma=v1 plays 1.x: the real 1.x page (`incident`), 50 beats, and an unknown
                      slug is never answered, as 1.23 does; kuma=groups plays a 2.x wall: a
                      group of two roll-ups over two groups of monitors (one down for the last
                      45 beats, one pending, one under maintenance), a pinned incident and a
                      maintenance window in progress; kuma=incident1x the real 1.x page with a
                      single pinned `incident`
  /api/v3/checks/     Healthchecks: 401 unless "X-Api-Key: hc_test_key", then five checks (up,
                      grace, down, paused, new); healthchecks=rotated answers the real
                      server's 401 for a key it no longer knows whatever the key,
                      healthchecks=empty a project with no checks, healthchecks=unnamed
                      checks named "" and " ", healthchecks=many 10,000 checks shaped as the
                      real read-write answer (description, URLs, channels), healthchecks=names
                      a decomposed accent, CJK, an emoji and a 22-character name
  POST /v2/getMonitors  UptimeRobot: the form's api_key must be ur_test_key, else HTTP 200 with
                      stat fail (the real bad-key or missing-key body); then 120 monitors paged by
                      the form's offset and limit (50 at most), each with `custom_uptime_ratio`
                      when the form asks `custom_uptime_ratios=1` and its newest logs when it
                      asks `logs=1` (`logs_limit` of them), the down ones' newest a down event;
                      uptimerobot=fail answers a stat fail that is not about the key,
                      uptimerobot=one the real two-monitor body
  /api/v1/endpoints/statuses  Gatus: three endpoints (success, failure, no results)
  /api/v2/monitors    Better Stack: 401 unless "Authorization: Bearer bs_test_token", then three
                      pages of two monitors joined by pagination.next (absolute, on this server);
                      betterstack=offsite makes page 1's next point at another host
  /count?path=P counts these too (POST included)

POST /echo answers the request's headers and form body as JSON; POST /redirect?to=URL answers
307 to URL (a client must not follow it with the form, which may carry a key).

The faults every endpoint above takes, so each page meets the same misbehaviour:
  stall      reads the request and never answers
  stallbody  sends the headers and part of the body, then waits
  reset      sends the headers and part of the body, then resets the connection (RST)
  truncated  sends the headers and part of the body, then closes
  garbage    200 with a body that is not what the endpoint serves
  huge       17 MB of filler with Content-Length, past every read's limit (the uptime
             sources' 16 MiB included)
  loop       302 to itself, for ever
  429        429 with Retry-After (120, or /control?retry=N)
  <code>     that status with a short body (403, 500, ...)

--tls serves HTTPS with a self-signed certificate made at start (openssl), which a
verifying client must refuse.
"""
import calendar
import http.server
import json
import os
import socket
import socketserver
import ssl
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

served = 0
served_by_path = {}
headers_seen = set()
last_query_by_path = {}
forecast_mode = "ok"
uptime_mode = "ok"
github_mode = "ok"
events_mode = "ok"
events_reset = "0"
search_mode = "ok"
retry_after = "120"
forge_modes = {"gitlab": "ok", "gitea": "ok"}
# The calendar feed: ok, gzip (compressed when asked), html, empty, broken, a status, or a fault.
calendar_mode = "ok"
CALENDAR_FEED = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Pulse tests//EN\r\n"
    "BEGIN:VEVENT\r\nUID:standup@pulse.test\r\nDTSTART;TZID=Europe/Berlin:20261207T093000\r\n"
    "DTEND;TZID=Europe/Berlin:20261207T094500\r\nRRULE:FREQ=DAILY;COUNT=5\r\nSUMMARY:Standup\r\nEND:VEVENT\r\n"
    "BEGIN:VEVENT\r\nUID:review@pulse.test\r\nDTSTART:20261207T130000Z\r\nDTEND:20261207T140000Z\r\n"
    "SUMMARY:Design review\\, room 4\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n").encode()
CALENDAR_BROKEN = b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
source_modes = {"kuma": "ok", "healthchecks": "ok", "uptimerobot": "ok", "gatus": "ok", "betterstack": "ok"}
FAULT_HUGE = 17_000_000
github_day = None  # "YYYY-MM-DD" set by /control?day=…, else the real UTC date


def github_today():
    """Today for the GitHub endpoints, as a UTC struct_time."""
    if github_day:
        return time.strptime(github_day + " 12", "%Y-%m-%d %H")
    return time.gmtime()


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def calendar_page(end, counts, days=371):
    """A contributions page in GitHub's current markup: `days` days ending on `end` (a UTC
    struct_time), each a <td> followed by its <tool-tip>, under a js-calendar-graph whose
    data-to is `end`; a day's count is counts[date], else 0."""
    last = time.mktime(end)
    html = ('<div class="js-calendar-graph ContributionCalendar" data-to="%s 23:59:59 UTC"><table><tbody>'
            % time.strftime("%Y-%m-%d", end))
    for offset in range(days):
        day = time.gmtime(last - (days - 1 - offset) * 86400)
        date = time.strftime("%Y-%m-%d", day)
        count = counts.get(date, 0)
        cell = "contribution-day-component-%d-%d" % ((day.tm_wday + 1) % 7, offset // 7)
        ordinal = "th" if 10 <= day.tm_mday % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day.tm_mday % 10, "th")
        head = "No contributions" if count == 0 else "1 contribution" if count == 1 else "%d contributions" % count
        level = 0 if count == 0 else 1 if count < 3 else 2 if count < 6 else 3 if count < 10 else 4
        html += ('<td tabindex="0" data-date="%s" id="%s" data-level="%d" class="ContributionCalendar-day"></td>'
                 '<tool-tip for="%s" class="sr-only">%s on %s %d%s.</tool-tip>'
                 % (date, cell, level, cell, head, MONTHS[day.tm_mon - 1], day.tm_mday, ordinal))
    return (html + "</tbody></table></div>").encode()


UPTIME_KEY = "lsu_test_key"
UPTIME_OK = json.dumps({"data": {"key": {"id": 7, "name": "test", "keyPrefix": "lsu_te"}, "projects": [
    {"id": 1, "name": "API-GATEWAY", "currentStatus": "up", "lastCheckedAt": "2026-06-13T12:00:00.000Z"},
    {"id": 2, "name": "K3S-CLUSTER", "currentStatus": "down", "lastCheckedAt": "2026-06-13T12:00:05Z"},
]}}).encode()
UPTIME_MANY = json.dumps({"data": {"projects": [
    {"name": "SERVICE-%03d" % i, "currentStatus": "up"} for i in range(200)]}}).encode()
UPTIME_EMPTY = b'{"data":{"projects":[]}}'
# Names that try to steer a terminal: escape sequences (title, colour, clear, OSC 52
# clipboard), C1 controls, right-to-left and zero-width marks, and a 10,000-character
# name. (Bytes that are not UTF-8 make the whole body unreadable: the decoder's tests.)
HOSTILE = (b'{"data":{"projects":['
           b'{"name":"\\u001b]0;PWNED-TITLE\\u0007EVIL-1","currentStatus":"up"},'
           b'{"name":"\\u001b[31mRED\\u001b[2J\\u001b[HEVIL-2","currentStatus":"down"},'
           b'{"name":"\\u001b]52;c;UFdORUQ=\\u0007EVIL-3\\u009b31m","currentStatus":"slow"},'
           b'{"name":"EVIL-4\\u202e\\u200b\\u2066RTL","currentStatus":"up"},'
           b'{"name":"' + b"X" * 10000 + b'","currentStatus":"up"}]}}')
lock = threading.Lock()
FORECAST = b'{"current_units":{"temperature_2m":"\xc2\xb0C"},"current":{"temperature_2m":21.3,"weather_code":3}}'
KELVIN = b'{"current_units":{"temperature_2m":"K"},"current":{"temperature_2m":294.4,"weather_code":3}}'
REAL_IMPERIAL = "linecast-forecast-current-imperial-2026-03-05.json"
REAL_METRIC = "virga-forecast-current-temp-weathercode-denver-2026-08-07.json"


def real_fixture(name):
    """A real Open-Meteo body from the core tests' fixtures."""
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "PulseCoreTests", "Fixtures", "open-meteo", name), "rb") as body:
        return body.read()


BERLIN = b'{"results":[{"id":2950159,"name":"Berlin","latitude":52.52437,"longitude":13.41053,"country":"Germany"}]}'
NOTHING = b'{"generationtime_ms":0.52654743}'
# A place whose name tries to steer a terminal: title, clipboard, clear, C1, bidi marks.
HOSTILE_PLACE = (b'{"results":[{"name":"\\u001b]0;PWNED-TITLE\\u0007EVILTOWN\\u001b]52;c;UFdORUQ=\\u0007'
                 b'\\u001b[2J\\u009b31m\\u202e","latitude":52.52,"longitude":13.41}]}')
# A place whose name is 70 KB, more than the settings file's reader takes.
LONG_NAME = b'{"results":[{"name":"' + b"Berlin" * 12000 + b'","latitude":52.52,"longitude":13.41}]}'
# The real geocoding answer kept with the fixtures (several results; the first is used).
FREDERICK = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "PulseCoreTests", "Fixtures",
                              "open-meteo", "virga-geocoding-search-frederick.json"), "rb").read()
HUGE = 8 << 20

# The uptime sources beside the original API: each body is shaped as its server's own code
# builds it (see Tests/PulseCoreTests/Fixtures/uptime-providers/SOURCES.md).
PROVIDERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "PulseCoreTests", "Fixtures",
                         "uptime-providers")


def provider_fixture(name):
    return open(os.path.join(PROVIDERS, name), "rb").read()


HC_KEY = "hc_test_key"
UR_KEY = "ur_test_key"
BS_TOKEN = "bs_test_token"
# The same hostile names as HOSTILE's, for every source's body.
HOSTILE_NAMES = ["\u001b]0;PWNED-TITLE\u0007EVIL-1", "\u001b[31mRED\u001b[2J\u001b[HEVIL-2",
                 "\u001b]52;c;UFdORUQ=\u0007EVIL-3\u009b31m", "EVIL-4\u202e\u200b\u2066RTL", "X" * 10000]


def raw_json(value):
    """`value` as JSON; controls and marks in names go out as \\u escapes, as a server sends them."""
    return json.dumps(value)


def kuma_page(v1):
    if v1:
        return provider_fixture("uptime-kuma-status-page.json")
    return json.dumps({
        "config": {"slug": "main", "title": "Main", "description": None, "icon": "/icon.svg", "theme": "auto",
                   "published": True, "showTags": False, "customCSS": "", "footerText": None, "showPoweredBy": True,
                   "analyticsId": None, "analyticsScriptUrl": None, "analyticsType": None,
                   "showCertificateExpiry": False, "autoRefreshInterval": 300, "rssTitle": None,
                   "showOnlyLastHeartbeat": False},
        "incidents": [],
        "publicGroupList": [
            {"id": 1, "name": "Web", "weight": 1, "monitorList": [
                {"id": 7, "name": "WEBSITE", "sendUrl": 0, "type": "http"},
                {"id": 9, "name": "API", "sendUrl": 0, "type": "http"}]},
            {"id": 2, "name": "Data", "weight": 2, "monitorList": [
                {"id": 3, "name": "DATABASE", "sendUrl": 0, "type": "port"}]}],
        "maintenanceList": []}).encode()


KUMA_WALL = [  # id, group, name, type, the last beats after ups (Kuma's numbers), the day's ratio
    (20, 1, "ARCHIVE", "group", [0] * 45, 0.9688),
    (21, 1, "LIBRARY", "group", [2] * 12, 0.9972),
    (7, 2, "ARCHIVE-GL", "http", [], 0.9993),
    (8, 2, "ARCHIVE-SE", "http", [0] * 45, 0.9688),
    (9, 3, "LIBRARY-RS", "http", [2] * 12, 0.9972),
    (10, 3, "LIBRARY-MIRROR", "http", [3] * 20, 1),
]
KUMA_WALL_GROUPS = [(1, "Overview"), (2, "Archive"), (3, "Library")]


def kuma_groups_page():
    groups = [{"id": g, "name": name, "weight": g, "monitorList": [
        {"id": m, "name": n, "sendUrl": 0, "type": t} for m, group, n, t, _, _ in KUMA_WALL if group == g]}
        for g, name in KUMA_WALL_GROUPS]
    return json.dumps({
        "config": {"slug": "main", "title": "Main", "autoRefreshInterval": 300},
        "incidents": [{"id": 3, "style": "warning", "title": "Mirror sync delayed", "content": "Late files.",
                       "pin": True, "active": True, "createdDate": "2026-08-30 12:10:00", "lastUpdatedDate": None,
                       "status_page_id": 1}],
        "publicGroupList": groups,
        "maintenanceList": [{"id": 2, "title": "Mirror move", "description": "", "strategy": "manual",
                             "active": True, "dateRange": [None], "timeslotList": [],
                             "status": "under-maintenance"}]}).encode()


def kuma_groups_beats():
    """100 beats a monitor, one a minute up to now, up before each one's last beats."""
    now = time.time()
    lists = {}
    for monitor, _, _, _, tail, _ in KUMA_WALL:
        states = [1] * (100 - len(tail)) + tail
        lists[str(monitor)] = [{"status": state, "time": time.strftime(
            "%Y-%m-%d %H:%M:%S", time.gmtime(now - 60 * (99 - i))) + ".000", "msg": "", "ping": 12}
            for i, state in enumerate(states)]
    return json.dumps({"heartbeatList": lists,
                       "uptimeList": {"%d_24" % m[0]: m[5] for m in KUMA_WALL}}).encode()


def kuma_incident_page():
    """The real 1.x page, with the pinned incident 1.x sends in `incident`."""
    page = json.loads(provider_fixture("uptime-kuma-status-page.json"))
    page["incident"] = {"id": 1, "style": "danger", "title": "Phishing test running", "content": "Expect mail.",
                        "pin": True, "createdDate": "2026-08-30 09:00:00", "lastUpdatedDate": None}
    return json.dumps(page).encode()


def kuma_hostile_page():
    """Hostile names for the monitors, the group's heading, the incident and the window."""
    monitors = [{"id": i + 1, "name": name, "sendUrl": 0, "type": "http"} for i, name in enumerate(HOSTILE_NAMES)]
    groups = [{"id": 1, "name": HOSTILE_NAMES[1], "weight": 1, "monitorList": monitors}]
    return raw_json({"incidents": [{"id": 1, "title": HOSTILE_NAMES[0], "pin": True, "active": True}],
                     "publicGroupList": groups,
                     "maintenanceList": [{"id": 1, "title": HOSTILE_NAMES[2], "status": "under-maintenance"}]}).encode()


def kuma_beats(ids_and_states, count):
    """Each monitor's last `count` beats, oldest first, the last one in the given state."""
    now = time.time()
    lists = {}
    for monitor, state in ids_and_states:
        beats = []
        for i in range(count):
            stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(now - 60 * (count - 1 - i))) + ".000"
            beats.append({"status": state if i == count - 1 else 1, "time": stamp, "msg": "", "ping": 12})
        lists[str(monitor)] = beats
    return json.dumps({"heartbeatList": lists,
                       "uptimeList": {"%s_24" % m: 0.99 for m, _ in ids_and_states}}).encode()


HEALTHCHECKS = json.dumps({"checks": [
    {"name": n, "slug": n.lower(), "tags": "", "desc": "", "grace": 600, "n_pings": 3, "status": st,
     "started": False, "last_ping": "2026-06-13T12:00:00+00:00", "next_ping": None, "manual_resume": False,
     "methods": "", "unique_key": "k%d" % i, "timeout": 3600}
    for i, (n, st) in enumerate([("BACKUP", "up"), ("REPORTS", "grace"), ("CRON", "down"), ("OLD", "paused"),
                                 ("FRESH", "new")])
]}).encode()


def healthchecks_check(i, name, status="up"):
    """A check as the real server's `to_dict` writes it for a read-write key, the first of
    the documented example's fields, with a 34-character description."""
    uuid = "%08x-8da9-4729-8ff3-aaa71d56b712" % i
    return {"name": name, "slug": "check-%d" % i, "tags": "backup fs", "desc": "Runs incremental backup every hour",
            "grace": 600, "n_pings": 1, "status": status, "started": False,
            "last_ping": "2026-06-13T12:00:00+00:00", "next_ping": "2026-06-13T13:00:00+00:00",
            "manual_resume": False, "methods": "", "subject": "", "subject_fail": "", "start_kw": "START",
            "success_kw": "SUCCESS", "failure_kw": "ERROR", "filter_subject": True, "filter_body": False,
            "filter_http_body": False, "filter_default_fail": False,
            "badge_url": "https://healthchecks.io/b/2/1b9d0386-d07e-44b0-8995-4a9a372de43c.svg", "uuid": uuid,
            "ping_url": "https://hc-ping.com/" + uuid, "update_url": "https://healthchecks.io/api/v3/checks/" + uuid,
            "pause_url": "https://healthchecks.io/api/v3/checks/%s/pause" % uuid,
            "resume_url": "https://healthchecks.io/api/v3/checks/%s/resume" % uuid,
            "channels": "1bdea468-03bf-47b8-ab27-29a9dd0e4b94,51c6eb2b-2ae1-456b-99fe-6f1e0a36cd3c", "timeout": 3600}


# Django's JsonResponse writes json.dumps' default separators, as here.
HEALTHCHECKS_MANY = json.dumps({"checks": [healthchecks_check(i, "backup-%05d" % i) for i in range(10000)]}).encode()
HEALTHCHECKS_EMPTY = b'{"checks": []}'
HEALTHCHECKS_UNNAMED = json.dumps({"checks": [healthchecks_check(0, ""), healthchecks_check(1, " ", "down")]}).encode()
HEALTHCHECKS_NAMES = json.dumps({"checks": [
    healthchecks_check(0, "Zu\u0308rich"), healthchecks_check(1, "Z\u00fcrich"),
    healthchecks_check(2, "\u6771\u4eac backup"), healthchecks_check(3, "db \U0001F600"),
    healthchecks_check(4, "nightly-database-backup"),
]}).encode()
UPTIMEROBOT_MONITORS = [{"id": 1000 + i, "friendly_name": "MONITOR-%03d" % i, "url": "https://example.com/%d" % i,
                         "type": 1, "interval": 300, "status": [2, 2, 9, 8, 0][i % 5], "create_datetime": 1700000000}
                        for i in range(120)]
# When the down monitors went down (Unix seconds), and each state's ratio over the last day.
UPTIMEROBOT_DOWN_AT = 1788078000
UPTIMEROBOT_RATIOS = {2: "99.950", 9: "97.500", 8: "99.100", 0: "100.000"}


def uptimerobot_monitor(monitor, form):
    """`monitor` with what the form asks for beside it, as getMonitors adds it."""
    monitor = dict(monitor)
    if form.get("custom_uptime_ratios") == "1" and "status" in monitor:
        monitor["custom_uptime_ratio"] = UPTIMEROBOT_RATIOS.get(monitor["status"], "100.000")
    if form.get("logs") == "1":
        newest = {"type": 1, "datetime": UPTIMEROBOT_DOWN_AT, "duration": 3810} if monitor.get("status") == 9 else \
            {"type": 2, "datetime": UPTIMEROBOT_DOWN_AT - 7200, "duration": 7200}
        logs = [newest] + [{"type": 2 if i % 2 else 1, "datetime": UPTIMEROBOT_DOWN_AT - 86400 * (i + 1),
                            "duration": 600} for i in range(40)]
        limit = int(form.get("logs_limit", "0") or "0")
        monitor["logs"] = logs[:limit] if limit > 0 else logs
    return monitor


UPTIMEROBOT_FAIL = b'{"stat":"fail","error":{"type":"internal","message":"Something went wrong."}}'
GATUS = json.dumps([
    {"name": "API", "group": "core", "key": "core_api", "results": [
        {"status": 200, "duration": 1000000, "success": False, "timestamp": "2026-06-13T11:59:00Z"},
        {"status": 200, "duration": 1000000, "success": True, "timestamp": "2026-06-13T12:00:00.123456789Z"}]},
    {"name": "DNS", "key": "_dns", "results": [
        {"duration": 2000000, "errors": ["timeout"], "success": False, "timestamp": "2026-06-13T12:00:01Z"}]},
    {"name": "NEW", "key": "_new", "results": []},
]).encode()
BETTERSTACK_STATES = ["up", "validating", "down", "paused", "pending", "maintenance"]


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def fault(self, mode, good):
        """Misbehaves as `mode` says (see the faults above); `good` is the body it spoils."""
        if mode == "stall":
            time.sleep(60)
        elif mode in ("stallbody", "reset", "truncated"):
            self.send_response(200)
            self.send_header("Content-Length", str(len(good)))
            self.end_headers()
            self.wfile.write(good[:len(good) // 3])
            self.wfile.flush()
            if mode == "stallbody":
                time.sleep(60)
            elif mode == "reset":
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            else:
                self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True
            self.connection.close()
        elif mode == "garbage":
            self.send(200, b"<html><body>We are down for maintenance.</body></html>")
        elif mode == "huge":
            self.huge(FAULT_HUGE)
        elif mode == "loop":
            self.send(302, b"", [("Location", self.path)])
        elif mode == "429":
            self.send(429, b'{"error":"slow down"}', [("Retry-After", retry_after)])
        else:
            self.send(int(mode), b'{"error":"scripted"}')

    def contributions(self, user):
        mode = github_mode
        today = github_today()
        if user == "nosuchuser":
            self.send(404, b"Not Found")
        elif mode in ("ok", "stale", "cut", "changed"):
            end = today if mode != "stale" else time.gmtime(time.mktime(today) - 14 * 86400)
            page = calendar_page(end, {time.strftime("%Y-%m-%d", today): 5,
                                       time.strftime("%Y-%m-%d", time.gmtime(time.mktime(today) - 86400)): 2})
            if mode == "cut":
                page = page[:len(page) * 6 // 10]
            elif mode == "changed":
                page = page.replace(b"ContributionCalendar-day", b"ContributionCalendar-cell")
            self.send(200, page, [("Content-Type", "text/html")])
        else:
            self.fault(mode, b"<table>" + b"<td></td>" * 100 + b"</table>")

    def gitlab_calendar(self, user):
        today = github_today()
        yesterday = time.gmtime(time.mktime(today) - 86400)
        good = json.dumps({time.strftime("%Y-%m-%d", today): 5, time.strftime("%Y-%m-%d", yesterday): 2}).encode()
        if user == "nosuchuser":
            self.send(302, b"", [("Location", "/users/sign_in")])
        elif user == "private":
            self.send(404, b"")
        elif forge_modes["gitlab"] == "ok":
            self.send(200, good, [("Content-Type", "application/json")])
        else:
            self.fault(forge_modes["gitlab"], good)

    def gitea_heatmap(self, user):
        noon = calendar.timegm(github_today()) // 86400 * 86400 + 12 * 3600
        if forge_modes["gitea"] == "daily":
            noon -= 12 * 3600
        good = json.dumps([{"timestamp": noon - 86400, "contributions": 2},
                           {"timestamp": noon, "contributions": 5}]).encode()
        if user == "nosuchuser":
            body = {"message": "GetUserByName", "url": "/api/swagger",
                    "errors": ["user redirect does not exist [name: nosuchuser]"]}
            self.send(404, json.dumps(body).encode(), [("Content-Type", "application/json")])
        elif user == "hidden":
            self.send(200, b"[]", [("Content-Type", "application/json")])
        elif forge_modes["gitea"] in ("ok", "daily"):
            self.send(200, good, [("Content-Type", "application/json")])
        else:
            self.fault(forge_modes["gitea"], good)

    def forge_events(self, field, stamp_field, kind):
        stamp = time.strftime("%Y-%m-%dT00:00:01Z", github_today())
        self.send(200, json.dumps([{field: kind, stamp_field: stamp}]).encode(), [("Content-Type", "application/json")])

    def events(self):
        if events_mode == "ratelimit":
            self.send(403, b'{"message":"API rate limit exceeded"}',
                      [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", events_reset)])
        elif events_mode != "ok":
            self.fault(events_mode, b'[{"type":"PushEvent","created_at":"2026-01-01T00:00:00Z"}]')
        elif self.headers.get("If-None-Match") == '"e1"':
            with lock:
                served_by_path["304"] = served_by_path.get("304", 0) + 1
            self.send_response(304)
            self.send_header("ETag", '"e1"')
            self.end_headers()
        else:
            stamp = time.strftime("%Y-%m-%dT00:00:01Z", github_today())
            body = json.dumps([{"type": "PushEvent", "created_at": stamp}, {"type": "WatchEvent", "created_at": stamp}])
            self.send(200, body.encode(), [("ETag", '"e1"'), ("Content-Type", "application/json")])

    def huge(self, total=HUGE):
        """`total` bytes of filler with Content-Length."""
        self.send_response(200)
        self.send_header("Content-Length", str(total))
        self.end_headers()
        self.stream(total, chunked=False)

    def uptime(self):
        mode = uptime_mode
        if self.headers.get("Authorization") != "Bearer " + UPTIME_KEY:
            self.send(401, b'{"error":"Unauthorized","code":"UNAUTHORIZED"}')
        elif mode in ("ok", "many", "empty", "hostile"):
            body = {"ok": UPTIME_OK, "many": UPTIME_MANY, "empty": UPTIME_EMPTY, "hostile": HOSTILE}[mode]
            self.send(200, body, [("Content-Type", "application/json")])
        elif mode == "404":
            self.send(404, b'{"error":"No projects for this key","code":"PROJECT_NOT_FOUND"}')
        else:
            self.fault(mode, UPTIME_OK)

    def kuma(self, path):
        mode = source_modes["kuma"]
        v1 = mode in ("v1", "incident1x")
        beats = path.startswith("/api/status-page/heartbeat/")
        slug = path.rsplit("/", 1)[1]
        known = slug == ("temp" if v1 else "main") or (mode == "hostile" and slug == "main")
        if mode not in ("ok", "v1", "hostile", "groups", "incident1x"):
            self.fault(mode, kuma_page(False))
        elif not known and v1 and not beats:
            time.sleep(60)  # Kuma 1.23 returns without answering an unknown slug
        elif not known and not beats:
            self.send(404, b'{"status":"fail","msg":"Status Page Not Found"}', [("Content-Type", "application/json")])
        elif not known:
            self.send(200, b'{"heartbeatList":{},"uptimeList":{}}', [("Content-Type", "application/json")])
        elif mode == "hostile":
            body = kuma_beats([(i + 1, 1) for i in range(len(HOSTILE_NAMES))], 3) if beats else kuma_hostile_page()
            self.send(200, body, [("Content-Type", "application/json")])
        elif mode == "groups":
            self.send(200, kuma_groups_beats() if beats else kuma_groups_page(), [("Content-Type", "application/json")])
        elif mode == "incident1x" and not beats:
            self.send(200, kuma_incident_page(), [("Content-Type", "application/json")])
        elif beats:
            states = [(3, 1), (2, 2), (1, 0), (5, 3)] if v1 else [(7, 1), (9, 2), (3, 0)]
            self.send(200, kuma_beats(states, 50 if v1 else 100), [("Content-Type", "application/json")])
        else:
            self.send(200, kuma_page(v1), [("Content-Type", "application/json")])

    def healthchecks(self):
        mode = source_modes["healthchecks"]
        key = self.headers.get("X-Api-Key")
        if key != HC_KEY or mode == "rotated":
            self.send(401, b'{"error": "missing api key"}' if not key else b'{"error": "wrong api key"}')
        elif mode in ("ok", "many", "empty", "unnamed", "names"):
            body = {"ok": HEALTHCHECKS, "many": HEALTHCHECKS_MANY, "empty": HEALTHCHECKS_EMPTY,
                    "unnamed": HEALTHCHECKS_UNNAMED, "names": HEALTHCHECKS_NAMES}[mode]
            self.send(200, body, [("Content-Type", "application/json")])
        elif mode == "hostile":
            checks = [{"name": n, "status": "up", "last_ping": None} for n in HOSTILE_NAMES]
            self.send(200, raw_json({"checks": checks}).encode())
        else:
            self.fault(mode, HEALTHCHECKS)

    def uptimerobot(self):
        mode = source_modes["uptimerobot"]
        length = int(self.headers.get("Content-Length", "0") or "0")
        form = dict(urllib.parse.parse_qsl(self.rfile.read(length).decode("utf-8", "replace")))
        if "api_key" not in form:
            self.send(200, provider_fixture("uptimerobot-v2-getMonitors.error-missing-key.json"))
        elif form["api_key"] != UR_KEY:
            self.send(200, provider_fixture("uptimerobot-v2-getMonitors.error-bad-key.json"))
        elif mode == "fail":
            self.send(200, UPTIMEROBOT_FAIL)
        elif mode == "one":
            self.send(200, provider_fixture("uptimerobot-v2-getMonitors.json"))
        elif mode in ("ok", "hostile"):
            monitors = UPTIMEROBOT_MONITORS
            if mode == "hostile":
                monitors = [{"id": i, "friendly_name": n, "status": 2} for i, n in enumerate(HOSTILE_NAMES)]
            offset = max(0, int(form.get("offset", "0") or "0"))
            limit = min(50, max(1, int(form.get("limit", "50") or "50")))
            page = {"stat": "ok", "pagination": {"offset": offset, "limit": limit, "total": len(monitors)},
                    "monitors": [uptimerobot_monitor(m, form) for m in monitors[offset:offset + limit]]}
            self.send(200, raw_json(page).encode(), [("Content-Type", "application/json")])
        else:
            self.fault(mode, UPTIMEROBOT_FAIL)

    def gatus(self):
        mode = source_modes["gatus"]
        if mode == "ok":
            self.send(200, GATUS, [("Content-Type", "application/json")])
        elif mode == "hostile":
            self.send(200, raw_json([{"name": n, "key": "k%d" % i, "results": []}
                                     for i, n in enumerate(HOSTILE_NAMES)]).encode())
        else:
            self.fault(mode, GATUS)

    def betterstack(self, query):
        mode = source_modes["betterstack"]
        if self.headers.get("Authorization") != "Bearer " + BS_TOKEN:
            self.send(401, b'{"errors":"Invalid Team API token."}')
            return
        if mode not in ("ok", "offsite", "hostile"):
            self.fault(mode, b'{"data":[],"pagination":{"next":null}}')
            return
        here = "http://%s/api/v2/monitors" % self.headers.get("Host", "127.0.0.1")
        page = max(1, int(query.get("page", "1") or "1"))
        names = ["MONITOR-%d" % (2 * (page - 1) + i) for i in range(2)]
        if mode == "hostile":
            names, last = HOSTILE_NAMES, 1
        else:
            last = 3
        data = [{"id": str(100 + i), "type": "monitor", "attributes": {
            "url": "https://example.com", "pronounceable_name": n, "monitor_type": "status",
            "last_checked_at": "2026-06-13T12:00:00.000Z",
            "status": BETTERSTACK_STATES[(2 * (page - 1) + i) % len(BETTERSTACK_STATES)]}}
            for i, n in enumerate(names)]
        following = None
        if page < last:
            following = "%s?page=%d" % (here, page + 1)
            if mode == "offsite":
                following = "https://evil.example.com/api/v2/monitors?page=%d" % (page + 1)
        body = {"data": data, "pagination": {"first": here + "?page=1", "last": "%s?page=%d" % (here, last),
                                             "prev": None if page == 1 else "%s?page=%d" % (here, page - 1),
                                             "next": following}}
        self.send(200, raw_json(body).encode(), [("Content-Type", "application/json")])

    def calendar_feed(self, path):
        """A calendar's feed, as `calendar_mode` says; `ETag` and `Last-Modified` honoured."""
        mode = calendar_mode
        tag, modified = '"cal-1"', "Sat, 05 Dec 2026 10:00:00 GMT"
        if path == "/calendar/away.ics":
            self.send(302, b"", [("Location", "http://localhost:%d/calendar/feed.ics" % self.server.server_address[1])])
        elif path == "/calendar/moved.ics":
            self.send(302, b"", [("Location", "/calendar/feed.ics")])
        elif mode in ("ok", "gzip"):
            if self.headers.get("If-None-Match") == tag or self.headers.get("If-Modified-Since") == modified:
                self.send_response(304)
                self.send_header("ETag", tag)
                self.end_headers()
                return
            body, extra = CALENDAR_FEED, []
            if mode == "gzip" and "gzip" in self.headers.get("Accept-Encoding", ""):
                import gzip
                body, extra = gzip.compress(CALENDAR_FEED), [("Content-Encoding", "gzip")]
            headers = [("ETag", tag), ("Last-Modified", modified), ("Content-Type", "text/calendar")]
            self.send(200, body, headers + extra)
        elif mode == "html":
            self.send(200, b"<!DOCTYPE html><html><body>Sign in</body></html>", [("Content-Type", "text/html")])
        elif mode == "empty":
            self.send(200, b"")
        elif mode == "broken":
            self.send(200, CALENDAR_BROKEN)
        else:
            self.fault(mode, CALENDAR_FEED)

    def send(self, status, body=b"", headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        global served, forecast_mode, uptime_mode, github_mode, events_mode, events_reset, github_day, retry_after
        global search_mode, calendar_mode
        url = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(url.query))
        path = url.path
        with lock:
            count = served
            served += 1
            headers_seen.update(name.lower() for name in self.headers.keys())
            if path not in ("/count", "/control", "/last-query"):
                served_by_path[path] = served_by_path.get(path, 0) + 1
                last_query_by_path[path] = url.query
        if path == "/control":
            forecast_mode = query.get("forecast", forecast_mode)
            uptime_mode = query.get("uptime", uptime_mode)
            github_mode = query.get("github", github_mode)
            events_mode = query.get("events", events_mode)
            events_reset = query.get("reset", events_reset)
            github_day = query.get("day", github_day)
            retry_after = query.get("retry", retry_after)
            search_mode = query.get("search", search_mode)
            calendar_mode = query.get("calendar", calendar_mode)
            for name in source_modes:
                source_modes[name] = query.get(name, source_modes[name])
            for name in forge_modes:
                forge_modes[name] = query.get(name, forge_modes[name])
            self.send(200, forecast_mode.encode())
        elif path.startswith("/calendar/"):
            self.calendar_feed(path)
        elif path == "/api/uptime/listall":
            self.uptime()
        elif path.startswith("/api/status-page/") and path.count("/") in (3, 4):
            self.kuma(path)
        elif path == "/api/v3/checks/":
            self.healthchecks()
        elif path == "/api/v1/endpoints/statuses":
            self.gatus()
        elif path == "/api/v2/monitors":
            self.betterstack(query)
        elif path.startswith("/users/") and path.endswith("/contributions"):
            self.contributions(path.split("/")[2])
        elif path.startswith("/users/") and path.endswith("/events/public"):
            self.events()
        elif path.startswith("/users/") and path.endswith("/calendar.json") and path.count("/") == 3:
            self.gitlab_calendar(path.split("/")[2])
        elif path.startswith("/api/v4/users/") and path.endswith("/events"):
            self.forge_events("action_name", "created_at", "pushed to")
        elif path.startswith("/api/v1/users/") and path.endswith("/heatmap"):
            self.gitea_heatmap(path.split("/")[4])
        elif path.startswith("/api/v1/users/") and path.endswith("/activities/feeds"):
            self.forge_events("op_type", "created", "commit_repo")
        elif path == "/v1/forecast":
            mode = forecast_mode
            if mode == "ok":
                self.send(200, FORECAST, [("Content-Type", "application/json")])
            elif mode == "kelvin":
                self.send(200, KELVIN)
            elif mode == "real":
                name = REAL_IMPERIAL if query.get("temperature_unit") == "fahrenheit" else REAL_METRIC
                self.send(200, real_fixture(name), [("Content-Type", "application/json")])
            else:
                self.fault(mode, FORECAST)
        elif path == "/last-query":
            with lock:
                self.send(200, last_query_by_path.get(query.get("path", ""), "").encode())
        elif path == "/v1/search" and search_mode != "ok":
            self.fault(search_mode, BERLIN)
        elif path == "/v1/search":
            name = query.get("name", "").lower()
            places = {"berlin": BERLIN, "frederick": FREDERICK, "hostile": HOSTILE_PLACE, "longname": LONG_NAME}
            self.send(200, places.get(name, NOTHING))
        elif path == "/ok":
            if self.headers.get("If-None-Match") == '"v1"':
                self.send_response(304)
                self.send_header("ETag", '"v1"')
                self.end_headers()
                return
            self.send(200, b'{"ok":true}', [("ETag", '"v1"'), ("Content-Type", "application/json")])
        elif path.startswith("/status/"):
            self.send(int(path.split("/")[2]), b'{"error":"scripted"}')
        elif path == "/headers" and "control" in query:
            self.send(200, b"{}", [("ETag", '"a\x01b"'), ("Retry-After", "120")])
        elif path == "/headers":
            self.send(200, b"{}", [("ETag", '"abc"'), ("X-RateLimit-Remaining", "0"),
                                   ("X-RateLimit-Reset", "1788081810"), ("X-Poll-Interval", "60"),
                                   ("Retry-After", "120"), ("X-Not-Kept", "dropped")])
        elif path == "/echo":
            self.send(200, json.dumps({k.lower(): v for k, v in self.headers.items()}).encode())
        elif path == "/slow":
            time.sleep(int(query.get("ms", "300")) / 1000)
            self.send(200, b"slow")
        elif path == "/stall-headers":
            time.sleep(60)
        elif path in ("/stall-body", "/close-early"):
            self.send_response(200)
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.wfile.write(b"0123456789")
            self.wfile.flush()
            if path == "/stall-body":
                time.sleep(60)
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
        elif path == "/reset":
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_connection = True
            self.connection.close()
        elif path == "/huge":
            self.huge()
        elif path == "/huge-chunked":
            self.send_response(200)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.stream(HUGE, chunked=True)
        elif path == "/redirect":
            self.send(302, b"", [("Location", query.get("to", "/ok"))])
        elif path == "/redirect-loop":
            self.send(302, b"", [("Location", "/redirect-loop")])
        elif path == "/headers-seen":
            with lock:
                self.send(200, json.dumps(sorted(headers_seen)).encode())
        elif path == "/count":
            if "path" in query:
                with lock:
                    self.send(200, str(served_by_path.get(query["path"], 0)).encode())
            else:
                self.send(200, str(count).encode())
        else:
            self.send(404, b"no such behaviour")

    def do_POST(self):
        global served
        path = urllib.parse.urlsplit(self.path).path
        with lock:
            served += 1
            headers_seen.update(name.lower() for name in self.headers.keys())
            served_by_path[path] = served_by_path.get(path, 0) + 1
        if path == "/v2/getMonitors":
            self.uptimerobot()
        elif path == "/echo":
            length = int(self.headers.get("Content-Length", "0") or "0")
            body = self.rfile.read(length).decode("utf-8", "replace")
            echoed = {k.lower(): v for k, v in self.headers.items()}
            echoed["body"] = body
            self.send(200, json.dumps(echoed).encode())
        elif path == "/redirect":
            query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(self.path).query))
            self.send(307, b"", [("Location", query.get("to", "/echo"))])
        else:
            self.send(404, b"no such behaviour")

    def stream(self, total, chunked):
        block = b"x" * 65536
        try:
            sent = 0
            while sent < total:
                if chunked:
                    self.wfile.write(b"%x\r\n" % len(block) + block + b"\r\n")
                else:
                    self.wfile.write(block)
                sent += len(block)
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    # The default backlog of 5 drops the SYNs of a burst, which clients retry a second later.
    request_queue_size = 128

    def handle_error(self, request, client_address):
        pass  # clients that hang up mid-answer are part of the script


def main():
    server = Server(("127.0.0.1", 0), Handler)
    if "--tls" in sys.argv:
        directory = tempfile.mkdtemp(prefix="pulse-tls-")
        cert, key = os.path.join(directory, "cert.pem"), os.path.join(directory, "key.pem")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost",
                        "-days", "1", "-keyout", key, "-out", cert], check=True, capture_output=True)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(f"PORT {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
