# exercise: ex_padding_attention
# mistake: Renormalised with an eps in the denominator and zeroed rows only for sequences of length 0 (the case it saw as NaN-prone), so padded queries of non-empty sequences still attend to real keys; every padded query's row must be 0.
import torch

EPS = 1e-12


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]     # (b, n)
    keep_k = keep[:, None, None, :].to(scores.dtype)
    shifted = scores - scores.amax(dim=-1, keepdim=True)
    e = shifted.exp() * keep_k
    w = e / (e.sum(dim=-1, keepdim=True) + EPS)        # 0 / eps = 0 for empty rows, no NaN
    empty = (lengths == 0)[:, None, None, None]
    return w.masked_fill(empty, 0.0)
