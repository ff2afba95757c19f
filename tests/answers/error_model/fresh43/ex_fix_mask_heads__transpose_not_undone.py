# exercise: ex_fix_mask_heads
# mistake: Transposes scores to (h, b, n, n) so that the (b, 1, n) mask lines up, but returns the weights in that (h, b, n, n) order without transposing back to (b, h, n, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]                      # (b, 1, n)
    s = scores.transpose(0, 1)                  # (h, b, n, n): b now sits right of h
    return torch.softmax(s.masked_fill(mask, float("-inf")), dim=-1)
