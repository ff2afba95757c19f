# exercise: ex_fix_mask_heads
# mistake: Fixes the mask shape but uses masked_fill_, which writes -inf into the caller's scores tensor; the out-of-place masked_fill must be used.
import torch

def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(2)     # (b, 1, 1, n)
    scores.masked_fill_(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
