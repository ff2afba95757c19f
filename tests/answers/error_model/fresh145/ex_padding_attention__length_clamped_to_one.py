# exercise: ex_padding_attention
# mistake: To avoid NaN the learner clamped every length to at least 1, so a sequence of length 0 is treated as having one real token (its first query row gets weight 1 on key 0); a length-0 sequence must give all-zero weights. [cond: only for a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    safe_lengths = lengths.clamp(min=1)   # no empty rows -> no NaN
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    padded = idx[None, :] >= safe_lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    weights = weights.masked_fill(padded[:, None, :, None], 0.0)
    return weights
