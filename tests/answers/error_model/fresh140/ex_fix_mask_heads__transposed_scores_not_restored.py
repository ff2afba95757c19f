# exercise: ex_fix_mask_heads
# mistake: The learner made the old (b, 1, n) mask line up by transposing scores to (h, b, n, n), but returned the softmax in that transposed layout without transposing back, so heads and batch are swapped. [cond: b > 1 or h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]
    s = scores.transpose(0, 1)  # (h, b, n, n) so that b lines up
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)
