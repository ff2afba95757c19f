# exercise: ex_padding_attention
# mistake: The two index patterns are swapped: the -inf mask before the softmax is indexed [:, None, :, None] (it hides padded query rows, not padded keys) and the zeroing after it is [:, None, None, :], so real queries' rows lose their weight on padded keys without renormalising and do not sum to 1. The key mask [:, None, None, :] goes before the softmax, the query mask [:, None, :, None] after it. [cond: some sequence has padding]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=lengths.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, None, :], 0.0)
