# exercise: ex_padding_attention
# mistake: Applies the -inf padding mask on the query axis ([:, None, :, None]) instead of the key axis, so padded query rows become NaN->0 but real queries still attend to padded keys; the -inf mask must be indexed [:, None, None, :]. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    pad4 = pad.unsqueeze(1).unsqueeze(-1)   # (b, 1, n, 1)
    w = scores.masked_fill(pad4, float("-inf")).softmax(dim=-1)
    w = w.nan_to_num(0.0)
    return w
