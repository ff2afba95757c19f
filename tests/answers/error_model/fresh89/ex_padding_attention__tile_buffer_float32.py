# exercise: ex_padding_attention
# mistake: The output buffer is allocated with torch.zeros(scores.shape), i.e. float32 on the CPU, so float64 inputs are returned as float32 (and GPU inputs fail); it must be zeros_like(scores). [cond: float64 input or GPU]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = torch.zeros(scores.shape)
    for i in range(b):
        L = int(lengths[i])
        if L == 0:
            continue
        # real block only: L queries x L keys, all heads at once
        tile = scores[i, :, :L, :L]
        tile = tile - tile.amax(dim=-1, keepdim=True)
        e = tile.exp()
        out[i, :, :L, :L] = e / e.sum(dim=-1, keepdim=True)
    return out
