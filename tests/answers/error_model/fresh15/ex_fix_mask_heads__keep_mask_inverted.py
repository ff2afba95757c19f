# exercise: ex_fix_mask_heads
# mistake: Treats pad like a Hugging Face attention_mask (True = keep) and fills where ~pad, masking the REAL tokens and keeping the padded ones.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad.bool()[:, None, None, :]          # (b, 1, 1, n): broadcast over heads and queries
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
