# exercise: ex_fix_mask_heads
# mistake: The learner treats pad as a 'keep' mask and fills where it is False (~mask), so only padded keys are attended to; pad is True at padding, so fill where pad is True.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
