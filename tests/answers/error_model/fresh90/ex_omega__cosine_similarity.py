# exercise: ex_omega
# mistake: The learner computed the cosine similarity of the two embeddings (F.cosine_similarity), which divides by their norms; the attention score is the plain dot product, 0.9544.
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64], [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]  # journey
ex_omega = round(F.cosine_similarity(query, inputs[0], dim=0).item(), 4)
