# exercise: ex_padding_attention
# mistake: Builds the positions with arange(lengths.max()) instead of arange(n), so when every sequence is shorter than n the mask has the wrong width (shape error); positions must run over all n columns. [cond: max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    positions = torch.arange(max_len, device=scores.device)
    pad = positions[None, :] >= lengths[:, None]
    key_mask = pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = weights.nan_to_num(0.0)
    return weights.masked_fill(pad[:, None, :, None], 0.0)
