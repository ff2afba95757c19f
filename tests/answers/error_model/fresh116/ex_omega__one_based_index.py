# exercise: ex_omega
# mistake: Indexed the 0-based tensor with the 1-based superscripts, computing x(3)·x(2) (starts·journey) instead of x(2)·x(1) = inputs[1]·inputs[0].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

# omega_21 = x^(2) . x^(1)
ex_omega = round(torch.tensordot(inputs[2], inputs[1], dims=1).item(), 4)
