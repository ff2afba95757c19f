"""A learner's ex_mha_forward on one real GPT-2 layer, through a real server and the sandbox (the
small random GPT-2 the shared server loads: its last layer stands for GPT-2 small's layer 5)."""

from __future__ import annotations

import pytest

import exercises
from attnlab.ui import real_layer
from helpers import call_http

pytestmark = pytest.mark.server
RIGHT = exercises.BY_ID["ex_mha_forward"].solution
UNSCALED = RIGHT.replace("scores / mha.head_dim ** 0.5", "scores")


def run(url, sentence, code, lang="en"):
    status, out = call_http(url, "exercise_real_layer", [sentence, code], lang=lang, timeout=120)
    return status, out if status != "complete" else out[0]


def test_the_reference_reproduces_the_real_layer_in_both_languages(server_url):
    status, text = run(server_url, "Your journey starts with one step", RIGHT)
    assert status == "complete" and "reproduces GPT-2 small's layer 5" in text, text
    status, text = run(server_url, "你的旅程从一步开始", RIGHT, lang="zh")
    assert status == "complete" and "复现了" in text and "第 5 层" in text, text  # counted from 1, as everywhere


def test_a_wrong_forward_is_told_where_it_first_differs(server_url):
    assert RIGHT != UNSCALED
    status, text = run(server_url, "Your journey starts with one step", UNSCALED)
    assert status == "complete" and "first differs" in text and "token 0" not in text, text


def test_a_broken_answer_and_bad_sentences_say_why(server_url):
    status, text = run(server_url, "a sentence", "def ex_mha_forward(mha, x):\n    return 3\n")
    assert status == "complete" and "torch.Tensor" in text, text
    status, message = run(server_url, "   ", RIGHT)
    assert status == "error" and message


def test_the_child_gets_the_layer_but_never_its_output():
    import torch

    case = real_layer.gpt2_layer.LayerCase(0, ("a",), 2, 8, torch.ones(1, 1, 4),
                                           {"W_query.weight": torch.ones(4, 4)},
                                           torch.full((1, 1, 4), 7.0), torch.ones(2, 1, 1))
    payload = real_layer.payload_of(case)
    assert set(payload) == {"d", "num_heads", "context_length", "x", "state"}
    assert "expected" not in str(payload) and "weights" not in payload
