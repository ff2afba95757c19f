# exercise: ex_fix_mask_heads
# mistake: Broadcasts the mask correctly but fills the padded scores with 0 instead of -inf, so padded keys still get weight exp(0) after the softmax.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]   # (b, 1, 1, n) -> every head, every query
    return torch.softmax(scores.masked_fill(mask, 0.0), dim=-1)
