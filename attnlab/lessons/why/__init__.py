"""Lesson 0, Why attention: a word's meaning depends on its neighbours.

Two toy vocabularies of 4-dimensional embeddings put one ambiguous word in two sentences: "bank"
(dimensions ≈ nature, money, function word, noun) for English learners and the lecture's "刷子"
(a brush as a thing, or 有两把刷子 = "to be skilled") for Chinese ones. Mixing the sequence by its
mean, by hand-set weights and by dot-product weights gives the word a different vector in each
sentence; projections W_q, W_k, W_v then make the weights learnable and asymmetric.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import torch

from attnlab import attention, limits
from attnlab.errors import InputError
from attnlab.lessons import inputs as parse
from attnlab.lessons.questions import TOLERANCE
from attnlab.lessons.steps import Panel, Step, distinct_labels, fmt, fmt_apart, fmt_vector

STEPS = ("rnn", "same_word", "mean", "hand_weights", "dot_weights", "projections")
VOCAB_EN = {
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
# The lecture's example (seed 004): 刷子 is a brush in one sentence and a skill in the other.
# Dimensions: a physical thing, a skill, a function word, a noun. Words are separated by spaces.
VOCAB_ZH = {
    "小冬瓜": (0.2, 0.6, 0.0, 0.9),
    "有": (0.0, 0.7, 0.6, 0.0),
    "两把": (0.3, 0.8, 0.3, 0.1),
    "刷子": (0.5, 0.5, 0.1, 0.9),
    "它": (0.3, 0.1, 0.7, 0.2),
    "用": (0.6, 0.1, 0.6, 0.0),
    "画": (0.8, 0.2, 0.1, 0.1),
    "了": (0.1, 0.1, 0.9, 0.0),
    "一只": (0.5, 0.0, 0.7, 0.1),
    "小猫": (0.9, 0.0, 0.0, 0.8),
}


@dataclass(frozen=True)
class Example:
    name: str  # names its texts: why.text.same_word_<name>
    word: str  # the ambiguous word every sentence must contain
    vocab: dict
    dims: tuple[str, ...]  # i18n keys of the four embedding dimensions
    a: str
    b: str


EXAMPLES = {
    "en": Example("bank", "bank", VOCAB_EN, ("label.nature", "label.money", "label.function", "label.noun"),
                  "the river bank water", "the money bank loan"),
    "zh": Example("brush", "刷子", VOCAB_ZH, ("label.thing", "label.skill", "label.function", "label.noun"),
                  "小冬瓜 有 两把 刷子", "它 用 刷子 画 了 一只 小猫"),
}
VOCAB = {**VOCAB_EN, **VOCAB_ZH}
DIMS = EXAMPLES["en"].dims
SENTENCE_A, SENTENCE_B, WORD = EXAMPLES["en"].a, EXAMPLES["en"].b, EXAMPLES["en"].word
MAX_WORDS = 12


def example_for(lang: str) -> Example:
    """The learner's default example: the Chinese one for Chinese learners, else the English one."""
    return EXAMPLES.get(lang, EXAMPLES["en"])


@dataclass(frozen=True)
class WhyInput:
    a: tuple[str, ...]
    b: tuple[str, ...]
    seed: int
    example: Example = EXAMPLES["en"]

    @property
    def word(self) -> str:
        return self.example.word

    # The words as sentences, figures and choices name them: a repeated word carries its position
    # ("bank (3)"), so "bank" is only ever the first one.
    @property
    def names_a(self) -> tuple[str, ...]:
        return tuple(distinct_labels(self.a))

    @property
    def names_b(self) -> tuple[str, ...]:
        return tuple(distinct_labels(self.b))

    @property
    def dims(self) -> tuple[str, ...]:
        return self.example.dims


def default_input(lang: str = "en") -> WhyInput:
    ex = example_for(lang)
    return WhyInput(tuple(ex.a.split()), tuple(ex.b.split()), 123, ex)


def _words(text) -> tuple[str, ...]:
    words = tuple(str(text or "").lower().split())
    if not words:
        raise InputError("error.vector_empty")
    if len(words) > MAX_WORDS:
        raise InputError("error.too_many_rows", n=len(words), limit=MAX_WORDS)
    return words


def _example_of(words: tuple[str, ...]) -> Example:
    """The example whose vocabulary the sentence is written in (its first known word decides)."""
    for w in words:
        for ex in EXAMPLES.values():
            if w in ex.vocab:
                return ex
    raise InputError("error.unknown_word", word=words[0][:20], vocab=", ".join(VOCAB))


def _sentence(words: tuple[str, ...], ex: Example, first: str) -> tuple[str, ...]:
    """``words`` checked against ``ex``'s vocabulary, which ``first`` (sentence A's first known
    word) chose; the error names what is wrong: a word of no vocabulary, or the two mixed."""
    unknown = [w for w in words if w not in ex.vocab]
    nowhere = [w for w in unknown if w not in VOCAB]
    if nowhere:
        raise InputError("error.unknown_word", word=nowhere[0][:20], vocab=", ".join(ex.vocab))
    if unknown:  # a word of the other vocabulary: known, but the two cannot be mixed
        raise InputError("error.mixed_vocab", word=unknown[0][:20], first=first[:20],
                         vocab=", ".join(ex.vocab))
    if ex.word not in words:
        raise InputError("error.needs_word", word=ex.word)
    return words


def parse_input(a, b, seed) -> WhyInput:
    wa, wb = _words(a), _words(b)
    ex = _example_of(wa)  # both sentences must share one vocabulary (one set of dimensions)
    first = next(w for w in wa if w in VOCAB)
    return WhyInput(_sentence(wa, ex, first), _sentence(wb, ex, first),
                    parse.parse_int(seed, "seed", 0, limits.MAX_SEED), ex)


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
    return ya, yb, ya[inp.a.index(inp.word)], yb[inp.b.index(inp.word)]


def _panels(inp, ya, yb, title_a="panel.sentence_a", title_b="panel.sentence_b", quantity="value"):
    return (Panel(title_a, ya, quantity, x_labels=inp.dims, y_labels=inp.names_a),
            Panel(title_b, yb, quantity, x_labels=inp.dims, y_labels=inp.names_b))


def _args(inp, za, zb) -> dict:
    return {"word": inp.word, "a": " ".join(inp.a), "b": " ".join(inp.b), "za": fmt_vector(za),
            "zb": fmt_vector(zb), "gap": fmt_small(float((za - zb).norm()))}


def rnn_influence(x: torch.Tensor, seed: int) -> torch.Tensor:
    """How much each token still counts in a tanh RNN's last hidden state: ‖∂h_n/∂x_t‖, (n,).

    h_t = tanh(h_{t-1} W + x_t U), with W, U drawn from ``seed``."""
    n, d = x.shape
    g = torch.Generator().manual_seed(seed)
    w, u = (torch.randn(d, d, generator=g) / d ** 0.5 for _ in range(2))

    def last_state(inputs: torch.Tensor) -> torch.Tensor:
        h = torch.zeros(d)
        for t in range(n):
            h = torch.tanh(h @ w + inputs[t] @ u)
        return h

    jac = torch.autograd.functional.jacobian(last_state, x)  # (d, n, d): ∂h_n[i] / ∂x[t, j]
    return jac.pow(2).sum(dim=(0, 2)).sqrt()


def _rnn(inp: WhyInput) -> Step:
    x = embed(inp.a)
    infl = rnn_influence(x, inp.seed)
    n = len(inp.a)
    first, last = float(infl[0]), float(infl[-1])
    # The sentence is chosen from the ratio as printed: "counts 1.00× less" would contradict itself.
    # An influence of exactly 0 makes no ratio: the sentence says so instead (x / 0, 0 / 0).
    ratio = fmt(last / first, 2) if first > 0 else "—"
    if n == 1:
        text = "why.text.rnn_one"
    elif first == 0:
        text = "why.text.rnn_first_zero" if last > 0 else "why.text.rnn_zero"
    elif float(ratio) > 1:
        text = "why.text.rnn"  # this draw shows early words fading
    elif n < MAX_WORDS:
        text = "why.text.rnn_flat"  # "try another seed or a longer sentence"
    else:
        text = "why.text.rnn_flat_max"  # no longer sentence is allowed: another seed only
    return Step("rnn", text,
                {"a": " ".join(inp.a), "infl": fmt_vector(infl), "first": inp.names_a[0], "last": inp.names_a[-1],
                 "ratio": ratio, "seed": inp.seed,
                 "max_words": MAX_WORDS},
                r"h_t = \tanh(h_{t-1} W + x_t U),\qquad \Big\lVert \frac{\partial h_n}{\partial x_t}"
                r"\Big\rVert",
                (("X_A", tuple(x.shape)), ("h_n", (x.shape[1],))),
                (Panel("panel.rnn_influence", infl, "score", x_labels=inp.names_a),))


def _same_word(inp: WhyInput) -> Step:
    xa, xb, za, zb = _pair(inp, lambda x: x)
    return Step("same_word", "why.text.same_word_" + inp.example.name, _args(inp, za, zb),
                r"x^{(\text{%s})}_A = x^{(\text{%s})}_B" % (inp.word, inp.word),
                (("X_A", tuple(xa.shape)), ("X_B", tuple(xb.shape))),
                _panels(inp, xa, xb, quantity="input"))


def exact_mean(words: tuple[str, ...]) -> tuple[Fraction, ...]:
    """A sentence's mean embedding in exact arithmetic on the stored float32 embeddings
    (fractions: no rounding at all), to tell whether two means are equal as maths says."""
    rows = embed(words).tolist()
    return tuple(sum((Fraction(r[k]) for r in rows), Fraction(0)) / len(rows) for k in range(len(rows[0])))


def means_differ(inp: WhyInput) -> bool:
    """Whether the two sentences' means differ in exact arithmetic (float32 may still leave two
    equal means an ulp apart: "bank bank bank" and "bank" both have the mean of "bank")."""
    return exact_mean(inp.a) != exact_mean(inp.b)


def mean_reason(inp: WhyInput) -> str:
    """Why the means are equal or not, as these sentences show it: "apart"; "reordered" (the same
    words, each as often); "one_word" (every token of both is the ambiguous word); "equal"."""
    if means_differ(inp):
        return "apart"
    if sorted(inp.a) == sorted(inp.b):
        return "reordered"
    if set(inp.a) == set(inp.b) == {inp.word}:
        return "one_word"
    return "equal"


def _mean(inp: WhyInput) -> Step:
    ya, yb, za, zb = _pair(inp, mean_mix)
    # Equal sentence means (the same sentence twice, its words reordered, one word repeated) leave
    # the word's two vectors equal: decided in exact arithmetic, never within a tolerance.
    return Step("mean", "why.text.mean" if means_differ(inp) else "why.text.mean_same",
                _args(inp, za, zb),
                r"y^{(i)} = x^{(i)} + \frac{1}{n}\sum_j x^{(j)}",
                (("X", tuple(ya.shape)), ("Y", tuple(ya.shape))), _panels(inp, ya, yb))


def _hand_weights(inp: WhyInput) -> Step:
    ya, yb, za, zb = _pair(inp, lambda x: band_weights(x.shape[0]) @ x)
    w = band_weights(len(inp.a))
    n = len(inp.a)
    # The ends have one neighbour, which gets the whole other half: state what this W holds.
    args = {**_args(inp, za, zb), "first": inp.names_a[0], "last": inp.names_a[-1],
            "inner": fmt(float(w[1, 0]), 2) if n > 2 else "—",
            "end": fmt(float(w[0, 1]), 2) if n > 1 else "—"}
    text = ("why.text.hand_weights_one" if n == 1 else
            "why.text.hand_weights_two" if n == 2 else "why.text.hand_weights")
    return Step("hand_weights", text, args,
                r"Y = W X,\quad W_{ii} = \tfrac12,\quad W_{ij} = \frac{1/2}{\#\text{neighbours}(i)}"
                r"\ \text{for}\ |i - j| = 1",
                (("W", tuple(w.shape)), ("Y", tuple(ya.shape))),
                (Panel("panel.hand_weights", w, "weight", x_labels=inp.names_a, y_labels=inp.names_a),
                 Panel("panel.sentence_a", ya, "value", x_labels=inp.dims, y_labels=inp.names_a)))


def _dot(x: torch.Tensor) -> torch.Tensor:
    return torch.softmax(attention.dot_scores(x, x), dim=-1)


def _dot_weights(inp: WhyInput) -> Step:
    ya, yb, za, zb = _pair(inp, lambda x: _dot(x) @ x)
    wa, wb = _dot(embed(inp.a)), _dot(embed(inp.b))
    ia, ib = inp.a.index(inp.word), inp.b.index(inp.word)
    return Step("dot_weights", "why.text.dot_weights",
                {**_args(inp, za, zb), "wa": fmt_vector(wa[ia]), "wb": fmt_vector(wb[ib])},
                r"w_{ij} = \operatorname{softmax}_j\big(x^{(i)} \cdot x^{(j)}\big),\quad "
                r"y^{(i)} = \sum_j w_{ij}\, x^{(j)}",
                (("X Xᵀ", (len(inp.a), len(inp.a))), ("Y", tuple(ya.shape))),
                (Panel("panel.weights_a", wa, "weight", x_labels=inp.names_a, y_labels=inp.names_a),
                 Panel("panel.weights_b", wb, "weight", x_labels=inp.names_b, y_labels=inp.names_b)))


def fmt_small(x: float) -> str:
    """A size of an asymmetry: 4 decimals, or scientific notation when 4 decimals would print a
    nonzero size as 0.0000 (beside a sentence that says it is not zero)."""
    return fmt(x) if x == 0 or abs(x) >= TOLERANCE else f"{x:.1e}"


def weights_symmetric(w: torch.Tensor) -> bool:
    """Measured: |W − Wᵀ| within float rounding of the weights (a few ulps of the largest), not
    below a fixed threshold."""
    room = 4 * torch.finfo(w.dtype).eps * float(w.abs().max())
    return float((w - w.T).abs().max()) <= room


def weight_facts(x: torch.Tensor, words: tuple[str, ...]) -> dict:
    """What the plain dot-product weights of one sentence show: the weights are not symmetric
    even though the scores are, and a token need not give its largest weight to itself.

    Weights are equal when their stored float32 values are (read off the tensor, never a
    tolerance nor the 4-decimal prints, which show more decimals where two weights differ): a
    token whose own weight equals the largest of its row attends most to itself, shared with its
    tie (a repeated word has the same embedding, so its copies get equal weights)."""
    w = _dot(x)  # (n, n), rows = queries
    n = w.shape[0]
    gap = (w - w.T).abs()
    i, j = divmod(int(gap.argmax()), n)
    if w[i, j] < w[j, i]:  # name the larger direction first
        i, j = j, i
    top = w.max(-1).values
    own = w.diagonal()
    others = [k for k in range(n) if float(own[k]) < float(top[k])]
    k = others[0] if others else 0
    whom = int(w[k].argmax())
    w_ij, w_ji = fmt_apart(float(w[i, j]), float(w[j, i]))
    facts = {"w_asym": fmt_small(float(gap.max())), "qi": words[i], "qj": words[j],
             "w_ij": w_ij, "w_ji": w_ji,
             "self_count": n - len(others), "n": n, "others": len(others),
             "who": words[k], "whom": words[whom], "tie": None}
    facts["whom_w"], facts["own_w"] = fmt_apart(float(w[k, whom]), float(own[k]))
    scores = attention.dot_scores(x, x)
    for q in range(n):  # the first token that attends most to itself *and* to another position
        shared = [c for c in range(n) if c != q and float(w[q, c]) == float(top[q])]
        if q not in others and shared:
            c = shared[0]
            # The cause of the equal weights, measured: equal stored scores, or scores that
            # differ by less than float32 can show in the two weights.
            own_s, other_s = fmt_apart(float(scores[q, q]), float(scores[q, c]))
            facts["tie"] = {"tie_who": words[q], "tie_i": q + 1, "tie_with": words[c],
                            "tie_j": c + 1, "tie_w": fmt(float(own[q])),
                            "tie_own_s": own_s, "tie_other_s": other_s,
                            "tie_key": "why.text.projections_tie"
                            if float(scores[q, q]) == float(scores[q, c])
                            else "why.text.projections_tie_rounded"}
            break
    return facts


def _projections(inp: WhyInput) -> Step:
    x = embed(inp.a)
    g = torch.Generator().manual_seed(inp.seed)
    w_q, w_k = (torch.randn(4, 4, generator=g) / 2 for _ in range(2))
    plain = attention.dot_scores(x, x)
    projected = attention.dot_scores(x @ w_q, x @ w_k)
    asym = float((projected - projected.T).abs().max())
    facts = weight_facts(x, inp.names_a)
    tie = facts.pop("tie")
    # One token, or one word repeated: every score is the same, so the weights are symmetric and
    # projections change nothing. Any two different embeddings of the vocabularies break both.
    same = bool((x == x[0]).all())
    if same:
        text = "why.text.projections_same"
    else:
        text = "why.text.projections_self" if facts["others"] == 0 else "why.text.projections"
    more = (tie.pop("tie_key"),) if tie and not same else ()
    return Step("projections", text,
                {"plain": fmt(float((plain - plain.T).abs().max())), "projected": fmt(asym),
                 "seed": inp.seed, **facts, **(tie or {})},
                r"x^{(i)} \cdot x^{(j)} = x^{(j)} \cdot x^{(i)}\quad\text{but}\quad "
                r"(x^{(i)} W_q) \cdot (x^{(j)} W_k) \ne (x^{(j)} W_q) \cdot (x^{(i)} W_k)",
                (("X", tuple(x.shape)), ("W_q, W_k", (4, 4))),
                (Panel("panel.plain_scores", plain, "score", x_labels=inp.names_a, y_labels=inp.names_a),
                 Panel("panel.projected_scores", projected, "score", x_labels=inp.names_a,
                       y_labels=inp.names_a)),
                more=more)


_BUILDERS = {
    "rnn": _rnn,
    "same_word": _same_word,
    "mean": _mean,
    "hand_weights": _hand_weights,
    "dot_weights": _dot_weights,
    "projections": _projections,
}
