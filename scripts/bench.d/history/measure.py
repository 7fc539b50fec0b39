"""Measures the preview's history strip as a user meets it: `workbench serve` on the
example app, thousands of stored runs, headless Chromium clicking marks.

Each run is a real tap on the app's + button through the socket, so the store holds what
a session leaves. The page is driven over Chromium's DevTools protocol on a pipe
(--remote-debugging-pipe: no WebSocket client needed). The times are the page's own
(performance.now()): from the click on a mark to the run's screen in the DOM, and from
asking for a page of marks to having it.
"""
import json, os, shutil, socket, statistics, subprocess, sys, tempfile, threading, time

WORKBENCH = sys.argv[1]
REPO = sys.argv[2]
RUNS = int(os.environ.get("HISTORY_RUNS", "2000"))
CLICKS = int(os.environ.get("HISTORY_CLICKS", "40"))


class Replies:
    """JSON messages read off a stream, each ended by `separator`: the reply to a request
    is the first with its id (events and others are passed over)."""

    def __init__(self, read, separator):
        self.read, self.separator, self.pending = read, separator, b""

    def reply(self, wanted, what):
        while True:
            while self.separator in self.pending:
                text, self.pending = self.pending.split(self.separator, 1)
                message = json.loads(text)
                if message.get("id") == wanted:
                    if "error" in message:
                        raise SystemExit(f"{what}: {message['error']}")
                    return message.get("result", {})
            chunk = self.read(1 << 20)
            if not chunk:
                raise SystemExit(f"{what}: the connection closed")
            self.pending += chunk


class Daemon:
    """`workbench serve` on a copy of the example app, with a store that keeps every run."""

    def __init__(self, todos):
        self.project = tempfile.mkdtemp(prefix="wb-history-")
        for name in os.listdir(os.path.join(REPO, "scripts/example")):
            shutil.copy(os.path.join(REPO, "scripts/example", name), self.project)
        with open(os.path.join(self.project, "workbench.json"), "w") as config:
            json.dump({"scripts": ["."], "vml": ["."], "preview": {"port": 0},
                       "retention": {"keepLast": RUNS + 100}}, config)
        self.process = subprocess.Popen([WORKBENCH, "serve", "--config", os.path.join(self.project, "workbench.json"),
                                         "--json-log"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.url = None
        for line in self.process.stdout:
            entry = json.loads(line)
            if entry.get("event") == "preview":
                self.url = entry["url"]
                break
        if self.url is None:
            raise SystemExit("the daemon printed no preview URL")
        # Its log goes on, a line per run: read it, or the pipe fills and the daemon waits.
        threading.Thread(target=lambda: [None for _ in self.process.stdout], daemon=True).start()
        self.client = socket.socket(socket.AF_UNIX)
        self.client.connect(os.path.join(self.project, ".workbench", "workbench.sock"))
        self.replies = Replies(self.client.recv, b"\n")
        self.next_id = 0
        if todos:
            self.request("setState", {"path": "todos", "value": [
                {"id": index, "title": f"Todo {index}", "done": index % 3 == 0} for index in range(todos)]})

    def request(self, method, params):
        self.next_id += 1
        self.client.sendall(json.dumps({"id": self.next_id, "method": method, "params": params}).encode() + b"\n")
        return self.replies.reply(self.next_id, method)

    def stop(self):
        self.client.close()
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.project, ignore_errors=True)


class Browser:
    """Headless Chromium, one tab, its DevTools protocol on a pair of pipes."""

    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="wb-chromium-")
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()

        # Chromium reads commands on fd 3 and writes replies on fd 4: bash puts the pipes there.
        chromium = shutil.which("chromium") or "chromium"
        self.process = subprocess.Popen(
            ["bash", "-c", f'exec "$0" "$@" 3<&{commands_read} 4>&{replies_write}', chromium,
             "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
             "--force-device-scale-factor=1", "--remote-debugging-pipe", f"--user-data-dir={self.profile}", "about:blank"],
            pass_fds=(commands_read, replies_write), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(commands_read)
        os.close(replies_write)
        self.replies_stream = Replies(lambda size: os.read(self.replies, size), b"\0")
        self.next_id = 0
        self.session = None
        target = self.call("Target.createTarget", {"url": "about:blank"})
        self.session = self.call("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]

    def call(self, method, params=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        return self.replies_stream.reply(self.next_id, method)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            raise SystemExit(f"the page threw: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_until(self, condition):
        """Resolves when `condition` holds, re-checked on every DOM change; fails after 60 s."""
        self.evaluate(f"""new Promise((resolve, reject) => {{
            const holds = () => {{ try {{ return Boolean({condition}); }} catch {{ return false; }} }};
            if (holds()) return resolve(true);
            const observer = new MutationObserver(() => {{ if (holds()) {{ observer.disconnect(); resolve(true); }} }});
            observer.observe(document, {{ subtree: true, childList: true, attributes: true, characterData: true }});
            setTimeout(() => reject(new Error("waited 60 s for " + {json.dumps(condition)})), 60000);
        }})""")

    def open(self, url):
        self.call("Emulation.setDeviceMetricsOverride", {"width": 1000, "height": 1100, "deviceScaleFactor": 1, "mobile": False})
        self.call("Page.enable")
        self.call("Page.navigate", {"url": url})

    def click(self, x, y):
        for kind, buttons in (("mousePressed", 1), ("mouseReleased", 0)):
            self.call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1})

    def press(self, key, code):
        for kind in ("rawKeyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code})

    def stop(self):
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def measure(todos):
    daemon = Daemon(todos)
    browser = None
    try:
        started = time.monotonic()
        for _ in range(RUNS):
            daemon.request("tap", {"node": "0.0.0.2"})
        storing = time.monotonic() - started
        nodes = daemon.request("documents", {})[0]["nodes"]
        total = daemon.request("timeline", {"limit": 1})["total"]

        browser = Browser()
        browser.open(daemon.url)
        browser.wait_until('document.querySelectorAll(".wb-mark").length >= 200')
        # The part of each click spent in the page: putting the screen's HTML in place.
        browser.evaluate("""(() => {
            const show = window.workbench.handlers.snapshot;
            window.pageTimes = [];
            window.workbench.handlers.snapshot = (message) => {
              const started = performance.now();
              show(message);
              window.pageTimes.push(performance.now() - started);
            };
        })()""")
        marks = browser.evaluate('[...document.querySelectorAll(".wb-mark")].map((m) => Number(m.dataset.snapshot))')
        browser.press("Home", 36)
        browser.wait_until(f'document.querySelectorAll(".wb-mark").length === {total} && document.getElementById("wb-history").dataset.shown')
        marks = browser.evaluate('[...document.querySelectorAll(".wb-mark")].map((m) => Number(m.dataset.snapshot))')
        for index in range(CLICKS):
            snapshot = marks[(index * 7919) % len(marks)]
            point = browser.evaluate(f"""(() => {{
                const mark = document.querySelector('.wb-mark[data-snapshot="{snapshot}"]');
                mark.scrollIntoView({{ block: "nearest", inline: "center" }});
                const box = mark.getBoundingClientRect();
                return [box.x + box.width / 2, box.y + box.height / 2];
            }})()""")
            browser.click(*point)
            browser.wait_until(f'document.getElementById("wb-history").dataset.shown === "{snapshot}"')
        timings = browser.evaluate("({screens: window.workbenchScrubTimings, pages: window.workbenchPageTimings, dom: window.pageTimes})")
        # The first screen read after Home is the oldest run's: not a click.
        screens = timings["screens"][1:]
        return {"nodes": nodes, "runs": total, "storing": storing, "first page": timings["pages"][0],
                "older pages": timings["pages"][1:], "screens": screens, "dom": timings["dom"][1:]}
    finally:
        if browser:
            browser.stop()
        daemon.stop()


print("| tree | runs stored | first page (200 marks) | older page, p50 | click → screen, p50 | p90 | max | of which in the page, p50 |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for todos in (0, 300):
    result = measure(todos)
    older = result["older pages"]
    screens = result["screens"]
    print(f"| example app, {result['nodes']} nodes | {result['runs']:,} | {result['first page']:.0f} ms "
          f"| {statistics.median(older) if older else 0:.0f} ms | {statistics.median(screens):.1f} ms "
          f"| {percentile(screens, 0.9):.1f} ms | {max(screens):.1f} ms | {statistics.median(result['dom']):.1f} ms |")
    sys.stdout.flush()
