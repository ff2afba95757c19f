# exercise: ex_fix_mask_heads
# mistake: Built the (b, h, 1, n) mask with pad.repeat(h, 1).view(b, h, 1, n), which orders rows head-major, so heads get other sequences' padding; use pad[:, None, None, :]. [cond: b > 1, h > 1 and sequences padded differently]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)   # one copy of the pad mask per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
