# exercise: ex_omega
# mistake: Used a forum snippet for "similarity between two vectors" (torch.cosine_similarity), which divides by the norms; the score is the plain dot product.
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
key = inputs[0]
sim = F.cosine_similarity(query.unsqueeze(0), key.unsqueeze(0))
ex_omega = round(sim.item(), 4)
