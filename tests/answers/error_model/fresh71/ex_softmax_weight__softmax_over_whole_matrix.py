# exercise: ex_softmax_weight
# mistake: Normalised exp of the whole 6×6 score matrix by its grand total (R's exp(S)/sum(exp(S))) instead of by the sum over journey's six scores only.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],   # Your
     [0.55, 0.87, 0.66],   # journey
     [0.57, 0.85, 0.64],   # starts
     [0.22, 0.58, 0.33],   # with
     [0.77, 0.25, 0.10],   # one
     [0.05, 0.80, 0.55]])  # step

S = inputs @ inputs.T
E = torch.exp(S)
A = E / E.sum()
ex_softmax_weight = round(A[1, 1].item(), 4)
