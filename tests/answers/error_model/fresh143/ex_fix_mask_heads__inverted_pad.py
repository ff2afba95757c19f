# exercise: ex_fix_mask_heads
# mistake: It uses ~pad (the "attention_mask is 1 for real tokens" convention) so the real keys are masked and the padded ones kept; here pad is already True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = ~pad
    mask = attention_mask[:, None, None, :]  # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
