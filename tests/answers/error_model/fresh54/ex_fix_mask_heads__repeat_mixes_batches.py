# exercise: ex_fix_mask_heads
# mistake: The learner tiles the mask over heads with pad.repeat(h, 1).view(b, h, 1, n), but repeat stacks whole copies of the batch, so the view mixes different sequences' masks across batch and heads; use pad[:, None, None, :] (or repeat_interleave). [cond: only for b > 1 with different masks]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
