# exercise: ex_fix_mask_heads
# mistake: Negated the pad mask (~pad), so the real keys get -inf and only the padding is attended to; pad is already True at the positions to mask.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    st = {"mask": keep[:, None, None, :]}
    st["scores"] = scores.masked_fill(st["mask"], float("-inf"))
    return torch.softmax(st["scores"], dim=-1)
