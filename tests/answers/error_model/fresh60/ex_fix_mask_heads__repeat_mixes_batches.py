# exercise: ex_fix_mask_heads
# mistake: The learner expanded the mask per head with pad.repeat(h, 1).view(b, h, 1, n); repeat tiles the whole batch, so the view gives sequence b's heads other sequences' masks; use pad[:, None, None, :] (or repeat_interleave). [cond: only when b > 1 and the sequences have different padding]
import torch


def per_head_mask(pad: torch.Tensor, h: int) -> torch.Tensor:
    """One copy of the key mask for every head: (b, h, 1, n)."""
    b, n = pad.shape
    return pad.repeat(h, 1).view(b, h, 1, n)


def ex_fix_mask_heads(scores, pad):
    h = scores.shape[1]
    mask = per_head_mask(pad, h)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
