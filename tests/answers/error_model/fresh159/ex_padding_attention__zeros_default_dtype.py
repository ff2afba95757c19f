# exercise: ex_padding_attention
# mistake: The per-sequence loop writes into torch.zeros(scores.shape, device=...) without dtype, so float64 scores come back as float32 weights; the output must have the scores' dtype (zeros_like). [cond: float64 scores]
import torch

def ex_padding_attention(scores, lengths):
    b = scores.shape[0]
    out = torch.zeros(scores.shape, device=scores.device)
    for i in range(b):
        L = int(lengths[i])
        if L == 0:
            continue
        out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
