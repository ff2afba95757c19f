# exercise: ex_padding_attention
# mistake: Marked padding with position > length (thinking of positions 1..n), so the first padded position (index = length) is still attended to and its query row kept; padding is position >= length. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    pad = positions[None, :] > lengths[:, None]
    att = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    att = torch.nan_to_num(att, nan=0.0)
    return att.masked_fill(pad[:, None, :, None], 0.0)
