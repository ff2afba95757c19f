# exercise: ex_fix_mask_heads
# mistake: Fixed the mask shape but used masked_fill_, which writes -inf into the caller's scores tensor; it must leave scores unchanged (masked_fill returns a new tensor).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    scores.masked_fill_(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
