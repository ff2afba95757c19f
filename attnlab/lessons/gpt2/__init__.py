"""Lesson 6, Real heads: GPT-2's weights in the book's MultiHeadAttention, on the learner's sentence.

The model comes from :mod:`attnlab.gpt2` (loaded on first use, shared by every session). Every
claim a step makes is measured on the tensors the step shows, with the threshold stated:

- previous-token share of a head: the mean over query rows 3..n of the weight on the key just
  before the query (rows 1 and 2 are left out: there the previous token is the first token too);
- first-token share: the mean over the same rows of the weight on the first key;
- induction share: on m random tokens repeated once, the mean over the second copy's rows of the
  weight on the key right after the query token's first occurrence (offset m - 1 back).
"""

from __future__ import annotations

import contextlib
import functools
import re
import unicodedata
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass

import torch

from attnlab import attention, gpt2, limits
from attnlab.errors import InputError
from attnlab.lessons import inputs as parse
from attnlab.lessons.questions import Question, _shown, pick_by_value, yes_no
from attnlab.lessons.steps import Panel, Step, distinct_labels, fmt, fmt_sci, fmt_vs

STEPS = ("tokens", "mapping", "head", "overview", "previous", "first", "induction")
MAX_CHARS = 500
MAX_TOKENS = limits.MAX_TOKENS  # 64, as in every other lesson: a heatmap per head stays readable
OVERVIEW_TOKENS = 32  # the small multiples show at most this many tokens
SHOW_WEIGHTS = 32  # the rows of W_query drawn in the mapping step
PREVIOUS_THRESHOLD = 0.5  # a previous-token head: over half of each row's weight, on average
FIRST_THRESHOLD = 0.5  # a first-token ("sink") head: likewise on the first token
INDUCTION_THRESHOLD = 0.4  # an induction head: 40 % on the token after the earlier occurrence
INDUCTION_HALF = 20  # random tokens, repeated once
LIST_HEADS = 6  # heads named in a list; the count says how many more qualify
DEFAULT_SENTENCE = "Your journey starts with one step, and every journey starts with one step."
DEFAULT_LAYER, DEFAULT_HEAD, DEFAULT_SEED = 4, 11, 0  # indices: shown as layer 5, head 12


def shown(index: int) -> int:
    """An index as the screen numbers it. The app counts everything from 1 (tokens, rows, choices,
    layers, heads: "layer 1" is 第 1 层 and the row labelled L1); the checkpoint's h.0 is layer 1.
    Only code (``Gpt2Input``, the tensors) keeps indices from 0."""
    return index + 1


@dataclass(frozen=True)
class Gpt2Input:
    """Layer and head are indices from 0 (the screen and the API number them from 1)."""

    sentence: str
    layer: int
    head: int
    seed: int = DEFAULT_SEED


def default_input() -> Gpt2Input:
    return Gpt2Input(DEFAULT_SENTENCE, DEFAULT_LAYER, DEFAULT_HEAD, DEFAULT_SEED)


def _index(value, name: str) -> int:
    """A layer or head as numbered on screen, from 1, to its index (the upper bound depends on
    the model, checked once it is loaded)."""
    if isinstance(value, bool) or value is None or value == "":
        raise InputError("error.not_integer", name=name, value=str(value)[:20])
    # Both bounds are the model's, checked in check_head: "between 1 and 12", not 10,000.
    return parse.parse_int(value, name, -10_000, 10_000) - 1


def parse_input(sentence, layer, head, seed=DEFAULT_SEED) -> Gpt2Input:
    """Check what can be checked without the model: the text, whole numbers, the seed. ``layer``
    and ``head`` are numbered from 1, as the screen shows them."""
    if not isinstance(sentence, str) or not sentence.strip():
        raise InputError("error.gpt2_empty")
    if len(sentence) > MAX_CHARS:
        raise InputError("error.gpt2_too_long", n=len(sentence), limit=MAX_CHARS)
    return Gpt2Input(sentence, _index(layer, "layer"), _index(head, "head"),
                     parse.parse_int(seed, "seed", 0, limits.MAX_SEED))


# --- the sentence through the model ----------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """The sentence through GPT-2: its tokens and every head's weights (layers, heads, n, n)."""

    inp: Gpt2Input
    loaded: gpt2.Loaded
    tokens: tuple[gpt2.Token, ...]
    weights: torch.Tensor

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(distinct_labels([label(t) for t in self.tokens]))

    @property
    def n(self) -> int:
        return len(self.tokens)


def label(token: gpt2.Token | str) -> str:
    """A token (or its text) as an axis label: spaces and line breaks made visible (␣, ↵)."""
    text = token if isinstance(token, str) else token.text
    # the spaces between the hex bytes of ‹e4 b8› (gpt2.show_bytes) stay spaces: as ␣ they would
    # read as a space byte, ‹e4 20 b8›
    text = "".join(part if part.startswith("‹") else part.replace(" ", "␣").replace("\n", "↵")
                   for part in re.split(r"(‹[0-9a-f ]+›)", text))
    # Other control characters (\x02, \x0b...) would print as nothing or break a line: written in
    # hex between ‹ ›, as gpt2.show_bytes writes bytes that are not whole characters.
    # Its UTF-8 bytes, as the table's bytes column shows them: U+0080 is ‹c2 80›, never ‹80›.
    text = "".join(f"‹{c.encode('utf-8').hex(' ')}›" if unicodedata.category(c) == "Cc" else c
                   for c in text)
    return text or "∅"


# A miss in the caches below is a whole forward of the model on a sentence (or seed) the learner
# picks: the app admits each one through its gate for costly work (attnlab/ui/code_gate.py sets
# this hook); a library caller computes at once. A hit costs nothing and never waits.
def _no_gate(kind: str) -> AbstractContextManager:
    return contextlib.nullcontext()


on_miss: Callable[[str], AbstractContextManager] = _no_gate


@functools.lru_cache(maxsize=8)  # steps, questions and the API ask for the same sentence
def _trace(source: str, ids: tuple[int, ...]) -> torch.Tensor:
    with on_miss("gpt2"):
        return gpt2.trace(gpt2.get().model, ids).weights


def check_head(loaded: gpt2.Loaded, layer: int, head: int) -> None:
    cfg = loaded.cfg
    if not 0 <= layer < cfg.n_layers:
        raise InputError("error.out_of_range", name="layer", low=1, high=cfg.n_layers)
    if not 0 <= head < cfg.n_heads:
        raise InputError("error.out_of_range", name="head", low=1, high=cfg.n_heads)


def run(inp: Gpt2Input, progress: gpt2.Progress | None = None) -> Run:
    """Load the model (first use), tokenise, check the sizes, and run every layer."""
    loaded = gpt2.get(progress)
    check_head(loaded, inp.layer, inp.head)
    ids = loaded.tokenizer.encode(inp.sentence)
    if not ids:
        raise InputError("error.gpt2_empty")
    if len(ids) > loaded.cfg.context_length:
        raise InputError("error.gpt2_context", n=len(ids), context=loaded.cfg.context_length)
    if len(ids) > MAX_TOKENS:
        raise InputError("error.gpt2_too_many_tokens", n=len(ids), limit=MAX_TOKENS)
    tokens = tuple(loaded.tokenizer.token(i) for i in ids)
    return Run(inp, loaded, tokens, _trace(loaded.source, tuple(ids)))


def attention_json(inp: Gpt2Input, progress: gpt2.Progress | None = None) -> dict:
    """What the API returns: the token strings and the chosen head's (n, n) weights (rows are
    queries), as exact floats."""
    r = run(inp, progress)
    return {"tokens": [t.text for t in r.tokens],
            "weights": r.weights[inp.layer, inp.head].tolist()}


# --- measurements -----------------------------------------------------------------------------------


def previous_share(w: torch.Tensor) -> torch.Tensor:
    """(..., n, n) -> (...): mean over rows 3..n of the weight on the key just before the query."""
    n = w.shape[-1]
    rows = torch.arange(2, n)
    return w[..., rows, rows - 1].mean(-1)


def first_share(w: torch.Tensor) -> torch.Tensor:
    """(..., n, n) -> (...): mean over rows 3..n of the weight on the first key."""
    return w[..., 2:, 0].mean(-1)


def induction_share(w: torch.Tensor, m: int) -> torch.Tensor:
    """(..., 2m, 2m) -> (...): over the second copy's rows i, the weight on key i - m + 1, the token
    that followed the query token's first occurrence."""
    rows = torch.arange(m, 2 * m)
    return w[..., rows, rows - m + 1].mean(-1)


def ranked(scores: torch.Tensor, threshold: float) -> tuple[list[tuple[int, int, float]], tuple]:
    """Heads at or above ``threshold``, best first, as (layer, head, share); and the best head."""
    flat = scores.flatten()
    order = torch.argsort(flat, descending=True, stable=True)
    heads = scores.shape[1]
    out = [(int(i) // heads, int(i) % heads, float(flat[i])) for i in order if flat[i] >= threshold]
    best = int(order[0])
    return out, (best // heads, best % heads, float(flat[best]))


def pct(x: float, threshold: float | None = None) -> str:
    """A share in percent, one decimal; beside a verdict about ``threshold`` with the decimals it
    takes to print on the same side of it (49.989 % is 49.99 %, never 50.0 % beside "no head
    reaches 50.0 %")."""
    if threshold is None:
        return f"{100 * x:.1f} %"
    return f"{fmt_vs(100 * x, 100 * threshold, 1)} %"


def pct_apart(x: float, values, threshold: float | None = None) -> str:
    """``x``, the largest of ``values``, in percent with the decimals it takes to print apart from
    the largest value below it (1.6226 % beside 1.5670 % is 1.62 %, never 1.6 % for both beside
    a verdict that names one), and beside ``threshold`` on its side of it (pct)."""
    below = [float(v) for v in values if float(v) < x]
    text = pct(x, threshold)
    if not below:
        return text
    runner = max(below)
    digits = len(text.split(" ")[0].split(".")[-1]) if "." in text else 0
    for d in range(max(digits, 1), 10):
        a, b = fmt(100 * x, d), fmt(100 * runner, d)
        if a != b:
            return text if d <= digits else f"{a} %"
    return f"{100 * x:.9g} %"


def tied_with_top(values) -> list[int]:
    """The indices whose stored value equals the largest one exactly, in order: a tie is equality
    of the float32 values, never of their prints (1.5670 % and 1.6226 % both print 1.6 %)."""
    values = [float(x) for x in values]
    return [i for i, x in enumerate(values) if x == max(values)]


def strongest(scores: torch.Tensor) -> list[tuple[int, int, float]]:
    """Every head whose share equals the best one's exactly, best first (as :func:`ranked`)."""
    ranking, _ = ranked(scores, float("-inf"))
    top = ranking[0][2]
    return [h for h in ranking if h[2] == top]


def head_list(heads: list[tuple[int, int, float]], threshold: float) -> str:
    """"L4H11 93.1 %, L2H2 71.3 %" (language-neutral: the texts say L = layer, H = head)."""
    return ", ".join(f"{head_name(layer, h)} {pct(s, threshold)}"
                     for layer, h, s in heads[:LIST_HEADS])


def head_name(layer: int, head: int) -> str:
    """"L5H12": layer and head as the screen numbers them (from 1)."""
    return f"L{shown(layer)}H{shown(head)}"


def random_repeat(loaded: gpt2.Loaded, seed: int) -> tuple[list[int], int]:
    """m distinct random (non-special) token ids, then the same m again; (ids, m)."""
    cfg = loaded.cfg
    m = max(2, min(INDUCTION_HALF, cfg.context_length // 2, MAX_TOKENS // 2))
    candidates = [i for i in range(cfg.vocab_size) if i not in loaded.tokenizer.special]
    g = torch.Generator().manual_seed(seed)  # never the global RNG: handlers run in threads
    first = [candidates[int(i)] for i in torch.randperm(len(candidates), generator=g)[:m]]
    return first + first, m


@functools.lru_cache(maxsize=8)
def _induction_trace(source: str, seed: int) -> tuple[tuple[int, ...], int, torch.Tensor]:
    loaded = gpt2.get()
    ids, m = random_repeat(loaded, seed)
    with on_miss("gpt2"):
        return tuple(ids), m, gpt2.trace(loaded.model, ids).weights


def induction_facts(r: Run) -> dict:
    ids, m, w = _induction_trace(r.loaded.source, r.inp.seed)
    scores = induction_share(w, m)
    heads, best = ranked(scores, INDUCTION_THRESHOLD)
    return {"ids": ids, "m": m, "weights": w, "scores": scores, "heads": heads, "best": best,
            "layer0": float(scores[0].max())}


# --- steps ------------------------------------------------------------------------------------------


def step(inp: Gpt2Input, step_id, progress: gpt2.Progress | None = None) -> Step:
    builder = _BUILDERS[parse.parse_choice(step_id, "step", STEPS)]
    return builder(run(inp, progress))


def _grid_labels(k: int, prefix: str) -> tuple[str, ...]:
    return tuple(f"{prefix}{shown(i)}" for i in range(k))


def _token_rows(r: Run) -> str:
    """The token table's rows (position, id, token, its bytes in hex, the character it is part of)."""
    data = b"".join(t.data for t in r.tokens)
    owner = []  # for each byte: the character (decoded from the whole text) it belongs to
    for ch in data.decode("utf-8", errors="surrogateescape"):  # a stray byte: one surrogate
        owner += ["�"] if 0xDC80 <= ord(ch) <= 0xDCFF else [ch] * len(ch.encode("utf-8"))
    rows, pos = [], 0
    for i, t in enumerate(r.tokens):
        part = ""
        if t.partial and pos < len(owner):
            chars = "".join(dict.fromkeys(owner[pos:pos + len(t.data)]))
            part = f"⊂ “{label(chars)}”".replace("|", "\\|")  # control characters in hex, as labels
        shown = label(t).replace("|", "\\|").replace("`", "'")
        rows.append(f"| {i + 1} | {t.id} | `{shown}` | {t.data.hex(' ')} | {part} |")
        pos += len(t.data)
    return "\n".join(rows)


def split_spread(r: Run) -> list[int]:
    """For each character whose bytes fall in more than one token: how many tokens hold them
    (a Chinese character 2 or 3, an emoji up to 4), read off the tokens of this sentence."""
    data = b"".join(t.data for t in r.tokens)
    token_of = [i for i, t in enumerate(r.tokens) for _ in t.data]  # per byte: its token
    spread, pos = [], 0
    for ch in data.decode("utf-8", errors="surrogateescape"):
        width = 1 if 0xDC80 <= ord(ch) <= 0xDCFF else len(ch.encode("utf-8"))
        held = set(token_of[pos:pos + width])
        if len(held) > 1:
            spread.append(len(held))
        pos += width
    return spread


def word_counts(r: Run) -> tuple[int, int]:
    """(words, whole): the runs of Latin letters in the sentence (with the space before one, as
    GPT-2's pre-tokenizer keeps it), and how many of them are exactly one token."""
    spans, pos = set(), 0
    for t in r.tokens:
        spans.add((pos, pos + len(t.data)))
        pos += len(t.data)
    words = whole = 0
    for m in re.finditer(r" ?[A-Za-z]+", r.inp.sentence):
        start = len(r.inp.sentence[:m.start()].encode("utf-8"))
        words += 1
        whole += (start, start + len(m.group().encode("utf-8"))) in spans
    return words, whole


def _tokens(r: Run) -> Step:
    partial = [t for t in r.tokens if t.partial]
    words, whole = word_counts(r)
    n_bytes = sum(len(t.data) for t in r.tokens)
    example = partial[0].text if partial else ""
    spread = split_spread(r)
    return Step(
        id="tokens",
        text="gpt2.text.tokens",
        text_args={"n": r.n, "chars": len(r.inp.sentence), "bytes": n_bytes,
                   "vocab": f"{r.loaded.cfg.vocab_size:,}", "partial": len(partial),
                   "example": example, "rows": _token_rows(r), "words": words, "whole": whole,
                   "split": words - whole, "spread_chars": len(spread),
                   "spread_low": min(spread, default=0), "spread_high": max(spread, default=0)},
        more=(("gpt2.text.tokens_words",) if words else ())
        + (("gpt2.text.tokens_partial",) if partial else ("gpt2.text.tokens_whole",))
        # how many tokens each split character takes here (an emoji 4), never a fixed "two or three"
        + ((("gpt2.text.tokens_spread" if min(spread) == max(spread) else "gpt2.text.tokens_spread_range"),)
           if spread else ())
        + ("gpt2.text.token_table",),
        formula=r"\text{text} \xrightarrow{\ \text{UTF-8}\ } \text{bytes} \xrightarrow{\ \text{BPE}\ }"
        r"\text{token ids} \xrightarrow{\ W_{te}[\text{id}] + W_{pe}[\text{pos}]\ } X \in "
        r"\mathbb{R}^{n \times d}",
        shapes=(("ids", (r.n,)), ("tok_emb.weight", (r.loaded.cfg.vocab_size, r.loaded.cfg.emb_dim)),
                ("x", (1, r.n, r.loaded.cfg.emb_dim))),
        panels=(Panel("gpt2.panel.bytes", torch.tensor([float(len(t.data)) for t in r.tokens]),
                      "input", x_labels=r.labels),),
    )


@torch.inference_mode()
def mapping_facts(r: Run) -> dict:
    """The chosen layer's module on the sentence: its output against out_proj(merge(A V)) computed
    from the weights this lesson shows."""
    model, layer = r.loaded.model, r.inp.layer
    x = model.embed(torch.tensor([[t.id for t in r.tokens]]))
    for block in model.trf_blocks[:layer]:
        x = block(x)
    block = model.trf_blocks[layer]
    h = block.norm1(x)
    mha = block.att
    v = attention.split_heads(mha.W_value(h), mha.num_heads)
    by_hand = mha.out_proj(attention.merge_heads(r.weights[layer].unsqueeze(0) @ v))
    return {"diff": float((by_hand - mha(h)).abs().max()),
            "params": sum(p.numel() for p in mha.parameters())}


def _mapping(r: Run) -> Step:
    cfg, inp = r.loaded.cfg, r.inp
    d, hd = cfg.emb_dim, cfg.emb_dim // cfg.n_heads
    f = mapping_facts(r)
    mha = r.loaded.model.trf_blocks[inp.layer].att
    rows = slice(inp.head * hd, inp.head * hd + min(hd, SHOW_WEIGHTS))
    return Step(
        id="mapping",
        text="gpt2.text.mapping",
        text_args={"layers": cfg.n_layers, "d": d, "d3": 3 * d, "context": cfg.context_length,
                   "h": cfg.n_heads, "hd": hd, "params": f"{f['params']:,}",
                   "diff": fmt_sci(f["diff"]), "layer": shown(inp.layer), "head": shown(inp.head),
                   "lo": shown(rows.start), "hi": shown(rows.stop - 1), "cols": min(d, SHOW_WEIGHTS),
                   "head_hi": rows.stop - rows.start},
        formula=r"\texttt{c\_attn.weight} = [\,W_q^\top \mid W_k^\top \mid W_v^\top\,] \in "
        r"\mathbb{R}^{d \times 3d},\qquad \texttt{W\_query.weight} = (W_q^\top)^\top",
        shapes=(("c_attn.weight", (d, 3 * d)), ("c_attn.bias", (3 * d,)),
                ("W_query.weight", (d, d)), ("W_query.bias", (d,)),
                ("c_proj.weight", (d, d)), ("out_proj.weight", (d, d))),
        # The figure's rows carry both numberings the sentence uses: W_query's row and, in
        # brackets, the head's row ("17 (1)"); a bare 1..8 beside a text's "rows 17 to 24" misleads.
        panels=(Panel("gpt2.panel.w_query", mha.W_query.weight[rows, :SHOW_WEIGHTS].detach(),
                      "value", title_args={"layer": shown(inp.layer), "head": shown(inp.head)},
                      y_labels=tuple(f"{shown(i)} ({shown(i - rows.start)})"
                                     for i in range(rows.start, rows.stop))),),
    )


def head_facts(r: Run) -> dict:
    w = r.weights[r.inp.layer, r.inp.head]  # (n, n)
    last = r.n - 1
    tied = tied_with_top(w[last])
    top = tied[0]
    facts = {"w": w, "last": last, "top": top, "top_w": float(w[last, top]), "tied": tied}
    if r.n >= 3:
        facts["prev"] = float(previous_share(w))
        facts["first"] = float(first_share(w))
        facts["self"] = float(w.diagonal()[2:].mean())
    return facts


def _tied_labels(r: Run, tied: list[int]) -> str:
    """“a” / “b” (the quotes are the catalogue's): a label that occurs twice gets its position."""
    shown = _shown(r.labels)
    return "” / “".join(shown[i][0] for i in tied)


def _head(r: Run) -> Step:
    f = head_facts(r)
    tie = len(f["tied"]) > 1
    return Step(
        id="head",
        text="gpt2.text.head",
        text_args={"layer": shown(r.inp.layer), "head": shown(r.inp.head), "n": r.n,
                   "last": r.labels[f["last"]],
                   "top": _tied_labels(r, f["tied"]) if tie else r.labels[f["top"]],
                   "n_top": len(f["tied"]), "top_w": pct_apart(f["top_w"], f["w"][f["last"]].tolist()),
                   "self": pct(f.get("self", 0.0)), "prev": pct(f.get("prev", 0.0)),
                   "first": pct(f.get("first", 0.0))},
        more=("gpt2.text.head_top_tie" if tie else "gpt2.text.head_top",
              "gpt2.text.head_shares" if r.n >= 3 else "gpt2.text.short"),
        formula=r"A^{(\ell, h)} = \operatorname{softmax}\!\left(\frac{Q_h K_h^\top}{\sqrt{d_h}} + M"
        r"\right),\quad Q = \operatorname{LN}_1(x^{(\ell)})\, W_q^\top + b_q",
        shapes=(("x", (1, r.n, r.loaded.cfg.emb_dim)),
                ("A", (1, r.loaded.cfg.n_heads, r.n, r.n))),
        panels=(Panel("gpt2.panel.head", f["w"], "weight", x_labels=r.labels, y_labels=r.labels,
                      title_args={"layer": shown(r.inp.layer), "head": shown(r.inp.head)}),),
    )


def _overview(r: Run) -> Step:
    cfg = r.loaded.cfg
    m = min(r.n, OVERVIEW_TOKENS)
    more = ("gpt2.text.short",)
    args = {"layers": cfg.n_layers, "heads": cfg.n_heads, "m": m, "n": r.n,
            "total": cfg.n_layers * cfg.n_heads}
    if r.n >= 3:
        args["k_prev"] = len(ranked(previous_share(r.weights), PREVIOUS_THRESHOLD)[0])
        args["k_first"] = len(ranked(first_share(r.weights), FIRST_THRESHOLD)[0])
        args["threshold"] = pct(PREVIOUS_THRESHOLD)
        # "the next steps name them" only when there is a head to name
        more = ("gpt2.text.overview_counts" if args["k_prev"] or args["k_first"]
                else "gpt2.text.overview_counts_none",)
    return Step(
        id="overview",
        text="gpt2.text.overview",
        text_args=args,
        more=more,
        formula=r"A \in \mathbb{R}^{L \times H \times n \times n}",
        shapes=(("A", (cfg.n_layers, cfg.n_heads, r.n, r.n)),),
        panels=(Panel("gpt2.panel.overview", r.weights[:, :, :m, :m], "weight",
                      x_labels=r.labels[:m], y_labels=r.labels[:m]),),
    )


def _list_args(heads: list) -> dict:
    return {"shown": min(len(heads), LIST_HEADS), "rest": max(0, len(heads) - LIST_HEADS)}


def _strongest_args(scores: torch.Tensor, threshold: float) -> dict:
    """The strongest head, and every head whose share equals it exactly: printed beside
    ``threshold`` on its side of it, and apart from the next share below it."""
    tied = strongest(scores)
    bl, bh, bs = tied[0]
    return {"best_layer": shown(bl), "best_head": shown(bh),
            "best": pct_apart(bs, scores.flatten().tolist(), threshold), "n_tied": len(tied),
            # The count says how many tie; the names stop at LIST_HEADS (a flat random model
            # can tie all 144 heads).
            "tied": ", ".join([head_name(layer, h) for layer, h, _ in tied[:LIST_HEADS]]
                              + (["…"] if len(tied) > LIST_HEADS else []))}


def _found_keys(kind: str, heads: list, args: dict, advice: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The found/none sentence; when the list is cut at LIST_HEADS, a sentence saying so; the
    strongest head, or every head tied with it; and, when none qualifies, ``advice``."""
    strong = f"gpt2.text.{kind}_strongest" + ("_tie" if args["n_tied"] > 1 else "")
    if not heads:
        return (f"gpt2.text.{kind}_none", strong) + advice
    cut = ("gpt2.text.list_more",) if len(heads) > LIST_HEADS else ()
    use = ("gpt2.text.previous_use",) if kind == "previous" else ()
    return (f"gpt2.text.{kind}_found",) + cut + (strong,) + use


def _longer_advice(r: Run) -> tuple[str, ...]:
    """"Try a longer sentence" only where the input limits allow one."""
    if r.n < MAX_TOKENS and len(r.inp.sentence) < MAX_CHARS:
        return ("gpt2.text.try_longer",)
    return ("gpt2.text.try_other",)


def _share_step(r: Run, kind: str) -> Step:
    cfg = r.loaded.cfg
    if r.n < 3:  # 1 or 2 tokens: no row past the second; show the chosen head's weights instead
        layer, head = r.inp.layer, r.inp.head
        return Step(id=kind, text="gpt2.text.short", text_args={"n": r.n}, formula="",
                    shapes=(("A", (cfg.n_layers, cfg.n_heads, r.n, r.n)),),
                    panels=(Panel("gpt2.panel.head", r.weights[layer, head], "weight",
                                  x_labels=r.labels, y_labels=r.labels,
                                  title_args={"layer": shown(layer), "head": shown(head)}),))
    share = previous_share if kind == "previous" else first_share
    threshold = PREVIOUS_THRESHOLD if kind == "previous" else FIRST_THRESHOLD
    scores = share(r.weights)  # (L, H)
    heads, (bl, bh, bs) = ranked(scores, threshold)
    args = {"threshold": pct(threshold), "count": len(heads), "total": scores.numel(),
            "list": head_list(heads, threshold), "rows": r.n - 2, "n": r.n, "limit": MAX_TOKENS,
            "max_chars": MAX_CHARS, **_list_args(heads), **_strongest_args(scores, threshold)}
    return Step(
        id=kind,
        text=f"gpt2.text.{kind}",
        text_args=args,
        more=_found_keys(kind, heads, args, _longer_advice(r) if kind == "previous" else ()),
        formula=(r"s_{\text{prev}} = \frac{1}{n-2}\sum_{i=3}^{n} A_{i,\,i-1}" if kind == "previous"
                 else r"s_{\text{first}} = \frac{1}{n-2}\sum_{i=3}^{n} A_{i,\,1}"),
        shapes=(("A", (cfg.n_layers, cfg.n_heads, r.n, r.n)), ("s", (cfg.n_layers, cfg.n_heads))),
        panels=(Panel(f"gpt2.panel.{kind}_scores", scores, "weight",
                      x_labels=_grid_labels(cfg.n_heads, "H"), y_labels=_grid_labels(cfg.n_layers, "L")),
                Panel("gpt2.panel.head", r.weights[bl, bh], "weight", x_labels=r.labels,
                      y_labels=r.labels, title_args={"layer": shown(bl), "head": shown(bh)})),
    )


def _induction(r: Run) -> Step:
    cfg = r.loaded.cfg
    f = induction_facts(r)
    bl, bh, bs = f["best"]
    labels = tuple(distinct_labels([label(r.loaded.tokenizer.token(i)) for i in f["ids"]]))
    args = {"m": f["m"], "seed": r.inp.seed, "threshold": pct(INDUCTION_THRESHOLD),
            "count": len(f["heads"]), "total": f["scores"].numel(),
            "list": head_list(f["heads"], INDUCTION_THRESHOLD), "offset": f["m"] - 1,
            "layer0": pct(f["layer0"], INDUCTION_THRESHOLD),
            **_list_args(f["heads"]), **_strongest_args(f["scores"], INDUCTION_THRESHOLD)}
    return Step(
        id="induction",
        text="gpt2.text.induction",
        text_args=args,
        more=_found_keys("induction", f["heads"], args, ("gpt2.text.try_seed",)),
        formula=r"s_{\text{ind}} = \frac{1}{m}\sum_{i=m+1}^{2m} A_{i,\,i-m+1}",
        shapes=(("ids", (2 * f["m"],)), ("A", (cfg.n_layers, cfg.n_heads, 2 * f["m"], 2 * f["m"])),
                ("s", (cfg.n_layers, cfg.n_heads))),
        panels=(Panel("gpt2.panel.induction_scores", f["scores"], "weight",
                      x_labels=_grid_labels(cfg.n_heads, "H"), y_labels=_grid_labels(cfg.n_layers, "L")),
                Panel("gpt2.panel.head", f["weights"][bl, bh], "weight", x_labels=labels,
                      y_labels=labels, title_args={"layer": shown(bl), "head": shown(bh)})),
    )


_BUILDERS = {"tokens": _tokens, "mapping": _mapping, "head": _head, "overview": _overview,
             "previous": lambda r: _share_step(r, "previous"),
             "first": lambda r: _share_step(r, "first"), "induction": _induction}


# --- predict first ----------------------------------------------------------------------------------


def _q_head(r: Run, guess) -> Question:
    """Which token the last query weighs most: every token tied with it is right as well."""
    f = head_facts(r)
    row = f["w"][f["last"]]
    tie = len(f["tied"]) > 1
    # Judged by the stored weights: every token whose weight equals the top one exactly is right.
    return pick_by_value("predict.gpt2.head", {"layer": shown(r.inp.layer), "head": shown(r.inp.head),
                                               "last": r.labels[f["last"]],
                                               "top": _tied_labels(r, f["tied"]) if tie
                                               else r.labels[f["top"]],
                                               "w": pct_apart(f["top_w"], row.tolist())},
                         r.labels, row.tolist(),
                         "predict.gpt2.head_why_tie" if tie else "predict.gpt2.head_why")


def _q_previous(r: Run, guess) -> Question | None:
    if r.n < 3:
        return None
    per_layer = previous_share(r.weights).amax(-1)  # the best head of each layer
    tied = tied_with_top(per_layer)  # layers whose best heads have exactly the same share
    top = tied[0]
    return pick_by_value("predict.gpt2.previous",
                         {"best": pct_apart(float(per_layer[top]), per_layer.tolist()), "layer": shown(top),
                          "layers": ", ".join(str(shown(i)) for i in tied)},
                         _grid_labels(per_layer.numel(), ""), per_layer.tolist(),
                         "predict.gpt2.previous_why_tie" if len(tied) > 1
                         else "predict.gpt2.previous_why")


def _q_first(r: Run, guess) -> Question | None:
    if r.n < 3:
        return None
    scores = first_share(r.weights)
    count = int((scores >= FIRST_THRESHOLD).sum())
    return yes_no("predict.gpt2.first", {"total": scores.numel(), "count": count,
                                         "threshold": pct(FIRST_THRESHOLD)},
                  count * 2 > scores.numel(), "predict.gpt2.first_why")


def _q_induction(r: Run, guess) -> Question:
    f = induction_facts(r)
    reached = f["layer0"] >= INDUCTION_THRESHOLD  # the explanation follows the measured answer
    return yes_no("predict.gpt2.induction", {"threshold": pct(INDUCTION_THRESHOLD),
                                             "layer0": pct(f["layer0"], INDUCTION_THRESHOLD),
                                             "offset": f["m"] - 1},
                  reached, "predict.gpt2.induction_why_yes" if reached else "predict.gpt2.induction_why")


QUESTIONS = {"head": _q_head, "previous": _q_previous, "first": _q_first,
             "induction": _q_induction}


def question(inp: Gpt2Input, step_id, guess=None,
             progress: gpt2.Progress | None = None) -> Question | None:
    """The prediction asked at ``step_id``, or None. ``guess`` only matters for ties: a choice
    whose value equals the answer's is marked right too."""
    builder = QUESTIONS.get(parse.parse_choice(step_id, "step", STEPS))
    return builder(run(inp, progress), guess) if builder else None
