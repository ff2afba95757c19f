# exercise: ex_fix_mask_heads
# mistake: pad.repeat(h, 1) tiles the whole batch h times, so after view(b, h, 1, n) the heads of one sequence get other sequences' masks; each row must be repeated h times in place (repeat_interleave) or just broadcast pad[:, None, None, :]. [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
