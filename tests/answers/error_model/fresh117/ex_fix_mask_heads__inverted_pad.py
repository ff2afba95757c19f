# exercise: ex_fix_mask_heads
# mistake: Negates pad, reading it as a "keep" mask, so it masks the real keys and leaves only the padded ones; pad is already True at padding and is used as is.
"""Key padding mask over (b, h, n, n) scores."""
import torch
from torch import Tensor


def _key_mask(pad: Tensor) -> Tensor:
    """(b, n) -> (b, 1, 1, n), broadcasting over heads and queries."""
    return (~pad)[:, None, None, :]


def ex_fix_mask_heads(scores: Tensor, pad: Tensor) -> Tensor:
    return scores.masked_fill(_key_mask(pad), float("-inf")).softmax(dim=-1)
