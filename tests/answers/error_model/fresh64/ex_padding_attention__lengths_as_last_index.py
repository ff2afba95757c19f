# exercise: ex_padding_attention
# mistake: Tests position >= lengths - 1 (treating lengths as the index of the last real token), so each sequence's last real token is masked as a key and zeroed as a query; padding starts at position = length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    last = lengths - 1
    pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= last[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
