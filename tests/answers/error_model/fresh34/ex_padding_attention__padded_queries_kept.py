# exercise: ex_padding_attention
# mistake: The learner masked padded keys and cleaned NaN rows but never zeroed the rows of padded queries, which still attend the real keys. [cond: some 0 < length < n]

import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]   # (b, n)
    s = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    # length 0: every key is padding -> NaN; make it 0
    return torch.nan_to_num(w, nan=0.0)
