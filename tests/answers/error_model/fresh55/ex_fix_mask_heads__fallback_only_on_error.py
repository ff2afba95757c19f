# exercise: ex_fix_mask_heads
# mistake: The learner keeps the buggy pad[:, None, :] and only switches to pad[:, None, None, :] in an except branch, so the silent wrong case b == h (no error) is not fixed. [cond: only when b == h]
import torch


def ex_fix_mask_heads(scores, pad):
    if pad.dtype != torch.bool:
        pad = pad.bool()
    try:
        mask = pad[:, None, :]
        scores = scores.masked_fill(mask, float('-inf'))
    except RuntimeError:
        mask = pad[:, None, None, :]
        scores = scores.masked_fill(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
