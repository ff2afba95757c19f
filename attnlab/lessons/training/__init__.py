"""Lesson 7, Training lab: a one-layer attention model trained live, on the CPU.

Every task uses random sequences of 8 tokens from a vocabulary of 8:
- "previous": predict at position i the token at position i - 1 (look one step back);
- "first": predict at every position the first token of the sequence (look at position 0);
- "next_token": the lecture's language model: predict at position i the token at i + 1 (labels
  shifted by one within each row). The tokens are independent and uniform, so with the causal
  mask nothing beats guessing: the loss can only fall to ln V. Without the mask the model reads
  the answer, and the loss falls towards 0;
- "classify_rule" / "classify_random": the lecture's text classifier (attention, mean pooling
  over positions, a few classes), trained on one fixed set of sequences and measured on sequences
  it never saw. With the rule (the class is the first token's group) both accuracies rise; with
  random labels the training set can only be memorised, and held-out accuracy stays at chance;
- "two_heads": two answers per position, the previous token and the first token. One head's
  weighted average mixes the two tokens it looks at, so the heads must split the work.

The model is token (+ position) embeddings, one multi-head attention layer (causal or not) and a
linear read-out. Everything random is drawn from generators seeded by the learner, never from
the global RNG.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from attnlab import attention, limits
from attnlab.errors import InputError
from attnlab.lessons import inputs as parse
from attnlab.lessons.steps import fmt, fmt_vs
from attnlab.modules import reset_linear

TASKS = ("previous", "first", "next_token", "classify_rule", "classify_random", "two_heads")
CLASSIFY = ("classify_rule", "classify_random")
OPTIMIZERS = ("adam", "sgd")
VOCAB = 8
TOKENS = 8
CLASSES = 4  # the rule: class = first token // 2, so each class is equally likely
WIDTH = 48  # divisible by every head count offered (1 to 4)
BATCH = 64
TRAIN_SET = 64  # the classifiers' fixed training set (one full batch per step, as the lecture)
MAX_STEPS = 2000
MAX_HEADS = 4
EVAL_SEQUENCES = 256
IGNORE = -100  # cross_entropy's ignore_index: positions without a target
LEARNED = 0.9  # share of attention on the right key (or accuracy) that counts as learned
PLATEAU_TOLERANCE = 0.1  # |held-out loss - ln V| within this counts as "at ln V"
STALLED = 0.01  # the training loss's last quarter not even 1 % below the quarter before: stalled


@dataclass(frozen=True)
class TrainInput:
    task: str
    steps: int
    lr: float
    heads: int
    seed: int
    causal: bool
    optimizer: str = "adam"
    positions: bool = True


def default_input() -> TrainInput:
    return TrainInput("previous", 300, 0.01, 1, 0, True)


def parse_input(task, steps, lr, heads, seed, causal, optimizer="adam", positions=True) -> TrainInput:
    return TrainInput(
        task=parse.parse_choice(task, "task", TASKS),
        steps=parse.parse_int(steps, "steps", 1, MAX_STEPS),
        lr=parse.parse_float(lr, "lr", 1e-5, 1.0),
        heads=parse.parse_int(heads, "heads", 1, MAX_HEADS),
        seed=parse.parse_int(seed, "seed", 0, limits.MAX_SEED),
        causal=_parse_bool(causal, "causal"),
        optimizer=parse.parse_choice(optimizer, "optimizer", OPTIMIZERS),
        positions=_parse_bool(positions, "positions"),
    )


def _parse_bool(value, name: str) -> bool:
    # bool("false") is True: a client sending strings must not silently get the opposite.
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    raise InputError("error.bad_choice", name=name, choices="true, false")


def outputs(task: str) -> int:
    """Size of the read-out: tokens, classes, or two token answers side by side."""
    return CLASSES if task in CLASSIFY else 2 * VOCAB if task == "two_heads" else VOCAB


def chance_loss(task: str) -> float:
    """Cross-entropy of a uniform guess: ln V per answer (ln C for the classifiers)."""
    if task in CLASSIFY:
        return math.log(CLASSES)
    return (2 if task == "two_heads" else 1) * math.log(VOCAB)


class TinyAttentionModel(nn.Module):
    def __init__(self, task: str, heads: int, causal: bool, positions: bool,
                 generator: torch.Generator):
        super().__init__()
        self.task, self.heads, self.causal, self.positions = task, heads, causal, positions
        # Built on the meta device so that construction draws nothing from the global RNG;
        # every value is then drawn from the learner's generator.
        self.tok = nn.Embedding(VOCAB, WIDTH, device="meta")
        self.pos = nn.Embedding(TOKENS, WIDTH, device="meta")
        self.W_query = nn.Linear(WIDTH, WIDTH, bias=False, device="meta")
        self.W_key = nn.Linear(WIDTH, WIDTH, bias=False, device="meta")
        self.W_value = nn.Linear(WIDTH, WIDTH, bias=False, device="meta")
        self.out = nn.Linear(WIDTH, outputs(task), device="meta")
        self.to_empty(device="cpu")
        with torch.no_grad():
            for emb in (self.tok, self.pos):
                emb.weight.normal_(0.0, 1.0, generator=generator)
            for layer in (self.W_query, self.W_key, self.W_value, self.out):
                reset_linear(layer, generator)
        if not positions:
            self.pos.weight.requires_grad_(False)  # unused: keep the optimizer from touching it

    def forward(self, tokens: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """tokens (b, n) -> logits (b, n, outputs) or (b, C) for a classifier, weights (b, h, n, n)."""
        n = tokens.shape[1]
        x = self.tok(tokens)  # (b, n, d)
        if self.positions:
            x = x + self.pos(torch.arange(n))
        q, k, v = (attention.split_heads(layer(x), self.heads)
                   for layer in (self.W_query, self.W_key, self.W_value))  # (b, h, n, hd)
        mask = attention.causal_mask(n) if self.causal else None
        context, weights = attention.attend(q, k, v, mask=mask)
        mixed = attention.merge_heads(context)  # (b, n, d)
        if self.task in CLASSIFY:
            # The lecture's classifier: the mean over positions of the attention output.
            return self.out(mixed.mean(dim=1)), weights  # (b, C)
        # The residual keeps each token's own identity next to what it gathered.
        return self.out(x + mixed), weights


def make_batch(task: str, size: int, generator: torch.Generator):
    """Random sequences (b, n) and their targets: (b, n) per position, (b,) for a classifier,
    (b, n, 2) for two heads. Positions without a target hold IGNORE."""
    tokens = torch.randint(0, VOCAB, (size, TOKENS), generator=generator)
    if task == "previous":
        targets = torch.cat([torch.full((size, 1), IGNORE), tokens[:, :-1]], dim=1)
    elif task == "first":
        targets = tokens[:, :1].expand(size, TOKENS).clone()
        targets[:, 0] = IGNORE  # the first token predicting itself teaches nothing about attention
    elif task == "next_token":
        # Shifted within each row: the last position has no next token in its own sequence (the
        # lecture's torch.roll without dim= wraps it to the next row's first token instead).
        targets = torch.cat([tokens[:, 1:], torch.full((size, 1), IGNORE)], dim=1)
    elif task == "classify_rule":
        targets = tokens[:, 0] // (VOCAB // CLASSES)
    elif task == "classify_random":
        targets = torch.randint(0, CLASSES, (size,), generator=generator)
    else:  # two_heads
        previous = torch.cat([torch.full((size, 1), IGNORE), tokens[:, :-1]], dim=1)
        first = tokens[:, :1].expand(size, TOKENS).clone()
        previous[:, :2] = IGNORE  # at positions 0 and 1 "previous" and "first" are one token
        first[:, :2] = IGNORE
        targets = torch.stack([previous, first], dim=-1)
    return tokens, targets


def loss_of(task: str, logits: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
    if task == "two_heads":  # one cross-entropy per answer, added
        return (F.cross_entropy(logits[..., :VOCAB].reshape(-1, VOCAB),
                                targets[..., 0].reshape(-1), ignore_index=IGNORE)
                + F.cross_entropy(logits[..., VOCAB:].reshape(-1, VOCAB),
                                  targets[..., 1].reshape(-1), ignore_index=IGNORE))
    width = logits.shape[-1]
    return F.cross_entropy(logits.reshape(-1, width), targets.reshape(-1), ignore_index=IGNORE)


def _right(task: str, logits: torch.Tensor, targets: torch.Tensor):
    """(right answers, positions that have a target), both bool of the targets' leading shape."""
    if task == "two_heads":  # both answers right
        right = ((logits[..., :VOCAB].argmax(-1) == targets[..., 0])
                 & (logits[..., VOCAB:].argmax(-1) == targets[..., 1]))
        return right, targets[..., 0] != IGNORE
    return logits.argmax(-1) == targets, targets != IGNORE


def accuracy_of(task: str, logits: torch.Tensor, targets: torch.Tensor) -> float:
    right, valid = _right(task, logits, targets)
    return float(right[valid].float().mean())


def accuracy_by_position(task: str, logits: torch.Tensor, targets: torch.Tensor) -> list[float]:
    """Accuracy of each query position (NaN where it has no target); empty for classifiers."""
    if task in CLASSIFY:
        return []
    right, valid = _right(task, logits, targets)  # (b, n)
    counts = valid.sum(0)
    hits = (right & valid).sum(0)
    return [float(h) / float(c) if c else float("nan") for h, c in zip(hits, counts)]


def target_keys(task: str) -> dict[str, dict[int, int]]:
    """The key each query should look at, per pattern: {pattern: {query: key}}."""
    previous = {i: i - 1 for i in range(1, TOKENS)}
    first = {i: 0 for i in range(1, TOKENS)}
    if task == "previous":
        return {"previous": previous}
    if task in ("first", "classify_rule"):
        return {"first": first}
    if task == "next_token":
        return {"next": {i: i + 1 for i in range(TOKENS - 1)}}
    if task == "two_heads":  # queries 0 and 1 cannot tell the two patterns apart
        return {"previous": {i: i - 1 for i in range(2, TOKENS)},
                "first": {i: 0 for i in range(2, TOKENS)}}
    return {}


def pattern_rows(task: str) -> dict:
    """The queries a pattern share is averaged over, counted from 1 as the app counts: every
    share sentence says which ({q_from} to {q_to}); e.g. two_heads leaves out queries 1 and 2,
    where the previous token and the first are one token."""
    keys = target_keys(task)
    if not keys:
        return {}
    queries = list(next(iter(keys.values())))
    return {"q_from": min(queries) + 1, "q_to": max(queries) + 1}


def pattern_scores(weights: torch.Tensor, keys: dict[int, int]) -> torch.Tensor:
    """Mean attention each head puts on the target key: weights (b, h, n, n) -> (h,)."""
    queries = list(keys)
    picked = weights[:, :, queries, list(keys.values())]  # (b, h, len(queries))
    return picked.mean(dim=(0, 2))


def pattern_score(task: str, weights: torch.Tensor) -> tuple[float, int]:
    """The best head's share of attention on the task's target key: (score in [0, 1], head)."""
    keys = target_keys(task)
    if not keys:
        return float("nan"), 0
    scores = pattern_scores(weights, next(iter(keys.values())))
    best = int(scores.argmax())
    return float(scores[best]), best


@dataclass
class Snapshot:
    step: int
    losses: list[float]  # training loss of every step so far
    accuracy: float  # on held-out sequences
    pattern: float  # the best head's attention on the target key (NaN when the task has none)
    best_head: int
    weights: torch.Tensor  # (h, n, n): the average over the held-out sequences
    done: bool = False
    held_loss: float = float("nan")  # loss on the held-out sequences
    train_accuracy: float = float("nan")  # classifiers: accuracy on their fixed training set
    head_patterns: dict[str, list[float]] = field(default_factory=dict)  # pattern -> per head
    position_accuracy: list[float] = field(default_factory=list)  # held-out, per query position


def make_optimizer(name: str, params, lr: float) -> torch.optim.Optimizer:
    return torch.optim.Adam(params, lr=lr) if name == "adam" else torch.optim.SGD(params, lr=lr)


def untrained(inp: TrainInput) -> Snapshot:
    """The model of these settings before its first step (the first snapshot of :func:`train`)."""
    return next(train(inp))


def train(inp: TrainInput, every: int = 25) -> Iterator[Snapshot]:
    """Yield a snapshot before the first step (the untrained model), every ``every`` steps, and
    at the end."""
    g_init = torch.Generator().manual_seed(inp.seed)
    g_data = torch.Generator().manual_seed(inp.seed + 1)
    eval_tokens, eval_targets = make_batch(inp.task, EVAL_SEQUENCES,
                                           torch.Generator().manual_seed(inp.seed + 2))
    fixed = make_batch(inp.task, TRAIN_SET, g_data) if inp.task in CLASSIFY else None
    model = TinyAttentionModel(inp.task, inp.heads, inp.causal, inp.positions, g_init)
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = make_optimizer(inp.optimizer, params, inp.lr)
    losses: list[float] = []

    def snapshot(step: int, done: bool = False) -> Snapshot:
        with torch.no_grad():
            logits, weights = model(eval_tokens)
            held_loss = float(loss_of(inp.task, logits, eval_targets))
            train_accuracy = float("nan")
            if fixed is not None:
                train_accuracy = accuracy_of(inp.task, model(fixed[0])[0], fixed[1])
        pattern, best = pattern_score(inp.task, weights)
        per_head = {name: pattern_scores(weights, keys).tolist()
                    for name, keys in target_keys(inp.task).items()}
        return Snapshot(step, list(losses), accuracy_of(inp.task, logits, eval_targets), pattern,
                        best, weights.mean(0), done, held_loss, train_accuracy, per_head,
                        accuracy_by_position(inp.task, logits, eval_targets))

    yield snapshot(0)
    for step in range(1, inp.steps + 1):
        tokens, targets = fixed if fixed is not None else make_batch(inp.task, BATCH, g_data)
        logits, _ = model(tokens)
        loss = loss_of(inp.task, logits, targets)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
        if not math.isfinite(losses[-1]):
            yield snapshot(step, done=True)  # diverged (learning rate too high): stop here
            return
        if step % every == 0 or step == inp.steps:
            yield snapshot(step, done=step == inp.steps)


# --- what the run shows, in words (keys of this folder's catalogues, and their arguments) ---

Sentence = tuple[str, dict]


def _pct(x: float, threshold: float | None = None) -> str:
    """A share or an accuracy in whole percent; beside a verdict about ``threshold`` (LEARNED),
    with the decimals it takes to print on its side of it (89.8 % is never "90%" beside "not
    learned")."""
    if math.isnan(x):
        return "—"
    return f"{x:.0%}" if threshold is None else f"{fmt_vs(100 * x, 100 * threshold, 0)}%"


def _chance_pct(x: float) -> str:
    return f"{x:.1%}".replace(".0%", "%")  # 1/8 is 12.5 %, not "12 %"


def _loss(x: float) -> str:
    return "—" if math.isnan(x) else fmt(x, 3)


def chance_accuracy(task: str) -> float:
    if task in CLASSIFY:
        return 1.0 / CLASSES
    return 1.0 / VOCAB ** (2 if task == "two_heads" else 1)


def chance_expression(task: str) -> str:
    """How the uniform-guess loss is written: ln V, ln C or 2·ln V."""
    if task in CLASSIFY:
        return f"ln {CLASSES}"
    return f"2·ln {VOCAB}" if task == "two_heads" else f"ln {VOCAB}"


def status(inp: TrainInput, first: Snapshot, now: Snapshot) -> list[Sentence]:
    """The progress line, and at step 0 a note that the figures show the untrained model."""
    args = dict(**pattern_rows(inp.task), step=now.step, steps=inp.steps,
                loss=_loss(now.losses[-1]) if now.losses else "—",
                held=_loss(now.held_loss), accuracy=_pct(now.accuracy),
                head=now.best_head + 1, pattern=_pct(now.pattern), before=_pct(first.pattern))
    if inp.task in CLASSIFY:
        line = ("training.status_classify", dict(args, train=_pct(now.train_accuracy),
                                                 chance=_chance_pct(chance_accuracy(inp.task))))
    elif inp.task == "next_token":
        line = ("training.status_next", dict(args, chance=_loss(chance_loss(inp.task)),
                                             expr=chance_expression(inp.task)))
    elif inp.task == "two_heads":
        prev, firsts = now.head_patterns["previous"], now.head_patterns["first"]
        hp, hf = max(range(inp.heads), key=prev.__getitem__), max(range(inp.heads), key=firsts.__getitem__)
        line = ("training.status_two", dict(args, head_previous=hp + 1, previous=_pct(prev[hp]),
                                            head_first=hf + 1, first=_pct(firsts[hf])))
    else:
        # "head h, the most focused": every head that prints the same share as the best one
        scores = next(iter(now.head_patterns.values()), [now.pattern])
        tied = [i + 1 for i, s in enumerate(scores) if _pct(s) == _pct(now.pattern)] or [now.best_head + 1]
        line = ("training.status", dict(args, head=", ".join(map(str, tied)), n_top=len(tied)))
    extra = [("training.untrained", {})] if now.step == 0 else []
    if inp.task == "next_token" and now.step == 0:
        extra.append(("training.roll", roll_facts(inp.seed)))
    return [line] + extra


def roll_facts(seed: int) -> dict:
    """The lecture's labels, torch.roll(ids, shifts=-1) without dim=, on two live sequences:
    roll flattens the batch, so row 1's last label is row 2's first token."""
    many, labels = make_batch("next_token", 16, torch.Generator().manual_seed(seed + 2))
    # Two neighbouring sequences whose first tokens differ, so the wrap is visible in the numbers.
    i = next((i for i in range(15) if many[i, 0] != many[i + 1, 0]), 0)
    tokens, targets = many[i:i + 2], labels[i:i + 2]
    rolled = torch.roll(tokens, shifts=-1)  # no dim=: the lecture's line
    by_row = torch.roll(tokens, shifts=-1, dims=1)
    return {"row1": str(tokens[0].tolist()), "row2": str(tokens[1].tolist()),
            "rolled": str(rolled[0].tolist()), "ours": str(targets[0].tolist()).replace(
                str(IGNORE), "—"),
            "wrapped": int(rolled[0, -1]), "own": int(by_row[0, -1]),
            "next_first": int(tokens[1, 0])}


def _by_position(now: Snapshot) -> str:
    return ", ".join(f"{i + 1}: {_pct(a)}" for i, a in enumerate(now.position_accuracy)  # from 1
                     if not math.isnan(a))


def loss_trend(losses: list[float]) -> tuple[bool, float, float]:
    """(still falling, mean training loss over the last quarter of the steps, over the quarter
    before). A run too short to have two quarters of 2 steps counts as falling (no evidence)."""
    q = len(losses) // 4
    if q < 2:
        return True, float("nan"), float("nan")
    recent = sum(losses[-q:]) / q
    earlier = sum(losses[-2 * q:-q]) / q
    return recent < earlier * (1 - STALLED), recent, earlier


def curve_state(losses: list[float]) -> str:
    """The run's training-loss curve, classified from its measured numbers (not from what a run
    usually does): "diverged" (the last quarter averages above the loss at step 0: worse than
    untrained), "rising" (the last quarter more than STALLED above the quarter before), "stalled"
    (neither rising nor falling by STALLED: a plateau, for now) or "falling"."""
    falling, recent, earlier = loss_trend(losses)
    if falling:
        return "falling"
    if recent > losses[0]:
        return "diverged"
    return "rising" if recent > earlier * (1 + STALLED) else "stalled"


def not_yet(inp: TrainInput, now: Snapshot, key: str, args: dict) -> Sentence:
    """"Not learned yet" with the advice the run's numbers support: more steps only while the
    training loss still falls and the lab allows more steps; a plateau only where the curve is
    flat, a too-high learning rate where it rises or ends above its start."""
    falling, recent, earlier = loss_trend(now.losses)
    args = dict(args, steps=inp.steps, recent=_loss(recent), earlier=_loss(earlier),
                first_loss=_loss(now.losses[0]) if now.losses else "—",
                last_loss=_loss(now.losses[-1]) if now.losses else "—")
    if not falling:
        return f"{key}_{curve_state(now.losses)}", args
    if inp.steps >= MAX_STEPS:
        return f"{key}_max", args
    return key, args


def _is_not_yet(key: str) -> bool:
    return key.startswith("training.not_yet")


def verdict(inp: TrainInput, first: Snapshot, now: Snapshot) -> list[Sentence]:
    """What this run shows, once it has ended; every claim is checked on the run's numbers."""
    if not now.done:
        return []
    if now.losses and not math.isfinite(now.losses[-1]):
        return [("training.diverged", {})]
    task, out = inp.task, []
    chance = dict(**pattern_rows(task), chance_pct=_chance_pct(chance_accuracy(task)),
                  accuracy=_pct(now.accuracy, LEARNED),
                  lnv=_loss(chance_loss(task)), expr=chance_expression(task),
                  held=_loss(now.held_loss), pattern=_pct(now.pattern))
    learned = False
    if task in CLASSIFY:
        train_acc, held_acc = now.train_accuracy, now.accuracy
        args = dict(chance, train=_pct(train_acc, LEARNED))
        if train_acc >= LEARNED and held_acc >= LEARNED:
            out.append(("training.generalised", args))
            learned = True
        elif train_acc >= LEARNED and train_acc - held_acc >= 0.3:
            out.append((f"training.memorised_{task.split('_')[1]}", args))
        elif train_acc >= LEARNED:
            out.append(("training.partly", args))
        else:
            out.append(not_yet(inp, now, "training.not_yet_classify", args))
    elif task == "next_token":
        gap = now.held_loss - chance_loss(task)
        if inp.causal:
            args = dict(chance, gap=fmt_vs(abs(gap), PLATEAU_TOLERANCE, 3),
                        tol=f"{PLATEAU_TOLERANCE:.1f}")
            if gap > PLATEAU_TOLERANCE:  # not at ln V yet: advice by the same rule as not_yet
                out.append(not_yet(inp, now, "training.plateau_above", args))
            else:
                out.append(("training.plateau" if abs(gap) <= PLATEAU_TOLERANCE
                            else "training.plateau_below", args))
            learned = True  # nothing more to learn: no "try more steps" below
        elif gap < -PLATEAU_TOLERANCE:
            out.append(("training.leak" if now.pattern >= 0.5 else "training.leak_partial", chance))
            learned = now.pattern >= LEARNED
        else:
            out.append(not_yet(inp, now, "training.not_yet", {}))
    elif task == "two_heads":
        prev, firsts = now.head_patterns["previous"], now.head_patterns["first"]
        pairs = [(a, b) for a in range(inp.heads) for b in range(inp.heads)
                 if a != b and prev[a] > LEARNED and firsts[b] > LEARNED]
        if pairs:
            a, b = pairs[0]
            out.append(("training.specialised", dict(chance, head_previous=a + 1,
                                                     previous=_pct(prev[a], LEARNED), head_first=b + 1,
                                                     first=_pct(firsts[b], LEARNED))))
            learned = True
        elif inp.heads == 1:
            out.append(("training.one_head", dict(chance, previous=_pct(prev[0], LEARNED),
                                                  first=_pct(firsts[0], LEARNED))))
        else:
            out.append(not_yet(inp, now, "training.not_yet", {}))
    else:
        learned = now.pattern > LEARNED
        out.append(("training.learned", {}) if learned else not_yet(inp, now, "training.not_yet", {}))
    if inp.positions or task == "classify_random":
        return out
    if task in CLASSIFY:  # classify_rule: one answer per sequence, so no per-query sentence
        if inp.causal:
            # Query 0 sees only the first token, and the mean over positions includes its output:
            # the mask gives the first token away even without positions.
            # That makes the rule learnable, not learnt: say which, from the held-out accuracy.
            found = now.train_accuracy >= LEARNED and now.accuracy >= LEARNED
            out.append(("training.no_positions_classify_causal" if found
                        else "training.no_positions_classify_causal_not",
                        dict(chance, train=_pct(now.train_accuracy, LEARNED))))
        else:
            # An unordered bag of tokens: no number of steps finds the first token, so no "try
            # more steps" advice next to it.
            out = [s for s in out if not _is_not_yet(s[0])]
            out.append(("training.no_positions_classify",
                        dict(chance, train=_pct(now.train_accuracy))))
        return out
    if not learned:
        # More steps would not help here: say why instead of "try more steps".
        out = [s for s in out if not _is_not_yet(s[0])]
        out.append(("training.no_positions", dict(chance, by_position=_by_position(now))))
    if inp.causal and task != "next_token":  # what the mask reveals matters for finding a place
        out += causal_position_sentences(now)
    return out


def causal_position_sentences(now: Snapshot) -> list[Sentence]:
    """What the causal mask gives away without positions, read from the accuracy by position."""
    scored = [(i, a) for i, a in enumerate(now.position_accuracy) if not math.isnan(a)]
    if not scored:
        return []
    (q, acc_q), (last, acc_last) = scored[0], scored[-1]
    # Indices here; the sentences count queries from 1, as the whole app does.
    args = dict(q=q + 1, acc_q=_pct(acc_q), last=last + 1, acc_last=_pct(acc_last))
    out = [("training.no_positions_causal", args)]
    if q == 1 and acc_q >= LEARNED:
        out.append(("training.no_positions_causal_q1", args))  # why query 2 gets it right
    if last != q and acc_last < acc_q - 0.05:
        # "The more tokens a query sees, the less ...": said of the whole series, step by step, as
        # printed. A series that falls overall but rises somewhere says how often it rises.
        shown = [int(_pct(a).rstrip("%")) for _, a in scored]
        ups = sum(b > a for a, b in zip(shown, shown[1:]))
        out.append(("training.no_positions_causal_wider", args) if ups == 0 else
                   ("training.no_positions_causal_wider_overall",
                    dict(args, ups=ups, gaps=len(shown) - 1)))
    return out
