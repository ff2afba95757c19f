# exercise: ex_softmax_weight
# mistake: Kept the 1/√d scaling of a pasted scaled-dot-product snippet (scores / √3), giving 0.2070; the exercise asks for the softmax of the unscaled dot products, 0.2379.

import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[1]
k = inputs
d_k = k.shape[-1]
scores = q @ k.T / math.sqrt(d_k)
weights = torch.softmax(scores, dim=-1)
ex_softmax_weight = round(weights[1].item(), 4)
