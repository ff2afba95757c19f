# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length instead of position >= length, so the first padded position of every sequence still counts as real (as key and query); padding starts at index length. [cond: a sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]          # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
