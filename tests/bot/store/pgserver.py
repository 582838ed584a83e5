"""A throwaway PostgreSQL server for the tests, from the machine's own binaries.

PostgreSQL refuses to run as root, and CI runs as root: the server then runs as an
unprivileged user (`nobody`) through `runuser`, with its data directory in a fresh
temporary folder that user owns. Trust authentication on 127.0.0.1, a free port, no
fsync (the tests check behaviour, not the disk). Waiting is done by `pg_ctl -w` and by
connection retries with a deadline, never by fixed sleeps.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

UNPRIVILEGED = "nobody"


def binaries() -> Path:
    """The folder holding initdb and pg_ctl: $PG_BIN, then pg_config's, then the newest
    /usr/lib/postgresql/*/bin."""
    candidates = [os.environ.get("PG_BIN", "")]
    if shutil.which("pg_config"):
        out = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True)
        candidates.append(out.stdout.strip())
    candidates += sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]),
                         reverse=True)
    for folder in candidates:
        if folder and (Path(folder) / "initdb").exists() and (Path(folder) / "pg_ctl").exists():
            return Path(folder)
    raise RuntimeError("no PostgreSQL binaries (initdb, pg_ctl) on this machine: install postgresql "
                       "(apt-get install postgresql) or set PG_BIN")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class PostgresServer:
    def __init__(self, *, fsync: bool = False) -> None:
        self.bin = binaries()
        self.fsync = fsync
        self.as_root = os.geteuid() == 0
        self.root = Path(tempfile.mkdtemp(prefix="refbot-pg-"))
        self.data = self.root / "data"
        self.port = 0
        self.url = ""

    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.as_root:
            command = ["runuser", "-u", UNPRIVILEGED, "--", *command]
        proc = subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=self.root,
                              stdin=subprocess.DEVNULL)
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(args[:2])} failed ({proc.returncode}): {proc.stderr or proc.stdout}")
        return proc

    def start(self) -> PostgresServer:
        if self.as_root:
            user = pwd.getpwnam(UNPRIVILEGED)
            os.chown(self.root, user.pw_uid, user.pw_gid)
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C",
                  "--no-sync", "--no-instructions")
        for attempt in range(5):  # another process may take the free port before us
            self.port = free_port()
            options = (f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.root} "
                       f"-c fsync={'on' if self.fsync else 'off'} -c max_connections=200")
            try:
                self._run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "log"), "-w", "-t", "60",
                          "-o", options, "start")
                break
            except RuntimeError:
                if attempt == 4:
                    raise
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        self.wait_ready()
        return self

    def wait_ready(self, deadline_s: float = 60) -> None:
        deadline = time.monotonic() + deadline_s
        while True:
            proc = subprocess.run([str(self.bin / "pg_isready"), "-h", "127.0.0.1", "-p", str(self.port),
                                   "-t", "5"], capture_output=True)
            if proc.returncode == 0:
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"PostgreSQL on port {self.port} not ready: {self.log()}")

    def create_database(self, name: str) -> str:
        """A new empty database; its URL."""
        self.psql(f'CREATE DATABASE "{name}"')
        return f"postgresql://postgres@127.0.0.1:{self.port}/{name}"

    def psql(self, sql: str) -> str:
        proc = subprocess.run([str(self.bin / "psql"), "-h", "127.0.0.1", "-p", str(self.port), "-U",
                               "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-Atc", sql],
                              capture_output=True, text=True, timeout=60)
        if proc.returncode != 0:
            raise RuntimeError(proc.stderr)
        return proc.stdout

    def log(self) -> str:
        path = self.root / "log"
        return path.read_text(errors="replace")[-2000:] if path.exists() else ""

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():
                self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
