# exercise: ex_fix_mask_heads
# mistake: The learner expanded the mask over heads with pad.repeat(h, 1).view(b, h, 1, n), which tiles whole batches so head rows belong to the wrong sequences; use repeat_interleave(h, dim=0) or simply pad[:, None, None, :]. [cond: b > 1 with different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
