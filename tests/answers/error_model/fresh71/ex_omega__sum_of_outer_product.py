# exercise: ex_omega
# mistake: Wrote x2' * x1 MATLAB-style with a column times a row, which is the outer product, and summed all its entries; the score is the inner product x2 · x1 (row times column).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],   # Your
     [0.55, 0.87, 0.66],   # journey
     [0.57, 0.85, 0.64],   # starts
     [0.22, 0.58, 0.33],   # with
     [0.77, 0.25, 0.10],   # one
     [0.05, 0.80, 0.55]])  # step

x2 = inputs[1].reshape(3, 1)   # column vector
x1 = inputs[0].reshape(1, 3)   # row vector
omega = x2 @ x1
ex_omega = round(omega.sum().item(), 4)
