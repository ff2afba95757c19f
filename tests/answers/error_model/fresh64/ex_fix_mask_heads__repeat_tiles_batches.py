# exercise: ex_fix_mask_heads
# mistake: Builds a per-head mask with pad.repeat(h, 1).view(b, h, 1, n); repeat tiles the whole batch, so the heads of one sequence get other sequences' padding; it would need repeat_interleave, or simply pad[:, None, None, :]. [cond: b > 1 and the sequences have different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
