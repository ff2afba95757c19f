# exercise: ex_omega
# mistake: Computes the cosine similarity of the two embeddings instead of their plain dot product; the score is the unnormalised x^(2)·x^(1) = 0.9544.
import torch
import torch.nn.functional as F

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query, key = x[1], x[0]
ex_omega = round(F.cosine_similarity(query, key, dim=0).item(), 4)
print(ex_omega)
