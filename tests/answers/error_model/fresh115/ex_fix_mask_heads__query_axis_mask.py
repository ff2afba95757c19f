# exercise: ex_fix_mask_heads
# mistake: Indexed the pad mask as [:, None, :, None], which masks padded queries' rows (all -inf, NaN) instead of padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    m = {}
    m["mask"] = pad[:, None, :, None]
    m["masked"] = scores.masked_fill(m["mask"], float("-inf"))
    return torch.softmax(m["masked"], dim=-1)
