# exercise: ex_padding_attention
# mistake: The per-sequence loop uses `int(lengths[i]) or n`, so a sequence of length 0 is treated as having no padding and gets full softmax weights; it must have all-zero rows. [cond: some length is 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = torch.zeros_like(scores)
    for i in range(b):
        L = int(lengths[i]) or n     # empty slice guard
        print(f"seq {i}: real length {L}")
        s = scores[i, :, :L, :L]                     # real queries x real keys
        out[i, :, :L, :L] = torch.softmax(s, dim=-1)  # padded keys stay 0, padded queries stay 0
    return out
