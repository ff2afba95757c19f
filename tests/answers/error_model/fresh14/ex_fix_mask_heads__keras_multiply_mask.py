# exercise: ex_fix_mask_heads
# mistake: Keras-style masking by multiplying the scores by a 0/1 keep mask, so padded keys get score 0 and still receive weight exp(0)/Σ. Right: masked_fill with −inf at padded keys.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = (~pad)[:, None, None, :].to(scores.dtype)   # 1 for real tokens, 0 for padding
    return torch.softmax(scores * keep, dim=-1)
