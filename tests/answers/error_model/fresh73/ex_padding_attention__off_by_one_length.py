# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of position >= length, so the first padded position (index = length) is treated as real; a sequence of length L has real positions 0 … L-1.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    padded = positions[None, :] > lengths[:, None]
    s = scores.masked_fill(padded[:, None, None, :], float("-inf"))
    weights = torch.softmax(s, dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(padded[:, None, :, None], 0.0)
