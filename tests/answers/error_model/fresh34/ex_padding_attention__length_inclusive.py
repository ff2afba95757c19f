# exercise: ex_padding_attention
# mistake: The learner marked real keys with arange(n) <= length, so the first padded key (index = length) is still attended and its query row is not zeroed; it must be arange(n) < length. [cond: some length < n]

import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    real = pos[None, :] <= lengths[:, None]                # (b, n)
    s = scores.masked_fill(~real[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return w * real[:, None, :, None]
