# exercise: ex_padding_attention
# mistake: Also applies a causal mask (copied from the decoder code), but here padding is the only mask and real queries may attend to later real keys.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    dev = scores.device
    pad = torch.arange(n, device=dev)[None] >= lengths[:, None]          # (b, n)
    causal = torch.triu(torch.ones(n, n, dtype=torch.bool, device=dev), 1)
    mask = pad[:, None, None, :] | causal
    w = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
