"""Write deploy/nginx/camp-parlour.conf with your own ports: the port nginx listens on and one line per site process.

    python deploy/nginx/render.py --listen 80 --port 8501 --port 8502 --port 8503 > /etc/nginx/conf.d/camp-parlour.conf

Only the two marked values change (``# <- LISTEN PORT`` and the block between ``# <- SITE PROCESSES`` and
``# <- END OF SITE PROCESSES``); everything else is the file as it is in the repository. The browser test of the
set-up (``tests/school.py``) renders it the same way.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

TEMPLATE = Path(__file__).with_name("camp-parlour.conf")
_LISTEN = re.compile(r"^(\s*)listen \S+;(\s*# <- LISTEN PORT\b.*)$", re.M)
_PROCESSES = re.compile(r"^(\s*# <- SITE PROCESSES\b[^\n]*\n)(.*?)^(\s*# <- END OF SITE PROCESSES\b)", re.M | re.S)


def render(listen: int, ports: list[int], host: str = "127.0.0.1", template: str | None = None) -> str:
    """The configuration with nginx listening on ``listen`` and one upstream server per port in ``ports``."""
    text = TEMPLATE.read_text() if template is None else template
    if not ports:
        raise ValueError("at least one site process's port is needed")
    for port in (listen, *ports):
        if not 1 <= int(port) <= 65535:
            raise ValueError(f"{port} is not a port")
    if len(_LISTEN.findall(text)) != 1 or len(_PROCESSES.findall(text)) != 1:
        raise ValueError(f"{TEMPLATE.name} has lost its marked values (# <- LISTEN PORT, # <- SITE PROCESSES)")
    text = _LISTEN.sub(lambda m: f"{m[1]}listen {int(listen)};{m[2]}", text)
    indent = re.match(r"\s*", _PROCESSES.search(text)[1])[0]
    servers = "".join(f"{indent}server {host}:{int(p)};\n" for p in ports)
    return _PROCESSES.sub(lambda m: m[1] + servers + m[3], text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--listen", type=int, default=80, help="the port nginx listens on (default 80)")
    parser.add_argument("--port", type=int, action="append", required=True,
                        help="a site process's --server.port (once per process)")
    parser.add_argument("--host", default="127.0.0.1", help="where the site processes listen (default 127.0.0.1)")
    args = parser.parse_args(argv)
    try:
        sys.stdout.write(render(args.listen, args.port, args.host))
    except ValueError as exc:
        parser.error(str(exc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
