# exercise: ex_fix_mask_heads
# mistake: The learner expands the mask by hand with pad.repeat(H, 1).view(B, H, 1, T), which tiles whole batches one after another and so gives batch b the padding of other sequences; repeat along the last axis (pad.repeat(1, H)) or just index pad[:, None, None, :]. [cond: b > 1 with different padding per sequence]
import torch

def ex_fix_mask_heads(scores, pad):
    B, H, T, _ = scores.shape
    mask = pad.repeat(H, 1).view(B, H, 1, T)     # (B*H, T) -> (B, H, 1, T)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
