# exercise: ex_padding_attention
# style: explicit loop over the batch writing softmax of the top-left L x L block into torch.zeros_like(scores).
import torch


def ex_padding_attention(scores, lengths):
    out = torch.zeros_like(scores)
    for i, L in enumerate(lengths.tolist()):
        if L > 0:
            out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
