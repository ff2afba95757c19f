# exercise: ex_softmax_weight
# mistake: Normalised exp of the full 6x6 score matrix by the sum of all 36 entries (MATLAB sum(sum(...)) habit) instead of by the six scores of the journey row; the answer is 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

W = inputs @ inputs.T
E = torch.exp(W)
A = E / E.sum()
ex_softmax_weight = round(A[1, 1].item(), 4)
print(A.sum())
