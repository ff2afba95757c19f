# exercise: ex_fix_mask_heads
# mistake: The learner expanded the mask to the heads with pad.repeat(h, 1).view(b, h, 1, n), which cycles through the sequences, so heads of one sequence get another sequence's padding; it needs repeat_interleave or simply pad[:, None, None, :]. [cond: only when b > 1 and h > 1 with different pads]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
