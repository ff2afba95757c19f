# exercise: ex_padding_attention
# mistake: The per-sequence loop masks padded keys (softmax over scores[bi, :, :, :L]) but also fills the rows of padded queries, which must be all 0; only the rows :L should get weights. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    w = torch.zeros_like(scores)
    for bi in range(b):
        L = int(lengths[bi])
        if L == 0:
            continue
        w[bi, :, :, :L] = torch.softmax(scores[bi, :, :, :L], dim=-1)
    return w
