# exercise: ex_omega
# mistake: The learner computes the cosine similarity of "journey" and "Your" (the dot product divided by both norms, about 0.7808) instead of the plain dot product 0.9544.
import torch
import torch.nn.functional as F

your = torch.tensor([0.43, 0.15, 0.89])
journey = torch.tensor([0.55, 0.87, 0.66])

dot = (journey * your).sum()
print("dot", dot)
sim = F.cosine_similarity(journey, your, dim=0)
print("sim", sim)
ex_omega = round(float(sim), 4)
