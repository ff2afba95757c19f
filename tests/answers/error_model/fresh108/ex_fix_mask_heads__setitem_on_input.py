# exercise: ex_fix_mask_heads
# mistake: Fills the padded positions with scores[mask] = -inf, which writes into the caller's scores tensor; the masking must be out of place (masked_fill).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :].expand_as(scores)
    scores[mask] = float('-inf')
    return torch.softmax(scores, dim=-1)
