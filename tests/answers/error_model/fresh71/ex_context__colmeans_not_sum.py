# exercise: ex_context
# mistake: Weighted the rows correctly but averaged them (colMeans) instead of adding them, dividing the context vector by 6.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],   # Your
     [0.55, 0.87, 0.66],   # journey
     [0.57, 0.85, 0.64],   # starts
     [0.22, 0.58, 0.33],   # with
     [0.77, 0.25, 0.10],   # one
     [0.05, 0.80, 0.55]])  # step

alpha = torch.softmax(inputs @ inputs[1], dim=0)
weighted = alpha[:, None] * inputs   # sweep(inputs, 1, alpha, '*')
ex_context = [round(v, 4) for v in weighted.mean(dim=0).tolist()]
