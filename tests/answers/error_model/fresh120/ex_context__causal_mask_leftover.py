# exercise: ex_context
# mistake: A causal mask kept from the previous exercise limits journey's weights to 'Your' and 'journey', so z(2) mixes only two rows; the context vector uses the softmax over all six tokens.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],  # Your     (x^1)
   [0.55, 0.87, 0.66],  # journey  (x^2)
   [0.57, 0.85, 0.64],  # starts   (x^3)
   [0.22, 0.58, 0.33],  # with     (x^4)
   [0.77, 0.25, 0.10],  # one      (x^5)
   [0.05, 0.80, 0.55]]  # step     (x^6)
)
n = inputs.shape[0]
scores = inputs @ inputs.T
scores = scores.masked_fill(torch.triu(torch.ones(n, n), diagonal=1).bool(), float("-inf"))
weights = torch.softmax(scores, dim=-1)
z = weights @ inputs
ex_context = [round(x, 4) for x in z[1].tolist()]
print(ex_context)
