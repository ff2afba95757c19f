# exercise: ex_softmax_weight
# mistake: The learner applied a (log-sum-exp guarded) softmax over all 36 scores of the matrix at once instead of over the six scores of the query 'journey'; the normaliser must be the sum over row 2 only.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

S = inputs @ inputs.T
m = S.max()
e = torch.exp(S - m)
P = e / e.sum()
P = torch.where(torch.isfinite(P), P, torch.zeros_like(P))
ex_softmax_weight = round(P[1, 1].item(), 4)
