# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length instead of >=, so the first padded key (at index length) is still attended to and its query row is not zeroed; the mask is arange(n) >= length.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = torch.einsum("n,b->bn", pos, torch.ones_like(lengths)) > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
