# exercise: ex_padding_attention
# mistake: Masks the padded keys and removes the NaN rows, but never zeroes the rows of padded queries, which still attend to the real keys; those rows must be all 0. [cond: only when some sequence is shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    masked = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    weights = torch.softmax(masked, dim=-1)
    weights[torch.isnan(weights)] = 0.0
    return weights
