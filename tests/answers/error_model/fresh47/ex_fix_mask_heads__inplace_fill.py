# exercise: ex_fix_mask_heads
# mistake: The learner switches to masked_fill_, which overwrites the caller's scores tensor with -inf; use the out-of-place masked_fill.
import torch


def ex_fix_mask_heads(scores, pad):
    return scores.masked_fill_(pad.unsqueeze(1).unsqueeze(2), float('-inf')).softmax(-1)
