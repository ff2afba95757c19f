"""A whole class at once: simulated learners against the no-op app, attnlab, and attnlab behind nginx.

    python benchmarks/class_load.py [--learners 40] [--seconds 30] [--rounds 2] [--processes 2]

In one run it starts the no-op Gradio app (benchmarks/noop_app.py: attnlab's imports and launch,
one endpoint that does nothing), N attnlab processes and nginx in front of them (deploy/launch.py),
then alternates, round after round, the same class against each target:
- ``no-op``: every call is the no-op endpoint;
- ``attnlab``: one attnlab process (the first of the N, reached directly);
- ``nginx xN``: all N processes behind nginx.
Each learner is a thread with its own loopback address (127.0.0.2, 127.0.0.3, ...) so that nginx's
hash on the client address spreads them; it thinks 1-3 s, then makes one call over plain HTTP
(POST /gradio_api/call/<api_name>, then reads the event stream): a random step of a random lesson
at the book's inputs, or with a fresh seed (``--edit-fraction``), or an exercise's show / check
(short answers) / hint; at most ``--code-checks`` code answers in the whole run, reported apart,
never counted as errors (they depend on the sandbox worker). Each learner first opens the app
(one call that makes Gradio build its session, as a page load does), timed on its own line. The table gives calls per second,
p50 and p95 latency and errors per target over all rounds, and the ratios to the no-op app that
the targets are stated in (p95 ≤ 1.3x, throughput ≥ 0.8x, 0 errors). Loopback only, bounded in
time: every call has a timeout and every phase a deadline.
"""

from __future__ import annotations

import argparse
import hashlib
import http.client
import json
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from attnlab import examples  # noqa: E402
from attnlab.lessons import (  # noqa: E402
    dropout, gradients, heads, masking, scores, softmax, why,
)

MATRIX = {"headers": ["d1", "d2", "d3"], "data": [list(r) for r in examples.EMBEDDINGS]}
LABELS = " ".join(examples.TOKENS)
SCORES = ", ".join(f"{v:.4f}" for v in softmax.BOOK_SCORES)
MAX_SEED = 10_000

# Each lesson endpoint: (its steps, its arguments at the book's defaults without the step,
# the index of its seed argument). Steps come from the lessons, so new steps are exercised too.
LESSONS = {
    "why_step": (why.STEPS, [why.SENTENCE_A, why.SENTENCE_B, 123], 2),
    "scores_step": (scores.STEPS, [MATRIX, LABELS, 1, examples.SEED_V1, 2, "rand"], 3),
    "softmax_step": (softmax.STEPS, [SCORES, LABELS, 1.0, 100.0, 64, 123], 5),
    "masking_step": (masking.STEPS, [MATRIX, LABELS, examples.SEED_V2, 2, 4, 0.5, [4, 5], -1e9, 2],
                     2),
    "dropout_step": (dropout.STEPS, [0.5, dropout.DEFAULT_SEED, 1000, 1], 1),  # p, seed, draws, row
    "heads_step": (heads.STEPS, [2, 6, 3, 2, 2, examples.SEED_MHA], 5),
    "gradients_step": (gradients.STEPS, [6, 4, 123, True], 2),
}
# Short answers, some right and some wrong, as learners type them.
SHORT_ANSWERS = {"number": ["0.9544", "0.5", "1.1111", "2"], "vector": ["0.4419, 0.6515, 0.5683",
                 "1, 2, 3"], "shape": ["(2, 6, 2)", "2, 2, 6, 1"]}
CODE_ANSWER = "def ex_omega():\n    return 0\n"  # any code: the point is a round trip


def exercise_kinds() -> dict[str, str]:
    from attnlab import registry

    return {e.id: e.kind for e in registry.bundled()}


@dataclass
class Call:
    target: str
    api: str
    start: float
    latency: float
    ok: bool
    code_check: bool = False
    error: str = ""
    step: str = ""  # a lesson call's step_id
    opening: bool = False  # the session's first call: Gradio builds the session's state


@dataclass
class Budget:
    """Code checks left in the whole run, shared by all learners."""

    code_checks: int
    lock: threading.Lock = field(default_factory=threading.Lock)

    def take(self) -> bool:
        with self.lock:
            if self.code_checks <= 0:
                return False
            self.code_checks -= 1
            return True


def pick_call(rng: random.Random, kinds: dict[str, str], edit_fraction: float, budget: Budget):
    """One learner action: (api_name, data, is_code_check)."""
    if rng.random() < 0.8:
        api = rng.choice(list(LESSONS))
        steps, defaults, seed_at = LESSONS[api]
        data = list(defaults)
        if rng.random() < edit_fraction:  # an edited input: a seed nobody else is likely to use
            data[seed_at] = rng.randrange(MAX_SEED)
        return api, data + [rng.choice(steps)], False
    ex_id = rng.choice(list(kinds))
    action = rng.choice(("show", "check", "hint"))
    if action == "show":
        return "exercise_show", [ex_id], False
    if action == "hint":
        return "exercise_hint", [ex_id, rng.randrange(3)], False
    if kinds[ex_id] == "code":
        if budget.take():
            return "exercise_check", [ex_id, "", CODE_ANSWER, {}], True
        return "exercise_show", [ex_id], False
    return "exercise_check", [ex_id, rng.choice(SHORT_ANSWERS[kinds[ex_id]]), "", {}], False


def call_once(conn: http.client.HTTPConnection, api: str, data: list, lang: str,
              session: str | None = None) -> tuple[bool, str]:
    """POST the call, read its event stream to the end: (completed, error text).

    ``session`` is the learner's Gradio session hash, as a browser tab sends it with every call:
    without one, Gradio builds a fresh session (the config of all ~200 components) per call.
    """
    headers = {"Content-Type": "application/json",
               "Accept-Language": "zh-CN,zh;q=0.9" if lang == "zh" else "en-US,en;q=0.9"}
    conn.request("POST", f"/gradio_api/call/{api}", body=json.dumps({"data": data, "session_hash": session}), headers=headers)
    r = conn.getresponse()
    body = r.read()
    if r.status != 200:
        return False, f"POST {r.status}: {body[:200]!r}"
    event_id = json.loads(body)["event_id"]
    conn.request("GET", f"/gradio_api/call/{api}/{event_id}", headers=headers)
    r = conn.getresponse()
    text = r.read().decode("utf-8", "replace")
    if r.status != 200:
        return False, f"GET {r.status}: {text[:200]!r}"
    events = [line.split(":", 1)[1].strip() for line in text.splitlines()
              if line.startswith("event:")]
    if events and events[-1] == "complete":
        return True, ""
    return False, f"event {events[-1] if events else None}: {text[-300:]}"


def learner(i: int, host: str, port: int, target: str, noop: bool, t_end: float, timeout: float,
            kinds: dict, edit_fraction: float, budget: Budget, seed: int, out: list) -> None:
    """One learner: think 1-3 s, call, repeat until ``t_end`` (calls start only before it)."""
    rng = random.Random(seed * 1000 + i)
    source = f"127.0.{i // 250}.{2 + i % 250}"  # distinct loopback clients for nginx's hash
    lang = "zh" if i % 2 else "en"
    # One browser tab per learner and target for the whole run: a class opens the app once and
    # works in it; the rounds are slices of that one visit. Opening it (the session's first
    # call, where Gradio builds the session's copy of every component's config, as a browser's
    # page load does) is timed apart, in round 1.
    session = hashlib.sha1(f"{target}/{i}".encode()).hexdigest()[:11]
    conn = None
    time.sleep(rng.uniform(0, 3))  # learners do not all click in the same instant
    if session not in OPENED:
        OPENED.add(session)
        conn = http.client.HTTPConnection(host, port, timeout=timeout, source_address=(source, 0))
        start = time.monotonic()
        try:
            ok, err = call_once(conn, "ping", [], lang, session)
        except (OSError, http.client.HTTPException, ValueError) as e:
            ok, err = False, f"{type(e).__name__}: {e}"
            conn.close()
            conn = None
        out.append(Call(target, "open", start, time.monotonic() - start, ok, error=err,
                        opening=True))
        time.sleep(rng.uniform(1.0, 3.0))
    while time.monotonic() < t_end:
        api, data, code = ("ping", [], False) if noop else pick_call(rng, kinds, edit_fraction,
                                                                      budget)
        if conn is None:
            conn = http.client.HTTPConnection(host, port, timeout=timeout,
                                              source_address=(source, 0))
        start = time.monotonic()
        try:
            ok, err = call_once(conn, api, data, lang, session)
        except (OSError, http.client.HTTPException, ValueError) as e:
            ok, err = False, f"{type(e).__name__}: {e}"
            conn.close()
            conn = None  # a fresh connection next time
        step = str(data[-1]) if api in LESSONS else ""
        out.append(Call(target, api, start, time.monotonic() - start, ok, code, err, step))
        time.sleep(rng.uniform(1.0, 3.0))
    if conn is not None:
        conn.close()


OPENED: set[str] = set()  # sessions opened so far in this run (shared by all learner threads)


def warm_up(host: str, port: int, noop: bool = False) -> None:
    """Call every step of every lesson once in each language (or the no-op a few times)."""
    conn = http.client.HTTPConnection(host, port, timeout=60)
    plan = [("ping", [])] * 10 if noop else [
        (api, defaults + [step]) for api, (steps, defaults, _) in LESSONS.items() for step in steps]
    for lang in ("en", "zh"):
        for api, data in plan:
            call_once(conn, api, data, lang, "warm-up")
    if not noop:  # the sandbox worker starts here, as the app will start it at launch
        ok, err = call_once(conn, "exercise_check", ["ex3_1", "", CODE_ANSWER, {}], "en", "warm-up")
        if not ok:
            print(f"warm-up code check on port {port}: {err[:200]}", file=sys.stderr)
    conn.close()


def run_class(host: str, port: int, target: str, learners: int, seconds: float, *,
              noop: bool = False, timeout: float = 30.0, edit_fraction: float = 0.0,
              budget: Budget | None = None, seed: int = 0) -> tuple[list[Call], float]:
    """Run one phase of a class against host:port; (calls that started in it, its length in s)."""
    kinds = {} if noop else exercise_kinds()
    budget = budget or Budget(0)
    out: list[Call] = []
    t0 = time.monotonic()
    t_end = t0 + seconds
    threads = [threading.Thread(target=learner, daemon=True,
                                args=(i, host, port, target, noop, t_end, timeout, kinds,
                                      edit_fraction, budget, seed, out))
               for i in range(learners)]
    for t in threads:
        t.start()
    for t in threads:  # bounded: a call in flight at the deadline ends within its timeout
        t.join(timeout=max(0.0, t_end - time.monotonic()) + timeout + 5)
    return out, seconds


def summary(calls: list[Call], seconds: float) -> dict:
    counted = [c for c in calls if not (c.code_check or c.opening)]
    opened = sorted(c.latency for c in calls if c.opening and c.ok)
    lat = sorted(c.latency for c in counted if c.ok)
    q = statistics.quantiles(lat, n=100) if len(lat) >= 2 else [float("nan")] * 99
    return {"calls_per_s": len([c for c in counted if c.ok]) / seconds,
            "p50": q[49], "p95": q[94], "errors": sum(not c.ok for c in counted),
            "calls": len(counted), "openings": len(opened),
            "open_p50": opened[len(opened) // 2] if opened else float("nan"),
            "open_p95": opened[int(0.95 * len(opened))] if opened else float("nan"),
            "open_errors": sum(c.opening and not c.ok for c in calls),
            "code_checks": [c.ok for c in calls if c.code_check],
            "code_check_errors": sorted({c.error[:160] for c in calls if c.code_check and not c.ok}),
            "error_samples": sorted({c.error[:160] for c in counted if not c.ok})[:5]}


def print_by_api(calls: list[Call]) -> None:
    """Where the attnlab row's time goes: each endpoint (and lesson step), slowest p95 first."""
    print("\n| endpoint and step (one attnlab process) | calls | p50 | p95 | max |")
    print("| --- | --- | --- | --- | --- |")
    by_api: dict[str, list[float]] = {}
    for c in calls:
        if c.ok and not c.code_check:
            by_api.setdefault(f"{c.api} {c.step}".strip(), []).append(c.latency)
    for api, lat in sorted(by_api.items(), key=lambda kv: -sorted(kv[1])[int(0.95 * len(kv[1]))]):
        lat.sort()
        print(f"| {api} | {len(lat)} | {lat[len(lat) // 2] * 1000:.0f} ms | "
              f"{lat[int(0.95 * len(lat))] * 1000:.0f} ms | {lat[-1] * 1000:.0f} ms |")


def opening_line(name: str, s: dict) -> str:
    errors = f" ({s['open_errors']} errors)" if s["open_errors"] else ""
    return f"{name} p50 {s['open_p50'] * 1000:.0f} ms p95 {s['open_p95'] * 1000:.0f} ms{errors}"


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time of these processes (all their threads) so far."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    return total


def wait_ready(port: int, proc: subprocess.Popen, timeout: float = 120) -> None:
    import urllib.request

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server on port {port} exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"server on port {port} did not answer in {timeout} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=15.0, help="length of each phase")
    parser.add_argument("--rounds", type=int, default=4, help="no-op / attnlab / nginx rounds")
    parser.add_argument("--processes", type=int, default=2, help="attnlab processes behind nginx")
    parser.add_argument("--edit-fraction", type=float, default=0.2,
                        help="an extra attnlab row where this share of lesson calls uses a fresh "
                             "seed (no cache can help); 0 leaves the row out")
    parser.add_argument("--code-checks", type=int, default=3, help="code answers in the whole run")
    parser.add_argument("--no-nginx", action="store_true", help="skip the nginx target")
    parser.add_argument("--by-api", action="store_true",
                        help="also print each endpoint's calls, p50 and p95 on one attnlab process")
    args = parser.parse_args()

    sys.path.insert(0, str(ROOT / "deploy"))
    import launch as deploy

    logs = ROOT / "test-artifacts"
    logs.mkdir(exist_ok=True)
    noop_port = deploy.free_port()
    env = {**os.environ, "GRADIO_SERVER_NAME": "127.0.0.1", "GRADIO_SERVER_PORT": str(noop_port),
           "GRADIO_ANALYTICS_ENABLED": "False"}
    noop = subprocess.Popen([sys.executable, str(ROOT / "benchmarks" / "noop_app.py")], cwd=ROOT,
                            env=env, stdout=open(logs / "class-load-noop.log", "w"),
                            stderr=subprocess.STDOUT)
    use_nginx = not args.no_nginx and deploy.nginx_binary() is not None
    cluster = deploy.Cluster(args.processes if use_nginx else 1, log_dir=logs,
                             nginx=use_nginx)
    try:
        cluster.start()
        wait_ready(noop_port, noop)
        app_port = cluster.app_ports[0]
        # (name, port, no-op?, share of lesson calls with a fresh seed, server pids)
        app_pids = [p.pid for p in cluster.apps]
        targets = [("no-op", noop_port, True, 0.0, [noop.pid]),
                   ("attnlab", app_port, False, 0.0, app_pids[:1])]
        if args.edit_fraction > 0:
            targets.append((f"attnlab, {args.edit_fraction:.0%} edited seeds", app_port, False,
                            args.edit_fraction, app_pids[:1]))
        if use_nginx:
            targets.append((f"nginx x{args.processes}", cluster.port, False, 0.0,
                            app_pids + [cluster.nginx.pid]))
        else:
            print("nginx not found: the nginx target is skipped", file=sys.stderr)
        # Warm-up, not measured: every step of every lesson once per language in each process,
        # as a class's first learners do (lazy imports, first calls, the step cache).
        warm_ports = [noop_port, *cluster.app_ports]
        for port in warm_ports:
            warm_up("127.0.0.1", port, noop=port == noop_port)
        budget = Budget(args.code_checks)
        calls: dict[str, list[Call]] = {t[0]: [] for t in targets}
        seconds = dict.fromkeys(calls, 0.0)
        cpu = dict.fromkeys(calls, 0.0)
        per_round: list[dict[str, dict]] = []
        for r in range(args.rounds):
            order = targets if r % 2 == 0 else targets[::-1]  # alternate: drift hits all alike
            per_round.append({})
            for name, port, is_noop, edits, pids in order:
                before = cpu_seconds(pids)
                got, s = run_class("127.0.0.1", port, name, args.learners, args.seconds,
                                   noop=is_noop, edit_fraction=edits, budget=budget, seed=r)
                cpu[name] += cpu_seconds(pids) - before
                calls[name] += got
                seconds[name] += s
                per_round[-1][name] = summary(got, s)
                codes = sum(c.code_check for c in got)
                print(f"round {r + 1} {name}: {len(got)} calls ({codes} code checks), p95 "
                      f"{per_round[-1][name]['p95'] * 1000:.0f} ms", file=sys.stderr)
        served = cluster.served_counts() if use_nginx else {}
    finally:
        cluster.stop()
        noop.terminate()
        noop.wait(timeout=20)

    stats = {name: summary(calls[name], seconds[name]) for name in calls}
    for name, st in stats.items():
        # Server CPU per call, and how many such learners one fully busy core would hold.
        st["cpu_ms_per_call"] = 1000 * cpu[name] / max(1, st["calls"])
        st["learners_per_core"] = args.learners * seconds[name] / max(cpu[name], 1e-9)
    base = stats["no-op"]
    print(f"\n{args.learners} learners, {os.cpu_count()} cores, {args.rounds} rounds of "
          f"{args.seconds:.0f} s per target; lesson calls at the book's inputs unless a row says "
          f"otherwise\n")
    print("| target | calls/s | p50 | p95 | errors | p95 ÷ no-op | calls/s ÷ no-op "
          "| server CPU per call | learners per busy core |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, s in stats.items():
        print(f"| {name} | {s['calls_per_s']:.1f} | {s['p50'] * 1000:.0f} ms | "
              f"{s['p95'] * 1000:.0f} ms | {s['errors']} | {s['p95'] / base['p95']:.2f} | "
              f"{s['calls_per_s'] / base['calls_per_s']:.2f} | {s['cpu_ms_per_call']:.1f} ms | "
              f"{s['learners_per_core']:.0f} |")
    # The CPU is shared: background load drifts between phases. Each round's no-op and attnlab
    # phases are neighbours, so their ratio, median over rounds, is the steadier comparison.
    print("\nper-round p95 ÷ the same round's no-op p95 (median over rounds): " + ", ".join(
        f"{name} {statistics.median(r[name]['p95'] / r['no-op']['p95'] for r in per_round):.2f}"
        for name in stats if name != "no-op"))
    att = stats["attnlab"]
    pooled = att["p95"] / base["p95"]
    paired = statistics.median(r["attnlab"]["p95"] / r["no-op"]["p95"] for r in per_round)
    ok = (att["calls_per_s"] >= 0.8 * base["calls_per_s"] and att["errors"] == 0
          and att["open_errors"] == 0)
    print(f"targets (attnlab p95 ≤ 1.3x no-op, calls/s ≥ 0.8x, 0 errors): "
          f"pooled p95 ratio {pooled:.2f}, per-round median {paired:.2f}, throughput "
          f"{att['calls_per_s'] / base['calls_per_s']:.2f}, errors {att['errors']}: "
          f"{'met' if ok and pooled <= 1.3 else 'met on the per-round median only' if ok and paired <= 1.3 else 'NOT met'}")
    print("opening the app (each learner's first call, once per run, not counted above): "
          + ", ".join(opening_line(name, s) for name, s in stats.items()))
    for name, s in stats.items():
        if s["code_checks"]:
            print(f"{name}: code checks {sum(s['code_checks'])}/{len(s['code_checks'])} completed "
                  f"(not counted above) {s['code_check_errors']}")
        for e in s["error_samples"]:
            print(f"{name} error: {e}")
    if served:
        print(f"requests served per process behind nginx: {served}")
    if args.by_api:
        print_by_api(calls["attnlab"])
    print(json.dumps({name: {k: (round(v, 3) if isinstance(v, float) else v)
                             for k, v in s.items() if k not in ("error_samples", "code_check_errors")}
                      for name, s in stats.items()}))


if __name__ == "__main__":
    main()
