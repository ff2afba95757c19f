# exercise: ex_padding_attention
# mistake: Builds the positions with torch.arange(lengths.max()) instead of arange(n), so the mask has the wrong size (an error) whenever the longest sequence is shorter than n. [cond: every sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    positions = torch.arange(max_len, device=scores.device)
    pad = positions[None, :] >= lengths[:, None]
    weights = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    weights = weights.nan_to_num(0.0)
    return weights.masked_fill(pad[:, None, :, None], 0.0)
