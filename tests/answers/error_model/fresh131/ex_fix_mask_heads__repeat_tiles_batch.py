# exercise: ex_fix_mask_heads
# mistake: The learner expands the mask over the heads with pad.repeat(h, 1).view(b, h, 1, n), which tiles the whole batch so the heads of sequence i get other sequences' masks; it needs pad[:, None, None, :] (or repeat_interleave). [cond: b > 1, h > 1 and the pads differ]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    # print(mask.shape)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
