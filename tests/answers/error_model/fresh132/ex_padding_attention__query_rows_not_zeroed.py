# exercise: ex_padding_attention
# mistake: The learner zeroes the padded positions again with the key indexing [:, None, None, :] instead of the query indexing [:, None, :, None], so rows of padded queries keep their weights.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    key_mask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(key_mask, 0.0)   # padded -> 0
    return w
