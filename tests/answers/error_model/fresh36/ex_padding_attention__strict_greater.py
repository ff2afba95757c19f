# exercise: ex_padding_attention
# mistake: Marks padding with position > length, so the first padded position (index = length) is still treated as a real key and query; padding starts at index length: position >= length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    is_pad = positions.unsqueeze(0) > lengths.unsqueeze(1)
    key_mask = is_pad[:, None, None, :]
    query_mask = is_pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(query_mask, 0.0)
