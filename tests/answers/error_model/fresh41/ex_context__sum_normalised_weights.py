# exercise: ex_context
# mistake: Normalises the scores by dividing by their sum instead of applying the softmax, giving [0.4355, 0.6451, 0.5680] instead of [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
weights = scores / scores.sum()
print(weights.sum())  # 1.0
ex_context = [round(v, 4) for v in (weights @ inputs).tolist()]
