# exercise: ex_fix_mask_heads
# mistake: The learner built the per-head mask with pad.repeat(h, 1).view(b, h, 1, n), which orders rows head-major, so sequences get each other's masks; use pad[:, None, None, :] (or repeat_interleave). [cond: only when b > 1 and h > 1 with different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
