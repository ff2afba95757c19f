"""The Real heads tab through a real server: the gpt2_attention API on a small random GPT-2 in the
Hub's layout (ATTNLAB_GPT2 = that folder), compared with ``transformers``; translated errors; and
an app without the model (no ATTNLAB_GPT2, no Hub) that says so while every other tab works."""

from __future__ import annotations

import subprocess
import time

import pytest
import torch

import gpt2_model
from conftest import free_port, start_app
from helpers import call_http

transformers = pytest.importorskip("transformers")
pytestmark = pytest.mark.server

SENTENCE = "Your journey starts with one step. 你好，猫！"


def stop(proc):
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return gpt2_model.session_folder(tmp_path_factory)


@pytest.fixture(scope="module")
def url(folder, artifacts_dir):
    proc, base = start_app({"ATTNLAB_GPT2": str(folder)})
    yield base
    stop(proc)


@pytest.fixture(scope="module")
def offline_url(artifacts_dir, tmp_path_factory):
    """The default model, an empty cache and a Hub that refuses connections."""
    env = {"ATTNLAB_GPT2": "", "HF_HUB_CACHE": str(tmp_path_factory.mktemp("empty-hf-cache")),
           "HF_ENDPOINT": f"http://127.0.0.1:{free_port()}", "HF_HUB_OFFLINE": "0"}
    proc, base = start_app(env)
    yield base
    stop(proc)


@pytest.mark.parametrize("layer,head", [(0, 0), (2, 3), (1, 2)])  # indices; the API counts from 1
def test_gpt2_attention_equals_transformers(url, folder, layer, head):
    status, out = call_http(url, "gpt2_attention", [SENTENCE, layer + 1, head + 1])
    assert status == "complete", out
    data, model_status = out
    ref_tok = transformers.PreTrainedTokenizerFast(tokenizer_file=str(folder / "tokenizer.json"))
    ids = ref_tok(SENTENCE)["input_ids"]
    assert len(data["tokens"]) == len(ids)
    whole = [t for t, i in zip(data["tokens"], ids) if "‹" not in t]
    assert whole == [ref_tok.decode([i]) for t, i in zip(data["tokens"], ids) if "‹" not in t]
    ref = transformers.GPT2Model.from_pretrained(str(folder), attn_implementation="eager").eval()
    with torch.no_grad():
        expected = ref(torch.tensor([ids]), output_attentions=True).attentions[layer][0, head]
    torch.testing.assert_close(torch.tensor(data["weights"]), expected, atol=1e-5, rtol=0)
    assert str(folder) in model_status and "3" in model_status


BAD = [
    (["", 1, 1], "sentence", "Type a sentence"),
    (["hello", 4, 1], "layer", "between 1 and 3"),
    (["hello", 1, 5], "head", "between 1 and 4"),
    (["hello", 0, 1], "layer 0", "between 1 and 3"),
    (["hello", "abc", 1], "layer", "whole number"),
    (["hello", 1, 1.5], "head", "whole number"),
    (["猫" * 40, 1, 1], "context", "context of 96"),
    ([" ".join(["sat"] * 70), 1, 1], "limit", "at most 64"),
    (["x" * 600, 1, 1], "characters", "500"),
]


@pytest.mark.parametrize("args,what,needle", BAD, ids=[b[1] for b in BAD])
def test_gpt2_attention_bad_input_gets_a_translated_message(url, args, what, needle):
    status, message = call_http(url, "gpt2_attention", args, lang="en")
    assert status == "error" and needle in message, message
    status, message = call_http(url, "gpt2_attention", args, lang="zh")
    assert status == "error" and any("\u4e00" <= ch <= "\u9fff" for ch in message), message
    assert "Traceback" not in message


@pytest.mark.parametrize("step", ["tokens", "mapping", "head", "overview", "previous", "first",
                                  "induction"])
def test_every_step_renders_in_both_languages(url, step):
    for lang in ("en", "zh"):
        status, out = call_http(url, "gpt2_step", [SENTENCE, 1, 2, 0, step], lang=lang)
        assert status == "complete", out
        text, formula, plot = out
        prose = "\n".join(line for line in text.splitlines() if not line.startswith("|"))
        prose = prose.replace("“猫”", "").replace("“你”", "").replace("“好”", "")
        assert any("\u4e00" <= ch <= "\u9fff" for ch in prose) == (lang == "zh"), prose
        assert plot["type"] == "plotly"
    if step == "tokens":  # the token table: one row per token, a piece of 猫 marked as such
        rows = [line for line in text.splitlines() if line.startswith("| ") and "---" not in line]
        assert len(rows) == 1 + len(call_http(url, "gpt2_attention", [SENTENCE, 1, 2])[1][0]["tokens"])
        assert any("“猫”" in row and "‹" in row for row in rows)
    if step == "overview":
        import json

        assert len(json.loads(plot["plot"])["data"]) == 3 * 4  # one small heatmap per head


def test_a_prediction_is_judged_by_the_measured_answer(url):
    status, out = call_http(url, "gpt2_question", [SENTENCE, 1, 2, 0, "head", True])
    assert status == "complete", out
    choices = out[1]["choices"]
    verdicts = set()
    for _, value in choices:
        status, (verdict, _) = call_http(url, "gpt2_check", [SENTENCE, 1, 2, 0, "head", value])
        assert status == "complete"
        verdicts.add(verdict.split(":")[0])
    assert verdicts == {"**Right", "**Not quite"}


def test_without_the_model_the_tab_says_so_and_the_rest_works(offline_url):
    start = time.monotonic()
    status, message = call_http(offline_url, "gpt2_attention", ["hello", 1, 1])
    assert time.monotonic() - start < 10
    assert status == "error" and "ATTNLAB_GPT2" in message and "openai-community/gpt2" in message
    status, message = call_http(offline_url, "gpt2_attention", ["hello", 1, 1], lang="zh")
    assert "ATTNLAB_GPT2" in message and "缓存" in message
    status, out = call_http(offline_url, "heads_step", [2, 6, 3, 2, 2, 123, "wrapper_vs_mha"])
    assert status == "complete" and "[0.3190, 0.4858]" in out[0]
