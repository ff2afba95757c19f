# exercise: ex_omega
# mistake: Took rows 2 and 1 of the 0-based tensor ("starts" and "journey") for x(2) and x(1); x(2) is row 1 and x(1) is row 0.
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
ex_omega = round(float(torch.dot(inputs[2], inputs[1])), 4)
print(ex_omega)
