# exercise: ex_padding_attention
# mistake: Zeroed the padded keys' columns again after the softmax instead of the padded queries' rows, so padded queries keep non-zero weights; the rows need the mask indexed [:, None, :, None]. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    key_mask = is_pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    weights = weights.masked_fill(key_mask, 0.0)  # padded positions get 0
    return weights
