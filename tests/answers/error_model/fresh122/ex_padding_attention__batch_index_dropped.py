# exercise: ex_padding_attention
# mistake: The loop over sequences writes out[:, :, :L, :L] without the batch index, so every sequence's block is overwritten by the next one; it must write out[i, :, :L, :L]. [cond: b > 1]
import torch


def ex_padding_attention(scores, lengths):
    out = torch.zeros_like(scores)
    for i in range(len(lengths)):
        L = int(lengths[i])
        if L == 0:
            continue
        block = scores[i, :, :L, :L]
        out[:, :, :L, :L] = torch.softmax(block, dim=-1)
    return out
