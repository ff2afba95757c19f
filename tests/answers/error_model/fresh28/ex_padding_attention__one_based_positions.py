# exercise: ex_padding_attention
# mistake: Counted token positions from 1 when comparing with the length (position > L is padding) while arange starts at 0, so the first padded key and query are treated as real; padding is position >= L with 0-based positions. [cond: a sequence with length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    is_pad = positions[None, :] > lengths[:, None]        # token j is padding when j > L
    key_pad = is_pad[:, None, None, :]
    query_pad = is_pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(key_pad, float("-inf")), dim=-1)
    return torch.where(query_pad | key_pad, torch.zeros_like(w), w)
