# exercise: ex_fix_mask_heads
# mistake: The mask is expanded to (b, n, n) so it covers every query, but it still has only three axes, so broadcasting puts b on the head axis; it needs the head axis: shape (b, 1, 1, n). [cond: b == h runs but is wrong; b != h raises]
import torch


def ex_fix_mask_heads(scores, pad):
    n = scores.shape[-1]
    mask = pad[:, None, :].expand(-1, n, -1)      # every query masks the same keys
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
