# exercise: ex_omega
# mistake: The learner reused a cosine-similarity helper from an earlier notebook, so the score is normalised by both vector lengths; ω₂₁ is the plain dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89], # Your     (x^1)
   [0.55, 0.87, 0.66], # journey  (x^2)
   [0.57, 0.85, 0.64], # starts   (x^3)
   [0.22, 0.58, 0.33], # with     (x^4)
   [0.77, 0.25, 0.10], # one      (x^5)
   [0.05, 0.80, 0.55]] # step     (x^6)
)

def similarity(a, b):
    # from the embeddings notebook
    return torch.dot(a, b) / (a.norm() * b.norm())

query = inputs[1]
ex_omega = round(similarity(query, inputs[0]).item(), 4)
print(ex_omega)
