# exercise: ex_padding_attention
# mistake: Broadcast the padding mask as (b, 1, n, 1), i.e. over the queries, so padded query rows become 0 but real queries still attend to padded keys; for the keys it must be (b, 1, 1, n). [cond: some length < n]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    # loop version was: for i in range(n): if pad[b, i]: w[b, :, i, :] = 0
    mask = pad.unsqueeze(1).unsqueeze(-1)  # (b, 1, n, 1)
    w = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    return torch.nan_to_num(w)
