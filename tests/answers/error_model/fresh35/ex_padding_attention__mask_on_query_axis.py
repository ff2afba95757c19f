# exercise: ex_padding_attention
# mistake: Broadcast the padding mask as (b, 1, n, 1), which masks query rows instead of key columns, so real queries still attend to padded keys. [cond: a sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.unsqueeze(-1)
    pad = pad.unsqueeze(1).unsqueeze(-1)  # (b, 1, n, 1)
    weights = torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1)
    return torch.nan_to_num(weights, nan=0.0)
