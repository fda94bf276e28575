"""A throwaway PostgreSQL server on a loopback port, from Debian's packages, for the storage tests.

``python -m tests.classroom.pgserver -- COMMAND …`` starts one (initdb in a temporary folder, trust
authentication on 127.0.0.1 only, a free port), runs COMMAND with ``TEST_DATABASE_URL`` set to it, then
stops it and removes the folder. ``make test`` runs pytest this way; ``tests/classroom/conftest.py``
starts one itself when the variable is not set. PostgreSQL refuses to run as root, so as root the server
runs as the ``postgres`` user (created by Debian's package).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
import time


def pg_bin() -> str | None:
    """The folder of pg_ctl and initdb: ``PG_BIN``, Debian's newest /usr/lib/postgresql/N/bin, or the PATH."""
    if os.environ.get("PG_BIN"):
        return os.environ["PG_BIN"]
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4]) if
                   p.split("/")[4].isdigit() else 0)
    if found:
        return os.path.dirname(found[-1])
    path = shutil.which("pg_ctl")
    return os.path.dirname(os.path.realpath(path)) if path else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self):
        self.bin = pg_bin()
        if self.bin is None:
            raise RuntimeError("PostgreSQL is not installed: `make postgres` installs Debian's package "
                               "(apt-get install postgresql), or set PG_BIN to the folder of pg_ctl")
        self.folder = tempfile.mkdtemp(prefix="camp-pg-")
        self.data = os.path.join(self.folder, "data")
        self.port = _free_port()
        self.prefix: list[str] = []
        if os.geteuid() == 0:
            user = "postgres"
            try:
                pw = pwd.getpwnam(user)
            except KeyError:
                user, pw = "nobody", pwd.getpwnam("nobody")
            os.chown(self.folder, pw.pw_uid, pw.pw_gid)
            self.prefix = ["runuser", "-u", user, "--"]
        self.url = f"postgresql+psycopg://camp@127.0.0.1:{self.port}/camp_test"

    def _run(self, *args: str) -> None:
        subprocess.run([*self.prefix, *args], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       cwd=self.folder)

    def start(self) -> str:
        self._run(f"{self.bin}/initdb", "-D", self.data, "-U", "camp", "--auth=trust", "-E", "UTF8", "--no-instructions")
        opts = (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off "
                "-c full_page_writes=off -c max_connections=200")
        self._run(f"{self.bin}/pg_ctl", "-D", self.data, "-o", opts, "-l", os.path.join(self.folder, "log"),
                  "-w", "-t", "60", "start")
        import psycopg

        deadline = time.time() + 30
        while True:
            try:
                with psycopg.connect(f"host=127.0.0.1 port={self.port} user=camp dbname=postgres",
                                     autocommit=True) as conn:
                    conn.execute("CREATE DATABASE camp_test")
                break
            except psycopg.OperationalError:
                if time.time() > deadline:
                    raise
                time.sleep(0.3)
        return self.url

    def stop(self) -> None:
        try:
            self._run(f"{self.bin}/pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.folder, ignore_errors=True)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--"]:
        argv = argv[1:]
    if not argv:
        print("usage: python -m tests.classroom.pgserver -- COMMAND …", file=sys.stderr)
        return 2
    server = Server()
    url = server.start()
    print(f"PostgreSQL for the tests: {url} (port {server.port}, stopped after the run)", flush=True)
    try:
        return subprocess.call(argv, env=os.environ | {"TEST_DATABASE_URL": url})
    finally:
        server.stop()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
