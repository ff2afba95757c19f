# exercise: ex_padding_attention
# mistake: Started the result from scores.clone() and only overwrote the real block, so padded entries keep the raw scores; start from zeros. [cond: a sequence with length < n]
import torch

def ex_padding_attention(scores, lengths):
    weights = scores.clone()
    for i, L in enumerate(lengths.tolist()):
        if L > 0:
            weights[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return weights
