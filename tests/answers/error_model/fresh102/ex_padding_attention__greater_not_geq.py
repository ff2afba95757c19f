# exercise: ex_padding_attention
# mistake: Off by one: the mask uses position > length, so the first padded position of each sequence is treated as real; padding starts at position ≥ length. [cond: only for sequences with length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)          # (b, n)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
