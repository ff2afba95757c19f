# exercise: ex_fix_mask_heads
# mistake: Zeroes the padded keys after the softmax (multiplying by ~pad) without renormalising, so the rows no longer sum to 1; mask the scores with -inf before the softmax.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = (~pad)[:, None, None, :].to(scores.dtype)
    return torch.softmax(scores, dim=-1) * keep
