# exercise: ex_omega
# mistake: Picks the rows with R-style 1-based numbers (inputs[2] and inputs[1]), which in Python are "starts" and "journey", so it computes x(3)·x(2); the right rows are inputs[1] ("journey") and inputs[0] ("Your"), giving 0.9544.
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
omega = sum(inputs[2][k] * inputs[1][k] for k in range(3))
ex_omega = round(float(omega), 4)
print(ex_omega)
