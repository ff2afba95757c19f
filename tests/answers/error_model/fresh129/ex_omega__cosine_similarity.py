# exercise: ex_omega
# mistake: The learner normalises both vectors and gives the cosine similarity (about 0.7808) instead of the raw dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]   # journey (C,)
k = inputs[0]   # Your    (C,)
omega = torch.nn.functional.cosine_similarity(q, k, dim=0)
ex_omega = float(f"{omega.item():.4f}")
