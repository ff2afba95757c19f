# exercise: ex_softmax_weight
# mistake: Divided the scores by √3 before the softmax (giving 0.2070), although the statement says no scaling; α22 = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

d_k = inputs.shape[1]
scores = inputs @ inputs[1]
weights = torch.softmax(scores / d_k ** 0.5, dim=-1)
ex_softmax_weight = round(weights[1].item(), 4)
