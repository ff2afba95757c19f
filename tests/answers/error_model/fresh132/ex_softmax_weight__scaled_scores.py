# exercise: ex_softmax_weight
# mistake: The learner divides the scores by √3 before the softmax; the statement says no scaling, so the answer is 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[1]
scores = torch.where(torch.ones(6, dtype=torch.bool), inputs @ q, torch.zeros(6))
weights = torch.softmax(scores / inputs.shape[1] ** 0.5, dim=0)
ex_softmax_weight = round(weights[1].item(), 4)
