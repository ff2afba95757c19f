# exercise: ex_padding_attention
# mistake: Grouped sequences in a dict keyed by length ({L: i}), so when two sequences share a length only the last one is kept and the other's rows stay 0. [cond: two sequences with the same non-zero length]
import torch


def ex_padding_attention(scores, lengths):
    out = torch.zeros_like(scores)
    # bucket by length so each length is sliced once
    buckets = {int(L): i for i, L in enumerate(lengths.tolist())}
    for L, i in buckets.items():
        if L > 0:
            out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
