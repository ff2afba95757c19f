# exercise: ex_fix_mask_heads
# mistake: Uses masked_fill_ in place, which writes -inf into the caller's scores tensor; the function must not change its input. [cond: visible when the caller reuses scores]
import torch


def ex_fix_mask_heads(scores, pad):
    scores.masked_fill_(pad[:, None, None, :], float('-inf'))
    return torch.softmax(scores, dim=-1)
