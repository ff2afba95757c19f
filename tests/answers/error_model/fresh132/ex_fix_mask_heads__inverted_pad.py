# exercise: ex_fix_mask_heads
# mistake: The learner inverts pad (~pad), masking the real keys and keeping the padded ones; pad is already True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep.unsqueeze(1).unsqueeze(2)   # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
