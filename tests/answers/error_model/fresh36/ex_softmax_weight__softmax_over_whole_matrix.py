# exercise: ex_softmax_weight
# mistake: Exponentiates the full 6x6 score matrix and divides by the sum over all 36 entries (one normalisation for the whole matrix, like sum(exp(A)) in MATLAB); the softmax is over the six scores of the query "journey" only, giving 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

W = inputs @ inputs.T
E = torch.exp(W)
A = E / E.sum()
ex_softmax_weight = round(A[1, 1].item(), 4)
