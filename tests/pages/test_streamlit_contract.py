"""What the site takes from Streamlit beyond its documented API: each behaviour held by one test.

The site is pinned to one minor series of Streamlit (pyproject.toml, the lock files). When a newer Streamlit is
tried (README, "Upgrading Streamlit and the other pins"), these tests say which of these behaviours changed and
which of our files relies on it, before a page breaks in a browser. Every failure reads "Streamlit <what> no
longer <does what>; <our file> relies on it to <why>". A behaviour the site no longer uses goes with its test.

What is held here, and who relies on it:
- ``st.components.v2`` blocks with ``isolate_styles=False``, their data and their trigger events, and the
  component script's arguments (lessons/parts/board.py: every table, the sidebar, a lesson's header and prose);
  the trigger's widget id (``_make_trigger_id``) and AppTest's private tree and ``_run`` (tests/pages/board.py,
  benchmarks/_ws.py);
- ``st.html`` of ``<style>`` alone going to the event container (lessons/parts/style.py, show.style, present.py),
  and ``st.html(..., unsafe_allow_javascript=True)`` keeping its script (lessons/parts/guide.py's Print button);
- a page file run in a fresh ``__main__`` module (lessons/site/pages.py's ``exec``);
- ``get_script_run_ctx`` and ``st.context`` (lessons/parts/classroom.py, present.py, share.py,
  lessons/site/class_common.py);
- ``runner.postScriptGC`` as the one collection Streamlit forces (.streamlit/config.toml, streamlit_app.py's
  ``gc.freeze``), and every other option of .streamlit/config.toml;
- the server's ``/_stcore/health``, ``/_stcore/host-config`` and ``/_stcore/stream`` protocol (tests/browser,
  benchmarks/_browser.py, benchmarks/_ws.py);
- the frontend's element names and attributes our stylesheets and browser tests select (read from the bundled
  frontend: a rename there breaks a stylesheet silently).
"""

from __future__ import annotations

import ast
import json
import re
import socket
import subprocess
import sys
import time
import tomllib
import urllib.request
from pathlib import Path

import pytest
import streamlit
from streamlit.testing.v1 import AppTest

from tests.pages.board import blocks  # the walk over AppTest's private tree, one place

ROOT = Path(__file__).resolve().parents[2]
STREAMLIT = Path(streamlit.__file__).resolve().parent
VERSION = streamlit.__version__


def broke(what: str, no_longer: str, who: str, why: str) -> str:
    """The failure's message: what changed, and who relies on it for what."""
    rely = "rely" if " and " in who else "relies"
    return f"Streamlit {VERSION}: {what} no longer {no_longer}; {who} {rely} on it to {why}."


# -- st.components.v2: the site's blocks (lessons/parts/board.py) ------------------------------------------------

def _block_app():
    import streamlit as st

    block = st.components.v2.component("contract_block", js="export default function(component) {}",
                                       isolate_styles=False)
    st.session_state.setdefault("calls", [])

    def clicked() -> None:   # as board.draw's handler reads it: the component's state under its key, by event
        st.session_state["calls"].append((st.session_state.get("contract:board") or {}).get("act"))

    block(key="contract:board", data={"html": "<button data-act='play 9C'>9C</button>", "parts": {"hand": "<b>x</b>"}},
          on_act_change=clicked, on_typed_change=lambda: None)
    st.session_state["after"] = dict(st.session_state.get("contract:board") or {})


def test_a_v2_component_is_drawn_unisolated_with_its_json_data():
    at = AppTest.from_function(_block_app, default_timeout=60).run()
    assert not at.exception, [e.value for e in at.exception]
    found = blocks(at, "contract_block")
    assert len(found) == 1, broke(
        "st.components.v2.component", "comes back in AppTest's tree as a node of type 'bidi_component' named by "
        "its component", "tests/pages/board.py (blocks)", "find a page's table block and its buttons")
    proto = found[0].proto
    assert proto.isolate_styles is False, broke(
        "st.components.v2.component(..., isolate_styles=False)", "draws the block outside a shadow root",
        "lessons/parts/board.py", "style a table's buttons with the site's stylesheet and show them to screen "
        "readers, the keyboard and Playwright as ordinary buttons")
    assert json.loads(proto.json) == {"html": "<button data-act='play 9C'>9C</button>", "parts": {"hand": "<b>x</b>"}}, \
        broke("a v2 component's data", "reaches the browser as the proto's JSON", "lessons/parts/board.py, "
              "tests/pages/board.py (whole_html) and benchmarks/_ws.py", "send a block's HTML and parts, and read them back")
    assert proto.id, broke("a v2 component's proto", "carries an id", "tests/pages/board.py and benchmarks/_ws.py",
                           "address a click to the block")


def test_a_v2_component_trigger_calls_its_handler_once_with_the_value_under_the_key():
    from streamlit.components.v2.bidi_component.main import _make_trigger_id

    at = AppTest.from_function(_block_app, default_timeout=60).run()
    (block,) = blocks(at, "contract_block")
    for name in ("_run", "_tree"):
        assert hasattr(at, name), broke(f"AppTest.{name}", "exists", "tests/pages/board.py (_Click.run)",
                                        "send a block's click as the browser sends it")
    states = at._tree.get_widget_states()
    w = states.widgets.add()
    w.id = _make_trigger_id(block.proto.id, "events")   # as the component's setTriggerValue in the browser
    w.json_trigger_value = json.dumps([{"event": "act", "value": "play 9C"}])
    at = at._run(states, timeout=30)
    assert not at.exception, [e.value for e in at.exception]
    assert at.session_state["calls"] == ["play 9C"], broke(
        "a v2 component's trigger (widget id _make_trigger_id(<id>, 'events'), json_trigger_value "
        "[{'event': 'act', 'value': ...}])", "calls on_act_change with the value in st.session_state[key]['act']",
        "lessons/parts/board.py (draw: clicked), tests/pages/board.py and benchmarks/_ws.py",
        "apply the move a table's button sends, and click it in the page tests and the class benchmark")
    at = at.run()
    assert at.session_state["calls"] == ["play 9C"] and at.session_state["after"].get("act") is None, broke(
        "a v2 component's trigger value", "lasts one run only", "lessons/parts/board.py",
        "apply a click once: a later run (a pace tick, another widget) must not play the move again")


# -- st.html of a stylesheet alone; components.v1.html ------------------------------------------------------------

def _html_app():
    import streamlit as st
    import streamlit.components.v1 as components

    st.html("<style>.cp-contract { color: red; }</style>")
    st.html("<p>words</p>")
    components.html("<script>window.parent.document.title</script>", height=0)


def test_st_html_of_a_stylesheet_alone_takes_no_place_in_the_page():
    at = AppTest.from_function(_html_app, default_timeout=60).run()
    assert not at.exception, [e.value for e in at.exception]
    main, event = at._tree.children[0], at._tree.children.get(2)
    assert event is not None and getattr(event, "type", None) == "event" and \
        any("cp-contract" in str(n.proto) for n in event.children.values()), broke(
        "st.html('<style>...</style>')", "sends a stylesheet alone to the event container (no element, no gap in "
        "the page)", "lessons/parts/style.py (inject), lessons/parts/show.py (style) and lessons/parts/present.py",
        "add the site's stylesheets without a 16 px gap above every page")
    in_main = [getattr(n, "type", None) for n in main.children.values()]
    assert in_main[:1] == ["html"] and "words" in str(main.children[0].proto), broke(
        "st.html", "draws HTML with content in the page", "lessons/site/home.py", "draw the home page")
    assert "iframe" in in_main, broke("components.v1.html", "draws an iframe element", "lessons/parts/review.py and "
                                      "lessons/parts/present.py", "scroll to the review and write the presenter cookie")


def _script_app():
    import streamlit as st

    st.html("<button class='cp-contract'>x</button><script>window.cpContract = true;</script>",
            unsafe_allow_javascript=True)


def test_st_html_with_javascript_keeps_its_script(bundle):
    at = AppTest.from_function(_script_app, default_timeout=60).run()
    assert not at.exception, [e.value for e in at.exception]
    protos = [n.proto for n in at._tree.children[0].children.values() if getattr(n, "type", None) == "html"]
    assert protos and protos[0].unsafe_allow_javascript and "window.cpContract" in protos[0].body, broke(
        "st.html(..., unsafe_allow_javascript=True)", "sends its script to the page with the flag set",
        "lessons/parts/guide.py", "make the teacher's guide's Print button call the browser's print")
    assert any("unsafeAllowJavascript" in text for name, text in bundle.items() if name.startswith("Html.")), broke(
        "the frontend's Html element", "reads unsafeAllowJavascript", "lessons/parts/guide.py",
        "run the guide's Print button's listener (tests/browser/test_guide_print.py presses it)")


# -- a page file run as Streamlit runs it (lessons/site/pages.py) -------------------------------------------------

PAGE = """import streamlit as st
st.session_state.setdefault("seen", []).append({"name": __name__, "file": __file__, "globals": sorted(globals())})
"""


def test_a_page_file_runs_in_a_fresh_main_module_as_pages_runner_runs_it(tmp_path):
    (tmp_path / "page.py").write_text(PAGE)
    (tmp_path / "by_file.py").write_text(
        "import streamlit as st\nfrom pathlib import Path\n"
        "st.navigation([st.Page(str(Path(__file__).parent / 'page.py'), title='A', default=True)], "
        "position='hidden').run()\n")
    (tmp_path / "by_runner.py").write_text(
        "import streamlit as st\nfrom pathlib import Path\nfrom lessons.site.pages import runner\n"
        "st.navigation([st.Page(runner(Path(__file__).parent / 'page.py'), title='A', url_path='a', default=True)], "
        "position='hidden').run()\n")
    streamlit_runs = AppTest.from_file(str(tmp_path / "by_file.py"), default_timeout=60).run()
    ours = AppTest.from_file(str(tmp_path / "by_runner.py"), default_timeout=60).run()
    assert not streamlit_runs.exception and not ours.exception, [e.value for e in [*streamlit_runs.exception,
                                                                                   *ours.exception]]
    theirs, mine = streamlit_runs.session_state["seen"], ours.session_state["seen"]
    assert theirs == [{"name": "__main__", "file": str(tmp_path / "page.py"), "globals": mine[0]["globals"]}] \
        and theirs == mine, broke(
        "st.Page(<file>).run()", f"runs a page file as lessons/site/pages.py's exec does (Streamlit: {theirs}, "
        f"ours: {mine})", "lessons/site/pages.py", "run each lesson file from code compiled once per process, "
        "exactly as Streamlit would run the file")


# -- the script run's context and st.context (lessons/parts/classroom.py, present.py, share.py) -------------------

def _ctx_app():
    import streamlit as st
    from streamlit.runtime.scriptrunner import get_script_run_ctx

    run = get_script_run_ctx()
    st.session_state["session_id"] = run.session_id if run else None


def test_get_script_run_ctx_names_the_session():
    at = AppTest.from_function(_ctx_app, default_timeout=60).run()
    assert not at.exception, [e.value for e in at.exception]
    sid = at.session_state["session_id"]
    assert isinstance(sid, str) and sid, broke(
        "streamlit.runtime.scriptrunner.get_script_run_ctx()", "gives the run's context with its session_id",
        "lessons/parts/classroom.py (client)", "slow down wrong join codes per browser session when no address is known")


# -- runner.postScriptGC and gc.freeze (.streamlit/config.toml, streamlit_app.py) -------------------------------

def test_post_script_gc_is_the_collection_the_option_turns_off(monkeypatch):
    from unittest import mock

    from streamlit import config
    from streamlit.runtime.scriptrunner import script_runner
    from streamlit.runtime.scriptrunner.script_runner import ScriptRunner

    collected: list[tuple] = []
    monkeypatch.setattr(script_runner.gc, "collect", lambda *a: collected.append(a) or 0)
    ctx = mock.MagicMock(has_script_started=False)
    real = config.get_option
    for on in (True, False):
        collected.clear()
        with mock.patch.object(config, "get_option", side_effect=lambda k, on=on: on if k == "runner.postScriptGC"
                               else real(k)):
            ScriptRunner._on_script_finished(mock.MagicMock(), ctx, mock.MagicMock(), False, mock.MagicMock())
        assert bool(collected) is on, broke(
            "runner.postScriptGC", f"decides the full collection after every script run (option {on}: "
            f"collect called {collected})", ".streamlit/config.toml and streamlit_app.py (settle: gc.freeze)",
            "spare every click 60-350 ms of garbage collection; measure again before changing the option")


def test_streamlit_forces_no_other_collection_and_never_unfreezes():
    """streamlit_app.py freezes the long-lived heap once; a Streamlit that collects (or unfreezes) elsewhere
    makes every click scan it again."""
    calls = []
    for path in STREAMLIT.rglob("*.py"):
        rel = path.relative_to(STREAMLIT).as_posix()
        if rel.startswith(("testing/", "hello/")) or "/tests/" in rel:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if "gc." not in text:
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                    isinstance(node.func.value, ast.Name) and node.func.value.id == "gc" and \
                    node.func.attr in ("collect", "unfreeze", "freeze", "enable", "disable", "set_threshold"):
                calls.append(f"{rel}: gc.{node.func.attr}")
    assert calls == ["runtime/scriptrunner/script_runner.py: gc.collect"], broke(
        "the runtime", f"calls the garbage collector only after a script run, under runner.postScriptGC (now: "
        f"{calls})", "streamlit_app.py (settle: gc.freeze) and .streamlit/config.toml",
        "keep the frozen heap out of every click's collection")


def test_every_option_of_the_sites_config_is_one_streamlit_knows():
    from streamlit import config

    with open(ROOT / ".streamlit" / "config.toml", "rb") as f:
        ours = tomllib.load(f)
    known = config._config_options   # the same table `streamlit config show` prints
    unknown = [f"{section}.{name}" for section, options in ours.items() for name in options
               if f"{section}.{name}" not in known]
    assert not unknown, broke("config", f"has the options {unknown}", ".streamlit/config.toml",
                              "set the theme, hide error details, and turn off magic and the post-run collection")
    assert "none" in str(known["client.showErrorDetails"].description), broke(
        "client.showErrorDetails", "takes 'none'", ".streamlit/config.toml", "hide every error's details from visitors")


# -- the served site: /_stcore, the websocket protocol, st.context, the config applied ----------------------------

TINY = '''import streamlit as st
c = st.context
"magic-marker: a bare expression, drawn only when runner.magicEnabled is on"
st.markdown(f"url={c.url}|xff={c.headers.get('X-Forwarded-For')}|cookie={c.cookies.get('cp_presenter')}|"
            f"ip={hasattr(c, 'ip_address')}|gc={st.get_option('runner.postScriptGC')}")
if "boom" in st.query_params:
    raise ValueError("secret-detail-42")
'''


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """A one-file app served by `streamlit run` from the project's folder, so the site's .streamlit/config.toml
    applies, with the flags the browser tests use (tests/browser/conftest.py)."""
    app = tmp_path_factory.mktemp("contract") / "tiny.py"
    app.write_text(TINY)
    port = _free_port()
    log = open(app.with_suffix(".log"), "w+b")   # noqa: SIM115 - closed below, after the server
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", str(app), "--server.headless", "true",
                             "--server.port", str(port), "--server.address", "127.0.0.1",
                             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        health = None
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                with urllib.request.urlopen(f"{base}/_stcore/health", timeout=2) as r:
                    health = r.read()
                break
            except OSError:
                time.sleep(0.2)
        if health is None:
            proc.terminate()
            proc.wait(10)
            log.seek(0)
            pytest.fail(f"streamlit run did not answer /_stcore/health: {log.read().decode()[-2000:]}")
        yield base, health
    finally:
        proc.terminate()
        proc.wait(10)
        log.close()


def _session(base: str, query: str = "") -> tuple[list[str], list[str]]:
    """One browser-tab-like session over /_stcore/stream, as benchmarks/_ws.py opens one: the markdown and the
    exceptions of the first run."""
    from http.cookiejar import CookieJar

    from streamlit.proto.BackMsg_pb2 import BackMsg
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
    from websockets.sync.client import connect

    jar = CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with opener.open(f"{base}/_stcore/host-config", timeout=10) as r:
        config = json.loads(r.read())
    assert isinstance(config, dict), broke(
        "/_stcore/host-config", "answers the host's JSON", "benchmarks/_ws.py (Tab.open)", "open a session as a tab does")
    cookies = {c.name: c.value for c in jar} | {"cp_presenter": "1"}
    xsrf = cookies.get("_streamlit_xsrf", "PLACEHOLDER_AUTH_TOKEN")
    markdown, exceptions = [], []
    with connect(f"ws://{base.removeprefix('http://')}/_stcore/stream", origin=base, subprotocols=["streamlit", xsrf],
                 additional_headers={"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items()),
                                     "X-Forwarded-For": "203.0.113.7, 10.0.0.1"},
                 max_size=None, open_timeout=30) as ws:
        msg = BackMsg()
        msg.rerun_script.page_name, msg.rerun_script.query_string = "", query
        msg.rerun_script.context_info.url = f"{base}/?{query}"
        ws.send(msg.SerializeToString())
        while True:
            fwd = ForwardMsg()
            fwd.ParseFromString(ws.recv(timeout=60))
            kind = fwd.WhichOneof("type")
            if kind == "delta" and fwd.delta.WhichOneof("type") == "new_element":
                el = fwd.delta.new_element
                if el.WhichOneof("type") == "markdown":
                    markdown.append(el.markdown.body)
                elif el.WhichOneof("type") == "exception":
                    exceptions.append(str(el.exception))
            if kind == "script_finished":
                return markdown, exceptions


def test_the_server_answers_health_as_the_browser_tests_wait_for(served):
    _, health = served
    assert health == b"ok", broke("GET /_stcore/health", "answers b'ok' once the server is up",
                                  "tests/browser/conftest.py, tests/browser/test_class.py, benchmarks/_browser.py and "
                                  "the README's check of make run", "know when a served site can be driven")


def test_a_session_over_the_stream_sees_the_browsers_address_headers_and_cookies(served):
    base, _ = served
    markdown, exceptions = _session(base)
    assert not exceptions, exceptions
    assert len(markdown) == 1, broke(
        "a session opened on /_stcore/stream with the subprotocols ['streamlit', <xsrf>] and a rerun_script BackMsg",
        f"runs the page and sends its elements (got {markdown})", "benchmarks/_ws.py and tests/engine/test_ws_driver.py",
        "drive forty students' tabs in benchmarks/class_load.py")
    said = dict(part.split("=", 1) for part in markdown[0].split("|"))
    assert said["url"].split("?")[0].rstrip("/") == base, broke(
        "st.context.url", f"is the address the browser sent (got {said['url']!r})",
        "lessons/parts/share.py and lessons/site/class_common.py", "write absolute share and join links")
    assert said["xff"] == "203.0.113.7, 10.0.0.1" and said["ip"] == "True", broke(
        "st.context.headers.get / st.context.ip_address", f"give the request's headers and address (got {said})",
        "lessons/parts/classroom.py (client)", "count wrong join codes per visitor behind a proxy")
    assert said["cookie"] == "1", broke("st.context.cookies.get", f"reads the browser's cookies (got {said['cookie']!r})",
                                        "lessons/parts/present.py", "remember presenter mode per browser")


def test_the_served_site_applies_its_config_file(served):
    base, _ = served
    markdown, exceptions = _session(base, "boom=1")
    assert not any("magic-marker" in m for m in markdown), broke(
        "runner.magicEnabled = false in .streamlit/config.toml", "turns magic off", ".streamlit/config.toml",
        "spare 20-60 ms of compiling each page file")
    assert markdown and markdown[0].endswith("gc=False"), broke(
        "runner.postScriptGC = false in .streamlit/config.toml", f"is read by `streamlit run` (got {markdown})",
        "streamlit_app.py and .streamlit/config.toml", "spare every click the full collection")
    assert len(exceptions) == 1 and "secret-detail-42" not in exceptions[0] and "ValueError" not in exceptions[0], \
        broke("client.showErrorDetails = 'none'", f"hides an error's message and type (sent: {exceptions})",
              ".streamlit/config.toml (README's design notes)", "never show visitors an error's details")


def test_the_protocol_fields_the_class_benchmark_speaks():
    from streamlit.proto.BackMsg_pb2 import BackMsg
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
    from streamlit.proto.WidgetStates_pb2 import WidgetState

    def has(message, path: str) -> bool:
        desc = message.DESCRIPTOR
        for i, name in enumerate(path.split(".")):
            field = desc.fields_by_name.get(name)
            if field is None:
                return False
            if i < len(path.split(".")) - 1:
                desc = field.message_type
                if desc is None:
                    return False
        return True

    wanted = {ForwardMsg: ["ref_hash", "hash", "metadata.cacheable", "metadata.delta_path", "new_session.page_script_hash",
                           "new_session.config.max_cached_message_age", "new_session.initialize.session_id",
                           "page_info_changed.query_string", "navigation.app_pages", "navigation.page_script_hash",
                           "delta.fragment_id", "delta.new_element", "delta.add_block", "auto_rerun.fragment_id",
                           "auto_rerun.interval", "stop_auto_rerun.fragment_ids", "script_finished"],
              BackMsg: ["rerun_script.widget_states", "rerun_script.page_name", "rerun_script.query_string",
                        "rerun_script.page_script_hash", "rerun_script.fragment_id", "rerun_script.is_auto_rerun",
                        "rerun_script.cached_message_hashes", "rerun_script.context_info.url",
                        "rerun_script.context_info.timezone", "rerun_script.context_info.locale"],
              WidgetState: ["id", "trigger_value", "json_trigger_value", "string_value"]}
    missing = [f"{m.__name__}.{p}" for m, ps in wanted.items() for p in ps if not has(m, p)]
    assert not missing, broke("the websocket protocol", f"has the fields {missing}", "benchmarks/_ws.py",
                              "speak to the server as a browser tab does in the class benchmark")
    assert ForwardMsg.ScriptFinishedStatus.Value("FINISHED_FRAGMENT_RUN_SUCCESSFULLY") is not None


# -- the frontend: what our stylesheets and browser tests select --------------------------------------------------

@pytest.fixture(scope="module")
def bundle() -> dict[str, str]:
    folder = STREAMLIT / "static" / "static" / "js"
    return {p.name: p.read_text(encoding="utf-8", errors="replace") for p in folder.glob("*.js")}


def _named(text: str, name: str) -> bool:
    """``name`` as a whole string literal of the minified bundle (or its prefix, before a ``-`` or ``${``)."""
    return re.search(r"[`\"']" + re.escape(name) + r"(?:[`\"'-]|\$\{)", text) is not None


TEST_IDS = [
    ("stSidebar", "lessons/parts/present.py and style.py (hide the sidebar; print)"),
    ("stSidebarUserContent", "lessons/parts/style.py (the site's sidebar flush at the top)"),
    ("stSidebarCollapseButton", "lessons/parts/board.py (a phone: the sidebar closed after a page is chosen)"),
    ("stExpandSidebarButton", "tests/browser/test_class.py (a student on a phone opens the sidebar)"),
    ("stHeader", "lessons/parts/present.py (hide Streamlit's header in presenter mode)"),
    ("stToolbar", "lessons/parts/present.py and style.py (hide the toolbar; print)"),
    ("stMainBlockContainer", "lessons/parts/style.py and present.py (the page's top padding)"),
    ("stMain", "tests/browser (the page's text) and style.py's `.stMain` type sizes"),
    ("stApp", "tests/browser/conftest.py (wait until the run is over)"),
    ("stElementContainer", "lessons/parts/style.py (a block does not fade while its fragment runs)"),
    ("stBaseButton", "tests/browser/table.py and benchmarks/_browser.py (Streamlit's buttons)"),
    ("stIconMaterial", "benchmarks/site_load.py and _browser.py (icons loaded)"),
    ("stAlert", "tests/browser/test_links.py (a link's notice)"),
    ("stException", "tests/browser/conftest.py (no page shows an exception)"),
    ("stMetricValue", "tests/browser/test_class.py (the class dashboard's counts)"),
    ("stSidebarNav", "benchmarks/site_load.py (the control app's navigation)"),
    ("stHorizontalBlock", "lessons/styles/shared.css (a printed teacher's guide hides the columns above it)"),
]


@pytest.mark.parametrize(("name", "who"), TEST_IDS, ids=[n for n, _ in TEST_IDS])
def test_the_frontend_still_names_what_we_select(bundle, name, who):
    assert any(_named(text, name) for text in bundle.values()), broke(
        "the frontend", f"names an element {name!r} (data-testid or class)", who, "select it")


def test_the_frontend_marks_a_run_and_a_stale_element_as_we_select_them(bundle):
    text = "\n".join(bundle.values())
    assert "data-test-script-state" in text and _named(text, "notRunning"), broke(
        "the frontend's stApp element", "carries data-test-script-state='notRunning' after a run",
        "tests/browser/conftest.py and benchmarks/_browser.py", "wait for a click's run to finish")
    assert "data-stale" in text, broke(
        "an element's container", "carries data-stale while its fragment runs", "lessons/parts/style.py",
        "keep a table's block from fading (and Chromium from repainting it) at every click")
    key = re.search(r"`st-key-`\s*\+\s*\w+(?:\.trim\(\))?\.replaceAll\(/\[\^a-zA-Z0-9_-\]/g", text)
    assert key, broke("an element with a key", "gets the class st-key-<key> with every other character made '-'",
                      "lessons/parts/style.py ([class*='-board']) and present.py (.st-key-prefs-presenter-leave)",
                      "style a block and the presenter's button by their keys")


def test_the_frontends_router_follows_the_history_and_v1_iframes_share_the_origin(bundle):
    text = "\n".join(bundle.values())
    assert re.search(r"addEventListener\(\s*[`\"']popstate[`\"']", text), broke(
        "the frontend's router", "opens the page the address names on popstate", "lessons/site/sidebar.py and the "
        "block script in lessons/parts/board.py", "switch pages in one run from the site's own sidebar links")
    assert "allow-same-origin" in text, broke(
        "components.v1.html's iframe", "is sandboxed with allow-same-origin", "lessons/parts/review.py and "
        "lessons/parts/present.py", "scroll the parent page to the review and write the presenter cookie")


def test_the_component_script_gets_its_data_parent_and_trigger(bundle):
    found = False
    for name, text in bundle.items():
        if not name.startswith("BidiComponent") and "setTriggerValue:" not in text:
            continue
        for m in re.finditer(r"\.default\(\{", text):
            window = text[m.end(): m.end() + 1500]
            if all(re.search(rf"\b{k}:", window) for k in ("data", "parentElement", "setTriggerValue")):
                found = True
    assert found, broke("a v2 component's script", "is called as default({data, parentElement, setTriggerValue, ...})",
                        "lessons/parts/board.py (_JS)", "draw a block's HTML and send its buttons' moves back")
    assert any("isolateStyles" in text for name, text in bundle.items() if name.startswith("BidiComponent")), broke(
        "the frontend's BidiComponent", "reads isolateStyles", "lessons/parts/board.py", "draw blocks in the page's DOM")
