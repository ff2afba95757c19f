"""The book's running example and the seeds that reproduce its printed tensors."""

from __future__ import annotations

import torch

# "Your journey starts with one step", one 3-dimensional embedding per token (chapter 3).
TOKENS = ("Your", "journey", "starts", "with", "one", "step")
EMBEDDINGS = (
    (0.43, 0.15, 0.89),
    (0.55, 0.87, 0.66),
    (0.57, 0.85, 0.64),
    (0.22, 0.58, 0.33),
    (0.77, 0.25, 0.10),
    (0.05, 0.80, 0.55),
)
QUERY_INDEX = 1  # "journey", the book's query x^(2)
D_OUT = 2  # the book projects 3 -> 2 so the numbers stay readable
SEED_V1 = 123  # torch.rand weights: query_2 = [0.4306, 1.4551]
SEED_V2 = 789  # nn.Linear weights: SelfAttention_v2's first row [-0.0739, 0.0713]
SEED_MHA = 123  # the wrapper and MultiHeadAttention examples
# The book's 1 x 2 x 3 x 4 tensor a (b, h, n, hd) for batched matmul: a @ a.transpose(2, 3).
# Shared by the Heads lesson and the second-head bug hunt.
BATCHED_A = (
    ((0.2745, 0.6584, 0.2775, 0.8573), (0.8993, 0.0390, 0.9268, 0.7388),
     (0.7179, 0.7058, 0.9156, 0.4340)),
    ((0.0772, 0.3565, 0.1479, 0.5331), (0.4066, 0.2318, 0.4545, 0.9737),
     (0.4606, 0.5159, 0.4220, 0.5786)),
)


def inputs() -> torch.Tensor:
    """(6, 3) float32: the six token embeddings."""
    return torch.tensor(EMBEDDINGS)


def batch() -> torch.Tensor:
    """(2, 6, 3): the book stacks the same sentence twice to make a batch."""
    x = inputs()
    return torch.stack((x, x), dim=0)
