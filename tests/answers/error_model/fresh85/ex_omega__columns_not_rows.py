# exercise: ex_omega
# mistake: Treats the book's (6, 3) inputs as a (d, n) matrix and takes its columns 2 and 1 (one coordinate across all six tokens each) instead of rows 2 and 1; the tokens are the rows of inputs.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
# my notes: columns are the token vectors, x(j) = X[:, j-1]
X = inputs
ex_omega = round((X[:, 1] @ X[:, 0]).item(), 4)
