"""Every token a sentence, a choice or a figure names is one token (issue 30, class "repeated
tokens named inconsistently").

The oracle's own rule (written here, not imported): a token is named by its word, and a word
already used earlier in the sentence gets its position from 1, "the (3)". The check is by
relabelling: the same numbers are computed once with labels that are all different (P1Q P2Q ...)
and once with the drawn labels (words repeat); labels do not change any number, so every place
the first run writes P3Q must, in the second run, write exactly the oracle's name of token 3 —
whatever key, list or tie it sits in. A bare "the" where token 3 was meant fails.
"""

from __future__ import annotations

import re

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

import test_masking_oracle
import test_scores_oracle
from attnlab.lessons import masking, questions, scores
from oracle_common import Findings, token_names

WORDS = ("the", "cat", "a", "bank")
PLAIN = re.compile(r"P(\d+)Q")


names = token_names  # the oracle's rule, written independently of steps.distinct_labels


def plain(n: int) -> str:
    return " ".join(f"P{i + 1}Q" for i in range(n))


def _texts(step) -> list[tuple[str, object]]:
    out = [(f"{step.id}.{k}", v) for k, v in step.text_args.items()]
    for i, p in enumerate(step.panels):
        out += [(f"{step.id}.panel{i}.x", tuple(p.x_labels)), (f"{step.id}.panel{i}.y", tuple(p.y_labels)),
                (f"{step.id}.panel{i}.title", repr(sorted(p.title_args.items())) if p.title_args else "")]
    return out


def _question(q, sid) -> list[tuple[str, object]]:
    if q is None:
        return []
    return ([(f"{sid}.q.{k}", v) for k, v in q.args.items()]
            + [(f"{sid}.q.choices", tuple(label for label, _ in q.choices))])


def _swap(value, expected: list[str]):
    if isinstance(value, str):
        return PLAIN.sub(lambda m: expected[int(m.group(1)) - 1], value)
    if isinstance(value, tuple):
        return tuple(_swap(v, expected) for v in value)
    return value


def agree(f: Findings, run, n: int, words: list[str]) -> None:
    """``run(labels_text)`` -> [(place, value)]; each value under the drawn words equals its value
    under plain labels with every plain name replaced by the oracle's name of that token."""
    expected = names(words)
    base, drawn = dict(run(plain(n))), dict(run(" ".join(words)))
    for place, value in base.items():
        want = _swap(value, expected)
        f.claim(drawn.get(place) == want, place.split(".")[0],
                f"{place}: wrote {drawn.get(place)!r}, token names say {want!r}")


def word_lists(n: int):
    return st.lists(st.sampled_from(WORDS), min_size=n, max_size=n)


@st.composite
def raw_inputs(draw):
    lesson = draw(st.sampled_from(["scores", "masking"]))
    raw = draw((test_scores_oracle if lesson == "scores" else test_masking_oracle).raw_inputs())
    n = len(raw[0])
    return lesson, raw, draw(word_lists(n))


@torch.no_grad()
def check(raw) -> list[tuple[str, str]]:
    lesson, args, words = raw
    f = Findings()
    if lesson == "scores":
        rows, qi, seed, d_out, init = args

        def run(labels):
            r = scores.compute(scores.parse_input(rows, labels, qi, seed, d_out, init))
            return [x for sid in scores.STEPS
                    for x in _texts(scores.step(r, sid)) + _question(questions.question("scores", r, sid), sid)]
    else:
        x_rows, seed, d_out, edit, delta, pads, fill, heads = args

        def run(labels):
            inp = masking.parse_input(x_rows, labels, seed, d_out, edit, delta, pads, fill, heads)
            return [x for sid in masking.STEPS
                    for x in _texts(masking.step(inp, sid)) + _question(questions.question("masking", inp, sid), sid)]
    agree(f, run, len(args[0]), words)
    return f.problems


# The examiner's inputs: "the cat the dog sat" with queries 0 and 2; 64 tokens w0..w9 padded at 60..63.
M = [[1, 0, 0], [-2, 0, 0], [1, 0, 0], [0, 0, 0], [0.5, 0.5, 0]]
EXAMPLES = [
    ("scores", (M, 0, 123, 2, "rand"), "the cat the dog sat".split()),
    ("scores", (M, 2, 123, 2, "rand"), "the cat the dog sat".split()),
    ("masking", ([[float((i * 7) % 5 - 2), float(i % 3)] for i in range(64)], 5, 2, 1, 0.5,
                 [60, 61, 62, 63], -1e9, 1), [f"w{i % 10}" for i in range(64)]),
]


@settings(max_examples=25, deadline=None)
@given(raw_inputs())
def test_every_named_token_is_one_token(raw):
    assert check(raw) == []


def test_examiner_inputs():
    for raw in EXAMPLES:
        assert check(raw) == [], raw


def test_why_and_gpt2_label_repeated_words_by_position():
    from attnlab.lessons import why

    inp = why.parse_input("bank river bank", "the money bank loan", 123)
    st_ = why.step(inp, "rnn")
    assert (st_.text_args["first"], st_.text_args["last"]) == ("bank", "bank (3)")
    assert tuple(st_.panels[0].x_labels) == tuple(names(["bank", "river", "bank"]))
