# exercise: ex_padding_attention
# mistake: Writes the per-sequence weights into a torch.zeros(b, h, n, n) buffer created with the default dtype, so float64 scores come back as float32; the buffer should use dtype=scores.dtype. [cond: non-float32 scores]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = torch.zeros(b, h, n, n, device=scores.device)
    for i in range(b):
        L = int(lengths[i])
        if L == 0:
            continue
        out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
