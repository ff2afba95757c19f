# exercise: ex_fix_mask_heads
# mistake: The mask is shaped (b, 1, n, 1), which masks padded queries (their rows become NaN) rather than padded keys; the key mask is (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None].unsqueeze(-1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
