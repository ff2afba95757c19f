# exercise: ex_fix_mask_heads
# mistake: The learner fixes the shape but inverts the mask (~pad), masking the real keys and keeping the padded ones; pad is already True at padding, so mask pad[:, None, None, :] directly.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad  # True = real token
    mask = keep.view(pad.shape[0], 1, 1, pad.shape[1])
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
