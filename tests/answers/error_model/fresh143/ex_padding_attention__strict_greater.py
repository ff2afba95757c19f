# exercise: ex_padding_attention
# mistake: Padding is marked with position > length instead of position >= length, so the first padded position (index length) still counts as a real token.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device).unsqueeze(0)  # (1, n)
    pad_mask = positions > lengths.unsqueeze(1)                       # (b, n)
    key_mask = pad_mask[:, None, None, :]
    attn = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    attn = torch.nan_to_num(attn, nan=0.0)
    query_mask = pad_mask[:, None, :, None]
    return attn.masked_fill(query_mask, 0.0)
