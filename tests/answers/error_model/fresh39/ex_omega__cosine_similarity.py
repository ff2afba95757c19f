# exercise: ex_omega
# mistake: Computed the cosine similarity (dot product divided by both norms) instead of the raw dot product ω21 = x(2)·x(1) = 0.9544.
import torch
import torch.nn.functional as F

your = torch.tensor([0.43, 0.15, 0.89])
journey = torch.tensor([0.55, 0.87, 0.66])

# similarity between query and key
ex_omega = round(F.cosine_similarity(journey, your, dim=0).item(), 4)
