# exercise: ex_softmax_weight
# mistake: The learner applied one softmax over all 36 scores of the flattened score matrix instead of over the six scores of "journey"'s row; α₂₂ = 0.2379.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89], # Your     (x^1)
   [0.55, 0.87, 0.66], # journey  (x^2)
   [0.57, 0.85, 0.64], # starts   (x^3)
   [0.22, 0.58, 0.33], # with     (x^4)
   [0.77, 0.25, 0.10], # one      (x^5)
   [0.05, 0.80, 0.55]] # step     (x^6)
)

attn_scores = inputs @ inputs.T
w = torch.softmax(attn_scores.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(w[1, 1].item(), 4)
