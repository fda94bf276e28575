"""engine/core/secret.py in this process (issue 31: mutation score): where the secret comes from, what a usable one
is, the file made on first use (its mode, its content, the race of two processes), the refusals' words, and the
keys derived from it as the docstring defines them (BLAKE2b under the names "camp-secret" and "camp-parlour")."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

import pytest

import engine
from engine.core import secret
from engine.core.errors import BadInput

TEXT = "A" * 32
HINT = ("32 to 256 letters, digits or - _ + / = . (make one with "
        "`python -c 'import secrets; print(secrets.token_urlsafe(32))'`)")


@pytest.fixture
def fresh(monkeypatch):
    """The secret read anew in this test and again after it (the suite's fixed secret comes back)."""
    secret.forget()
    yield monkeypatch
    monkeypatch.undo()
    secret.forget()


def _derived(text: str, purpose: bytes) -> bytes:
    master = hashlib.blake2b(text.encode("ascii"), person=b"camp-secret").digest()
    return hashlib.blake2b(purpose, key=master, person=b"camp-parlour").digest()


def test_keys_are_blake2b_of_the_secret_under_their_names(fresh):
    fresh.setenv("CAMP_SECRET", "  " + TEXT + "\n")    # stripped before use
    k = secret.key(b"chance")
    assert len(k) == 64 and k == _derived(TEXT, b"chance")
    assert secret.key(b"seal") == _derived(TEXT, b"seal") != k
    assert secret.key(b"chance") == k


def test_forget_reads_a_changed_secret(fresh):
    fresh.setenv("CAMP_SECRET", TEXT)
    before = secret.key(b"chance")
    fresh.setenv("CAMP_SECRET", "B" * 32)
    assert secret.key(b"chance") == before             # read once per process
    secret.forget()
    assert secret.key(b"chance") == _derived("B" * 32, b"chance")


def test_data_dir_is_camp_data_dir_else_data_beside_the_code(fresh, tmp_path):
    beside = Path(engine.__file__).resolve().parents[1] / "data"
    fresh.delenv("CAMP_DATA_DIR", raising=False)
    assert secret.data_dir() == beside
    fresh.setenv("CAMP_DATA_DIR", "")
    assert secret.data_dir() == beside
    fresh.setenv("CAMP_DATA_DIR", str(tmp_path))
    assert secret.data_dir() == tmp_path


def test_where_names_the_variable_or_the_file(fresh, tmp_path):
    fresh.setenv("CAMP_DATA_DIR", str(tmp_path))
    fresh.setenv("CAMP_SECRET", "")
    assert secret.where() == "the environment variable CAMP_SECRET"
    fresh.delenv("CAMP_SECRET")
    assert secret.where() == str(tmp_path / "secret.key")


@pytest.mark.parametrize("text", ["a" * 32, "Z" * 256, "09_+/=.-" * 4, "x" * 31 + "-", "\t" + "k" * 40 + " \n"])
def test_usable_secrets(text):
    assert secret.check(text, "here") == text.strip()


@pytest.mark.parametrize("text, n", [("a" * 31, 31), ("a" * 257, 257), ("a" * 32 + " b", 34), ("a" * 31 + "'", 32),
                                     ("a" * 31 + '"', 32), ("é" * 32, 32), ("a" * 31 + "\n" + "a", 33), ("", 0)])
def test_unusable_secrets_are_refused_with_where_and_how(text, n):
    with pytest.raises(BadInput) as e:
        secret.check(text, "the place")
    assert e.value.what == "site secret"
    assert e.value.reason == f"the secret in the place is not usable ({n} characters); it must be {HINT}"


def test_a_bad_secret_in_the_environment_is_refused_naming_the_variable(fresh):
    fresh.setenv("CAMP_SECRET", "short")
    with pytest.raises(BadInput) as e:
        secret.key(b"chance")
    assert e.value.reason == f"the secret in the environment variable CAMP_SECRET is not usable (5 characters); " \
                             f"it must be {HINT}"


def _mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def test_without_the_variable_a_secret_file_is_made_owner_only_and_used(fresh, tmp_path):
    old = os.umask(0o022)
    try:
        data = tmp_path / "a" / "b"                      # parents made too
        fresh.setenv("CAMP_DATA_DIR", str(data))
        fresh.delenv("CAMP_SECRET")
        k = secret.key(b"chance")
    finally:
        os.umask(old)
    path = data / "secret.key"
    text = path.read_text("ascii")
    assert text.endswith("\n") and len(text) == 44 and "\n" not in text[:-1]   # 32 random bytes: 43 characters
    assert k == _derived(text.strip(), b"chance")
    assert _mode(path) == 0o600 and _mode(data) == 0o700
    assert sorted(p.name for p in data.iterdir()) == ["secret.key"]          # the temporary file is gone
    secret.forget()
    assert secret.key(b"chance") == k                                        # the next process reads the same one


def test_a_file_is_made_in_a_data_folder_that_exists(fresh, tmp_path):
    fresh.setenv("CAMP_DATA_DIR", str(tmp_path))
    fresh.delenv("CAMP_SECRET")
    secret.key(b"chance")
    assert len((tmp_path / "secret.key").read_text("ascii")) == 44


def test_a_secret_file_already_there_is_read(fresh, tmp_path):
    (tmp_path / "secret.key").write_text("  " + TEXT + "\n", "ascii")
    fresh.setenv("CAMP_DATA_DIR", str(tmp_path))
    fresh.delenv("CAMP_SECRET")
    assert secret.key(b"seal") == _derived(TEXT, b"seal")


def test_when_another_process_links_its_file_first_both_use_that_one(fresh, tmp_path):
    made = []
    real_link = os.link

    def first_elsewhere(src, dst):
        made.append(Path(src))
        Path(dst).write_text("O" * 40 + "\n", "ascii")   # the other process won
        return real_link(src, dst)                        # FileExistsError, as in the race

    fresh.setattr(os, "link", first_elsewhere)
    fresh.setenv("CAMP_DATA_DIR", str(tmp_path))
    fresh.delenv("CAMP_SECRET")
    assert secret.key(b"chance") == _derived("O" * 40, b"chance")
    # ours was a hidden file in the same folder (a link cannot cross file systems), and is removed
    assert made[0].parent == tmp_path and made[0].name.startswith(".secret.key.")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["secret.key"]


def test_an_unreadable_secret_file_is_refused_with_its_path(fresh, tmp_path):
    fresh.setenv("CAMP_DATA_DIR", str(tmp_path))
    fresh.delenv("CAMP_SECRET")
    (tmp_path / "secret.key").write_bytes(("é" * 40).encode("utf-8"))   # not ASCII
    with pytest.raises(BadInput) as e:
        secret.key(b"chance")
    assert e.value.what == "site secret"
    assert e.value.reason.startswith(f"{tmp_path / 'secret.key'} cannot be read: ")
    assert "codec can't decode" in e.value.reason
    (tmp_path / "secret.key").unlink()
    (tmp_path / "secret.key").mkdir()                                    # a folder, not a file
    secret.forget()
    with pytest.raises(BadInput) as e:
        secret.key(b"chance")
    assert e.value.what == "site secret"
    assert e.value.reason.startswith(f"{tmp_path / 'secret.key'} cannot be read: [Errno")


def test_a_secret_that_cannot_be_made_is_refused_with_its_path(fresh, tmp_path):
    def refused(src, dst):   # a folder we may not write in (the tests run as root, so a mode would not refuse)
        raise PermissionError(13, "Permission denied")

    fresh.setattr(os, "link", refused)
    fresh.setenv("CAMP_DATA_DIR", str(tmp_path))
    fresh.delenv("CAMP_SECRET")
    with pytest.raises(BadInput) as e:
        secret.key(b"chance")
    assert e.value.what == "site secret"
    assert e.value.reason == (f"no secret in CAMP_SECRET and none could be made at {tmp_path / 'secret.key'}: "
                              "[Errno 13] Permission denied")
    assert list(tmp_path.iterdir()) == []                                # our temporary file removed all the same
