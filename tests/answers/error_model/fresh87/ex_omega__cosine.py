# exercise: ex_omega
# mistake: The learner computes the cosine similarity (dot product divided by both norms), 0.7808, instead of the plain dot product ω₂₁ = 0.9544.
import torch

your = torch.tensor([0.43, 0.15, 0.89])
journey = torch.tensor([0.55, 0.87, 0.66])
ex_omega = round(torch.nn.functional.cosine_similarity(journey, your, dim=0).item(), 4)
