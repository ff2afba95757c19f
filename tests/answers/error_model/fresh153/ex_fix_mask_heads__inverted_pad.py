# exercise: ex_fix_mask_heads
# mistake: Inverts pad with ~ as if True meant "keep", so the real keys are masked and only padding is attended; pad is True at padding and is the mask itself.
import torch


def ex_fix_mask_heads(scores, pad):
    if pad.dtype != torch.bool:
        pad = pad != 0
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
