# exercise: ex_padding_attention
# mistake: The learner marked padding with position > length instead of position >= length, so the first padded position of each sequence counts as real (and a length-0 sequence keeps position 0).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device).expand(b, n)
    pad = pos > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
