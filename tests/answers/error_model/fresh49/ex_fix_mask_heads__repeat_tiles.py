# exercise: ex_fix_mask_heads
# mistake: Built the per-head mask with pad.repeat(h, 1).view(b, h, 1, n); repeat tiles the whole batch, so after the view the heads of a sequence get other sequences' masks; it needs pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 and the sequences' padding differs]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
