# exercise: ex_padding_attention
# mistake: In the per-sequence loop the slice w[bi, :L, :L] skips the head axis, so it cuts heads and queries and softmaxes over all n keys including padding; it must be w[bi, :, :L, :L] from scores[bi, :, :L, :L].
import torch


def ex_padding_attention(scores, lengths):
    b = scores.shape[0]
    w = torch.zeros_like(scores)
    for bi in range(b):
        L = int(lengths[bi])
        if L == 0:
            continue
        w[bi, :L, :L] = torch.softmax(scores[bi, :L, :L], dim=-1)
    return w
