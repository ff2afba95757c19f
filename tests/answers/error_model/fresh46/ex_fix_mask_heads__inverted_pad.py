# exercise: ex_fix_mask_heads
# mistake: The learner fixes the shape but also inverts the mask with ~pad, thinking pad marks the tokens to keep, so the real keys are masked and only padding is attended to; pad itself (True at padding) must be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
