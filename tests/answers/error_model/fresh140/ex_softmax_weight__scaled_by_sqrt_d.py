# exercise: ex_softmax_weight
# mistake: The learner divided the raw scores by √3 (the embedding size) before the softmax, as in scaled dot-product attention, although the statement says no scaling; the right weight is softmax of the unscaled scores, 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

d = inputs.shape[1]
scores = inputs @ inputs[1]
weights = torch.softmax(scores / d ** 0.5, dim=0)
print(weights, weights.sum())
ex_softmax_weight = round(weights[1].item(), 4)
