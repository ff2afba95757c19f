# exercise: ex_softmax_weight
# mistake: Applies one softmax to all 36 scores of the flattened 6x6 matrix instead of to the six scores of the query 'journey'; the answer is 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
S = inputs @ inputs.T
W = torch.softmax(S.flatten(), dim=0).view_as(S)
ex_softmax_weight = round(W[1, 1].item(), 4)
