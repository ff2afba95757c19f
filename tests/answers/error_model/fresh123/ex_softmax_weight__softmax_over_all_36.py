# exercise: ex_softmax_weight
# mistake: Normalises over all 36 scores of the matrix (softmax of the flattened inputs @ inputs.T) instead of over the six scores of the query 'journey'; the answer is 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

S = inputs @ inputs.T
A = torch.softmax(S.flatten(), dim=0).view_as(S)
ex_softmax_weight = round(A[1, 1].item(), 4)
