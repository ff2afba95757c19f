# exercise: ex_fix_mask_heads
# mistake: The learner switches to masked_fill_, which writes -inf into the caller's scores tensor; the function must leave its input unchanged (masked_fill returns a new tensor).
import torch
from torch import nn


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(2)
    scores.masked_fill_(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
