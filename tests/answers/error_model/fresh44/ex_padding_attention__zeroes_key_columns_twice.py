# exercise: ex_padding_attention
# mistake: After the softmax it zeroes the padded keys' columns again (index [:, None, None, :]) instead of the padded queries' rows ([:, None, :, None]), so padded queries keep nonzero weights. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    key_mask = is_pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(key_mask, 0.0)
    return weights
