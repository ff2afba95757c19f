# exercise: ex_omega
# mistake: Gives the cosine similarity of the two embeddings (0.7808), dividing the dot product by both norms; the score ω₂₁ is the raw dot product (0.9544).
import torch
import torch.nn.functional as F

your = torch.tensor([0.43, 0.15, 0.89])
journey = torch.tensor([0.55, 0.87, 0.66])

sim = F.cosine_similarity(journey, your, dim=0)
ex_omega = round(float(sim), 4)
