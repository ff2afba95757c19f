# exercise: ex_softmax_weight
# mistake: Took the scores as inputs * inputs[1] (element-wise, shape (6, 3)) without summing over the features, so the softmax ran over journey's 3 squared coordinates and [1, 1] gave 0.4237; the scores are the dot products inputs @ inputs[1], whose softmax weight for journey is 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

scores = inputs * inputs[1]          # journey against every token
weights = torch.softmax(scores, dim=-1)
ex_softmax_weight = round(weights[1, 1].item(), 4)
