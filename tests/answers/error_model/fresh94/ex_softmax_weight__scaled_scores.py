# exercise: ex_softmax_weight
# mistake: Scales the scores by 1/sqrt(3) before the softmax (the Annotated Transformer's attention()), although the statement says no scaling; the unscaled softmax gives 0.2379.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def attention(query, key, value, mask=None, dropout=None):
    d_k = query.size(-1)
    scores = torch.matmul(query, key.transpose(-2, -1)) / math.sqrt(d_k)
    if mask is not None:
        scores = scores.masked_fill(mask == 0, -1e9)
    p_attn = scores.softmax(dim=-1)
    if dropout is not None:
        p_attn = dropout(p_attn)
    return torch.matmul(p_attn, value), p_attn


_, p = attention(inputs, inputs, inputs)
ex_softmax_weight = round(p[1][1].item(), 4)
