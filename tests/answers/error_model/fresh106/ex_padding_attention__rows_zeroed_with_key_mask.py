# exercise: ex_padding_attention
# mistake: Zeroed "padded query rows" with the key-shaped mask [:, None, None, :] again, which only re-zeroes padded key columns; padded queries keep their weights. The query rows need the mask indexed as [:, None, :, None]. [cond: only when some sequence is shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    attention_mask = idx.expand(len(lengths), n) >= lengths[:, None]  # True = pad
    extended_mask = attention_mask[:, None, None, :]                  # (b, 1, 1, n)
    probs = torch.softmax(scores.masked_fill(extended_mask, float("-inf")), dim=-1)
    probs = torch.where(torch.isnan(probs), torch.zeros_like(probs), probs)
    # padded tokens should not attend
    probs = probs.masked_fill(extended_mask, 0.0)
    return probs
