# exercise: ex_fix_mask_heads
# mistake: Takes the softmax first and then zeroes the padded keys in place without renormalising, so the rows no longer sum to 1; the keys must be masked with -inf before the softmax.
import torch


def ex_fix_mask_heads(scores, pad):
    w = torch.softmax(scores, dim=-1)
    w.masked_fill_(pad[:, None, None, :], 0.0)
    return w
