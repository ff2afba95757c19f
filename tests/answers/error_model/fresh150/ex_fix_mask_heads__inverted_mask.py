# exercise: ex_fix_mask_heads
# mistake: The learner fixed the shape but filled ~mask, i.e. the real keys, reading pad as "True where the token is kept"; pad is True at padding and the padded keys are the ones to fill with -inf.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
