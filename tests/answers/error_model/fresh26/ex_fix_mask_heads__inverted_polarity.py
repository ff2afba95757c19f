# exercise: ex_fix_mask_heads
# mistake: Used the Hugging Face attention_mask convention (mask where the value is 0) on pad, which is True at padding, so the real keys are masked and the padded ones kept; mask where pad is True.

import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = pad[:, None, None, :]
    scores = scores.masked_fill(attention_mask == 0, float('-inf'))
    return torch.softmax(scores, dim=-1)
