# exercise: ex_fix_mask_heads
# mistake: The learner took b, n = scores.shape[:2] (as for Keras's (batch, T, S) scores), so n is the number of heads and pad.view(b, 1, 1, n) fails or reshapes wrongly; n is scores.shape[-1]. [cond: h != n]
import torch


def ex_fix_mask_heads(scores, pad):
    b, n = scores.shape[:2]
    mask = pad.view(b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
