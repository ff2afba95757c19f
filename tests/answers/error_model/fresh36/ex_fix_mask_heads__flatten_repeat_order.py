# exercise: ex_fix_mask_heads
# mistake: Flattens the scores to (b*h, n, n) as flash-attention kernels do and tiles the mask with pad.repeat(h, 1), which orders it [batch 0, batch 1, ..., batch 0, ...] while the flattened scores are ordered head-fastest per batch; it needs repeat_interleave(h, dim=0). [cond: only when b > 1 and h > 1 with different paddings]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    s = scores.reshape(b * h, n, n)
    m = pad.repeat(h, 1)[:, None, :]            # (b*h, 1, n)
    w = torch.softmax(s.masked_fill(m, float('-inf')), dim=-1)
    return w.view(b, h, n, n)
