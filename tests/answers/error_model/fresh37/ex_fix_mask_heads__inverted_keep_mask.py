# exercise: ex_fix_mask_heads
# mistake: Fills where ~mask (the real tokens) instead of where mask (the padding), so the real keys get -inf and only padded keys are attended; fill where pad is True.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
