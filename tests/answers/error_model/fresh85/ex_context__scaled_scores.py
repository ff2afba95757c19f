# exercise: ex_context
# mistake: Scales the dot products by 1/√3 before the softmax, which the statement excludes (raw dot products, no projections, no scaling).
import torch
import math

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
scores = inputs @ inputs[1] / math.sqrt(3)
alpha = scores.softmax(dim=-1)
ex_context = (alpha @ inputs).round(decimals=4).tolist()
