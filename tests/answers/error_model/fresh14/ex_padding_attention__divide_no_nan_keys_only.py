# exercise: ex_padding_attention
# mistake: Masks the padded keys and uses a divide_no_nan-style guard (so no NaN, length-0 gives zeros), but never zeroes the rows of padded queries: e.g. with length 2 of 5, query rows 2–4 still hold weights on keys 0–1. Right: also set the rows of queries at positions ≥ length to 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid = torch.arange(n, device=scores.device) < lengths.to(scores.device).unsqueeze(-1)  # (b, n)
    valid = valid[:, None, None, :].to(scores.dtype)
    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True)) * valid
    denom = e.sum(dim=-1, keepdim=True)
    # tf.math.divide_no_nan: 0 where the denominator is 0
    return torch.where(denom > 0, e / denom.clamp_min(torch.finfo(e.dtype).tiny), torch.zeros_like(e))
