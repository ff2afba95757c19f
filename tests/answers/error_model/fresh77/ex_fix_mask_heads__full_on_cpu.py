# exercise: ex_fix_mask_heads
# mistake: The -inf tensor is created with torch.full(scores.shape, -inf) without device=scores.device, so torch.where mixes CPU and GPU tensors; it must be created on the inputs' device (or use masked_fill). [cond: only on a GPU]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    neg = torch.full(scores.shape, float('-inf'), dtype=scores.dtype)
    mask = pad.view(b, 1, 1, n).expand(b, h, n, n)
    masked = torch.where(mask, neg, scores)
    return torch.softmax(masked, dim=-1)
