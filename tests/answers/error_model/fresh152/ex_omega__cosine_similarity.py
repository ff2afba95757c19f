# exercise: ex_omega
# mistake: Computed the cosine similarity of the two embeddings (dot product divided by both norms) instead of the plain dot product x2 . x1 = 0.9544.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

# similarity between journey and Your
journey = inputs[1]
your = inputs[0]
ex_omega = round(F.cosine_similarity(journey, your, dim=0).item(), 4)
print(ex_omega)
