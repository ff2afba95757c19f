# exercise: ex_fix_mask_heads
# mistake: Treats pad as a Hugging Face-style attention mask (True = keep) and masks ~pad, so real keys are masked and only padding is attended to.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
