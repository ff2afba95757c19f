# exercise: ex_padding_attention
# mistake: The zeroing of padded queries reuses the key indexing [:, None, None, :], which zeroes key columns that are already 0, so rows of padded queries keep their weights; it needs [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    is_pad = idx.unsqueeze(0) >= lengths.unsqueeze(1)     # (b, n), True = padding
    key_mask = is_pad[:, None, None, :]                   # broadcast over heads and queries
    print("key mask shape", key_mask.shape)               # (b, 1, 1, n)
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    # length 0 -> every key is -inf -> NaN; set those to 0
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    # padded queries -> 0
    weights = weights.masked_fill(key_mask, 0.0)
    return weights
