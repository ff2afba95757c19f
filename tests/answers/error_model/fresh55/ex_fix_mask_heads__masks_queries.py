# exercise: ex_fix_mask_heads
# mistake: The learner uses pad[:, None, :, None], which masks whole rows of padded queries (they become NaN) and leaves padded keys visible; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
