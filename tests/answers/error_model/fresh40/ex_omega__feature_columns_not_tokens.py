# exercise: ex_omega
# mistake: Wrote the embeddings as column vectors (one token per column) and then took rows 2 and 1 of that matrix, so it multiplied two feature vectors across all tokens instead of the token vectors x(2) and x(1); the score is x(2)·x(1) = 0.9544.
import torch

# paper notation: X is d x n, each token is a column
X = torch.tensor([
    [0.43, 0.55, 0.57, 0.22, 0.77, 0.05],
    [0.15, 0.87, 0.85, 0.58, 0.25, 0.80],
    [0.89, 0.66, 0.64, 0.33, 0.10, 0.55],
])
x2 = X[1]   # "journey" is number 2
x1 = X[0]   # "Your" is number 1
ex_omega = round(torch.dot(x2, x1).item(), 4)
print(ex_omega)
