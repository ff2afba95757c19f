# exercise: ex_padding_attention
# mistake: Put the padding mask on the query axis (b, 1, n, 1) instead of the key axis (b, 1, 1, n), so real queries still attend to padded keys. [cond: a sequence with 0 < length < n]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    mask = pad.unsqueeze(1).unsqueeze(-1)
    w = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    return torch.nan_to_num(w)
