# exercise: ex_padding_attention
# mistake: Zeroed the padded queries with the key-shaped mask [:, None, None, :] again (zeroing padded columns, which are already 0) instead of the query-shaped mask [:, None, :, None], so rows of padded queries keep nonzero weights.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]   # (b, n)
    key_mask = is_pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights)
    # padded queries -> 0
    weights = weights.masked_fill(key_mask, 0.0)
    return weights
