"""Lesson 0, Why attention: a word's meaning depends on its neighbours.

A toy vocabulary of 4-dimensional embeddings (dimension 1 ≈ "nature", 2 ≈ "money", 3 ≈ "function
word", 4 ≈ "noun") puts the same word, "bank", in two sentences. Mixing the sequence by its mean,
by hand-set weights and by dot-product weights gives "bank" a different vector in each sentence;
projections W_q, W_k, W_v then make the weights learnable and asymmetric.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from attnlab import attention, limits
from attnlab.errors import InputError
from attnlab.lessons import inputs as parse
from attnlab.lessons.steps import Panel, Step, fmt, fmt_vector

STEPS = ("same_word", "mean", "hand_weights", "dot_weights", "projections")
VOCAB = {
    "the": (0.1, 0.1, 0.9, 0.0),
    "a": (0.1, 0.1, 0.8, 0.1),
    "by": (0.1, 0.1, 0.7, 0.0),
    "river": (0.9, 0.0, 0.1, 0.8),
    "water": (0.8, 0.1, 0.0, 0.7),
    "fish": (0.7, 0.1, 0.0, 0.9),
    "money": (0.0, 0.9, 0.1, 0.8),
    "loan": (0.1, 0.8, 0.0, 0.7),
    "cash": (0.0, 0.9, 0.0, 0.9),
    "bank": (0.5, 0.5, 0.1, 0.9),
}
DIMS = ("label.nature", "label.money", "label.function", "label.noun")  # i18n keys
SENTENCE_A = "the river bank water"
SENTENCE_B = "the money bank loan"
WORD = "bank"
MAX_WORDS = 12


@dataclass(frozen=True)
class WhyInput:
    a: tuple[str, ...]
    b: tuple[str, ...]
    seed: int


def default_input() -> WhyInput:
    return WhyInput(tuple(SENTENCE_A.split()), tuple(SENTENCE_B.split()), 123)


def _sentence(text) -> tuple[str, ...]:
    words = tuple(str(text or "").lower().split())
    if not words:
        raise InputError("error.vector_empty")
    if len(words) > MAX_WORDS:
        raise InputError("error.too_many_rows", n=len(words), limit=MAX_WORDS)
    unknown = [w for w in words if w not in VOCAB]
    if unknown:
        raise InputError("error.unknown_word", word=unknown[0][:20], vocab=", ".join(VOCAB))
    if WORD not in words:
        raise InputError("error.needs_word", word=WORD)
    return words


def parse_input(a, b, seed) -> WhyInput:
    return WhyInput(_sentence(a), _sentence(b), parse.parse_int(seed, "seed", 0, limits.MAX_SEED))


def embed(words: tuple[str, ...]) -> torch.Tensor:
    """(n, 4) embeddings of a sentence."""
    return torch.tensor([VOCAB[w] for w in words])


def mean_mix(x: torch.Tensor) -> torch.Tensor:
    """Every token plus the average of the sequence: the crudest context. (n, d) -> (n, d)."""
    return x + x.mean(dim=0, keepdim=True)


def band_weights(n: int) -> torch.Tensor:
    """Hand-set weights: half on the token itself, the rest split between its neighbours."""
    w = torch.zeros(n, n)
    for i in range(n):
        neighbours = [j for j in (i - 1, i + 1) if 0 <= j < n]
        w[i, i] = 0.5 if neighbours else 1.0
        for j in neighbours:
            w[i, j] = 0.5 / len(neighbours)
    return w


def step(inp: WhyInput, step_id: str) -> Step:
    return _BUILDERS[parse.parse_choice(step_id, "step", STEPS)](inp)


def _pair(inp: WhyInput, mix) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """Mixed outputs for both sentences and the vector of "bank" in each."""
    ya, yb = mix(embed(inp.a)), mix(embed(inp.b))
    return ya, yb, ya[inp.a.index(WORD)], yb[inp.b.index(WORD)]


def _panels(inp, ya, yb, title_a="panel.sentence_a", title_b="panel.sentence_b", quantity="value"):
    return (Panel(title_a, ya, quantity, x_labels=DIMS, y_labels=inp.a),
            Panel(title_b, yb, quantity, x_labels=DIMS, y_labels=inp.b))


def _args(inp, za, zb) -> dict:
    return {"word": WORD, "a": " ".join(inp.a), "b": " ".join(inp.b), "za": fmt_vector(za),
            "zb": fmt_vector(zb), "gap": fmt(float((za - zb).norm()))}


def _same_word(inp: WhyInput) -> Step:
    xa, xb, za, zb = _pair(inp, lambda x: x)
    return Step("same_word", "why.text.same_word", _args(inp, za, zb),
                r"x^{(\text{bank})}_A = x^{(\text{bank})}_B",
                (("X_A", tuple(xa.shape)), ("X_B", tuple(xb.shape))),
                _panels(inp, xa, xb, quantity="input"))


def _mean(inp: WhyInput) -> Step:
    ya, yb, za, zb = _pair(inp, mean_mix)
    return Step("mean", "why.text.mean", _args(inp, za, zb),
                r"y^{(i)} = x^{(i)} + \frac{1}{n}\sum_j x^{(j)}",
                (("X", tuple(ya.shape)), ("Y", tuple(ya.shape))), _panels(inp, ya, yb))


def _hand_weights(inp: WhyInput) -> Step:
    ya, yb, za, zb = _pair(inp, lambda x: band_weights(x.shape[0]) @ x)
    w = band_weights(len(inp.a))
    return Step("hand_weights", "why.text.hand_weights", _args(inp, za, zb),
                r"Y = W X,\quad W_{ii} = \tfrac12,\ W_{i,i\pm1} = \tfrac14",
                (("W", tuple(w.shape)), ("Y", tuple(ya.shape))),
                (Panel("panel.hand_weights", w, "weight", x_labels=inp.a, y_labels=inp.a),
                 Panel("panel.sentence_a", ya, "value", x_labels=DIMS, y_labels=inp.a)))


def _dot(x: torch.Tensor) -> torch.Tensor:
    return torch.softmax(attention.dot_scores(x, x), dim=-1)


def _dot_weights(inp: WhyInput) -> Step:
    ya, yb, za, zb = _pair(inp, lambda x: _dot(x) @ x)
    wa, wb = _dot(embed(inp.a)), _dot(embed(inp.b))
    ia, ib = inp.a.index(WORD), inp.b.index(WORD)
    return Step("dot_weights", "why.text.dot_weights",
                {**_args(inp, za, zb), "wa": fmt_vector(wa[ia]), "wb": fmt_vector(wb[ib])},
                r"w_{ij} = \operatorname{softmax}_j\big(x^{(i)} \cdot x^{(j)}\big),\quad "
                r"y^{(i)} = \sum_j w_{ij}\, x^{(j)}",
                (("X Xᵀ", (len(inp.a), len(inp.a))), ("Y", tuple(ya.shape))),
                (Panel("panel.weights_a", wa, "weight", x_labels=inp.a, y_labels=inp.a),
                 Panel("panel.weights_b", wb, "weight", x_labels=inp.b, y_labels=inp.b)))


def _projections(inp: WhyInput) -> Step:
    x = embed(inp.a)
    g = torch.Generator().manual_seed(inp.seed)
    w_q, w_k = (torch.randn(4, 4, generator=g) / 2 for _ in range(2))
    plain = attention.dot_scores(x, x)
    projected = attention.dot_scores(x @ w_q, x @ w_k)
    asym = float((projected - projected.T).abs().max())
    return Step("projections", "why.text.projections",
                {"plain": fmt(float((plain - plain.T).abs().max())), "projected": fmt(asym),
                 "seed": inp.seed},
                r"x^{(i)} \cdot x^{(j)} = x^{(j)} \cdot x^{(i)}\quad\text{but}\quad "
                r"(x^{(i)} W_q) \cdot (x^{(j)} W_k) \ne (x^{(j)} W_q) \cdot (x^{(i)} W_k)",
                (("X", tuple(x.shape)), ("W_q, W_k", (4, 4))),
                (Panel("panel.plain_scores", plain, "score", x_labels=inp.a, y_labels=inp.a),
                 Panel("panel.projected_scores", projected, "score", x_labels=inp.a,
                       y_labels=inp.a)))


_BUILDERS = {
    "same_word": _same_word,
    "mean": _mean,
    "hand_weights": _hand_weights,
    "dot_weights": _dot_weights,
    "projections": _projections,
}
