"""Who a client is (engine/classroom/clients.py): an address the client cannot write, and its network."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.classroom.clients import caller, client_address, network_of, trusted_proxies

NGINX = trusted_proxies("127.0.0.1, ::1")


def test_without_trusted_proxies_the_header_is_never_believed():
    assert client_address("198.51.100.4", "10.0.0.1", ()) == "198.51.100.4"
    assert client_address(None, "10.0.0.1, 10.0.0.2", ()) == "127.0.0.1"   # Streamlit's None is loopback


def test_behind_a_trusted_proxy_the_hop_it_wrote_is_the_client():
    # nginx appends the address it saw; whatever the client wrote stands to its left
    assert client_address(None, "6.6.6.6, 198.51.100.4", NGINX) == "198.51.100.4"
    assert client_address(None, "198.51.100.4", NGINX) == "198.51.100.4"
    assert client_address(None, "not-an-address, 198.51.100.4", NGINX) == "198.51.100.4"
    # a peer that is not a trusted proxy is the client, whatever it forwards
    assert client_address("198.51.100.9", "10.0.0.1", NGINX) == "198.51.100.9"
    # proxies chained: every trusted hop is passed over
    chain = trusted_proxies("127.0.0.1, 10.0.0.0/8")
    assert client_address(None, "6.6.6.6, 198.51.100.4, 10.1.1.1", chain) == "198.51.100.4"
    # a hop that is not an address ends the walk at the last trusted proxy
    assert client_address(None, "garbage", NGINX) == "127.0.0.1"


@given(st.lists(st.ip_addresses(v=4).map(str), max_size=8))
def test_a_client_cannot_choose_its_address_by_the_header(forged):
    real = "198.51.100.77"
    assert client_address(None, ", ".join([*forged, real]), NGINX) == real
    assert client_address(real, ", ".join(forged), NGINX) == real


def test_networks_group_a_homes_addresses():
    assert network_of("198.51.100.4") == network_of("198.51.100.250") == "198.51.100.0/24"
    assert network_of("2001:db8:0:12::1") == network_of("2001:db8:0:ff:1::9")     # one /56
    assert network_of("::ffff:198.51.100.4") == "198.51.100.0/24"
    a, b = caller("198.51.100.4", None, "s1", ()), caller("198.51.100.4", None, "s2", ())
    assert a.client != b.client and a.network == b.network and "198" not in a.client + a.network


def test_a_bad_setting_is_named():
    with pytest.raises(ValueError, match="CAMP_TRUSTED_PROXIES holds 'nginx'"):
        trusted_proxies("127.0.0.1, nginx")


def test_the_setting_is_read_from_the_environment(monkeypatch):
    monkeypatch.setenv("CAMP_TRUSTED_PROXIES", "127.0.0.1")
    assert caller(None, "6.6.6.6, 198.51.100.4", "s").address == "198.51.100.4"
    monkeypatch.delenv("CAMP_TRUSTED_PROXIES")
    assert caller(None, "6.6.6.6, 198.51.100.4", "s").address == "127.0.0.1"
