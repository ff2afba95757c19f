# exercise: ex_padding_attention
# mistake: Masked the padded keys and removed NaN, but never set the rows of padded queries to 0 (they still attend to the real keys); those rows must be zeroed too. [cond: a sequence shorter than n and longer than 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    masked = scores.masked_fill(key_is_pad[:, None, None, :], float('-inf'))
    weights = torch.softmax(masked, dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights
