# exercise: ex_padding_attention
# mistake: Indexes the padding mask as [:, None, :, None] for the -inf fill too (MXNet masked_softmax-style axis confusion), masking padded query rows instead of padded key columns; the key mask is [:, None, None, :]. [cond: some length < n]
import torch

def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    valid = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]
    padded = ~valid
    m = padded[:, None, :, None]
    w = torch.softmax(scores.masked_fill(m, float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(m, 0.0)
