# exercise: ex_fix_mask_heads
# mistake: Masked ~pad, i.e. the real keys, as if True meant "keep"; pad is True at padding, so the mask is pad itself.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
