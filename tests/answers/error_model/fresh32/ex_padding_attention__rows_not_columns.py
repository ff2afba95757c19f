# exercise: ex_padding_attention
# mistake: Applies the padding mask to the query rows only (dim -2) and not to the key columns, so real queries still attend to padded keys; padded keys must be masked along the last axis. [cond: a sequence shorter than n with length >= 1]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    pad = idx.expand(lengths.shape[0], n) >= lengths.unsqueeze(-1)   # (b, n)
    pad = pad[:, None, :, None]                                        # (b, 1, n, 1)
    w = torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
