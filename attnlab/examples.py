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


def inputs() -> torch.Tensor:
    """(6, 3) float32: the six token embeddings."""
    return torch.tensor(EMBEDDINGS)


def batch() -> torch.Tensor:
    """(2, 6, 3): the book stacks the same sentence twice to make a batch."""
    x = inputs()
    return torch.stack((x, x), dim=0)
