# exercise: ex_causal_weights
# mistake: Fills the future scores with -1e4 instead of -inf, so when the real scores are themselves very negative (below about -1e4) the future keys get weight; the fill must be -inf (or the dtype's lowest value). [cond: scores below about -1e4]
"""Causal attention weights."""
import torch
from torch import Tensor

NEG_BIG: float = -1e4  # large enough that exp() underflows to 0


def _future_mask(n: int, device: torch.device) -> Tensor:
    return torch.ones(n, n, dtype=torch.bool, device=device).triu(diagonal=1)


def ex_causal_weights(scores: Tensor) -> Tensor:
    mask = _future_mask(scores.size(-1), scores.device)
    return scores.masked_fill(mask, NEG_BIG).softmax(dim=-1)
