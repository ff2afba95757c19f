# exercise: ex_fix_mask_heads
# mistake: Expands the mask per head with pad.repeat(h, 1).view(b, h, 1, n); repeat stacks whole copies of the batch ([pad0, pad1, pad0, pad1, ...]), so with b > 1 and h > 1 heads get another sequence's padding.
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)   # explicit per-head copy instead of broadcasting
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
