# exercise: ex_fix_mask_heads
# mistake: Made an additive float mask as pad.float() * -inf, but 0 * -inf is NaN, so every weight becomes NaN; use masked_fill or torch.where.
import torch

def ex_fix_mask_heads(scores, pad):
    # additive attn_mask: 0 where allowed, -inf at padding
    attn_mask = pad[:, None, None, :].to(scores.dtype) * float('-inf')
    return torch.softmax(scores + attn_mask, dim=-1)
