# exercise: ex_omega
# mistake: Treated the tokens as columns of the matrix (column-major habit) and took the dot product of feature columns 1 and 0 instead of rows 1 and 0 (the tokens are rows; answer 0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

X = inputs  # 6 x 3
# x^(j) is the j-th vector -> X(:, j)
omega_21 = X[:, 1] @ X[:, 0]
ex_omega = round(omega_21.item(), 4)
