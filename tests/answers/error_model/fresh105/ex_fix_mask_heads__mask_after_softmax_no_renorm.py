# exercise: ex_fix_mask_heads
# mistake: The learner applied the softmax first and then zeroed the padded keys with the correct (b, 1, 1, n) mask, without renormalising, so rows no longer sum to 1; mask with -inf before the softmax (or renormalise).
import torch


def ex_fix_mask_heads(scores, pad):
    probs = torch.softmax(scores, dim=-1)
    return probs.masked_fill(pad[:, None, None, :], 0.0)
