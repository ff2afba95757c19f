# exercise: ex_omega
# mistake: Divided the dot product by sqrt(3) as in scaled attention, giving 0.5510; the unscaled score ω21 = x2·x1 is 0.9544.
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

d_k = inputs.shape[1]
omega_21 = torch.dot(inputs[1], inputs[0]) / math.sqrt(d_k)
ex_omega = round(omega_21.item(), 4)
