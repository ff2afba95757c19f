# exercise: ex_padding_attention
# mistake: The learner swapped the branches of torch.where when removing NaN: where(isnan(w), w, 0) keeps the NaN and zeroes every real weight; it should be where(isnan(w), 0, w).

import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]
    s = scores.masked_fill(~real[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    zero = torch.zeros((), dtype=w.dtype, device=w.device)
    w = torch.where(torch.isnan(w), w, zero)        # length 0 -> all -inf -> NaN row
    return w * real[:, None, :, None]
