# exercise: ex_fix_mask_heads
# mistake: The learner builds the (b, 1, 1, n) key mask lazily once and keeps it in a global, so later calls with another pad use the first call's padding; the mask must come from the pad given in each call. [cond: only from the second call with a different pad of the same shape]
import torch

MASK = None


def ex_fix_mask_heads(scores, pad):
    global MASK
    if MASK is None or MASK.shape[0] != pad.shape[0] or MASK.shape[-1] != pad.shape[-1]:
        MASK = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(MASK, float('-inf')), dim=-1)
