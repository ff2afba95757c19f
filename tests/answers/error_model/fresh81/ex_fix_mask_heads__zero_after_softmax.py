# exercise: ex_fix_mask_heads
# mistake: Applied the (now correct) key mask to the weights after the softmax with 0 instead of to the scores before it, so the remaining weights no longer sum to 1.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)
    return weights.masked_fill(mask, 0.0)
