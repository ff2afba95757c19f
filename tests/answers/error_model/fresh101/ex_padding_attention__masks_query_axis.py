# exercise: ex_padding_attention
# mistake: Puts -inf on the rows of padded queries ([:, None, :, None]) instead of the columns of padded keys, so real queries still attend to padded keys; the -inf mask goes on the key axis [:, None, None, :]. [cond: only when some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]
    s = scores.masked_fill(pad[:, None, :, None], float("-inf"))
    w = torch.softmax(s, dim=-1)
    return torch.nan_to_num(w)     # padded rows: nan -> 0
