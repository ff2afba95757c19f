# exercise: ex_omega
# mistake: The learner computed the cosine similarity of the two embeddings (0.7808), dividing by their norms, instead of the plain dot product ω₂₁ = 0.9544.
import torch
import torch.nn.functional as F

x1 = torch.tensor([0.43, 0.15, 0.89])  # Your
x2 = torch.tensor([0.55, 0.87, 0.66])  # journey

# score = how similar the query is to the key
ex_omega = round(F.cosine_similarity(x2, x1, dim=0).item(), 4)
