"""Small helpers shared by test modules."""

from __future__ import annotations

import json

import gradio as gr
import requests

from attnlab import examples

BOOK_MATRIX = {"headers": ["d1", "d2", "d3"], "data": [list(r) for r in examples.EMBEDDINGS]}
BOOK_LABELS = " ".join(examples.TOKENS)
# Requests as a Chinese and an English browser send them, for calling handlers directly.
ZH = gr.Request(headers={"accept-language": "zh-CN,zh;q=0.9"})
EN = gr.Request(headers={"accept-language": "en-US,en;q=0.9"})


def scores_args(step="query_scores", matrix=None, labels=BOOK_LABELS, query=1, seed=123, d_out=2,
                init="rand"):
    """Positional arguments of the scores_step endpoint, book defaults unless overridden."""
    return [matrix if matrix is not None else BOOK_MATRIX, labels, query, seed, d_out, init, step]


def call_http(base_url: str, api_name: str, data: list, lang: str = "en", timeout: float = 60):
    """Call an endpoint over plain HTTP (POST, then read the event stream).

    Returns ("complete", outputs) or ("error", message). ``data`` is sent as raw JSON, so values
    gradio_client refuses to encode (NaN) can be sent too.
    """
    headers = {"accept-language": "zh-CN,zh;q=0.9" if lang == "zh" else "en-US,en;q=0.9",
               "content-type": "application/json"}
    body = json.dumps({"data": data}, allow_nan=True)
    r = requests.post(f"{base_url}/gradio_api/call/{api_name}", data=body, headers=headers,
                      timeout=timeout)
    r.raise_for_status()
    event_id = r.json()["event_id"]
    stream = requests.get(f"{base_url}/gradio_api/call/{api_name}/{event_id}", headers=headers,
                          timeout=timeout)
    event, payload = None, None
    for line in stream.text.splitlines():
        if line.startswith("event:"):
            event = line.split(":", 1)[1].strip()
        elif line.startswith("data:"):
            payload = line.split(":", 1)[1].strip()
    parsed = json.loads(payload) if payload and payload != "null" else None
    if event == "complete":
        return "complete", parsed
    if isinstance(parsed, dict):
        return event, parsed.get("error") or parsed.get("message") or parsed
    return event, parsed

# Debian's Chromium for the browser tests, with the flags this closed network needs (without them
# Chromium keeps dialling out and slows to a crawl under load).
CHROMIUM = "/usr/bin/chromium"
BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


def assert_named(sandbox, ex, wrong: dict[str, str], seed: int = 5) -> None:
    """Each wrong answer (feedback key -> source) graded through ``sandbox`` fails with that key,
    its text filled in both languages."""
    from attnlab.grading.report import feedback_text

    for key, source in wrong.items():
        ((_, outcome),) = sandbox.grade(source, [ex.id], seed=seed)
        assert outcome.status == "failed" and outcome.feedback == key, (key, outcome)
        for lang in ("en", "zh"):
            assert "{" not in feedback_text(outcome, lang)
