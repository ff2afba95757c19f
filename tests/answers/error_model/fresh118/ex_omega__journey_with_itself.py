# exercise: ex_omega
# mistake: Takes the dot product of x(2) with itself (1.4950) instead of x(2)·x(1) = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
scores = torch.empty(inputs.shape[0])
torch.mv(inputs, query, out=scores)
ex_omega = round(scores[1].item(), 4)
