# exercise: ex_omega
# mistake: Reads x(2) and x(1) as Python rows 2 and 1 ("starts" and "journey") instead of rows 1 and 0; the superscripts are 1-based.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x2 = inputs[2]
x1 = inputs[1]
ex_omega = round(torch.dot(x2, x1).item(), 4)
