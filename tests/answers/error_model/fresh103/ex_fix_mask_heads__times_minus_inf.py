# exercise: ex_fix_mask_heads
# mistake: The learner adds mask * -inf to the scores, but 0 * -inf is NaN, so every unpadded key becomes NaN; masked_fill (or torch.where) must be used.
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.view(b, 1, 1, n).to(scores.dtype)
    return torch.softmax(scores + mask * float('-inf'), dim=-1)
