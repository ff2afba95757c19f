# exercise: ex_omega
# mistake: Divided the dot product by sqrt(3) as in scaled dot-product attention; ω₂₁ is the raw dot product x(2)·x(1).
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

q = inputs[1]
k = inputs[0]
ex_omega = round(float(q @ k / math.sqrt(q.shape[-1])), 4)
