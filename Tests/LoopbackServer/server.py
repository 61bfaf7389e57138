#!/usr/bin/env python3
"""A loopback HTTP server that misbehaves on demand, for Pulse's network tests.

It binds 127.0.0.1 on an ephemeral port, prints `PORT <n>` on its first line and serves
until killed. Each path is one behaviour:

  /ok                 200 JSON with ETag "v1"; 304 when If-None-Match is "v1"
  /status/<code>      that status with a short body
  /headers            200 with ETag, X-RateLimit-Remaining/Reset, X-Poll-Interval, Retry-After
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
  /v1/forecast        an Open-Meteo forecast body (21.3 °C, code 3), or what /control set
  /v1/search?name=N   an Open-Meteo geocoding answer: Berlin is found, Frederick gets the real
                      fixture's several results, "hostile" a name made to steer a terminal,
                      anything else the real no-result body;
                      or a fault, set by /control?search=M
  /control?forecast=M sets /v1/forecast to M: ok, fahrenheit, or a fault (below)
  /count?path=P       how many requests for path P it has served
  /api/uptime/listall the uptime API: 401 unless "Authorization: Bearer lsu_test_key", then
                      two services, or what /control?uptime=M set: ok, many (200 rows),
                      empty, hostile (names made to steer a terminal), 404
                      (PROJECT_NOT_FOUND), or a fault (below)
  /users/U/contributions  a contributions fragment with today (UTC, or /control?day=D) at 5
                      and yesterday at 2;
                      404 for "nosuchuser"; or what /control?github=M set: ok or a fault
  /users/U/events/public  a push at the start of today (UTC) with ETag "e1"; 304 when
                      If-None-Match is "e1"; /control?events=ratelimit&reset=T answers 403
                      with X-RateLimit-Remaining 0 and X-RateLimit-Reset T; or a fault
  /count?path=304     how many 304s the events feed has answered

The faults every endpoint above takes, so each page meets the same misbehaviour:
  stall      reads the request and never answers
  stallbody  sends the headers and part of the body, then waits
  reset      sends the headers and part of the body, then resets the connection (RST)
  truncated  sends the headers and part of the body, then closes
  garbage    200 with a body that is not what the endpoint serves
  huge       5 MB of filler with Content-Length
  loop       302 to itself, for ever
  429        429 with Retry-After (120, or /control?retry=N)
  <code>     that status with a short body (403, 500, ...)

--tls serves HTTPS with a self-signed certificate made at start (openssl), which a
verifying client must refuse.
"""
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
forecast_mode = "ok"
uptime_mode = "ok"
github_mode = "ok"
events_mode = "ok"
events_reset = "0"
search_mode = "ok"
retry_after = "120"
FAULT_HUGE = 5_000_000
github_day = None  # "YYYY-MM-DD" set by /control?day=…, else the real UTC date


def github_today():
    """Today for the GitHub endpoints, as a UTC struct_time."""
    if github_day:
        return time.strptime(github_day + " 12", "%Y-%m-%d %H")
    return time.gmtime()
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
FAHRENHEIT = b'{"current_units":{"temperature_2m":"\xc2\xb0F"},"current":{"temperature_2m":70.3,"weather_code":3}}'
BERLIN = b'{"results":[{"id":2950159,"name":"Berlin","latitude":52.52437,"longitude":13.41053,"country":"Germany"}]}'
NOTHING = b'{"generationtime_ms":0.52654743}'
# A place whose name tries to steer a terminal: title, clipboard, clear, C1, bidi marks.
HOSTILE_PLACE = (b'{"results":[{"name":"\\u001b]0;PWNED-TITLE\\u0007EVILTOWN\\u001b]52;c;UFdORUQ=\\u0007'
                 b'\\u001b[2J\\u009b31m\\u202e","latitude":52.52,"longitude":13.41}]}')
# The real geocoding answer kept with the fixtures (several results; the first is used).
FREDERICK = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "PulseCoreTests", "Fixtures",
                              "open-meteo", "virga-geocoding-search-frederick.json"), "rb").read()
HUGE = 8 << 20


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
        if user == "nosuchuser":
            self.send(404, b"Not Found")
        elif mode != "ok":
            self.fault(mode, b"<table>" + b"<td></td>" * 100 + b"</table>")
        else:
            today = github_today()
            yesterday = time.gmtime(time.mktime(today) - 86400)
            cells, tips = "", ""
            for i, (day, count) in enumerate([(yesterday, 2), (today, 5)]):
                date = time.strftime("%Y-%m-%d", day)
                cells += ('<td tabindex="0" data-date="%s" id="contribution-day-component-%d-0" data-level="2" '
                          'class="ContributionCalendar-day"></td>' % (date, i))
                tips += ('<tool-tip for="contribution-day-component-%d-0" class="sr-only">%d contributions on '
                         'a day.</tool-tip>' % (i, count))
            self.send(200, ("<table>" + cells + "</table>" + tips).encode(), [("Content-Type", "text/html")])

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

    def send(self, status, body=b"", headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        global served, forecast_mode, uptime_mode, github_mode, events_mode, events_reset, github_day, retry_after
        global search_mode
        url = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(url.query))
        path = url.path
        with lock:
            count = served
            served += 1
            if path not in ("/count", "/control"):
                served_by_path[path] = served_by_path.get(path, 0) + 1
        if path == "/control":
            forecast_mode = query.get("forecast", forecast_mode)
            uptime_mode = query.get("uptime", uptime_mode)
            github_mode = query.get("github", github_mode)
            events_mode = query.get("events", events_mode)
            events_reset = query.get("reset", events_reset)
            github_day = query.get("day", github_day)
            retry_after = query.get("retry", retry_after)
            search_mode = query.get("search", search_mode)
            self.send(200, forecast_mode.encode())
        elif path == "/api/uptime/listall":
            self.uptime()
        elif path.startswith("/users/") and path.endswith("/contributions"):
            self.contributions(path.split("/")[2])
        elif path.startswith("/users/") and path.endswith("/events/public"):
            self.events()
        elif path == "/v1/forecast":
            mode = forecast_mode
            if mode == "ok":
                self.send(200, FORECAST, [("Content-Type", "application/json")])
            elif mode == "fahrenheit":
                self.send(200, FAHRENHEIT)
            else:
                self.fault(mode, FORECAST)
        elif path == "/v1/search" and search_mode != "ok":
            self.fault(search_mode, BERLIN)
        elif path == "/v1/search":
            name = query.get("name", "").lower()
            places = {"berlin": BERLIN, "frederick": FREDERICK, "hostile": HOSTILE_PLACE}
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
        elif path == "/count":
            if "path" in query:
                with lock:
                    self.send(200, str(served_by_path.get(query["path"], 0)).encode())
            else:
                self.send(200, str(count).encode())
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
