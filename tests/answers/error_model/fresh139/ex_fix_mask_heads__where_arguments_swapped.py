# exercise: ex_fix_mask_heads
# mistake: Fixes the shape but writes torch.where(mask, scores, -inf), which keeps the padded keys and masks the real ones; it must be torch.where(mask, -inf, scores).
import torch

def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    neg = torch.full_like(scores, float('-inf'))
    return torch.softmax(torch.where(mask, scores, neg), dim=-1)
