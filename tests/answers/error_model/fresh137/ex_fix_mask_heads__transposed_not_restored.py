# exercise: ex_fix_mask_heads
# mistake: The learner swapped scores to (h, b, n, n) so the old mask lines up, but returned the weights without transposing back to (b, h, n, n).
import torch


def ex_fix_mask_heads(scores, pad):
    s = scores.transpose(0, 1)
    mask = pad[:, None, :]
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)
