# exercise: ex_fix_mask_heads
# mistake: Thinking of scaled_dot_product_attention's True = keep convention, the learner negates pad (~pad) before masked_fill, so real keys are masked and padded keys kept; masked_fill needs True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
