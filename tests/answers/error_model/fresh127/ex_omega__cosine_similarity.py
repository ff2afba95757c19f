# exercise: ex_omega
# mistake: The learner uses cosine similarity (the dot product divided by both norms), 0.7808, instead of the plain dot product x(2)·x(1) = 0.9544.
import torch
import torch.nn.functional as F

SIMS = {
    "dot": lambda a, b: a @ b,
    "cos": lambda a, b: F.cosine_similarity(a, b, dim=0),
}

x1 = torch.tensor([0.43, 0.15, 0.89])
x2 = torch.tensor([0.55, 0.87, 0.66])
ex_omega = round(float(SIMS["cos"](x2, x1)), 4)
