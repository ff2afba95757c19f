# exercise: ex_fix_mask_heads
# mistake: Flattens (b, h) into one axis and repeats the mask with pad.repeat(h, 1), which orders it head-major while view(b*h) is batch-major; repeat_interleave(h, 0) (or pad[:, None, None, :]) is needed. [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, m = scores.shape
    flat = scores.reshape(b * h, n, m)
    flat_pad = pad.repeat(h, 1)          # (b*h, n)
    assert flat_pad.shape[0] == flat.shape[0]
    out = torch.softmax(flat.masked_fill(flat_pad[:, None, :], float('-inf')), dim=-1)
    return out.view(b, h, n, m)
