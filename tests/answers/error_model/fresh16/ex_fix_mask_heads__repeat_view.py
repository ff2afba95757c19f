# exercise: ex_fix_mask_heads
# mistake: The mask is made per head with pad.repeat(h, 1).view(b, h, 1, n), which assigns sequence j's padding to head j of every sequence; each sequence's own pad must be broadcast over the heads, pad[:, None, None, :] (or .expand). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)  # one copy per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
