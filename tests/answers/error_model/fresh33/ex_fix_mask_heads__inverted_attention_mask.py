# exercise: ex_fix_mask_heads
# mistake: Fixed the shape but inverted the mask (~pad, the Hugging Face attention_mask convention where True means keep), so the real keys are masked instead of the padded ones.
import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = ~pad
    mask = attention_mask[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, -1e9), dim=-1)
