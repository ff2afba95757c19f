"""Lesson 7, Training lab: a one-layer attention model learns a pattern live, on the CPU.

Tasks on random sequences of 8 tokens from a vocabulary of 8:
- "previous": predict at position i the token at position i - 1 (attention must learn to look one
  step back);
- "first": predict at every position the first token of the sequence (look at position 0).
The model is token + position embeddings, one multi-head attention layer (causal or not) and a
linear read-out. Everything random is drawn from generators seeded by the learner.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from attnlab import attention, limits
from attnlab.lessons import inputs as parse
from attnlab.modules import reset_linear

TASKS = ("previous", "first")
VOCAB = 8
TOKENS = 8
WIDTH = 32
BATCH = 64
MAX_STEPS = 2000
MAX_HEADS = 4
EVAL_SEQUENCES = 256


@dataclass(frozen=True)
class TrainInput:
    task: str
    steps: int
    lr: float
    heads: int
    seed: int
    causal: bool


def default_input() -> TrainInput:
    return TrainInput("previous", 300, 0.01, 1, 0, True)


def parse_input(task, steps, lr, heads, seed, causal) -> TrainInput:
    return TrainInput(
        task=parse.parse_choice(task, "task", TASKS),
        steps=parse.parse_int(steps, "steps", 1, MAX_STEPS),
        lr=parse.parse_float(lr, "lr", 1e-5, 1.0),
        heads=parse.parse_int(heads, "heads", 1, MAX_HEADS),
        seed=parse.parse_int(seed, "seed", 0, limits.MAX_SEED),
        causal=bool(causal),
    )


class TinyAttentionModel(nn.Module):
    def __init__(self, heads: int, causal: bool, generator: torch.Generator):
        super().__init__()
        self.heads, self.causal = heads, causal
        # Built on the meta device so that construction draws nothing from the global RNG;
        # every value is then drawn from the learner's generator.
        self.tok = nn.Embedding(VOCAB, WIDTH, device="meta")
        self.pos = nn.Embedding(TOKENS, WIDTH, device="meta")
        self.W_query = nn.Linear(WIDTH, WIDTH, bias=False, device="meta")
        self.W_key = nn.Linear(WIDTH, WIDTH, bias=False, device="meta")
        self.W_value = nn.Linear(WIDTH, WIDTH, bias=False, device="meta")
        self.out = nn.Linear(WIDTH, VOCAB, device="meta")
        self.to_empty(device="cpu")
        with torch.no_grad():
            for emb in (self.tok, self.pos):
                emb.weight.normal_(0.0, 1.0, generator=generator)
            for layer in (self.W_query, self.W_key, self.W_value, self.out):
                reset_linear(layer, generator)

    def forward(self, tokens: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """tokens (b, n) -> logits (b, n, VOCAB), attention weights (b, h, n, n)."""
        n = tokens.shape[1]
        x = self.tok(tokens) + self.pos(torch.arange(n))  # (b, n, d)
        q, k, v = (attention.split_heads(layer(x), self.heads)
                   for layer in (self.W_query, self.W_key, self.W_value))  # (b, h, n, hd)
        mask = attention.causal_mask(n) if self.causal else None
        context, weights = attention.attend(q, k, v, mask=mask)
        # The residual keeps each token's own identity next to what it gathered.
        return self.out(x + attention.merge_heads(context)), weights


def make_batch(task: str, size: int, generator: torch.Generator):
    """Random sequences and their targets; position 0 of "previous" has no target (-100)."""
    tokens = torch.randint(0, VOCAB, (size, TOKENS), generator=generator)
    if task == "previous":
        targets = torch.cat([torch.full((size, 1), -100), tokens[:, :-1]], dim=1)
    else:
        targets = tokens[:, :1].expand(size, TOKENS).clone()
        targets[:, 0] = -100  # the first token predicting itself teaches nothing about attention
    return tokens, targets


def target_key(task: str, query: int) -> int:
    return query - 1 if task == "previous" else 0


def pattern_score(task: str, weights: torch.Tensor) -> tuple[float, int]:
    """Mean attention that queries 1..n-1 put on their target key, for the best head.

    weights (b, h, n, n) -> (score in [0, 1], index of that head).
    """
    per_head = torch.stack([weights[:, :, i, target_key(task, i)] for i in range(1, TOKENS)], -1)
    scores = per_head.mean(dim=(0, 2))  # (h,)
    best = int(scores.argmax())
    return float(scores[best]), best


@dataclass
class Snapshot:
    step: int
    losses: list[float]
    accuracy: float
    pattern: float
    best_head: int
    weights: torch.Tensor  # (h, n, n): the average over the evaluation sequences
    done: bool = False


def train(inp: TrainInput, every: int = 25) -> Iterator[Snapshot]:
    """Yield a snapshot before training, every ``every`` steps, and at the end."""
    g_init = torch.Generator().manual_seed(inp.seed)
    g_data = torch.Generator().manual_seed(inp.seed + 1)
    eval_tokens, eval_targets = make_batch(inp.task, EVAL_SEQUENCES,
                                           torch.Generator().manual_seed(inp.seed + 2))
    model = TinyAttentionModel(inp.heads, inp.causal, g_init)
    optimizer = torch.optim.Adam(model.parameters(), lr=inp.lr)
    losses: list[float] = []

    def snapshot(step: int, done: bool = False) -> Snapshot:
        with torch.no_grad():
            logits, weights = model(eval_tokens)
        valid = eval_targets != -100
        accuracy = float((logits.argmax(-1) == eval_targets)[valid].float().mean())
        pattern, best = pattern_score(inp.task, weights)
        return Snapshot(step, list(losses), accuracy, pattern, best, weights.mean(0), done)

    yield snapshot(0)
    for step in range(1, inp.steps + 1):
        tokens, targets = make_batch(inp.task, BATCH, g_data)
        logits, _ = model(tokens)
        loss = F.cross_entropy(logits.reshape(-1, VOCAB), targets.reshape(-1), ignore_index=-100)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
        if not math.isfinite(losses[-1]):
            yield snapshot(step, done=True)  # diverged (learning rate too high): stop here
            return
        if step % every == 0 or step == inp.steps:
            yield snapshot(step, done=step == inp.steps)
