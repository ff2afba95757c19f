# exercise: ex_padding_attention
# mistake: Marks padding with position > length, so the first padded position (index == length) is still treated as a real key and query; padding is position >= length.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    pad = positions.unsqueeze(0) > lengths.unsqueeze(1)  # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
