# exercise: ex_fix_mask_heads
# mistake: Built an additive mask as pad * (-inf), but 0 · (−inf) is NaN, so every score becomes NaN; use masked_fill (or torch.where) to put -inf only at the padded keys.
import torch


def ex_fix_mask_heads(scores, pad):
    m = pad[:, None, None, :].to(scores.dtype)
    return torch.softmax(scores + m * float('-inf'), dim=-1)
