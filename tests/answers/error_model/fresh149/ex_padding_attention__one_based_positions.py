# exercise: ex_padding_attention
# mistake: Numbered positions 1..n (arange(1, n+1)) but kept the 0-based comparison >= length, so the last real token of every sequence is also treated as padding; with 1-based positions the test is > length (or use arange(n) >= length).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.size()
    pos = torch.arange(1, n + 1, device=scores.device)
    pad = pos.view(1, n) >= lengths.view(b, 1)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
