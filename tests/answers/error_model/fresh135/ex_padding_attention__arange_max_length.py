# exercise: ex_padding_attention
# mistake: The learner built the positions with torch.arange(lengths.max()) (pad to the longest sequence) instead of the scores' n, so the mask is too short and broadcasting fails whenever every sequence is shorter than n; use n = scores.shape[-1]. [cond: max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    padded = torch.arange(max_len, device=scores.device)[None, :] >= lengths[:, None]
    out = torch.softmax(scores.masked_fill(padded[:, None, None, :], float("-inf")), dim=-1)
    out = out.nan_to_num(0.0)
    return out.masked_fill(padded[:, None, :, None], 0.0)
