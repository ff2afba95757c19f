# exercise: ex_padding_attention
# mistake: After the softmax it zeroes again with the key mask [:, None, None, :] instead of the query mask [:, None, :, None], so the rows of padded queries keep their weights; padded query rows must be set to 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    key_mask = padded[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(key_mask, 0.0)
    return weights
