# exercise: ex_context
# mistake: Computes (A^T X)[1], weighting the inputs with column 2 of the attention matrix instead of row 2; z(2) = (A X)[1] = [0.4419, 0.6515, 0.5683].
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
A = torch.softmax(X @ X.T, dim=-1)
# z^(2) = sum_j alpha_2j x^(j) = X^T alpha_2   ->   all of them: (X^T A)^T = A^T X
Z = A.T @ X
ex_context = [round(v, 4) for v in Z[1].tolist()]
