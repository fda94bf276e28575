"""Who is typing class codes: an address the client cannot write, and its network.

The address comes from the connection. ``X-Forwarded-For`` is a header the client writes, so it is believed only
as far as proxies the operator names in ``CAMP_TRUSTED_PROXIES`` (addresses or networks, comma-separated, e.g.
``127.0.0.1`` for nginx on the same machine): reading the header from the right, each hop a trusted proxy wrote is
passed over, and the first hop that is not a trusted proxy is the client. Without the setting the header is
ignored and the peer of the connection is the client. (The store's limits on wrong codes, per client and per
network, are in ``engine/classroom/store.py``.)

A client is its address and its browser session: students of one school share one address, and one student's
typos must not slow the room. A network is the address's /24 (IPv4) or /56 (IPv6, what one home or school is
given): a client that opens new sessions, or one address among many of its own, is still one network.
"""

from __future__ import annotations

import hashlib
import ipaddress
import os
from dataclasses import dataclass

TRUSTED_ENV = "CAMP_TRUSTED_PROXIES"
LOOPBACK = "127.0.0.1"   # Streamlit reports a loopback peer as no address at all
IPV4_PREFIX, IPV6_PREFIX = 24, 56

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@dataclass(frozen=True)
class Caller:
    """The digests the store counts wrong codes under (never the address itself: the table holds no addresses)."""
    client: str
    network: str
    address: str          # for the operator's log only; never stored


def trusted_proxies(text: str | None = None) -> tuple[Network, ...]:
    """The proxies the operator trusts to write ``X-Forwarded-For`` (``CAMP_TRUSTED_PROXIES`` unless ``text``).
    A setting that does not read as addresses is an error that names it, at the first join."""
    text = os.environ.get(TRUSTED_ENV, "") if text is None else text
    out = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        try:
            out.append(ipaddress.ip_network(part, strict=False))
        except ValueError:
            raise ValueError(f"{TRUSTED_ENV} holds {part[:60]!r}, which is not an address or network "
                             "(write them comma-separated, e.g. 127.0.0.1,10.0.0.0/8)") from None
    return tuple(out)


def _ip(text: str | None):
    try:
        return ipaddress.ip_address((text or "").strip())
    except ValueError:
        return None


def client_address(peer: str | None, forwarded: str | None, trusted: tuple[Network, ...]) -> str:
    """The client's address: the connection's peer, or behind trusted proxies the first hop from the right of
    ``X-Forwarded-For`` that no trusted proxy wrote. A hop that is not an address ends the walk: the hops left of
    it are the client's own writing."""
    here = _ip(peer) or _ip(LOOPBACK)

    def is_trusted(ip) -> bool:
        return any(ip.version == n.version and ip in n for n in trusted)

    if not is_trusted(here):
        return str(here)
    for hop in reversed((forwarded or "").split(",")[-20:]):   # a long forged chain is read no further
        ip = _ip(hop)
        if ip is None:
            break
        here = ip
        if not is_trusted(ip):
            break
    return str(here)


def network_of(address: str) -> str:
    ip = ipaddress.ip_address(address)
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    prefix = IPV4_PREFIX if ip.version == 4 else IPV6_PREFIX
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def caller(peer: str | None, forwarded: str | None, session: str, trusted: tuple[Network, ...] | None = None) -> Caller:
    """Who is asking: ``peer`` the connection's address (None for loopback, as Streamlit reports it), ``forwarded``
    the ``X-Forwarded-For`` header, ``session`` the browser session's id."""
    address = client_address(peer, forwarded, trusted_proxies() if trusted is None else trusted)
    return Caller(client=_digest(f"{address}|{session}"), network=_digest(f"net:{network_of(address)}"),
                  address=address)
