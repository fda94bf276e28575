"""The site as a school runs it (README: "Running for a school"), for the tests: several site processes on one
database, the same secret, behind a real nginx running the repository's own deploy/nginx/camp-parlour.conf.

    with school(database_url, processes=2, folder=Path("/tmp/shots/school")) as s:
        s.url                   # nginx's address: every browser goes through it
        s.sites[i].url          # one process's own address (a test may go round nginx on purpose)
        s.process_of(headers)   # which process answered a response (its X-Camp-Upstream header), 0, 1, …
        s.routes()              # nginx's access log: each route cookie and the processes that served it

Everything runs as the test's user (nginx's worker as `nobody` when that is root) in temporary folders; nothing
touches a system nginx. Every process started is stopped when the block ends, whether it ends well or by a
failure, and a start that fails stops what started before it. The test's nginx adds one header and one log format
to the repository's file, to say which process answered (``X-Camp-Upstream: 127.0.0.1:PORT``); nothing else
differs.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import defaultdict
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from deploy.nginx.render import render

ROOT = Path(__file__).resolve().parents[1]
UPSTREAM = "X-Camp-Upstream"
_ANCHOR = "    add_header Referrer-Policy no-referrer always;\n"
# (the map's route: the browser's cookie, or for its first request the id the cookie is then set to)
_LOG = "log_format camp_route '$camp_route|$upstream_addr|$status|$request';"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def nginx_bin() -> str:
    found = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx", "/sbin/nginx") if os.access(p, os.X_OK)),
                                         None)
    if found is None:
        raise RuntimeError("nginx is not installed: `make nginx` installs Debian's package (apt-get install nginx); "
                           "the tests run their own nginx, never the system's")
    return found


@dataclass
class Site:
    port: int
    proc: subprocess.Popen
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


@dataclass
class School:
    url: str
    sites: list[Site]
    folder: Path
    access_log: Path
    by_address: dict[str, int] = field(default_factory=dict)

    def process_of(self, headers: dict) -> int:
        """The index in ``sites`` of the process that answered, from a response's headers (any case)."""
        got = {k.lower(): v for k, v in headers.items()}.get(UPSTREAM.lower())
        if got not in self.by_address:
            raise AssertionError(f"nginx named no site process for this response ({UPSTREAM}: {got!r})")
        return self.by_address[got]

    def routes(self) -> dict[str, dict[int, list[str]]]:
        """From nginx's access log: for each route cookie, the processes that served it and the requests each
        served (a websocket's line is written when it closes)."""
        out: dict[str, dict[int, list[str]]] = defaultdict(lambda: defaultdict(list))
        for line in self.access_log.read_text().splitlines():
            route, upstream, _status, request = line.split("|", 3)
            for one in upstream.split(","):   # a retried request names each process it tried, comma-separated
                if one.strip() in self.by_address:
                    out[route][self.by_address[one.strip()]].append(request)
        return out


def start_site(port: int, env: dict, log: Path) -> subprocess.Popen:
    """``streamlit run streamlit_app.py`` on a loopback port, as README's "Running for a school" starts it."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("w") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", "streamlit_app.py", "--server.port", str(port),
             "--server.address", "127.0.0.1", "--server.headless", "true", "--browser.gatherUsageStats", "false",
             "--server.fileWatcherType", "none"], cwd=ROOT, env=os.environ | env, stdout=out, stderr=subprocess.STDOUT)


def wait_up(url: str, proc: subprocess.Popen, log: Path, deadline: float) -> None:
    """Until ``url``/_stcore/health says ok; a process that ends first, or the deadline, raises with its log."""
    while True:
        try:
            if urllib.request.urlopen(f"{url}/_stcore/health", timeout=2).read() == b"ok":
                return
        except OSError:
            pass
        if proc.poll() is not None or time.time() > deadline:
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            why = f"ended with {proc.returncode}" if proc.poll() is not None else "did not answer in time"
            raise RuntimeError(f"{url} {why} ({log}):\n{tail}")
        time.sleep(0.25)


def stop(proc: subprocess.Popen, sig: int = signal.SIGTERM) -> None:
    if proc.poll() is None:
        proc.send_signal(sig)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)


def _keep(tmp: Path, folder: Path, names: tuple[str, ...]) -> None:
    for name in names:
        if (tmp / name).exists():
            shutil.copy(tmp / name, folder / f"nginx-{name}")


def nginx_conf(folder: Path, listen: int, ports: list[int]) -> Path:
    """The repository's file rendered for these ports, with the test's header, inside a whole nginx.conf whose pid,
    logs and temporary files are all in ``folder``."""
    site = render(listen, ports)
    assert _ANCHOR in site, "deploy/nginx/camp-parlour.conf no longer sends Referrer-Policy as the test expects"
    site = site.replace(_ANCHOR, f"    add_header {UPSTREAM} $upstream_addr always;\n" + _ANCHOR, 1)
    (folder / "camp-parlour.conf").write_text(site)
    temp = "\n".join(f"    {kind}_temp_path {folder / kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi",
                                                                           "scgi"))
    conf = folder / "nginx.conf"
    conf.write_text(f"""daemon off;
worker_processes 1;
worker_shutdown_timeout 3s;
pid {folder / 'nginx.pid'};
error_log {folder / 'error.log'} warn;
events {{ worker_connections 512; }}
http {{
{temp}
    {_LOG}
    access_log {folder / 'access.log'} camp_route;
    include {folder / 'camp-parlour.conf'};
}}
""")
    return conf


@contextmanager
def school(database_url: str, processes: int = 2, *, folder: Path, env: dict | None = None, timeout: float = 90):
    """``processes`` site processes on ``database_url`` with one secret (the tests' own, from the environment, unless
    ``env`` names another) and CAMP_TRUSTED_PROXIES=127.0.0.1, and nginx in front; logs in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    with ExitStack() as stack:
        # nginx's own files; readable by its worker, which runs as `nobody` when the tests run as root
        tmp = Path(tempfile.mkdtemp(prefix="camp-nginx-"))
        stack.callback(shutil.rmtree, tmp, ignore_errors=True)
        tmp.chmod(0o755)
        sites = []
        for i in range(processes):
            data = tmp / f"data-{i}"   # each its own data folder: nothing is shared but the database and the secret
            port = free_port()
            proc = start_site(port, {"DATABASE_URL": database_url, "CAMP_DATA_DIR": str(data),
                                     "CAMP_TRUSTED_PROXIES": "127.0.0.1", **(env or {})}, folder / f"site-{i}.log")
            stack.callback(stop, proc)
            sites.append(Site(port, proc, folder / f"site-{i}.log"))
        deadline = time.time() + timeout
        for s in sites:
            wait_up(s.url, s.proc, s.log, deadline)
        listen = free_port()
        conf = nginx_conf(tmp, listen, [s.port for s in sites])
        with (folder / "nginx.log").open("w") as out:
            nginx = subprocess.Popen([nginx_bin(), "-p", str(tmp), "-e", str(tmp / "error.log"), "-c", str(conf)],
                                     stdout=out, stderr=subprocess.STDOUT)
        stack.callback(_keep, tmp, folder, ("error.log", "access.log"))
        stack.callback(stop, nginx, signal.SIGQUIT)   # a graceful stop: the access log is whole
        url = f"http://127.0.0.1:{listen}"
        wait_up(url, nginx, tmp / "error.log", deadline)
        yield School(url, sites, tmp, tmp / "access.log",
                     {f"127.0.0.1:{s.port}": i for i, s in enumerate(sites)})
