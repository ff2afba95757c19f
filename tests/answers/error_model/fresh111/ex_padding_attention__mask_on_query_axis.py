# exercise: ex_padding_attention
# mistake: Puts the -inf padding mask on the query axis ([:, None, :, None]) instead of the key axis ([:, None, None, :]), so real queries still attend to padded keys.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    is_pad = is_pad[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(is_pad, float('-inf')), dim=-1)
    weights[torch.isnan(weights)] = 0.0
    return weights
