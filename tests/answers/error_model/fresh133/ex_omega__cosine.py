# exercise: ex_omega
# mistake: The learner normalises the two vectors first and gives the cosine similarity; the attention score ω₂₁ is the plain dot product (0.9544).
import torch

your = torch.tensor([0.43, 0.15, 0.89])
journey = torch.tensor([0.55, 0.87, 0.66])
ex_omega = round(float(journey @ your / (journey.norm() * your.norm())), 4)
