# exercise: ex_fix_mask_heads
# mistake: It transposes scores to (h, b, n, n) so that the old (b, 1, n) mask broadcasts correctly, but returns the result without transposing back to (b, h, n, n).
import torch


def ex_fix_mask_heads(scores, pad):
    scores_hb = scores.transpose(0, 1)          # (h, b, n, n): now b lines up with pad's b
    mask = pad[:, None, :]                      # (b, 1, n)
    return torch.softmax(scores_hb.masked_fill(mask, float('-inf')), dim=-1)
