# exercise: ex_fix_mask_heads
# mistake: Turned the mask into floats and added mask * -inf to the scores, but 0 * -inf is NaN, so every unpadded score becomes NaN too; the boolean mask must be used with masked_fill (or torch.where).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :].to(scores.dtype)          # (b, 1, 1, n)
    return torch.softmax(scores + mask * float('-inf'), dim=-1)
