# exercise: ex_fix_mask_heads
# mistake: The learner filled the transposed scores (keys on axis -2) with the key mask and took the softmax without transposing back, so padded queries are masked and each column is normalised over queries; mask scores as they are.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    s = scores.transpose(-1, -2)          # (b, h, keys, queries)
    s = s.masked_fill(mask, float('-inf'))
    return torch.softmax(s, dim=-1)
