# exercise: ex_padding_attention
# mistake: After the softmax the learner multiplies again by the key mask (~pad)[:, None, None, :] instead of the query mask [:, None, :, None], so rows of padded queries are not set to 0. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    if n == 0:
        return scores.clone()
    pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]
    keep = (~pad)[:, None, None, :]
    w = torch.softmax(scores.masked_fill(~keep, float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    return w * keep.to(w.dtype)
