# exercise: ex_padding_attention
# mistake: Marked padding with positions > length instead of >= length, so the first padded position counts as a real token (as key and query). [cond: a sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)   # (b, n), True = padding
    masked = scores.masked_fill(pad[:, None, None, :], float("-inf"))
    w = torch.softmax(masked, dim=-1)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
