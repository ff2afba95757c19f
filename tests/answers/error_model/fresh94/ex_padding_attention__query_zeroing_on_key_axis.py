# exercise: ex_padding_attention
# mistake: Zeroes the padded rows with the key-shaped mask pad[:, None, None, :] again, which only zeroes the padded key columns (already 0), so rows of padded queries keep their weights; the query mask is pad[:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    keep = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]  # 1 = keep
    key_mask = keep[:, None, None, :]
    p = scores.masked_fill(key_mask == 0, float("-inf")).softmax(dim=-1)
    p = torch.where(torch.isnan(p), torch.zeros_like(p), p)
    # padded queries -> 0
    p = p * key_mask
    return p
