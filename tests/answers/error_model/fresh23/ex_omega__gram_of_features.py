# exercise: ex_omega
# mistake: Computed all scores at once as inputs.T @ inputs, a (3, 3) matrix of feature-by-feature products over the tokens, and read entry [1, 0] = 1.3876; the token scores are inputs @ inputs.T, whose [1, 0] is 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

scores = inputs.T @ inputs  # every dot product at once
ex_omega = round(scores[1, 0].item(), 4)
