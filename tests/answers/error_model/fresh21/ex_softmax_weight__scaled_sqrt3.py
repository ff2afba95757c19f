# exercise: ex_softmax_weight
# mistake: The learner divided the scores by sqrt(3) before the softmax, giving 0.2070; the question asks for raw dot products without scaling: 0.2379.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
scores = inputs @ inputs[1]
# scaled dot-product attention: divide by sqrt(d_k)
weights = torch.softmax(scores / math.sqrt(inputs.shape[1]), dim=0)
ex_softmax_weight = round(weights[1].item(), 4)
