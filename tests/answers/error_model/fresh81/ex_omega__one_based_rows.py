# exercise: ex_omega
# mistake: Used the superscripts as Python indices, taking rows 2 and 1 ("starts" and "journey"); x⁽²⁾ and x⁽¹⁾ are rows 1 and 0, giving 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

# omega_21 = x^(2) . x^(1)
omega_21 = inputs[2] @ inputs[1]
ex_omega = round(float(omega_21), 4)
