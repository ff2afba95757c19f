# exercise: ex_padding_attention
# mistake: The learner's -inf mask has shape (b, 1, n, 1), masking padded queries instead of padded keys, so real queries still attend padded keys; the key mask must be (b, 1, 1, n). [cond: some 0 < length < n]

import torch

def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    mask = ~real.view(b, 1, n, 1)          # (b, 1, n, 1) -> broadcast over heads
    w = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
