# exercise: ex_padding_attention
# mistake: The learner applied the -inf padding mask on the query axis (pad[:, None, :, None]) before the softmax, so padded query rows become NaN then 0 but real queries still attend to padded keys; the -inf mask goes on the key axis pad[:, None, None, :]. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    m = pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(m, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w
