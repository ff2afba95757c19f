# exercise: ex_fix_mask_heads
# mistake: The learner reshapes the mask to (b, 1, n, 1), masking padded queries (whole rows, which become NaN) instead of padded keys; the key mask must be (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    assert scores.dim() == 4, "scores (b, h, n, n)"
    assert pad.dim() == 2 and pad.shape[0] == scores.shape[0], "pad (b, n)"
    pad = pad.to(device=scores.device, dtype=torch.bool)
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
