# exercise: ex_omega
# mistake: The learner reported the softmax weight alpha_21 = p(Your | journey) instead of the raw score; omega_21 is the plain dot product x2 . x1 = 0.9544, before any softmax.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
# distribution of "journey" over the keys
p = torch.softmax(inputs @ query, dim=0)
ex_omega = round(p[0].item(), 4)
