# exercise: ex_padding_attention
# mistake: The function trims the scores to the longest real length (lengths.max()) to save work, so it returns a (b, h, L, L) tensor instead of (b, h, n, n) whenever no sequence fills all n positions (and an empty tensor when every length is 0); the output must keep the full shape. [cond: max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    L = int(lengths.max())
    s = scores[..., :L, :L]
    pad = torch.arange(L, device=s.device)[None, :] >= lengths[:, None]
    w = torch.softmax(s.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
