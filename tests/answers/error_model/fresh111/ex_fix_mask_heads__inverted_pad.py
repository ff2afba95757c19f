# exercise: ex_fix_mask_heads
# mistake: Inverts pad with ~ before filling, so the real keys are masked and only the padded keys keep weight (rows without padding become NaN); pad is already True where masking is needed.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
