# exercise: ex_fix_mask_heads
# mistake: Transposed the scores to (h, b, n, n) so that the old (b, 1, n) mask lines up, but returned the weights in that (h, b, n, n) layout without transposing back to (b, h, n, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]                     # (b, 1, n)
    s = scores.transpose(0, 1)                 # (h, b, n, n) so b lines up with the mask
    weights = torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)
    return weights
