# exercise: ex_fix_mask_heads
# mistake: Fixed the broadcast but zeroed the padded keys after the softmax without renormalising, so rows no longer sum to 1; fill the scores with -inf before the softmax. [cond: some sequence has padding]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)
    return weights.masked_fill(mask, 0.0)
