# exercise: ex_padding_attention
# mistake: Avoids the NaN by clamping every length to at least 1, so a sequence of length 0 still gets a first token that attends to key 0; length 0 must give all-zero rows (set NaN rows to 0 instead). [cond: only for a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lengths = lengths.clamp(min=1)     # at least one key, so softmax is never NaN
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)
