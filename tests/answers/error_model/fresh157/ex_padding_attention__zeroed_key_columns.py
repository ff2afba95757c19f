# exercise: ex_padding_attention
# mistake: After the softmax, zeroed the padded key columns again (mask [:, None, None, :]) instead of the padded query rows ([:, None, :, None]), so padded queries keep nonzero weights.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    m = padded[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(m, float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    weights = weights.masked_fill(m, 0.0)
    return weights
