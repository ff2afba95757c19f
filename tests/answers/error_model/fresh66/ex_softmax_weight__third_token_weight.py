# exercise: ex_softmax_weight
# mistake: The learner reads the diagonal entry [2, 2] of the weight matrix (thinking of "journey" as token 2 in 0-based indexing), which is "starts" on itself; α22 is entry [1, 1].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
W = torch.softmax(inputs @ inputs.T, dim=-1)
ex_softmax_weight = round(W[2][2].item(), 4)
