# exercise: ex_fix_mask_heads
# mistake: The learner fixed the mask shape but zeroed the padded keys after the softmax instead of filling -inf before it, so the rows no longer sum to 1.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    w = torch.softmax(scores, dim=-1)
    return w.masked_fill(mask, 0.0)
