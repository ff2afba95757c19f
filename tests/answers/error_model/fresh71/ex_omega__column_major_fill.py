# exercise: ex_omega
# mistake: Typed the six embeddings as one flat list and filled the matrix column by column like R's matrix(v, nrow=6), so the rows are not the tokens; the list must be reshaped row by row to (6, 3).
import torch

vals = [0.43, 0.15, 0.89, 0.55, 0.87, 0.66, 0.57, 0.85, 0.64,
        0.22, 0.58, 0.33, 0.77, 0.25, 0.10, 0.05, 0.80, 0.55]
# matrix(vals, nrow = 6)
X = torch.tensor(vals).reshape(3, 6).T
ex_omega = round(torch.dot(X[1], X[0]).item(), 4)
