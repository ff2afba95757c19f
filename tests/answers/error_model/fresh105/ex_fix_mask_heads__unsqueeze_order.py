# exercise: ex_fix_mask_heads
# mistake: The learner used pad.unsqueeze(1).unsqueeze(-1) thinking it yields (b, 1, 1, n), but it yields (b, 1, n, 1), masking queries instead of keys.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(-1)      # (b, 1, 1, n)
    logits = scores.masked_fill(mask, float('-inf'))
    return torch.softmax(logits, dim=-1)
