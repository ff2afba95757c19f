# exercise: ex_fix_mask_heads
# mistake: Fixed the broadcast (pad[:, None, None, :]) but filled the padded scores with 0 instead of −inf, and exp(0) = 1 still gives padded keys weight; masked scores must be −inf (or a large negative number).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]  # (b, 1, 1, n): every head, every query
    return torch.softmax(scores.masked_fill(mask, 0.0), dim=-1)
