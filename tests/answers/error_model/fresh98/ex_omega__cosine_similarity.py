# exercise: ex_omega
# mistake: Computes the cosine similarity of the two embeddings (dot product divided by both norms) instead of the plain dot product 0.9544.
import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]], device=device)

query = inputs[1]
key = inputs[0]
ex_omega = round(F.cosine_similarity(query, key, dim=0).item(), 4)
