# exercise: ex_fix_mask_heads
# mistake: Indexes the mask as pad[:, None, :, None], which masks padded queries (rows) instead of padded keys (columns); the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    pad = pad.to(device=scores.device, dtype=torch.bool)
    b, h, n, _ = scores.shape
    assert pad.shape == (b, n)
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
