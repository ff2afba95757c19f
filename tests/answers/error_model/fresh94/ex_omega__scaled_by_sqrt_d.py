# exercise: ex_omega
# mistake: Divides the dot product by sqrt(d_k) = sqrt(3) out of habit from the scaled attention() function; the question asks for the raw dot product ω21 = 0.9544.
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


def attention_score(query, key):
    d_k = query.size(-1)
    return torch.matmul(query, key.transpose(-2, -1)) / math.sqrt(d_k)


ex_omega = round(attention_score(inputs[1:2], inputs[0:1]).item(), 4)
