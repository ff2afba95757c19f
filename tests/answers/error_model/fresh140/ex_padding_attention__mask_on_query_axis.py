# exercise: ex_padding_attention
# mistake: The learner put the -inf mask on the query axis ([:, None, :, None]) instead of the key axis ([:, None, None, :]), so real queries still attend to padded keys (padded query rows become NaN then 0).
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    m = padded[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(m, float('-inf')), dim=-1)
    weights[torch.isnan(weights)] = 0.0
    return weights
