# exercise: ex_omega
# mistake: The learner reads ω₂₁ with 1-based numbers as 0-based indices, inputs[2] · inputs[1] ("starts" · "journey"), giving 1.4754; ω₂₁ is inputs[1] · inputs[0] = 0.9544.
import torch
from torch import nn

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
print(ex_omega)
