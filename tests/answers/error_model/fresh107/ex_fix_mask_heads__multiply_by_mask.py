# exercise: ex_fix_mask_heads
# mistake: Masks by multiplying the scores with the keep mask (numpy style), which sets padded scores to 0 rather than -inf, so padded keys still get weight exp(0); they must be filled with -inf. [cond: some sequence has padding]
import numpy as np
import torch


def ex_fix_mask_heads(scores, pad):
    keep = (~pad)[:, None, None, :].to(scores.dtype)   # (b, 1, 1, n)
    return torch.softmax(scores * keep, dim=-1)
