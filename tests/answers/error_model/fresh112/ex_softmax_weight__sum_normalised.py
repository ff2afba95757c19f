# exercise: ex_softmax_weight
# mistake: Normalises the scores by dividing by their sum (the book's first 'attn_weights_2_tmp'), not with the softmax; exp(w22) / sum exp(w2j) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

query = inputs[1]
scores = inputs @ query
weights = scores / scores.sum()
print(weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
