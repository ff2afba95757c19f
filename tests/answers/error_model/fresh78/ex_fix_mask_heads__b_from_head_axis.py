# exercise: ex_fix_mask_heads
# mistake: The learner reads b from scores.shape[1] (the heads) before view(b, 1, 1, n), so the view only works when b equals h and fails otherwise; b is scores.shape[0]. [cond: b != h]
import torch


def ex_fix_mask_heads(scores, pad):
    _, b, _, n = scores.shape
    mask = pad.view(b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
