#!/usr/bin/env python3
"""make bench: `emptystate serve` as a page uses it, timed from outside.

    bench/serve_latency.py PORT TEMPLATE_FILE TEMPLATE_NAME ROUNDS

First page: GET /, GET /api/screens and the first 12 thumbnails (two connections, as a
browser fetches in parallel). Edit to image, ROUNDS times: write the template file (a new
comment line, so its bytes and fingerprint change), wait for the `changed` event on
/events naming its screens, and GET the new image URL the event carries, as the page does.
Prints one JSON object of milliseconds. Standard library only.
"""
import http.client
import json
import queue
import statistics
import sys
import threading
import time


def get(connection, path):
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read()
    if response.status != 200:
        raise SystemExit(f"serve_latency: GET {path}: {response.status} {body[:200]!r}")
    return body


def first_page(port):
    start = time.perf_counter()
    connections = [http.client.HTTPConnection("127.0.0.1", port) for _ in range(2)]
    get(connections[0], "/")
    screens = json.loads(get(connections[0], "/api/screens"))["screens"]
    thumbs = [s["thumb"] for s in screens[:12]]
    workers = [threading.Thread(target=lambda c=c, part=thumbs[i::2]: [get(c, "/" + t) for t in part]) for i, c in enumerate(connections)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return (time.perf_counter() - start) * 1000, len(screens)


def listen(port, events):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", "/events")
    response = connection.getresponse()
    name, data = None, None
    while True:
        line = response.fp.readline()
        if not line:
            return
        line = line.decode().rstrip("\n")
        if line.startswith("event: "):
            name = line[7:]
        elif line.startswith("data: "):
            data = line[6:]
        elif line == "" and name:
            events.put((time.perf_counter(), name, json.loads(data or "{}")))
            name, data = None, None


def main():
    port, path, template, rounds = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
    page_ms, screen_count = first_page(port)
    events = queue.Queue()
    threading.Thread(target=listen, args=(port, events), daemon=True).start()
    time.sleep(0.3)
    original = open(path, encoding="utf-8").read()
    connection = http.client.HTTPConnection("127.0.0.1", port)
    event_ms, image_ms = [], []
    try:
        for edit in range(rounds):
            while not events.empty():
                events.get_nowait()
            start = time.perf_counter()
            with open(path, "w", encoding="utf-8") as file:
                file.write(original + f"\n# bench edit {edit}\n")
            while True:
                at, name, data = events.get(timeout=10)
                if name == "changed" and any(i.startswith(template + "/") for i in data.get("ids", [])):
                    break
            image = next(s["image"] for s in data["screens"] if s["template"] == template and s["state"] == "normal")
            get(connection, "/" + image)
            done = time.perf_counter()
            event_ms.append((at - start) * 1000)
            image_ms.append((done - start) * 1000)
            time.sleep(0.1)
    finally:
        with open(path, "w", encoding="utf-8") as file:
            file.write(original)
    print(json.dumps({
        "screens": screen_count, "first_page_ms": round(page_ms, 1),
        "event_ms_median": round(statistics.median(event_ms), 1),
        "image_ms_median": round(statistics.median(image_ms), 1), "image_ms_max": round(max(image_ms), 1),
        "rounds": rounds,
    }))


if __name__ == "__main__":
    main()
