"""Serving a class: the step cache is honest and bounded, and N processes work behind a real nginx.

The throughput comparison belongs to benchmarks/class_load.py, not to a timed test; here a small
class runs through nginx and must see no error, with both processes serving.
"""

from __future__ import annotations

import http.client
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch

from attnlab.ui import common
from attnlab.ui.app import build_demo
from helpers import EN, ZH

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "deploy"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import launch as deploy  # noqa: E402


# --- the step cache ---------------------------------------------------------------------------

# Most tests start the deployment for real (nginx and app processes).
pytestmark = pytest.mark.server


@pytest.fixture(scope="module")
def demo():
    return build_demo()


def cached_endpoints(demo):
    """(api_name, cached handler, default raw inputs without the step, step ids) of every lesson."""
    out = []
    for fn in demo.fns.values():
        if getattr(fn.fn, "step_cache", None) is None:
            continue
        *inputs, step = fn.inputs
        defaults = [c.get_config().get("value") for c in inputs]
        steps = [value for _, value in step.get_config()["choices"]]
        seed_at = next((i for i, c in enumerate(inputs) if (c.elem_id or "").endswith("seed")), None)
        out.append((fn.api_name, fn.fn, defaults, steps, seed_at))
    return out


def uncached(handler):
    """The lesson's own handler under the cache (and under the page load's wait for the
    session: attnlab/ui/page_load.py)."""
    while getattr(handler, "step_cache", None) is not None:
        handler = handler.__wrapped__
    return handler


def comparable(outputs) -> tuple:
    """Outputs with figures as their JSON text, so fresh and cached answers compare exactly."""
    return tuple(o.to_json() if hasattr(o, "to_json") else
                 o.plot if hasattr(o, "plot") else o for o in outputs)


def test_every_lesson_endpoint_is_cached(demo):
    names = {name for name, *_ in cached_endpoints(demo)}
    assert {"scores_step", "softmax_step", "masking_step", "dropout_step", "heads_step",
            "why_step", "gradients_step"} <= names
    # Streaming, timing and grading are not pure functions of their inputs: never cached.
    assert not names & {"train_model", "heads_timing", "exercise_check", "exercise_show",
                        "exercise_hint"}


def test_steps_are_pure_and_cached_equals_fresh(demo):
    """Each step twice, with the global RNG moved in between, gives the same answer; the cache
    (a miss, then a hit) gives exactly the fresh answer, in both languages and for an edited seed."""
    rng = random.Random(0)
    cache = common.StepCache()
    for api, handler, defaults, steps, seed_at in cached_endpoints(demo):
        fresh_fn = uncached(handler)
        wrapped = common.cached_step(fresh_fn, api, cache)
        variants = [defaults]
        if seed_at is not None:
            edited = list(defaults)
            edited[seed_at] = 7
            variants.append(edited)
        for values in variants:
            for step in steps:
                for request in (EN, ZH):
                    args = (*values, step, request)
                    torch.manual_seed(rng.randrange(10**6))
                    first = comparable(fresh_fn(*args))
                    torch.manual_seed(rng.randrange(10**6))
                    torch.rand(rng.randrange(1, 50))  # move the global generator further
                    assert comparable(fresh_fn(*args)) == first, f"{api} {step} is not pure"
                    misses = cache.misses
                    assert comparable(wrapped(*args)) == first
                    assert cache.misses == misses + 1
                    hits = cache.hits
                    assert comparable(wrapped(*args)) == first, f"{api} {step}: cache differs"
                    assert cache.hits == hits + 1
    assert len(cache) > 0


def test_cache_keys_separate_language_step_and_inputs(demo):
    api, handler, defaults, steps, seed_at = next(e for e in cached_endpoints(demo)
                                                   if e[0] == "scores_step")
    cache = common.StepCache()
    wrapped = common.cached_step(uncached(handler), api, cache)
    en = wrapped(*defaults, steps[0], EN)
    zh = wrapped(*defaults, steps[0], ZH)
    other_step = wrapped(*defaults, steps[-1], EN)
    edited = list(defaults)
    edited[seed_at] = 321
    other_seed = wrapped(*edited, steps[-1], EN)
    assert en[0] != zh[0] and en[0] != other_step[0]
    assert comparable(other_seed) != comparable(other_step)
    assert len(cache) == 4 and cache.hits == 0


def test_errors_are_not_cached(demo):
    import gradio as gr

    api, handler, defaults, steps, seed_at = next(e for e in cached_endpoints(demo)
                                                   if e[0] == "scores_step")
    cache = common.StepCache()
    wrapped = common.cached_step(uncached(handler), api, cache)
    bad = list(defaults)
    bad[seed_at] = "abc"
    for _ in range(2):
        with pytest.raises(gr.Error):
            wrapped(*bad, steps[0], ZH)
    assert len(cache) == 0


def test_cache_is_bounded_and_lru():
    cache = common.StepCache(max_entries=3, max_chars=1000, max_key_chars=100,
                             max_value_chars=400)
    for i in range(10):
        cache.put(f"k{i}", (f"v{i}",))
    assert len(cache) == 3
    assert cache.get("k0") is None and cache.get("k9") == ("v9",)
    cache.get("k7")  # now the most recent: k8 is the oldest
    cache.put("k10", ("v10",))
    assert cache.get("k8") is None and cache.get("k7") == ("v7",)
    cache.put("x" * 101, ("v",))  # key too long: not stored
    cache.put("big", ("v" * 400,))  # value too large: not stored
    assert cache.get("x" * 101) is None and cache.get("big") is None
    for i in range(3):  # total size bound: three 300-character entries exceed 1000
        cache.put(f"s{i}", ("w" * 300,))
    cache.put("s3", ("w" * 300,))
    assert cache.chars <= 1000 and len(cache) <= 3
    cache.put("fig", ("text", ("plot", "plotly", "p" * 500)))  # a figure's JSON counts too
    assert cache.get("fig") is None


def test_cache_counts_figures_in_its_size(demo):
    api, handler, defaults, steps, _ = cached_endpoints(demo)[0]
    cache = common.StepCache()
    wrapped = common.cached_step(uncached(handler), api, cache)
    out = wrapped(*defaults, steps[0], EN)
    figure = next(o for o in out if hasattr(o, "plot"))
    assert cache.chars >= len(figure.plot) + len(out[0])


def test_cache_with_unkeyable_input_still_answers():
    calls = []

    def handler(x, request):
        calls.append(x)
        return ("text", "formula", None)

    wrapped = common.cached_step(handler, "t", common.StepCache())
    weird = object()  # not JSON data: computed each time, never stored
    assert wrapped(weird, EN) == ("text", "formula", None)
    assert wrapped(weird, EN) == ("text", "formula", None)
    assert len(calls) == 2


# --- per-process server settings ---------------------------------------------------------------

SETTINGS_PROBE = ("import gc; from attnlab.ui import app; demo = app.build_demo(); "
                  "print(demo._queue.ANAYLTICS_CACHE_FREQUENCY); app.freeze_startup_objects(); "
                  "print(gc.get_freeze_count())")


@pytest.mark.parametrize("env,frequency",
                         [({}, 200), ({"GRADIO_ANALYTICS_CACHE_FREQUENCY": "7"}, 7)])
def test_gradio_summarises_its_events_rarely_unless_the_host_says(env, frequency):
    """Gradio's pandas summary of its last events ran after every event (19 ms a call once the
    server has seen 10,000); the app asks for it every 200 events, and a host's setting wins."""
    base = {k: v for k, v in os.environ.items() if k != "GRADIO_ANALYTICS_CACHE_FREQUENCY"}
    out = subprocess.run([sys.executable, "-c", SETTINGS_PROBE], cwd=ROOT, env={**base, **env},
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    queue_frequency, frozen = out.stdout.split()[-2:]
    assert int(queue_frequency) == frequency
    assert int(frozen) > 100_000  # torch, gradio and the blocks: out of the collector's walk


# --- nginx ------------------------------------------------------------------------------------

needs_nginx = pytest.mark.skipif(deploy.nginx_binary() is None,
                                 reason="nginx is not installed (apt-get install nginx)")


@needs_nginx
def test_rendered_config_is_valid_nginx(tmp_path):
    text = deploy.render_config(["127.0.0.1:7861", "10.0.0.3:7860"], "127.0.0.1:8089",
                                str(tmp_path))
    assert "@@" not in text
    assert "proxy_buffering off" in text and "hash $attnlab_route_key consistent" in text
    conf = tmp_path / "nginx.conf"
    conf.write_text(text)
    r = subprocess.run([deploy.nginx_binary(), "-t", "-p", str(tmp_path), "-c", str(conf)],
                       capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr


@pytest.fixture(scope="module")
def cluster(artifacts_dir):
    if deploy.nginx_binary() is None:
        pytest.skip("nginx is not installed (apt-get install nginx)")
    c = deploy.Cluster(2, log_dir=artifacts_dir)
    c.start()
    yield c
    c.stop()


def upstreams_since(cluster, start: int) -> list[str]:
    """Upstreams of the requests logged after line ``start`` (nginx logs just after answering)."""
    deadline = time.monotonic() + 5
    while True:
        lines = (cluster.prefix / "access.log").read_text().splitlines()[start:]
        if lines or time.monotonic() > deadline:
            return [line.split()[1] for line in lines]
        time.sleep(0.02)


def log_length(cluster) -> int:
    return len((cluster.prefix / "access.log").read_text().splitlines())


def test_class_through_nginx_reaches_both_processes(cluster):
    import class_load

    calls, _ = class_load.run_class(cluster.host, cluster.port, "nginx", learners=12,
                                    seconds=8, timeout=60)
    assert len(calls) >= 12
    errors = [c.error for c in calls if not c.ok]
    assert not errors, errors[:3]
    served = cluster.served_counts()
    assert set(served) == {f"127.0.0.1:{p}" for p in cluster.app_ports}, served
    assert all(n > 0 for n in served.values()), served


def test_a_browser_sticks_to_one_process_by_cookie(cluster):
    conn = http.client.HTTPConnection(cluster.host, cluster.port, timeout=30)
    conn.request("GET", "/")
    r = conn.getresponse()
    r.read()
    cookie = r.getheader("set-cookie") or ""
    assert r.status == 200 and cookie.startswith("attnlab_route="), cookie
    route = cookie.split(";")[0]
    conn.request("GET", "/", headers={"Cookie": route})  # the page gives no second cookie
    r = conn.getresponse()
    r.read()
    assert r.getheader("set-cookie") is None
    for source in ("127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"):  # same browser, new IPs
        c = http.client.HTTPConnection(cluster.host, cluster.port, timeout=30,
                                       source_address=(source, 0))
        start = log_length(cluster)
        c.request("GET", "/gradio_api/info", headers={"Cookie": route})
        resp = c.getresponse()
        resp.read()
        assert resp.status == 200 and resp.getheader("set-cookie") is None
        c.close()
        # As sets: the previous request's line can land after ``start`` (nginx logs after
        # answering), and it names the same process when the cookie sticks.
        if source == "127.0.0.2":
            first = set(upstreams_since(cluster, start))
            assert len(first) == 1, first
        assert set(upstreams_since(cluster, start)) == first
    # Different cookies spread over both processes (the classroom behind one NAT address).
    seen = set()
    for i in range(40):
        start = log_length(cluster)
        conn.request("GET", "/gradio_api/info", headers={"Cookie": f"attnlab_route=r{i}"})
        conn.getresponse().read()
        seen.update(upstreams_since(cluster, start))
    assert len(seen) == 2, seen


def test_gradio_client_through_nginx(cluster):
    """The browser's protocol (queue/join, then the queue/data event stream) through nginx."""
    from gradio_client import Client

    from helpers import BOOK_MATRIX, BOOK_LABELS

    client = Client(f"http://{cluster.host}:{cluster.port}/", verbose=False)
    text, _, figure = client.predict(BOOK_MATRIX, BOOK_LABELS, 1, 123, 2, "rand", "context",
                                     api_name="/scores_step")
    assert "[0.3061, 0.8210]" in text  # the book's context vector for "journey"
    assert figure is not None
