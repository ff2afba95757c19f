# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of position >= length, so the first padded position (index = length) still counts as a real token.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    is_pad = idx.unsqueeze(0) > lengths.unsqueeze(1)
    weights = scores.masked_fill(is_pad[:, None, None, :], float("-inf")).softmax(-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    weights = weights.masked_fill(is_pad[:, None, :, None], 0.0)
    return weights
