# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of position >= length, so the first padded position (index == length) is still treated as real (and a length-0 sequence keeps position 0).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device).unsqueeze(0)  # (1, n)
    pad = positions > lengths.unsqueeze(1)                           # (b, n)
    attn_scores = scores.masked_fill(pad[:, None, None, :], -torch.inf)
    attn_weights = torch.softmax(attn_scores, dim=-1)
    attn_weights = torch.nan_to_num(attn_weights, nan=0.0)
    attn_weights = attn_weights.masked_fill(pad[:, None, :, None], 0.0)
    return attn_weights
