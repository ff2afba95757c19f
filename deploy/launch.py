"""Run N attnlab processes behind nginx, or write the nginx configuration for app processes elsewhere.

    python deploy/launch.py --processes 4 --listen 0.0.0.0:8080     # one machine: apps + nginx
    python deploy/launch.py --config-only --listen 80 \\
        --upstream 10.0.0.2:7860 --upstream 10.0.0.3:7860 > /etc/nginx/conf.d/attnlab.conf

Gradio keeps a learner's queue and state in one process, and a process uses about one core of
Python, so a course that outgrows one process runs several, one per core, with nginx routing each
learner to always the same one (see nginx.conf.template). The app processes listen on loopback
ports next to nginx's (``--app-host 0.0.0.0`` for nginx on another machine); nginx runs in the
foreground from a private prefix folder, needs no root, and everything stops on Ctrl-C.
"""

from __future__ import annotations

import argparse
import collections
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = Path(__file__).resolve().parent / "nginx.conf.template"
MIME_TYPES = "/etc/nginx/mime.types"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def nginx_binary() -> str | None:
    return shutil.which("nginx") or next(
        (p for p in ("/usr/sbin/nginx", "/usr/local/sbin/nginx") if os.access(p, os.X_OK)), None)


def render_config(upstreams: list[str], listen: str, prefix: str, *, workers: str = "auto",
                  access_log: bool = True) -> str:
    """The nginx configuration for these ``host:port`` upstreams, written for ``prefix``."""
    servers = "\n".join(f"        server {u} max_fails=3 fail_timeout=10s;" for u in upstreams)
    mime = MIME_TYPES if os.path.exists(MIME_TYPES) else "mime.types"
    log = f"{prefix}/access.log attnlab" if access_log else "off"
    text = TEMPLATE.read_text(encoding="utf-8")
    for key, value in {"SERVERS": servers, "LISTEN": listen, "PREFIX": prefix,
                       "WORKERS": workers, "MIME_TYPES": mime, "ACCESS_LOG": log}.items():
        text = text.replace(f"@@{key}@@", value)
    return text


def wait_http(url: str, procs: list[subprocess.Popen], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for p in procs:
            if p.poll() is not None:
                raise RuntimeError(f"{p.args} exited with code {p.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer within {timeout:.0f} s")


class Cluster:
    """N `python app.py` processes on free loopback ports and, optionally, nginx in front."""

    def __init__(self, processes: int, *, listen: str = "127.0.0.1", port: int | None = None,
                 app_host: str = "127.0.0.1", log_dir: Path | None = None, nginx: bool = True,
                 app_file: Path = ROOT / "app.py", env: dict | None = None):
        self.n = processes
        self.host = listen
        self.port = port or free_port()
        self.app_host = app_host
        self.app_ports = [free_port() for _ in range(processes)]
        self.log_dir = log_dir
        self.use_nginx = nginx
        self.app_file = app_file
        self.env = env or {}
        self.apps: list[subprocess.Popen] = []
        self.nginx: subprocess.Popen | None = None
        self.prefix = Path(tempfile.mkdtemp(prefix="attnlab-nginx-"))

    def _log(self, name: str):
        return open(self.log_dir / name, "w") if self.log_dir else subprocess.DEVNULL

    def start(self, timeout: float = 180) -> None:
        for port in self.app_ports:
            # Every app behind nginx serves others, whatever address it listens on: declared, so
            # code answers run only fully confined (attnlab.hosting); no caller can switch it off.
            env = {**os.environ, "GRADIO_SERVER_NAME": self.app_host,
                   "GRADIO_SERVER_PORT": str(port), "GRADIO_ANALYTICS_ENABLED": "False",
                   **self.env, "ATTNLAB_HOSTED": "1"}
            env.pop("ATTNLAB_UNSAFE_NO_SANDBOX", None)
            self.apps.append(subprocess.Popen(
                [sys.executable, str(self.app_file), "--hosted"], cwd=ROOT, env=env,
                stdout=self._log(f"app-{port}.log"), stderr=subprocess.STDOUT))
        try:
            for port in self.app_ports:
                wait_http(f"http://127.0.0.1:{port}/", self.apps, timeout)
            if self.use_nginx:
                self._start_nginx(timeout=30)
        except BaseException:
            self.stop()
            raise

    def _start_nginx(self, timeout: float) -> None:
        binary = nginx_binary()
        if binary is None:
            raise RuntimeError("nginx is not installed (Debian: apt-get install nginx)")
        # nginx's workers may run as another user (when started as root): let them in.
        self.prefix.chmod(0o755)
        conf = self.prefix / "nginx.conf"
        conf.write_text(render_config([f"127.0.0.1:{p}" for p in self.app_ports],
                                      f"{self.host}:{self.port}", str(self.prefix), workers="1"),
                        encoding="utf-8")
        self.nginx = subprocess.Popen(
            [binary, "-p", str(self.prefix), "-c", str(conf), "-g", "daemon off;"],
            stdout=self._log("nginx.log"), stderr=subprocess.STDOUT)
        wait_http(f"http://{self.host}:{self.port}/", [self.nginx, *self.apps], timeout)

    def served_counts(self) -> dict[str, int]:
        """Requests per app process, from nginx's access log (``host:port`` -> count)."""
        log = self.prefix / "access.log"
        counts: collections.Counter = collections.Counter()
        if log.exists():
            for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
                fields = line.split()
                if len(fields) > 1 and fields[1] != "-":
                    counts[fields[1]] += 1
        return dict(counts)

    def stop(self) -> None:
        for p in ([self.nginx] if self.nginx else []) + self.apps:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM if p is not self.nginx else signal.SIGQUIT)
        for p in ([self.nginx] if self.nginx else []) + self.apps:
            try:
                p.wait(timeout=15)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait(timeout=5)
        shutil.rmtree(self.prefix, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1,
                        help="app processes on this machine (default: one per core)")
    parser.add_argument("--listen", default="127.0.0.1:8080", help="nginx's address[:port]")
    parser.add_argument("--app-host", default="127.0.0.1",
                        help="address the app processes listen on (0.0.0.0 for a remote nginx)")
    parser.add_argument("--config-only", action="store_true",
                        help="print the nginx configuration for --upstream servers and exit")
    parser.add_argument("--upstream", action="append", default=[],
                        help="host:port of an app process elsewhere (with --config-only)")
    parser.add_argument("--prefix", default="/var/lib/attnlab-nginx",
                        help="nginx's folder for logs and temp files (with --config-only)")
    args = parser.parse_args()

    if args.config_only:
        if not args.upstream:
            parser.error("--config-only needs at least one --upstream host:port")
        print(render_config(args.upstream, args.listen, args.prefix))
        return
    host, _, port = args.listen.rpartition(":")
    if not host:
        host, port = args.listen, "8080"
    cluster = Cluster(args.processes, listen=host, port=int(port), app_host=args.app_host)
    print(f"starting {args.processes} app processes on ports {cluster.app_ports} ...",
          file=sys.stderr)
    try:
        cluster.start()
        print(f"attnlab is at http://{host}:{port}/ ({args.processes} processes behind nginx; "
              f"Ctrl-C stops all)", file=sys.stderr)
        while all(p.poll() is None for p in [cluster.nginx, *cluster.apps]):
            time.sleep(1)
        print("a process exited: stopping the others", file=sys.stderr)
    except KeyboardInterrupt:
        pass
    finally:
        cluster.stop()


if __name__ == "__main__":
    main()
