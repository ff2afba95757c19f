# exercise: ex_padding_attention
# mistake: The learner indexes the padding mask as [:, None, :, None] (queries) for the -inf fill and as [:, None, None, :] (keys) for zeroing, the two axes swapped: real queries keep attending to padded keys. The -inf mask belongs on the key axis, the zeroing on the query axis.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    m1 = pad[:, None, :, None]
    m2 = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(m1, float('-inf')), dim=-1)
    w = torch.nan_to_num(w)
    w = w.masked_fill(m2, 0.0)
    return w
