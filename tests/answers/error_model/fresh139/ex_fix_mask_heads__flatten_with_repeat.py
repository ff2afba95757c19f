# exercise: ex_fix_mask_heads
# mistake: Flattens scores to (b*h, n, n), which is ordered batch-major, but repeats pad with pad.repeat(h, 1), which is ordered head-major, so sequences get each other's padding; use pad.repeat_interleave(h, dim=0) or the (b, 1, 1, n) mask. [cond: b > 1 and h > 1 with different padding per sequence]
import torch

def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    flat = scores.reshape(b * h, n, n)
    flat_pad = pad.repeat(h, 1)                  # one row per (sequence, head)
    out = torch.softmax(flat.masked_fill(flat_pad[:, None, :], float('-inf')), dim=-1)
    return out.view(b, h, n, n)
