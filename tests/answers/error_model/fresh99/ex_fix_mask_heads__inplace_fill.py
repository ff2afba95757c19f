# exercise: ex_fix_mask_heads
# mistake: The fix uses masked_fill_ (in place), so the caller's scores tensor is overwritten with -inf; the weights are right but the input must not change (use masked_fill).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    scores.masked_fill_(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
