# exercise: ex_padding_attention
# mistake: In torch.where the learner broadcast the keep mask as (b, 1, n, 1), which masks query rows instead of key columns, so real queries still attend to padded keys; the key mask must be (b, 1, 1, n). [cond: a sequence shorter than n with length > 0]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = torch.arange(n, device=scores.device)[None, :] < lengths.to(scores.device)[:, None]
    neg_inf = torch.tensor(float("-inf"), device=scores.device, dtype=scores.dtype)
    masked = torch.where(keep[:, None, :, None], scores, neg_inf)
    w = torch.softmax(masked, dim=-1)
    # rows that are entirely padding -> 0 instead of NaN
    return torch.where(torch.isnan(w), torch.zeros_like(w), w)
