# exercise: ex_fix_mask_heads
# mistake: The learner took the softmax first and then multiplied by the (b, 1, 1, n) keep mask without renormalising, so rows no longer sum to 1; mask with -inf before the softmax.
import torch


def ex_fix_mask_heads(scores, pad):
    prob = torch.softmax(scores, dim=-1)
    keep = (~pad)[:, None, None, :].to(prob.dtype)
    return prob * keep
