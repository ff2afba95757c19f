# exercise: ex_omega
# mistake: Passed both vectors through F.normalize first, so the answer is the cosine similarity 0.7808 rather than the raw dot product ω₂₁ = 0.9544.
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

# normalise the embeddings so the score is on a comparable scale
emb = F.normalize(inputs, dim=-1)
ex_omega = round((emb[1] @ emb[0]).item(), 4)
