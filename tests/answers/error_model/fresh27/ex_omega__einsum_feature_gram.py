# exercise: ex_omega
# mistake: Built the score matrix with einsum('ti,tj->ij', X, X) = X.T @ X, a 3×3 matrix of feature-by-feature products, and read entry [1, 0] = 1.3876; token scores are einsum('id,jd->ij') = X @ X.T, whose [1, 0] is 0.9544.
import torch

X = torch.tensor([[0.43, 0.15, 0.89],   # Your
                  [0.55, 0.87, 0.66],   # journey
                  [0.57, 0.85, 0.64],   # starts
                  [0.22, 0.58, 0.33],   # with
                  [0.77, 0.25, 0.10],   # one
                  [0.05, 0.80, 0.55]])  # step

# all scores at once, t = token index
scores = torch.einsum("ti,tj->ij", X, X)
ex_omega = round(float(scores[1, 0]), 4)  # query journey, key Your
