# exercise: ex_softmax_weight
# mistake: The learner built the scores as inputs.T @ inputs (a 3×3 matrix over the features, x @ W habit) instead of inputs @ inputs.T (6×6 over the tokens), so the softmax runs over three wrong numbers; the right weight is 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

scores = inputs.T @ inputs
print(scores.shape)
alpha = torch.softmax(scores, dim=-1)
ex_softmax_weight = float(f"{alpha[1, 1].item():.4f}")
