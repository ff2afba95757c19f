# exercise: ex_padding_attention
# mistake: After the softmax it zeroes padded positions with the key indexing [:, None, None, :] again instead of the query indexing [:, None, :, None], so rows of padded queries keep their weights; padded query rows must be all 0.
import torch

def _pad_mask(lengths, n):
    return torch.arange(n, device=lengths.device)[None, :] >= lengths[:, None]

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = _pad_mask(lengths, n)
    key_view = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_view, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(key_view, 0.0)   # clear padding
    return w
