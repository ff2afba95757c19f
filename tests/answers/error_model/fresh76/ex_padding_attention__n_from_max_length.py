# exercise: ex_padding_attention
# mistake: Takes n from lengths.max() instead of scores.shape[-1], so when every sequence is shorter than n the mask has the wrong width and broadcasting fails. [cond: the longest length is less than n]
import torch


def ex_padding_attention(scores, lengths):
    n = int(lengths.max())
    pad = torch.arange(n, device=scores.device).repeat(len(lengths), 1) >= lengths.view(-1, 1)
    out = torch.softmax(scores.masked_fill(pad[:, None, None, :], -float("inf")), -1)
    out = out.masked_fill(out != out, 0.0)
    return out.masked_fill(pad[:, None, :, None], 0.0)
