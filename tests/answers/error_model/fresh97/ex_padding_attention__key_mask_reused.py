# exercise: ex_padding_attention
# mistake: Zeroes the padded rows with the key mask (b, 1, 1, n) again instead of the query mask (b, 1, n, 1), so it only re-zeroes padded columns and padded queries still attend to the real keys; rows of padded queries must be 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    key_mask = padded[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    weights = weights.masked_fill(key_mask, 0.0)
    return weights.contiguous()
