# exercise: ex_padding_attention
# mistake: The learner zeroed the padded rows with the key-shaped index pad[:, None, None, :] again, which zeroes padded key columns (already 0) and leaves padded query rows non-zero; the query mask is pad[:, None, :, None]. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)   # (b, n)
    key_mask = is_pad[:, None, None, :]
    weights = scores.masked_fill(key_mask, float("-inf")).softmax(dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    # padded queries -> 0
    weights = weights.masked_fill(is_pad[:, None, None, :], 0.0)
    return weights
