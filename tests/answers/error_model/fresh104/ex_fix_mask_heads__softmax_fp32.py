# exercise: ex_fix_mask_heads
# mistake: Passed dtype=torch.float32 to the softmax, so float64 scores come back as float32 with lower precision. [cond: float64 inputs]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1, dtype=torch.float32)
