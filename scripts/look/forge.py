"""A loopback forge for `make look`: GitLab's calendar and events and Gitea's heatmap and
feed for the user `look`, so the contributions page of a forge is photographed as it is
drawn from a server's answer (the demo is GitHub's). The days are the 17 weeks before
today, every level of the heatmap among them, so each square's tone is in the pictures."""
import datetime
import http.server
import json
import threading

HANDLE = "look"
# A day's count, by the day's number: 0 to 9, so every level of the heatmap is drawn.
COUNTS = [4, 1, 3, 0, 6, 2, 9, 0, 4, 1, 0, 7, 2, 0]


def days():
    """(date, count) for the 120 days up to today in UTC, the zone the photographs run in."""
    today = datetime.datetime.now(datetime.timezone.utc).date()
    return [(today - datetime.timedelta(days=back), COUNTS[back % len(COUNTS)]) for back in range(120)]


def gitlab_calendar():
    return {day.isoformat(): count for day, count in days() if count}


def gitea_heatmap():
    """Gitea's buckets: a day's contributions at 10:15 UTC, in one 15-minute bucket."""
    buckets = []
    for day, count in days():
        if count:
            noon = datetime.datetime.combine(day, datetime.time(10, 15), datetime.timezone.utc)
            buckets.append({"timestamp": int(noon.timestamp()), "contributions": count})
    return sorted(buckets, key=lambda bucket: bucket["timestamp"])


ROUTES = {
    f"/users/{HANDLE}/calendar.json": gitlab_calendar,
    f"/api/v4/users/{HANDLE}/events": list,
    f"/api/v1/users/{HANDLE}/heatmap": gitea_heatmap,
    f"/api/v1/users/{HANDLE}/activities/feeds": list,
}


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        route = ROUTES.get(self.path.split("?")[0])
        body = json.dumps(route()).encode() if route else b'{"message":"404 Not found"}'
        self.send_response(200 if route else 404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_):
        pass


def start():
    """The server, answering on a thread; its base URL is `base(server)`."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def base(server):
    return f"http://127.0.0.1:{server.server_address[1]}"
