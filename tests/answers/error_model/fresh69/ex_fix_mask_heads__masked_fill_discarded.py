# exercise: ex_fix_mask_heads
# mistake: The learner fixed the mask shape but called the out-of-place masked_fill without keeping its result, and took the softmax of the unmasked scores; use the returned tensor (or masked_fill_).
import torch

def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    scores.masked_fill(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
