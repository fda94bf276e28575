"""engine/classroom/clients.py held by tests that would fail (issue 31: mutation score): who is typing class codes
is an address the client cannot write; the edges of the setting, of a forged chain and of the digests."""

from __future__ import annotations

import hashlib
import ipaddress

import pytest

from engine.classroom.clients import caller, client_address, network_of, trusted_proxies

NGINX = trusted_proxies("127.0.0.1, ::1")


def test_the_setting_skips_blank_parts_and_takes_a_network_written_with_host_bits():
    got = trusted_proxies(" 127.0.0.1,, ,10.1.2.3/8 ,")
    assert got == (ipaddress.ip_network("127.0.0.1/32"), ipaddress.ip_network("10.0.0.0/8"))
    assert trusted_proxies("") == () and trusted_proxies(" , ") == ()


def test_a_bad_setting_names_at_most_sixty_characters_of_it():
    long = "x" * 59 + "ABCDEFG"
    with pytest.raises(ValueError) as err:
        trusted_proxies(f"127.0.0.1,{long}")
    assert repr(long[:60]) in str(err.value) and "xA" in str(err.value) and "xAB" not in str(err.value)
    assert str(err.value).startswith("CAMP_TRUSTED_PROXIES holds ")
    assert str(err.value).endswith("(write them comma-separated, e.g. 127.0.0.1,10.0.0.0/8)")   # how to mend it


def test_an_empty_setting_in_the_environment_trusts_nobody(monkeypatch):
    monkeypatch.delenv("CAMP_TRUSTED_PROXIES", raising=False)
    assert trusted_proxies() == ()
    monkeypatch.setenv("CAMP_TRUSTED_PROXIES", "10.0.0.0/8")
    assert trusted_proxies() == (ipaddress.ip_network("10.0.0.0/8"),)
    assert trusted_proxies("127.0.0.1") == (ipaddress.ip_network("127.0.0.1/32"),)   # the text given wins


def test_a_hop_that_is_not_an_address_ends_the_walk_even_with_an_address_left_of_it():
    # the hop nginx wrote is garbage: what stands left of it is the client's own writing, never believed
    assert client_address(None, "198.51.100.4, garbage", NGINX) == "127.0.0.1"
    assert client_address(None, "198.51.100.4,", NGINX) == "127.0.0.1"


def test_a_long_forged_chain_is_read_only_twenty_hops_from_the_right():
    proxies = trusted_proxies("127.0.0.1, 10.0.0.0/8")
    hops = [f"10.0.0.{i}" for i in range(1, 21)]          # twenty trusted hops
    assert client_address(None, ", ".join(["198.51.100.4", *hops]), proxies) == "10.0.0.1"
    # nineteen trusted hops: the twentieth from the right is the client
    assert client_address(None, ", ".join(["198.51.100.4", *hops[1:]]), proxies) == "198.51.100.4"


def test_trust_is_per_address_family():
    v6 = trusted_proxies("::/0")
    assert client_address("198.51.100.9", "6.6.6.6", v6) == "198.51.100.9"
    assert client_address("2001:db8::5", "6.6.6.6", v6) == "6.6.6.6"
    v4 = trusted_proxies("0.0.0.0/0")
    assert client_address("2001:db8::5", "6.6.6.6", v4) == "2001:db8::5"


def test_a_peer_given_is_the_connection_and_none_is_loopback():
    assert client_address("198.51.100.4", None, NGINX) == "198.51.100.4"
    assert client_address("  198.51.100.4 ", None, ()) == "198.51.100.4"
    assert client_address(None, None, ()) == "127.0.0.1"
    assert client_address("", None, ()) == "127.0.0.1"


def test_networks_are_a_slash_24_and_a_slash_56():
    assert network_of("198.51.100.4") == "198.51.100.0/24"
    assert network_of("2001:db8:0:12::1") == "2001:db8::/56"
    assert network_of("2001:db8:0:1ff::1") == "2001:db8:0:100::/56"


def test_the_digests_are_the_stored_keys_and_never_the_address():
    # the store keeps wrong-code counts and seat caps under these digests across restarts: their form is fixed
    c = caller("198.51.100.4", None, "sess-1", ())
    assert c.client == hashlib.sha256(b"198.51.100.4|sess-1").hexdigest()[:32]
    assert c.network == hashlib.sha256(b"net:198.51.100.0/24").hexdigest()[:32]
    assert c.address == "198.51.100.4"
    assert caller("198.51.100.5", None, "sess-1", ()).network == c.network


def test_caller_given_trusted_proxies_uses_them_not_the_environment(monkeypatch):
    monkeypatch.delenv("CAMP_TRUSTED_PROXIES", raising=False)
    assert caller(None, "6.6.6.6, 198.51.100.4", "s", NGINX).address == "198.51.100.4"
    assert caller(None, "6.6.6.6, 198.51.100.4", "s", ()).address == "127.0.0.1"
