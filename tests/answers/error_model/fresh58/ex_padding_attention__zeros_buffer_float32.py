# exercise: ex_padding_attention
# mistake: The learner writes each sequence's softmax into a torch.zeros(b, h, n, n) buffer created with the default float32 dtype on the CPU, so float64 scores come back as float32 (and GPU inputs fail); the buffer must take the scores' dtype and device (torch.zeros_like(scores)). [cond: only for float64 inputs or on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = torch.zeros(b, h, n, n)
    for i in range(b):
        L = int(lengths[i])
        if L == 0:
            continue
        out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
