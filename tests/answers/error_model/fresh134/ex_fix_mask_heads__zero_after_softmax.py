# exercise: ex_fix_mask_heads
# mistake: Applied the softmax first and zeroed the padded keys afterwards, so the remaining weights no longer sum to 1; the padded scores must be -inf before the softmax. [cond: some key is padded]
import torch


def ex_fix_mask_heads(scores, pad):
    w = torch.softmax(scores, dim=-1)
    return w.masked_fill(pad[:, None, None, :], 0.0)
