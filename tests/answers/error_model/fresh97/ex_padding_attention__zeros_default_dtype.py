# exercise: ex_padding_attention
# mistake: Fills a result created with torch.zeros(scores.shape, device=...) without dtype, so the weights come back as float32 even for float64 (or half) scores; the output must keep the scores' dtype (zeros_like). [cond: scores are not float32]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = torch.zeros(scores.shape, device=scores.device)
    for i in range(b):
        L = int(lengths[i])
        if L == 0:
            continue  # nothing to attend to
        out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
