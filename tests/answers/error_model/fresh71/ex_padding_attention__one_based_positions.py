# exercise: ex_padding_attention
# mistake: Numbered positions 1..n (R's seq_len) but kept the ≥ comparison, so the last real token of each sequence is masked as padding; with 1-based positions padding is position > length.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(1, n + 1, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
