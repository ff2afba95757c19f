# exercise: ex_softmax_weight
# mistake: The learner copied 0.2278 from the book's first, simple normalisation (scores divided by their sum) instead of the softmax weight exp(ω22)/Σ exp(ω2j) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
scores = inputs @ inputs[1]
w = scores / scores.sum()
print(w)   # matches the book: tensor([0.1455, 0.2278, 0.2249, 0.1285, 0.1077, 0.1656])
ex_softmax_weight = round(w[1].item(), 4)
