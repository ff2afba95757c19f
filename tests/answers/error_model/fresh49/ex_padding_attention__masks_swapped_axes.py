# exercise: ex_padding_attention
# mistake: Indexed the padding mask as [:, None, :, None] for the -inf fill (which masks query rows) and as [:, None, None, :] for the zeroing (which zeroes key columns): the key mask needs [:, None, None, :] before the softmax, the query mask [:, None, :, None] after it.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, None, :], 0.0)
