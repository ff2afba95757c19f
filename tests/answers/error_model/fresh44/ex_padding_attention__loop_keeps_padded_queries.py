# exercise: ex_padding_attention
# mistake: The loop softmaxes every query's row over the real keys only, but never zeroes the rows of the padded queries, which should be all 0. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = torch.zeros_like(scores)
    for i in range(b):
        L = int(lengths[i])
        if L == 0:
            continue  # nothing to attend to, leave zeros
        for head in range(h):
            out[i, head, :, :L] = torch.softmax(scores[i, head, :, :L], dim=-1)
    return out
