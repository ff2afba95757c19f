# exercise: ex_context
# mistake: Builds the full weight matrix with a row softmax but then computes A' * X (transposed, MATLAB habit) and takes row 2, i.e. Σ_i α_i2 x(i), the weights other queries give to "journey"; z(2) uses the row of journey's own weights, Σ_j α_2j x(j) = [0.4419, 0.6515, 0.5683].
import torch

X = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
A = torch.softmax(X @ X.T, dim=-1)
Z = A.T @ X
ex_context = [round(v, 4) for v in Z[1].tolist()]
