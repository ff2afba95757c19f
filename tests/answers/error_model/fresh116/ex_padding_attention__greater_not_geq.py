# exercise: ex_padding_attention
# mistake: Marked padding with position > length, so the first padded position (index == length) still counts as real; padding is position >= length. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)  # (b, n)
    w = scores.masked_fill(pad[:, None, None, :], float('-inf')).softmax(-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
