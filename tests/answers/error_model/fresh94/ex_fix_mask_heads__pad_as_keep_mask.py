# exercise: ex_fix_mask_heads
# mistake: Fixes the shape but treats pad as an Annotated-style keep mask (masked_fill(mask == 0, ...)), so the real tokens are masked and only padding is attended; pad is True at padding, so fill where mask is True.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(1)  # (b, 1, 1, n)
    scores = scores.masked_fill(mask == 0, -1e9)
    return torch.softmax(scores, dim=-1)
