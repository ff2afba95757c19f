# exercise: ex_fix_mask_heads
# mistake: The learner indexed the mask as pad[:, None, :, None], which masks padded queries (whole rows, giving NaN) instead of padded keys; the key mask is pad[:, None, None, :].
import torch


def broadcastable(pad: torch.Tensor) -> torch.Tensor:
    """(b, n) -> 4-D mask for (b, h, n, n) scores, broadcast over heads."""
    return pad[:, None, :, None]


def ex_fix_mask_heads(scores, pad):
    mask = broadcastable(pad)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
