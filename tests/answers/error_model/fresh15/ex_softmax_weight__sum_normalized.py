# exercise: ex_softmax_weight
# mistake: Normalised the scores by their sum (the book's first, naive normalisation) giving 1.4950/6.5617 = 0.2278 instead of the softmax weight 0.2379.
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = x[1] @ x.T
ex_softmax_weight = round(float((scores / scores.sum())[1]), 4)
