# exercise: ex_context
# mistake: The learner divides the scores by sqrt(3) before the softmax (copied from the scaled-attention cell); the statement uses softmax weights of the raw dot products, which give [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],  # Your     (x^1)
   [0.55, 0.87, 0.66],  # journey  (x^2)
   [0.57, 0.85, 0.64],  # starts   (x^3)
   [0.22, 0.58, 0.33],  # with     (x^4)
   [0.77, 0.25, 0.10],  # one      (x^5)
   [0.05, 0.80, 0.55]]  # step     (x^6)
)
d_k = inputs.shape[1]
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores / d_k ** 0.5, dim=-1)
all_context_vecs = attn_weights @ inputs
ex_context = [round(float(v), 4) for v in all_context_vecs[1]]
