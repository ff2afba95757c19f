# exercise: ex_padding_attention
# mistake: The learner masked padded keys and removed NaN rows, but left the rows of padded queries as normal weights; those rows must be all 0. [cond: a sequence shorter than n with length > 0]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] >= lengths.to(scores.device)[:, None]        # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)   # length-0 sequences
