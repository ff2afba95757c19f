# exercise: ex_padding_attention
# mistake: After the softmax the learner zeroes with the key-shaped mask pad[:, None, None, :] again instead of the query-shaped pad[:, None, :, None], so rows of padded queries keep their weights over the real keys instead of being all 0. [cond: only for sequences with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    pad = idx[None, :] >= lengths[:, None]          # (b, n)
    key_mask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    # padded queries -> 0
    w = w.masked_fill(key_mask, 0.0)
    return w
