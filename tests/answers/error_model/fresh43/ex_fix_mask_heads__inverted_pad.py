# exercise: ex_fix_mask_heads
# mistake: Fixes the broadcast to (b, 1, 1, n) but masks with ~pad, i.e. hides the real keys and keeps the padding; pad is already True where the key must be masked.
import torch


def ex_fix_mask_heads(scores: torch.Tensor, pad: torch.Tensor) -> torch.Tensor:
    b, h, n, _ = scores.shape
    assert pad.shape == (b, n)
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
