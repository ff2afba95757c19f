# exercise: ex_padding_attention
# mistake: The learner loops over the batch and softmaxes only the real keys scores[i, :, :, :L] into a zero buffer, but does this for every query, so padded queries keep nonzero rows; only queries < L should get weights. [cond: only when some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = torch.zeros_like(scores)
    for i in range(b):
        L = int(lengths[i])
        if L == 0:
            continue
        out[i, :, :, :L] = torch.softmax(scores[i, :, :, :L], dim=-1)
    return out
