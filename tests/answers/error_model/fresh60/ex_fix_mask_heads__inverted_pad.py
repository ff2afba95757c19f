# exercise: ex_fix_mask_heads
# mistake: The learner inverted the mask (~pad), treating pad as "keep" flags, so the real keys are masked and only the padding is attended to; pad is True at padding and is the mask itself.
import torch


def key_mask(pad: torch.Tensor) -> torch.Tensor:
    """Keys to hide, shaped (b, 1, 1, n)."""
    keep = pad.bool()
    return (~keep)[:, None, None, :]


def ex_fix_mask_heads(scores, pad):
    return torch.softmax(scores.masked_fill(key_mask(pad), float("-inf")), dim=-1)
