# exercise: ex_fix_mask_heads
# mistake: The learner inverts pad (~pad), as if True meant "real token", so the real keys are masked and only padded keys get weight (rows with no padding become NaN); pad is already True at the padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
