# exercise: ex_fix_mask_heads
# mistake: Tiled the mask over heads MATLAB-style with pad.repeat(h, 1).view(b, h, 1, n), which stacks copies of the whole batch, so sequences get each other's masks; it needs pad[:, None, None, :] (or repeat_interleave). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)   # repmat(pad, h, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
