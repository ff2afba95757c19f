# exercise: ex_fix_mask_heads
# mistake: The learner made the starter's mask line up by transposing scores to (h, b, n, n), but returns the weights in that transposed order instead of transposing back to (b, h, n, n). [cond: wrong unless all heads are equal; wrong shape when b != h]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]                  # (b, 1, n)
    s = scores.transpose(0, 1)              # (h, b, n, n): b now lines up with the mask
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)
