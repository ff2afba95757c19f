# exercise: ex_fix_mask_heads
# mistake: The learner materialises the per-head mask with pad.repeat(h, 1).view(b, h, 1, n); repeat(h, 1) stacks whole copies of the batch, so after the view the masks of different sequences are mixed up; it should be pad.repeat(1, h) or pad[:, None, None, :]. [cond: only when b > 1 and the sequences' padding differs]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
