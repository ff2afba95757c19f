# exercise: ex_omega
# mistake: Used the cosine similarity from a "similarity between embeddings" post, dividing by both vector norms; the attention score ω21 is the plain dot product 0.9544.
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

journey = inputs[1]
your = inputs[0]
# similarity score between query and key
sim = F.cosine_similarity(journey.unsqueeze(0), your.unsqueeze(0), dim=1)
ex_omega = float(f"{sim.item():.4f}")
