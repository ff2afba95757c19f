# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of position >= length, so the first padded position of every sequence still counts as a real token (and a length-0 sequence keeps position 0); padding starts at index length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    is_pad = idx[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(is_pad[:, None, :, None], 0.0)
    return w
