# exercise: ex_omega
# mistake: Translated the 1-based math indices x(2), x(1) literally into Python rows 2 and 1, which are "starts" and "journey"; journey is row 1 and Your is row 0 (answer 0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

# like in Julia: x[2,:] is the second token
x2 = inputs[2, :]
x1 = inputs[1, :]
ex_omega = round(float(torch.dot(x2, x1)), 4)
print(ex_omega)
