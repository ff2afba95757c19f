# exercise: ex_fix_mask_heads
# mistake: The learner fixed the mask shape but called the out-of-place scores.masked_fill(...) without using its result, so the softmax sees the unmasked scores. [cond: some padding]

import torch

def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]          # (b, 1, 1, n): same keys for every head and query
    scores.masked_fill(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
