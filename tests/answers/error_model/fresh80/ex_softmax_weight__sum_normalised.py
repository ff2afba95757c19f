# exercise: ex_softmax_weight
# mistake: Normalises by dividing each score by the sum of the scores (the book's first, naive normalisation) instead of the softmax; the answer is 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
weights = scores / scores.sum()
print(weights.sum())  # 1.0
ex_softmax_weight = round(weights[1].item(), 4)
