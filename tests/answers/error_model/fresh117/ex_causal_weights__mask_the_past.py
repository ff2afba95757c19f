# exercise: ex_causal_weights
# mistake: Indexes the comparison with query and key swapped (pos[:, None] > pos[None, :] marks key < query), so it masks the past and lets each query attend to later keys; future keys are those with key index > query index.
"""Causal softmax."""
import torch
from torch import Tensor

NEG_INF = float("-inf")


def ex_causal_weights(scores: Tensor) -> Tensor:
    """Return softmax weights where no query sees a later key."""
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    later = idx[:, None] > idx[None, :]
    return scores.masked_fill(later, NEG_INF).softmax(-1)
