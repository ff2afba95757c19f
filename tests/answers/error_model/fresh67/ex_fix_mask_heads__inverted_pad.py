# exercise: ex_fix_mask_heads
# mistake: The learner inverted pad (~pad), masking the real keys and letting queries attend only to padding; pad is already True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    masked = scores.masked_fill(~keep, float('-inf'))
    w = torch.softmax(masked, dim=-1)
    return torch.nan_to_num(w, nan=0.0)
