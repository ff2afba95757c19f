# exercise: ex_softmax_weight
# mistake: Picked weights[1][2] (α₂₃, journey's weight on 'starts') by mixing 1- and 0-based indices; α₂₂ is weights[1][1].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

query = inputs[1]  # journey
w = torch.softmax(inputs @ query, dim=0)
ex_softmax_weight = round(w[2].item(), 4)
