# exercise: ex_context
# mistake: Normalised the full score matrix column-wise (as R's apply(S, 2, softmax)) and then used row 2 of it as journey's weights; the weights of a query are a softmax across its own row.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],   # Your
     [0.55, 0.87, 0.66],   # journey
     [0.57, 0.85, 0.64],   # starts
     [0.22, 0.58, 0.33],   # with
     [0.77, 0.25, 0.10],   # one
     [0.05, 0.80, 0.55]])  # step

S = inputs @ inputs.T
A = torch.exp(S) / torch.exp(S).sum(dim=0)   # apply(S, 2, function(c) exp(c)/sum(exp(c)))
Z = A @ inputs
ex_context = [round(float(v), 4) for v in Z[1]]
