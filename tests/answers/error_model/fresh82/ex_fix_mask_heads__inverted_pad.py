# exercise: ex_fix_mask_heads
# mistake: Fixed the shape to (b, 1, 1, n) but also inverted the mask with ~pad, reading pad as "True = keep", so the real keys are masked and only padding gets weight; pad is True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad.unsqueeze(1).unsqueeze(2)        # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)


assert torch.zeros(2, 5).bool().unsqueeze(1).unsqueeze(2).shape == (2, 1, 1, 5)
