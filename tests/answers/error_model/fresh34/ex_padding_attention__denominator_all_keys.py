# exercise: ex_padding_attention
# mistake: The learner zeroed padded keys' exponentials but divided by the sum over all keys, padding included, so real rows sum to less than 1. [cond: some 0 < length < n]

import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]    # (b, n)
    key_ok = real[:, None, None, :].to(scores.dtype)
    query_ok = real[:, None, :, None].to(scores.dtype)
    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True))
    w = e * key_ok / e.sum(dim=-1, keepdim=True)
    return w * query_ok
