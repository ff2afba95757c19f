# exercise: ex_padding_attention
# mistake: After the softmax it zeroes the padded key columns again (mask [:, None, None, :]) instead of the rows of padded queries (mask [:, None, :, None]), so padded queries keep nonzero weights.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    key_mask = is_pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(key_mask, 0.0)  # zero the padding
    return weights
