# exercise: ex_fix_mask_heads
# mistake: Adds the axes with unsqueeze(1).unsqueeze(-1), giving (b, 1, n, 1), which masks padded queries (whole rows become NaN) instead of padded keys; the mask must be (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(-1)
    scores = scores.masked_fill(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)
