# exercise: ex_padding_attention
# mistake: To avoid empty sequences the learner clamps lengths to at least 1, so a length-0 sequence is treated as having one real token (its first row gets weight 1 on key 0) instead of all-zero rows. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    # an empty sequence would make a row of -inf -> NaN; keep at least one token
    lengths = lengths.to(scores.device).clamp(min=1)
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)
