"""Measures `workbench lsp` as an editor sees it: the time from sending a keystroke's
`textDocument/didChange` to receiving the `textDocument/publishDiagnostics` for that
version of the document.

The server runs without the daemon (`--no-daemon`): the static path, which every
keystroke takes. Each edit replaces one line in place, as an editor's incremental sync
sends it; every other edit introduces an error (a name that does not exist), so both a
clean and a failing analysis are in the figures.
"""
import json, os, shutil, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from programs import three_hundred_lines  # noqa: E402

WORKBENCH = sys.argv[1]
EDITS = int(os.environ.get("EDITS", "200"))


class Server:
    def __init__(self, project):
        self.process = subprocess.Popen([WORKBENCH, "lsp", "--no-daemon"], cwd=project, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(dict(message, jsonrpc="2.0")).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        """The next message, with the time its last byte arrived."""
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the server ended")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        body = self.process.stdout.read(length)
        return time.monotonic(), json.loads(body)

    def request(self, method, params):
        identifier = self.next_id
        self.next_id += 1
        self.send({"id": identifier, "method": method, "params": params})
        while True:
            _, message = self.receive()
            if message.get("id") == identifier:
                return message

    def diagnostics(self, uri, version):
        while True:
            received, message = self.receive()
            params = message.get("params", {})
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                    and params.get("version") == version:
                return received, params["diagnostics"]


def main():
    project = tempfile.mkdtemp(prefix="wb-bench-lsp-")
    try:
        with open(os.path.join(project, "workbench.json"), "w") as config:
            json.dump({"scripts": ["."], "vml": ["."]}, config)
        text = three_hundred_lines(0)
        path = os.path.join(project, "app.swift")
        with open(path, "w") as file:
            file.write(text)
        uri = "file://" + path
        lines = text.split("\n")
        edited = next(index for index, line in enumerate(lines) if 'Text("Edit ' in line)
        server = Server(project)
        server.request("initialize", {"processId": None, "rootUri": "file://" + project, "capabilities": {}})
        server.send({"method": "initialized", "params": {}})
        opened = time.monotonic()
        server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "swift", "version": 1, "text": text}}})
        received, _ = server.diagnostics(uri, 1)
        first = (received - opened) * 1000
        samples = []
        errors = 0
        for edit in range(1, EDITS + 1):
            name = "undefinedName" if edit % 2 else f'"Edit {edit}"'
            replacement = f"        Text({name}).font(.title)"
            change = {"range": {"start": {"line": edited, "character": 0},
                                "end": {"line": edited, "character": len(lines[edited])}}, "text": replacement}
            lines[edited] = replacement
            sent = time.monotonic()
            server.send({"method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": edit + 1}, "contentChanges": [change]}})
            received, diagnostics = server.diagnostics(uri, edit + 1)
            samples.append((received - sent) * 1000)
            errors += bool(diagnostics)
            time.sleep(0.005)
        server.request("shutdown", None)
        server.send({"method": "exit"})
        server.process.wait(timeout=10)
        if errors != EDITS // 2 + EDITS % 2:
            raise SystemExit(f"expected an error in every other edit, found {errors} of {EDITS}")
        samples.sort()
        p50 = statistics.median(samples)
        p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
        print("| measure | value | goal |")
        print("|---|---:|---:|")
        print(f"| didChange → publishDiagnostics, p50 ({EDITS} edits of a {len(text.splitlines())}-line script) | {p50:.1f} ms | ≤ 30 ms |")
        print(f"| didChange → publishDiagnostics, p99 | {p99:.1f} ms | |")
        print(f"| didOpen → first publishDiagnostics (the process's first analysis) | {first:.1f} ms | |")
    finally:
        shutil.rmtree(project)


main()
