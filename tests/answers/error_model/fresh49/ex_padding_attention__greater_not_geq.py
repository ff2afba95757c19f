# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of position ≥ length, so the first padded position of every shorter sequence is treated as real (as key and as query).
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]
    key_mask = pad[:, None, None, :]
    query_mask = pad[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(query_mask, 0.0)
