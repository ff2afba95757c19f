# exercise: ex_padding_attention
# mistake: The learner builds one padding mask from lengths.max() for every sequence, so shorter sequences' padding is not masked; each sequence needs its own mask from lengths[:, None]. [cond: lengths differ within the batch]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    L = int(lengths.max())
    pad = (torch.arange(n, device=scores.device) >= L).expand(b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], -float("inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
