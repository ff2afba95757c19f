# exercise: ex_padding_attention
# mistake: Took the mask width from lengths.max() (the forum's collate code) instead of n = scores.shape[-1]; when every sequence is shorter than n the (b, max_len) mask does not match the scores and it fails. [cond: only when max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    mask = torch.arange(max_len, device=lengths.device)[None, :] < lengths[:, None]  # True = real token
    weights = scores.masked_fill(~mask[:, None, None, :], float("-inf")).softmax(dim=-1)
    weights = weights.nan_to_num(0.0)
    weights = weights * mask[:, None, :, None]
    return weights
