# exercise: ex_omega
# mistake: The softmax weight alpha_21 is given instead of the raw score omega_21 = x(2)·x(1); no normalisation is asked.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

om = inputs @ inputs[1]            # all omega_2j
om = torch.softmax(om, dim=0)
ex_omega = round(om[0].item(), 4)
