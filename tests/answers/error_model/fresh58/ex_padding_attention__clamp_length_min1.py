# exercise: ex_padding_attention
# mistake: To avoid the all-masked NaN row the learner clamps lengths to at least 1, so a sequence of length 0 is treated as having one real token and its first row is [1, 0, ...] instead of all 0; empty sequences must give all-zero rows. [cond: only for a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    safe_len = lengths.clamp(min=1)  # no NaN
    pad = torch.arange(n, device=scores.device) >= safe_len[:, None]
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
