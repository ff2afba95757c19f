# exercise: ex_padding_attention
# mistake: Uses torch.func.vmap over the batch with a Python `if L == 0` branch inside; vmap cannot branch on a batched value, so it raises; the empty case must be handled with tensor ops (nan_to_num / masked_fill).
import torch
from torch.func import vmap


def _one(s, L):
    n = s.shape[-1]
    if L == 0:
        return torch.zeros_like(s)
    pad = torch.arange(n, device=s.device) >= L
    w = torch.softmax(s.masked_fill(pad[None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(pad[None, :, None], 0.0)


def ex_padding_attention(scores, lengths):
    return vmap(_one)(scores, lengths)
